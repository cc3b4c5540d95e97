import Foundation
import Testing

/// gum choose's and gum filter's style flags, prefixes and `GUM_CHOOSE_*` / `GUM_FILTER_*`
/// defaults on `sel choose` (issue 27): accepted by gum's names, and their colours on screen.
@Suite(.serialized) struct ChooseGumStyleTests {
    /// Starts `sel choose ARGUMENTS` on one, two, three with colour, after `exports`.
    func start(_ arguments: String, exports: String = "", waitFor text: String) throws -> TmuxPane {
        let pane = try TmuxPane(width: 40, height: 10)
        try "one\ntwo\nthree\n".write(to: pane.directory.appendingPathComponent("in"), atomically: true, encoding: .utf8)
        try pane.runCommand("unset NO_COLOR; export COLORTERM=truecolor \(exports)")
        try pane.startSel("choose \(arguments)", stdin: "in", waitFor: text)
        return pane
    }

    @Test func styleFlagsAndEnvironmentDefaultsColourTheirParts() throws {
        let pane = try start(
            "--no-limit --header Pick --cursor.foreground 196 --cursor.bold --item.foreground '#0f0'"
                + " --selected.foreground 45 --selected-prefix '[*]' --unselected-prefix '[ ]' --cursor '> '",
            exports: "GUM_CHOOSE_HEADER_FOREGROUND=33 GUM_CHOOSE_CURSOR_FOREGROUND=22", waitFor: "three")
        try pane.press("Tab")
        let screen = try pane.waitFor("[*] one")
        // The list as drawn: the header, the chosen item's prefix, gum's cursor "> " as the pointer.
        let rows = Array(screen.drop { !$0.contains("Pick") }.prefix(4))
        #expect(rows == ["│ Pick      │", "│ [*] one   │", "│>[ ] two   │", "│ [ ] three │"])
        let styled = try pane.capture(styled: true)
        func row(_ text: String) throws -> String { try #require(styled.first { $0.contains(text) }) }
        // The header from GUM_CHOOSE_HEADER_FOREGROUND, the chosen row in 45, the other rows in
        // #00ff00, the highlighted row bold in 196 (the flag wins over GUM_CHOOSE_CURSOR_FOREGROUND).
        #expect(try row("Pick").contains("\u{1B}[38;5;33mPick"))
        #expect(try row("[*] one").contains("\u{1B}[38;5;45m[*] one"))
        #expect(try row("three").contains("\u{1B}[38;2;0;255;0m[ ] three"))
        #expect(try row("two").contains("\u{1B}[1m\u{1B}[38;5;196m"))
        #expect(try !row("two").contains("38;5;22m"))
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "one\n")
    }

    @Test func filterStyleFlagsColourTheMatchAndThePrompt() throws {
        let pane = try start(
            "--filter --match.foreground 201 --match.underline --prompt.foreground=226 --prompt '? '"
                + " --indicator '→' --cursor-text.background 17",
            exports: "GUM_FILTER_TEXT_FOREGROUND=94", waitFor: "three")
        try pane.type("tw")
        let screen = try pane.waitFor("1/3")
        #expect(screen.contains { $0.hasPrefix("│→  two") })
        let styled = try pane.capture(styled: true)
        let row = try #require(styled.first { $0.contains("→") })
        // The matched "tw" underlined in 201 on the highlighted row, whose background is 17.
        #expect(row.contains("\u{1B}[4m\u{1B}[38;5;201m"), "\(row)")
        #expect(row.contains("48;5;17m"), "\(row)")
        #expect(styled.contains { $0.contains("\u{1B}[38;5;226m? ") }, "\(styled)")
        try pane.press("Escape")
        _ = try pane.waitForFile("rc")
    }

    @Test(arguments: [
        ("--cursor.foreground nope", "--cursor.foreground: 'nope' is not a colour"),
        ("--cursor.border rounded", "unknown gum style flag '--cursor.border'"),
        ("--item.bold=maybe", "--item.bold takes true or false, not 'maybe'"),
        ("--indicator ''", "--indicator must not be empty"),
    ])
    func badStyleValuesAreRefusedByName(arguments: String, message: String) throws {
        let words = arguments.split(separator: " ").map { $0 == "''" ? "" : String($0) }
        let result = try SelProcess.run(["choose"] + words + ["a", "b"])
        #expect(result.status == 2)
        #expect(result.errors.contains(message), "\(result.errors)")
    }

    @Test func everyGumStyleFlagIsAccepted() throws {
        var words: [String] = []
        for part in [
            "cursor", "header", "item", "selected", "match", "prompt", "indicator", "placeholder", "text",
            "cursor-text", "selected-indicator", "unselected-prefix",
        ] {
            words += ["--\(part).foreground", "212", "--\(part).background=#ff00ff"]
            words += ["bold", "faint", "italic", "underline", "strikethrough"].map { "--\(part).\($0)" }
        }
        words += ["--selected-prefix", "✓ ", "--unselected-prefix", "• ", "--cursor-prefix", "• ", "--indicator", "•"]
        let pane = try TmuxPane(width: 40, height: 10)
        try "only\n".write(to: pane.directory.appendingPathComponent("in"), atomically: true, encoding: .utf8)
        try pane.startSel(
            "choose --select-1 " + words.map(Tools.shellQuoted).joined(separator: " "), stdin: "in", waitFor: "run.sh")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "only\n")
    }
}
