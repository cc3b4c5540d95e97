import Foundation
import Testing

/// fzf's `--track` on `sel choose` in tmux: the highlighted item keeps the highlight when a new
/// query changes the list; when the query drops it, the highlight keeps its row; without
/// `--track` a new query highlights the first match (sel's rule). `--track`'s screens compared
/// with fzf 0.74.5's (with `--pointer '>' --gutter ' '` on both, so the rows read alike).
@Suite(.serialized) struct ChooseTrackTests {
    private let fruit = "apple\nbanana\ncherry\napricot\ngrape\n"
    private let names = ["apple", "banana", "cherry", "apricot", "grape"]

    /// The list's rows, top to bottom: `> ITEM` for the highlighted one, `  ITEM` for the others.
    private func rows(_ screen: [String]) -> [String] {
        screen.compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard let name = names.first(where: { trimmed == $0 || trimmed == "> \($0)" }) else { return nil }
            return trimmed == name ? "  \(name)" : "> \(name)"
        }
    }

    private func run(_ program: String, _ arguments: String, steps: [(keys: [String], rows: [String])]) throws {
        let pane = try TmuxPane(width: 40, height: 12)
        try Data(fruit.utf8).write(to: pane.directory.appendingPathComponent("in"))
        let isSel = program == Tools.sel
        let flags = (isSel ? "choose --filter " : "") + "--layout default --pointer '>' --gutter ' ' --no-sort " + arguments
        try pane.runCommand("clear; \(Tools.shellQuoted(program)) \(flags) < in > out; echo $? > rc")
        _ = try pane.waitFor("5/5")
        for step in steps {
            for key in step.keys {
                if key.count == 1 { try pane.type(key) } else { try pane.press(key) }
            }
            var last: [String] = []
            do {
                try pane.waitUntil(timeout: .seconds(5), "\(program) \(arguments) after \(step.keys)") { screen in
                    last = rows(screen)
                    return last == step.rows
                }
            } catch {
                Issue.record("\(program) \(arguments) after \(step.keys): rows \(last), wanted \(step.rows)")
                throw error
            }
        }
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
    }

    @Test func theHighlightedItemKeepsTheHighlightAsFzfs() throws {
        // The default layout lists bottom-up: the first item at the bottom, Up goes to the next.
        let steps: [(keys: [String], rows: [String])] = [
            (["Up", "Up", "Up"], ["  grape", "> apricot", "  cherry", "  banana", "  apple"]),
            (["r"], ["  grape", "> apricot", "  cherry"]),
            (["a"], ["> grape"]),
            (["BSpace"], ["> grape", "  apricot", "  cherry"]),
        ]
        for program in [Tools.sel, try ReferenceTools.fzf().path] {
            try run(program, "--track", steps: steps)
        }
    }

    /// sel's own rule without `--track`: a new query highlights the first match. (fzf 0.74.5
    /// keeps the highlight's row instead, here `grape`; the README's table says so.)
    @Test func withoutTrackANewQueryHighlightsTheFirstMatch() throws {
        let steps: [(keys: [String], rows: [String])] = [
            (["Up", "Up", "Up"], ["  grape", "> apricot", "  cherry", "  banana", "  apple"]),
            (["r"], ["  grape", "  apricot", "> cherry"]),
            (["a"], ["> grape"]),
            (["BSpace"], ["  grape", "  apricot", "> cherry"]),
        ]
        try run(Tools.sel, "--no-track", steps: steps)
    }
}
