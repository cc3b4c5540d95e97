import Foundation
import Testing

/// fzf's layout and chrome on `sel choose` (issue 27): each layout, border, label, margin, info
/// style, section border and preview window drawn as the pinned fzf draws it, compared screen
/// for screen in tmux. Both get `--pointer '>'` (sel's own pointer is `›`), fzf `--gutter ' '`
/// (its gutter is a coloured `▌`; sel's is blank), sel `--filter --prompt '> '` (fzf always
/// filters, with that prompt).
@Suite(.serialized) struct ChooseChromeTests {
    /// The screen `program ARGUMENTS < in` draws on a pane of `width`×`height`, once `settled`
    /// shows (and stays for a moment, for a preview to arrive); then Esc.
    private func screen(
        _ program: String, _ arguments: String, width: Int, height: Int, input: String, settled: String
    )
        throws -> [String]
    {
        let pane = try TmuxPane(width: width, height: height)
        try Data(input.utf8).write(to: pane.directory.appendingPathComponent("in"))
        try pane.runCommand("clear; \(Tools.shellQuoted(program)) \(arguments) < in > out; echo $? > rc")
        try pane.waitFor(settled)
        // The same screen twice in a row, 200 ms apart: nothing more is coming (a preview's output).
        var last = try pane.capture()
        try pane.waitUntil("a settled screen") { lines in
            defer { last = lines }
            Thread.sleep(forTimeInterval: 0.2)
            return lines == last && lines.contains { $0.contains(settled) }
        }
        let shown = try pane.capture()
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc") == "130")
        return shown
    }

    private func expectAsFzf(
        _ arguments: String, width: Int = 40, height: Int = 14, input: String = "one\ntwo\nthree\n"
    )
        throws
    {
        let settled = "3/3"
        let fzf = try screen(
            try ReferenceTools.fzf().path, "--gutter ' ' --pointer '>' \(arguments)", width: width, height: height, input: input,
            settled: arguments.contains("--info hidden") || arguments.contains("--no-info") ? "three" : settled)
        let sel = try screen(
            Tools.sel, "choose --filter --prompt '> ' --pointer '>' \(arguments)", width: width, height: height, input: input,
            settled: arguments.contains("--info hidden") || arguments.contains("--no-info") ? "three" : settled)
        #expect(sel == fzf, "sel choose \(arguments)\nsel:\n\(sel.joined(separator: "\n"))\nfzf:\n\(fzf.joined(separator: "\n"))")
    }

    @Test(arguments: [
        "--height 8 --layout default --header HEAD --border",
        "--height 8 --layout reverse-list --header HEAD --border bold",
        "--height 8 --reverse --header HEAD --border --border-label LBL",
        "--height 8 --reverse --border --border-label LBL --border-label-pos -3:bottom --marker '*'",
        "--height 8 --border double --border-label XX --border-label-pos 2",
        "--height 8 --reverse --border horizontal --border-label XX",
        "--height 8 --border vertical",
        "--height 8 --border top",
        "--height 8 --border left",
        "--height 10 --border sharp --margin 1,2 --padding 1 --header H1 --info right",
        "--height 8 --border --margin 1,10%,0",
    ])
    func layoutsBordersLabelsAndMarginsAreDrawnAsFzf(arguments: String) throws {
        try expectAsFzf(arguments)
    }

    @Test(arguments: [
        "--height 8 --no-separator --border",
        "--height 8 --info hidden --border",
        "--height 8 --info inline-right --border",
        "--height 8 --reverse --info inline --border",
        "--height 8 --reverse --info 'inline:<< ' --border",
        "--height 8 --separator '=-' --border",
        "--height 8 --reverse --style minimal",
        "--height 9 --reverse --style full --header HH",
        "--height 9 --reverse --input-border --list-border",
        "--height 9 --header-border --header HH",
    ])
    func infoStylesSeparatorsAndSectionBordersAreDrawnAsFzf(arguments: String) throws {
        try expectAsFzf(arguments)
    }

    @Test(arguments: [
        "--height 14 --reverse --style full --header HH --preview 'seq 30'",
        "--height 10 --border --preview 'seq 30' --preview-window 'left,40%,border-sharp'",
        "--height 14 --border --preview 'seq 30' --preview-window 'up,4,~1,+5'",
        "--height 12 --border --preview 'seq 30' --preview-window 'right:20:<50(down,3)'",
        "--height 10 --border --preview 'seq 30' --preview-window 'right,20,noinfo'",
        "--height 10 --border --preview 'seq 30' --preview-window 'right:20:border-left:follow'",
        "--height 10 --border --preview 'seq 3' --preview-window 'right,wrap,border-bold' --preview-label PL --preview-label-pos 2",
        "--height 8 --reverse --info inline --preview 'seq 20' --preview-window 'down:3:border-top'",
    ])
    func previewWindowsAreDrawnAsFzf(arguments: String) throws {
        try expectAsFzf(arguments)
    }

    /// fzf's `--header` is cut at its line ends; in the default (bottom-up) layout the input's
    /// header lines are drawn in reverse above it; `change-header` keeps the input's lines.
    @Test(arguments: [
        #"--height 10 --layout default --header-lines 2 --header "$(printf 'A\nB')""#,
        #"--height 10 --layout default --header-lines 2 --header "$(printf 'A\nB')" --border"#,
        #"--height 10 --reverse --border --header-lines 2 --header "$(printf 'A\nB')""#,
        "--height 10 --layout default --header-lines 2 --header A --bind 'start:change-header(C)'",
        #"--height 10 --layout default --ansi --header-lines 2 --header "$(printf 'A\nB')" --bind 'start:change-header(C)'"#,
    ])
    func headerLinesAndAHeaderOfSeveralLinesAreDrawnAsFzf(arguments: String) throws {
        try expectAsFzf(arguments, input: "H1\nH2\none\ntwo\nthree\n")
    }

    @Test func theDefaultLayoutMovesUpTheListAsFzfDoes() throws {
        // Up in fzf's default layout goes to the next item, drawn above.
        let pane = try TmuxPane(width: 30, height: 8)
        try pane.runCommand(
            "clear; printf 'one\\ntwo\\nthree\\n' | \(Tools.shellQuoted(Tools.sel)) choose --filter --layout default > out; echo $? > rc")
        try pane.waitFor("3/3")
        try pane.press("Up")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try String(contentsOf: pane.directory.appendingPathComponent("out"), encoding: .utf8) == "two\n")
    }

    @Test(arguments: [
        // Attached: a bare `--border` takes the next word only when it names a style, so
        // `--border wavy a b` lists wavy, a and b (FzfSpellingsTests).
        ("--border=wavy", "--border must be one of rounded"),
        ("--layout sideways", "--layout must be default, reverse or reverse-list"),
        ("--info sideways", "--info must be default, right, hidden"),
        ("--margin 1,2,3,4,5", "--margin must be 1 to 4"),
        ("--padding 60%", "--padding must be 1 to 4"),
        ("--min-height x", "--min-height must be N or N+"),
        ("--style loud", "--style must be default, minimal or full"),
        ("--border-label x --border-label-pos middle", "--border-label-pos must be N[:top|bottom]"),
        ("--preview-window next", "unknown word 'next'"),
        ("--list-border line", "--list-border does not take line"),
    ])
    func malformedChromeIsRefusedByName(arguments: String, message: String) throws {
        let result = try SelProcess.run(
            executable: URL(fileURLWithPath: "/bin/sh"), ["-c", "\(Tools.shellQuoted(Tools.sel)) choose \(arguments) a b"])
        #expect(result.status == 2, "\(arguments)")
        #expect(result.errors.contains(message), "\(result.errors)")
    }
}

extension ChooseChromeTests {
    @Test(arguments: [("", "…aaaaaaaaaaaaaaaaaa/zzz-end"), ("--no-hscroll", "aaaaaaaaaaaaaaaaaaaaaaaaaa…")])
    func noHscrollDrawsALongItemFromItsStart(option: String, row: String) throws {
        let pane = try TmuxPane(width: 30, height: 6)
        try Data((String(repeating: "a", count: 48) + "/zzz-end\nshort\n").utf8).write(to: pane.directory.appendingPathComponent("in"))
        try pane.runCommand("clear; \(Tools.shellQuoted(Tools.sel)) choose --filter --height 4 -q zzz \(option) < in; echo $? > rc")
        let screen = try pane.waitFor("1/2")
        #expect(screen[1] == "›  " + row)
        try pane.press("Escape")
        _ = try pane.waitForFile("rc")
    }

    @Test func keepRightShowsTheEndOfALongItem() throws {
        let pane = try TmuxPane(width: 30, height: 6)
        try Data((String(repeating: "a", count: 48) + "/zzz-end\nshort\n").utf8).write(to: pane.directory.appendingPathComponent("in"))
        try pane.runCommand("clear; \(Tools.shellQuoted(Tools.sel)) choose --filter --height 4 --keep-right < in; echo $? > rc")
        let screen = try pane.waitFor("2/2")
        #expect(screen[1] == "›  …aaaaaaaaaaaaaaaaaa/zzz-end")
        try pane.press("Escape")
        _ = try pane.waitForFile("rc")
    }
}

extension ChooseChromeTests {
    /// fzf's look brings fzf's query line: typing filters without `--filter`, drawn as fzf draws
    /// the same keys; `--no-input` takes the line away and typing jumps instead (fzf's `--no-input`).
    @Test func fzfsLookFiltersAsFzfWithoutTheFilterFlag() throws {
        func typed(_ program: String, _ arguments: String) throws -> [String] {
            let pane = try TmuxPane(width: 40, height: 10)
            try Data("alpha\nbeta\ngamma\ndelta\n".utf8).write(to: pane.directory.appendingPathComponent("in"))
            try pane.runCommand("clear; \(Tools.shellQuoted(program)) \(arguments) < in > out; echo $? > rc")
            try pane.waitFor("4/4")
            try pane.type("lt")
            let screen = try pane.waitFor("1/4")
            try pane.press("Enter")
            #expect(try pane.waitForFile("rc") == "0")
            #expect(try pane.waitForFile("out") == "delta")
            return screen
        }
        let common = "--pointer '>' --height 8 --reverse --border"
        let fzf = try typed(try ReferenceTools.fzf().path, "--gutter ' ' \(common)")
        let sel = try typed(Tools.sel, "choose --prompt '> ' \(common)")
        #expect(sel == fzf, "sel:\n\(sel.joined(separator: "\n"))\nfzf:\n\(fzf.joined(separator: "\n"))")
    }

    @Test func noInputHidesTheQueryLineAndTypingDoesNotFilter() throws {
        let pane = try TmuxPane(width: 40, height: 10)
        try Data("alpha\nbeta\ngamma\ndelta\n".utf8).write(to: pane.directory.appendingPathComponent("in"))
        try pane.runCommand(
            "clear; \(Tools.shellQuoted(Tools.sel)) choose --height 8 --reverse --border --no-input < in > out; echo $? > rc")
        let screen = try pane.waitFor("delta")
        #expect(!screen.contains { $0.contains("/ ") }, "\(screen)")
        // Filtering "e" would leave beta first; typing to jump finds no item starting with "e".
        try pane.type("e")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.waitForFile("out") == "alpha")
    }
}
