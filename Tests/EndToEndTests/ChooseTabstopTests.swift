import Foundation
import Testing

/// fzf's `--tabstop` and `--ellipsis` on `sel choose` in tmux: a tab drawn as spaces to the next
/// tab stop (8 by default), wide glyphs counted as two columns; a long item cut with the
/// ellipsis given, on either side of the match, the bar's column kept free as fzf keeps it.
/// Each screen's rows compared with fzf 0.74.5's, less the first column (the pointer and
/// gutter, which are sel's own).
@Suite(.serialized) struct ChooseTabstopTests {
    private let items = """
        a\tb\tc
        abc\tde\tf
        漢字\tx
        a very long line that goes on and on and on past the edge of the screen with the word needle at its very end

        """

    /// The rows of the list and the count line, first two columns dropped, trailing blanks trimmed.
    private func rows(_ screen: [String]) -> [String] {
        screen.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.dropLast()
            .map { String($0.dropFirst(2)).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
    }

    /// The rows `program ARGUMENTS` draws at 50 columns once `query` is typed.
    private func screen(_ program: String, _ arguments: String, query: String, count: String) throws -> [String] {
        let pane = try TmuxPane(width: 50, height: 10)
        try Data(items.utf8).write(to: pane.directory.appendingPathComponent("in"))
        let isSel = program == Tools.sel
        try pane.runCommand("clear; \(Tools.shellQuoted(program)) \(isSel ? "choose --filter " : "")\(arguments) < in > out; echo $? > rc")
        if !query.isEmpty {
            _ = try pane.waitFor("/4")
            try pane.type(query)
        }
        let shown = try pane.waitUntil(timeout: .seconds(5), "\(program): \(count) after \(query)") { screen in
            screen.contains { $0.contains(count) }
        }
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc") == "130")
        return rows(shown)
    }

    @Test(arguments: [
        ("--layout default --ellipsis ··", "", "4/4"),
        ("--layout default --tabstop 4", "", "4/4"),
        ("--layout default --tabstop 3 --ellipsis '>>'", "needle", "1/4"),
        ("--layout default --ellipsis=", "needle", "1/4"),
        ("--layout default --tabstop 1 --ellipsis ...", "x", "1/4"),
    ])
    func drawsTabsAndEllipsesAsFzf(arguments: String, query: String, count: String) throws {
        let sel = try screen(Tools.sel, arguments, query: query, count: count)
        let fzf = try screen(try ReferenceTools.fzf().path, arguments, query: query, count: count)
        #expect(sel == fzf, "\(arguments), query \(query)")
    }

    /// fzf's defaults, tab stops of 8 and the ellipsis `··`, with fzf's chrome; sel's own look
    /// keeps its `…`.
    @Test func defaultsAreFzfsWithFzfsChromeAndSelsEllipsisOtherwise() throws {
        let shown = try screen(Tools.sel, "--layout default", query: "", count: "4/4")
        #expect(
            shown == [
                "a very long line that goes on and on and on p··", "漢字    x", "abc     de      f", "a       b       c",
                "4/4 ───────────────────────────────────────────",
            ])
        // Waiting for the count, not the help line, which is drawn before the items are read.
        let own = try screen(Tools.sel, "--height 8", query: "", count: "4/4")
        #expect(own.contains { $0.contains("abc     de      f") }, "\(own)")
        #expect(own.contains { $0.hasSuffix("and on pa…") }, "\(own)")
    }

    /// A tab stop under 1 is a usage error naming the flag.
    @Test func tabStopUnderOneIsRefused() throws {
        let result = try SelProcess.run(["choose", "--tabstop", "0", "a"])
        #expect(result.status == 2)
        #expect(result.errors.contains("--tabstop must be 1 or more"), "\(result.errors)")
    }
}
