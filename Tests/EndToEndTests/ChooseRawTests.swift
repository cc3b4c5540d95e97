import Foundation
import Testing

/// fzf's raw mode on `sel choose` in tmux (`--raw`, `toggle-raw`, `enable-raw`, `disable-raw`,
/// `up-match`, `down-match`, `best`): every item stays listed in input order, those the query
/// does not match dimmed, the gutter `▖`; Enter takes the highlighted item even when it does not
/// match; leaving raw mode moves to the nearest match. Compared with fzf 0.74.5 where the
/// screens can be compared (the rows and the gutter; sel's colours and pointer are its own).
@Suite(.serialized) struct ChooseRawTests {
    private let fruit = "apple\nbanana\ncherry\napricot\ngrape\n"

    private func start(_ pane: TmuxPane, _ program: String, _ arguments: String) throws {
        try FzfComparison.start(pane, program, arguments, input: fruit)
        _ = try pane.waitFor("/5")
    }

    /// The list's rows (raw mode's gutter, or `>` for the pointer, then the item), top to bottom.
    private func rows(_ screen: [String]) -> [String] {
        screen.filter { line in ["apple", "banana", "cherry", "apricot", "grape"].contains { line.contains($0) } }
            .map { line in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                // sel's pointer is `›`, fzf's `▌`; raw mode's gutter `▖` on both.
                return (trimmed.hasPrefix("▖") ? "▖" : ">") + " " + trimmed.dropFirst(1).trimmingCharacters(in: .whitespaces)
            }
    }

    private func waitForRows(_ pane: TmuxPane, _ expected: [String], _ description: String) throws -> [String] {
        var last: [String] = []
        do {
            return try pane.waitUntil(timeout: .seconds(5), description) { screen in
                last = rows(screen)
                return last == expected
            }
        } catch {
            Issue.record("\(description): rows \(last), wanted \(expected)")
            throw error
        }
    }

    /// Raw mode from the start: every item listed in input order, the unmatched ones dim.
    @Test func rawListsEveryItemAndDimsTheUnmatchedAsFzfDoes() throws {
        for program in [Tools.sel, try ReferenceTools.fzf().path] {
            let pane = try TmuxPane(width: 40, height: 10)
            let isSel = program == Tools.sel
            try start(pane, program, (isSel ? "choose --filter " : "") + "--raw --layout default --query ap")
            let expected = ["▖ grape", "▖ apricot", "▖ cherry", "▖ banana", "> apple"]
            _ = try waitForRows(pane, expected, "\(program): every item listed, in input order")
            _ = try pane.waitFor("3/5")
            let styled = try pane.capture(styled: true)
            // What follows the gutter: SGR 2 (dim) on the unmatched item's text, not on the matched one's.
            func label(_ text: String) throws -> Substring {
                let line = try #require(styled.first { $0.contains(text) })
                return line[(line.range(of: "▖")?.upperBound ?? line.startIndex)...]
            }
            func isDim(_ text: Substring) -> Bool { text.contains("\u{1B}[2m") || text.contains(";2m") }
            let cherry = try label("cherry")
            let apricot = try label("ricot")
            #expect(isDim(cherry), "\(program): cherry dim: \(cherry.debugDescription)")
            #expect(!isDim(apricot), "\(program): apricot not dim: \(apricot.debugDescription)")
            try pane.press("Escape")
            #expect(try pane.waitForFile("rc") == "130")
            try pane.expectTerminalRestored()
        }
    }

    /// The keys of a session, each screen compared with fzf's: typing keeps the highlighted item,
    /// `up-match` skips what does not match, leaving raw mode goes to the nearest match,
    /// entering it again keeps the highlight's item.
    @Test func toggleRawAndUpMatchMoveAsInFzf() throws {
        let steps: [(keys: [String], rows: [String])] = [
            (["Up", "Up"], ["▖ grape", "▖ apricot", "> cherry", "▖ banana", "▖ apple"]),
            (["g", "r"], ["▖ grape", "▖ apricot", "> cherry", "▖ banana", "▖ apple"]),
            (["M-u"], ["> grape", "▖ apricot", "▖ cherry", "▖ banana", "▖ apple"]),
            (["M-r"], ["> grape"]),
            (["M-r"], ["> grape", "▖ apricot", "▖ cherry", "▖ banana", "▖ apple"]),
            (["Down", "Down"], ["▖ grape", "▖ apricot", "> cherry", "▖ banana", "▖ apple"]),
            (["M-r"], ["> grape"]),
        ]
        for program in [Tools.sel, try ReferenceTools.fzf().path] {
            let pane = try TmuxPane(width: 40, height: 10)
            let isSel = program == Tools.sel
            try start(pane, program, (isSel ? "choose --filter " : "") + "--layout default --bind alt-r:toggle-raw,alt-u:up-match --raw")
            for step in steps {
                for key in step.keys {
                    if key.count == 1 { try pane.type(key) } else { try pane.press(key) }
                }
                _ = try waitForRows(pane, step.rows, "\(program) after \(step.keys)")
            }
            try pane.press("Enter")
            #expect(try pane.waitForFile("rc") == "0")
            #expect(try String(contentsOf: pane.directory.appendingPathComponent("out"), encoding: .utf8) == "grape\n")
            try pane.expectTerminalRestored()
        }
    }

    /// Enter on an item the query does not match takes it, as fzf does; `disable-raw` after
    /// `enable-raw`, and `best`, are accepted.
    @Test func enterTakesAnUnmatchedItemInRawMode() throws {
        let ending = try FzfComparison.expectAsFzf(
            "--layout reverse --bind alt-e:enable-raw,alt-d:disable-raw --query gr", keys: ["M-e", "Up", "Up", "Enter"], input: fruit)
        #expect(ending == FzfComparison.Ending(output: "cherry\n", status: "0"))
        let best = try FzfComparison.expectAsFzf(
            "--layout reverse --raw --bind alt-b:best --query gr", keys: ["M-b", "Enter"], input: fruit)
        #expect(best == FzfComparison.Ending(output: "grape\n", status: "0"))
        let left = try FzfComparison.expectAsFzf(
            "--layout reverse --raw --bind alt-d:disable-raw --query gr", keys: ["Down", "M-d", "Enter"], input: fruit)
        #expect(left == FzfComparison.Ending(output: "grape\n", status: "0"))
    }
}
