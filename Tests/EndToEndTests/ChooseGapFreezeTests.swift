import Foundation
import Testing

/// fzf's `--gap`, `--gap-line`, `--freeze-left` and `--freeze-right` on `sel choose` (issue 27),
/// compared screen for screen with the pinned fzf in tmux: the gaps and their lines, moving past
/// the viewport, a click on a gap line, and long rows scrolled to a match far right with their
/// first or last field frozen. Both get `--pointer '>'`; fzf `--gutter ' '` (its gutter is a
/// coloured `▌`) and `--scroll-off 0` (sel has no scroll-off: it scrolls as fzf does with 0);
/// sel `--filter --prompt '> '` (fzf always filters, with that prompt).
@Suite(.serialized) struct ChooseGapFreezeTests {
    /// The screen `program ARGUMENTS < in` shows once `settled` is on it and `keys` are pressed
    /// (a word that is not a tmux key name is typed), the same twice 200 ms apart; then Esc.
    private func screen(
        _ program: String, _ arguments: String, input: String, settled: String, keys: [String], width: Int, height: Int
    ) throws -> [String] {
        let pane = try TmuxPane(width: width, height: height)
        try Data(input.utf8).write(to: pane.directory.appendingPathComponent("in"))
        try pane.runCommand("clear; \(Tools.shellQuoted(program)) \(arguments) < in > out; echo $? > rc")
        try pane.waitFor(settled)
        for key in keys {
            if ["Up", "Down", "PageUp", "PageDown", "Tab"].contains(key) || key.hasPrefix("C-") {
                try pane.press(key)
            } else {
                try pane.type(key)
            }
            Thread.sleep(forTimeInterval: 0.15)
        }
        var last = try pane.capture()
        try pane.waitUntil("a settled screen") { lines in
            defer { last = lines }
            Thread.sleep(forTimeInterval: 0.2)
            return lines == last
        }
        let shown = try pane.capture()
        // Esc leaves jump mode first (ctrl-s is bound to jump), then the list.
        if keys.contains("C-s") {
            try pane.press("Escape")
            Thread.sleep(forTimeInterval: 0.2)
        }
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc") == "130")
        return shown
    }

    private func expectAsFzf(
        _ arguments: String, input: String, settled: String, keys: [String] = [], width: Int = 40, height: Int = 14
    ) throws {
        let fzf = try screen(
            try ReferenceTools.fzf().path, "--gutter ' ' --pointer '>' --scroll-off 0 \(arguments)", input: input, settled: settled,
            keys: keys, width: width, height: height)
        let sel = try screen(
            Tools.sel, "choose --filter --prompt '> ' --pointer '>' \(arguments)", input: input, settled: settled, keys: keys,
            width: width, height: height)
        #expect(sel == fzf, "sel choose \(arguments) \(keys)\nsel:\n\(sel.joined(separator: "\n"))\nfzf:\n\(fzf.joined(separator: "\n"))")
    }

    static let numbers = (1...20).map(String.init).joined(separator: "\n") + "\n"

    @Test(arguments: [
        "--height 12 --gap",
        "--height 12 --gap 2",
        "--height 12 --gap --gap-line",
        "--height 12 --gap=1 --gap-line='=-'",
        "--height 12 --gap 2 --no-gap-line",
        "--height 12 --reverse --gap --border",
        "--height 13 --reverse --gap 3 --gap-line x",
        "--height 12 --gap --no-scrollbar",
    ])
    func gapsAndGapLinesAreDrawnAsFzf(arguments: String) throws {
        try expectAsFzf(arguments, input: Self.numbers, settled: "20/20")
    }

    @Test(arguments: [
        ("--height 12 --reverse --gap", ["Down", "Down", "Down", "Down", "Down", "Down"]),
        ("--height 12 --gap", ["Up", "Up", "Up", "Up", "Up", "Up", "Up"]),
        ("--height 12 --reverse --gap 2", ["Down", "Down", "Down", "Down", "Down", "Up"]),
        ("--height 12 --reverse --gap", ["1"]),
        ("--height 12 --reverse --gap --multi --marker '*'", ["Tab", "Tab", "Tab"]),
        ("--height 12 --reverse --gap --header HH", ["Down", "Down", "Down", "Down", "Down"]),
        ("--height 12 --gap --bind ctrl-s:jump", ["C-s"]),
        ("--height 12 --reverse --gap --bind ctrl-s:jump", ["Down", "Down", "Down", "Down", "Down", "Down", "C-s"]),
    ])
    func movingPastTheViewportWithGapsScrollsAsFzf(arguments: String, keys: [String]) throws {
        try expectAsFzf(arguments, input: Self.numbers, settled: "20/20", keys: keys)
    }

    /// sel pages by the rows on screen less one, as without gaps (NAV-06); fzf 0.74.5 moves up to
    /// its list's lines less one items, stopping where the old last row would leave the top.
    @Test func pageDownMovesByTheRowsOnScreenLessOne() throws {
        let pane = try TmuxPane(width: 40, height: 14)
        try Data(Self.numbers.utf8).write(to: pane.directory.appendingPathComponent("in"))
        try pane.startSel("choose --filter --prompt '> ' --pointer '>' --height 12 --reverse --gap", stdin: "in", waitFor: "20/20")
        try pane.press("PageDown")
        let screen = try pane.waitUntil("the highlight on 5") { $0.contains { $0.hasPrefix("> 5") } }
        #expect(
            Array(screen.drop { $0 != ">" }.prefix(12)).map { $0.replacingOccurrences(of: "│", with: "").trimmingTrailingBlanks } == [
                ">", "  20/20 " + String(repeating: "─", count: 31), "  1", "  " + String(repeating: "┈", count: 37), "  2",
                "  " + String(repeating: "┈", count: 37), "  3", "  " + String(repeating: "┈", count: 37), "  4",
                "  " + String(repeating: "┈", count: 37), "> 5", "  " + String(repeating: "┈", count: 37),
            ])
        try pane.press("Escape")
        _ = try pane.waitForFile("rc")
    }

    /// What `program` prints after moving down twice, a click at screen row `row`, and Enter.
    private func clickAndAccept(_ program: String, _ arguments: String, row: Int) throws -> String {
        let pane = try TmuxPane(width: 40, height: 14)
        try Data(Self.numbers.utf8).write(to: pane.directory.appendingPathComponent("in"))
        try pane.runCommand("clear; \(Tools.shellQuoted(program)) \(arguments) < in > out; echo $? > rc")
        try pane.waitFor("20/20")
        try pane.press("Down")
        try pane.press("Down")
        Thread.sleep(forTimeInterval: 0.2)
        try pane.type("\u{1B}[<0;5;\(row)M\u{1B}[<0;5;\(row)m")
        Thread.sleep(forTimeInterval: 0.3)
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        return try String(contentsOf: pane.directory.appendingPathComponent("out"), encoding: .utf8)
    }

    @Test(arguments: [(5, "2\n"), (4, "1\n"), (8, "1\n")])
    func aClickOnARowTakesItAndOnAGapLineTheFirstItemAsFzf(row: Int, printed: String) throws {
        let arguments = "--height 12 --reverse --gap"
        let fzf = try clickAndAccept(try ReferenceTools.fzf().path, "--scroll-off 0 " + arguments, row: row)
        let sel = try clickAndAccept(Tools.sel, "choose --filter " + arguments, row: row)
        #expect(fzf == printed)
        #expect(sel == fzf)
    }

    static let longRows =
        [
            "src/main.swift " + String(repeating: "a", count: 50) + " needle " + String(repeating: "b", count: 30) + " 42",
            "docs/readme.md " + String(repeating: "c", count: 70) + " 7",
            "x needle y",
        ].joined(separator: "\n") + "\n"

    static let colonRows =
        [
            "left:" + String(repeating: "m", count: 60) + "needle" + String(repeating: "n", count: 20) + ":right",
            "one:two:three",
        ].joined(separator: "\n") + "\n"

    @Test(arguments: [
        ("--freeze-left 1", longRows, "needle"),
        ("--freeze-right 1", longRows, "needle"),
        ("--freeze-left 1 --freeze-right 1", longRows, "needle"),
        ("--freeze-left 2 --freeze-right 1 --hscroll-off 3", longRows, "needle"),
        ("--freeze-right 1 --keep-right", longRows, ""),
        ("--freeze-left=1", longRows, "bbbb"),
        ("--delimiter : --freeze-left 1 --freeze-right 1", colonRows, "needle"),
        ("--delimiter : --with-nth 2.. --freeze-right 1", colonRows, "needle"),
    ])
    func frozenFieldsStayAsTheRowScrollsToTheMatchAsFzf(arguments: String, input: String, query: String) throws {
        let count = input.split(separator: "\n").count
        try expectAsFzf(
            "--height 8 --reverse --info default --ellipsis '..' " + arguments, input: input, settled: "\(count)/\(count)",
            keys: query.isEmpty ? [] : [query])
    }

    @Test(arguments: [
        // A bare `--gap` takes the next word only when it starts with a digit, as fzf's (`--gap x a`
        // lists x and a): a malformed value is one attached, or one starting with a digit.
        ("--gap=x", "--gap must be a number of lines, 0 or more, not 'x'"),
        ("--gap 2x", "--gap must be a number of lines, 0 or more, not '2x'"),
        ("--freeze-left -1", "--freeze-left must be a number of fields, 0 or more, not '-1'"),
        ("--freeze-right two", "--freeze-right must be a number of fields, 0 or more, not 'two'"),
    ])
    func malformedValuesAreRefusedByName(arguments: String, message: String) throws {
        let result = try SelProcess.run(["choose"] + arguments.split(separator: " ").map(String.init) + ["a"])
        #expect(result.status == 2)
        #expect(result.errors.contains(message), "\(result.errors)")
    }
}

extension String {
    /// The text without blanks at its end.
    fileprivate var trimmingTrailingBlanks: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
