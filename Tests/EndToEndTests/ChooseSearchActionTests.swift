import Foundation
import Testing

/// fzf's `search(...)` and `transform-search(...)` on `sel choose` in tmux: the list matches the
/// text given (or the command's first line) while the query shown stays as it was, until the
/// query changes; compared with fzf 0.74.5 (what each prints, and the screen's query and count).
@Suite(.serialized) struct ChooseSearchActionTests {
    private let fruit = "apple\nbanana\ncherry\napricot\ngrape\n"

    /// The query line and the count, as both programs draw them, after `search(ap)` on an empty
    /// query; then `transform-search`.
    @Test func searchFiltersWithoutChangingTheQueryAsFzf() throws {
        for program in [Tools.sel, try ReferenceTools.fzf().path] {
            let pane = try TmuxPane(width: 40, height: 10)
            let isSel = program == Tools.sel
            try Data(fruit.utf8).write(to: pane.directory.appendingPathComponent("in"))
            let arguments =
                (isSel ? "choose --filter " : "")
                + "--layout default --prompt 'Q> ' --bind 'ctrl-s:search(ap),ctrl-t:transform-search(echo cot)'"
            try pane.runCommand("clear; \(Tools.shellQuoted(program)) \(arguments) < in > out; echo $? > rc")
            _ = try pane.waitFor("5/5")
            try pane.press("C-s")
            let screen = try pane.waitFor("3/5")
            // The query line is the prompt alone: "ap" is searched, not typed.
            let queryLine = try #require(screen.first { $0.contains("Q>") })
            #expect(queryLine.trimmingCharacters(in: .whitespaces) == "Q>", "\(program): \(queryLine.debugDescription)")
            let listed = screen.filter { line in ["apple", "banana", "cherry", "apricot", "grape"].contains { line.contains($0) } }
            #expect(listed.count == 3, "\(program): \(listed)")
            // `transform-search`: the command's line searched (once it ran, Enter takes its match).
            try pane.press("C-t")
            _ = try pane.waitFor("1/5")
            try pane.press("Enter")
            #expect(try pane.waitForFile("rc") == "0")
            #expect(try String(contentsOf: pane.directory.appendingPathComponent("out"), encoding: .utf8) == "apricot\n", "\(program)")
        }
    }

    /// What Enter takes after `search`, and once typing replaced the search.
    @Test func searchAndTransformSearchEndAsFzf() throws {
        let searched = try FzfComparison.expectAsFzf("--bind 'ctrl-s:search(gr)'", keys: ["C-s", "Enter"], input: fruit)
        #expect(searched == FzfComparison.Ending(output: "grape\n", status: "0"))
        // Typing changes the query: the query is searched again ("an" → banana), the search forgotten.
        let typed = try FzfComparison.expectAsFzf("--bind 'ctrl-s:search(gr)'", keys: ["C-s", "an", "Enter"], input: fruit)
        #expect(typed == FzfComparison.Ending(output: "banana\n", status: "0"))
        // A query typed before stays shown, and is not searched while the search holds.
        let kept = try FzfComparison.expectAsFzf("--bind 'ctrl-s:search(gr)'", keys: ["b", "C-s", "Enter"], input: fruit)
        #expect(kept == FzfComparison.Ending(output: "grape\n", status: "0"))
    }
}
