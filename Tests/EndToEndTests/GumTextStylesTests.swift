import Foundation
import Testing

/// gum input's and gum write's flags that real scripts pass (scripts/corpus/gum-invocations.txt)
/// on `sel input` and `sel write` in tmux: the style flags (`--prompt.foreground 99`), their
/// colour on screen, `--width`, `sel write --prompt`, an empty `--header=""`; bad values refused
/// by name.
@Suite(.serialized) struct GumTextStylesTests {
    @Test func inputTakesGumsStyleFlagsAndColoursThePrompt() throws {
        let pane = try TmuxPane(width: 60, height: 12)
        try pane.runCommand("unset NO_COLOR; export COLORTERM=truecolor")
        try pane.startSel(
            "input --prompt 'Email: ' --placeholder='john@doe.com' --header='' --prompt.foreground 99 --cursor.foreground 99 --width 50",
            waitFor: "Email: ")
        let styled = try pane.capture(styled: true)
        let line = try #require(styled.first { $0.contains("Email: ") })
        #expect(line.contains("\u{1B}[38;5;99mEmail: "), "\(line.debugDescription)")
        try pane.type("me@example.com")
        try pane.waitFor("me@example.com")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "me@example.com\n")
        try pane.expectTerminalRestored()
    }

    @Test func writeDrawsItsPromptWithinItsWidth() throws {
        let pane = try TmuxPane(width: 60, height: 12)
        try pane.startSel(
            "write --width 20 --height 3 --prompt '| ' --show-line-numbers --show-cursor-line --value 'Something long enough to be cut' --base.padding 1 --prompt.foreground 99 --cursor.foreground 99",
            waitFor: "to be cut")
        let screen = try pane.capture()
        // The prompt, the number, then the caret's line scrolled to the caret: 20 columns in all.
        #expect(screen.contains("|   1 …gh to be cut"), "\(screen)")
        try pane.press("C-d")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "Something long enough to be cut\n")
        try pane.expectTerminalRestored()
    }

    @Test(arguments: [
        ("input", "--prompt.foreground nope", "--prompt.foreground: 'nope' is not a colour"),
        ("input", "--prompt.blink", "unknown gum style flag '--prompt.blink'"),
        ("write", "--base.bold=maybe", "--base.bold takes true or false, not 'maybe'"),
        ("write", "--width=-1", "--width must be 0 or more"),
    ])
    func badValuesAreRefusedByName(command: String, arguments: String, message: String) throws {
        let result = try SelProcess.run([command] + arguments.split(separator: " ").map(String.init))
        #expect(result.status == 2)
        #expect(result.errors.contains(message), "\(result.errors)")
    }
}
