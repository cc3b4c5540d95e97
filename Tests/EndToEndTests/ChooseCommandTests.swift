import Foundation
import Testing

/// `sel choose` in a real terminal (tmux): choosing with keys and the mouse, every way out with
/// its exit status, byte-exact output, and the terminal restored each time.
@Suite(.serialized) struct ChooseCommandTests {
    /// Writes `input` to the file `in`, then runs `sel choose ARGUMENTS < in > out` from a bash
    /// script that records `stty -g` before and after and the exit status in `rc`.
    private func startChoose(
        in pane: TmuxPane, _ arguments: String, input: [UInt8], environment: String = "",
        waitFor marker: String? = "╭"
    ) throws {
        try Data(input).write(to: pane.directory.appendingPathComponent("in"))
        let script = """
            stty -g > before
            \(environment) \(Tools.shellQuoted(Tools.sel)) choose \(arguments) < in > out
            echo $? > rc
            stty -g > after

            """
        try script.write(to: pane.directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        try pane.runCommand("clear; bash run.sh")
        if let marker { try pane.waitFor(marker) }
    }

    private func lines(_ text: String) -> [UInt8] { Array(text.utf8) }

    private func output(_ pane: TmuxPane) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: pane.directory.appendingPathComponent("out")))
    }

    private func expectRestored(_ pane: TmuxPane) throws {
        #expect(try pane.waitForFile("before") == pane.waitForFile("after"))
        #expect(try pane.modeFlags() == "0 1 0 0")
    }

    @Test func arrowsAndEnterChoose() throws {
        let pane = try TmuxPane()
        try startChoose(in: pane, "--title Greek", input: lines("alpha\nbeta\ngamma\n"))
        try pane.press("Down")
        try pane.waitFor("›  beta")
        try pane.press("Enter")
        let status = try pane.waitForFile("rc")
        let screen = try pane.capture()
        #expect(status == "0", "screen: \(screen)")
        #expect(try output(pane) == lines("beta\n"))
        try expectRestored(pane)
    }

    @Test func escapeExitsWith130AsFzf() throws {
        let pane = try TmuxPane()
        try startChoose(in: pane, "", input: lines("a\nb\n"))
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc") == "130")
        #expect(try output(pane) == [])
        try expectRestored(pane)
    }

    @Test func controlCExitsWith130() throws {
        let pane = try TmuxPane()
        try startChoose(in: pane, "", input: lines("a\nb\n"))
        try pane.press("C-c")
        #expect(try pane.waitForFile("rc") == "130")
        try expectRestored(pane)
    }

    @Test func timeoutExitsWith124() throws {
        let pane = try TmuxPane()
        try startChoose(in: pane, "--timeout 0.5", input: lines("a\nb\n"))
        #expect(try pane.waitForFile("rc") == "124")
        try expectRestored(pane)
    }

    @Test func emptyInputExitsWith1WithAMessage() throws {
        let pane = try TmuxPane()
        try startChoose(in: pane, "2> err", input: [], waitFor: nil)
        #expect(try pane.waitForFile("rc") == "1")
        #expect(try pane.waitForFile("err").contains("nothing to choose"))
        try expectRestored(pane)
    }

    @Test func outputIsByteIdenticalAndLabelsCannotInjectEscapes() throws {
        let pane = try TmuxPane()
        try pane.runCommand("echo KEEP-THIS-LINE")
        let hostile: [UInt8] = lines("clear\u{1B}[2J\tme") + [0xFF, 0xFE] + lines("\u{1B}]0;pwned\u{07}end")
        try Data((lines("first\n") + hostile + [0x0A])).write(to: pane.directory.appendingPathComponent("in"))
        let script = """
            stty -g > before
            \(Tools.shellQuoted(Tools.sel)) choose < in > out
            echo $? > rc
            stty -g > after

            """
        try script.write(to: pane.directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        try pane.runCommand("bash run.sh")
        let screen = try pane.waitFor("first")
        #expect(screen.contains { $0.contains("KEEP-THIS-LINE") })
        #expect(screen.contains { $0.contains("clear") && $0.contains("end") })
        try pane.press("Down")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try output(pane) == hostile + [0x0A])
        #expect(try pane.capture().contains { $0.contains("KEEP-THIS-LINE") })
        let title = try Tools.run(
            Tools.path(of: "tmux") ?? "tmux", ["-L", pane.socket, "display", "-p", "-t", pane.target, "#{pane_title}"]
        ).output
        #expect(!title.contains("pwned"))
        try expectRestored(pane)
    }

    @Test func selectedIsPreselectedAndScrolledToTheTop() throws {
        let pane = try TmuxPane()
        let items = (1...30).map { "item \($0)" }.joined(separator: "\n") + "\n"
        try startChoose(in: pane, "--selected 'ITEM 20' --height 5", input: lines(items), waitFor: "↑/↓ move")
        let screen = try pane.waitFor("item 20")
        // `--height 5`: a region of five rows, the list under no popover (fzf's meaning).
        let rows = screen.filter { $0.contains("item") }
        #expect(rows.first?.contains("item 20") == true)
        #expect(rows.first?.contains("✓") == true || rows.first?.contains("›") == true)
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try output(pane) == lines("item 20\n"))
        try expectRestored(pane)
    }

    @Test func mousePressOnTriggerDragAndReleaseChooses() throws {
        let pane = try TmuxPane()
        // Starts closed? No: `sel choose` opens at once; the trigger press closes, a second opens.
        try startChoose(in: pane, "--title T", input: lines("one\ntwo\nthree\n"))
        let screen = try pane.capture()
        guard let triggerRow = screen.firstIndex(where: { $0.hasPrefix("T: ") }),
            let threeRow = screen.firstIndex(where: { $0.contains("three") })
        else {
            Issue.record("no trigger or row on screen: \(screen)")
            return
        }
        // Close with a press on the trigger, then the real gesture: press, drag, release (1-based cells).
        try pane.type("\u{1B}[<0;5;\(triggerRow + 1)M\u{1B}[<0;5;\(triggerRow + 1)m")
        try pane.waitUntil("closed list") { !$0.contains { $0.contains("╭") } }
        try pane.type("\u{1B}[<0;5;\(triggerRow + 1)M")
        try pane.waitFor("╭")
        try pane.type("\u{1B}[<32;7;\(threeRow + 1)M")
        try pane.type("\u{1B}[<0;7;\(threeRow + 1)m")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try output(pane) == lines("three\n"))
        try expectRestored(pane)
    }

    @Test func resizeWhileOpenKeepsThePopoverInsideThePane() throws {
        let pane = try TmuxPane(width: 60, height: 20)
        let items = (1...40).map { "a rather long option number \($0)" }.joined(separator: "\n") + "\n"
        try startChoose(in: pane, "", input: lines(items))
        try pane.resize(width: 24, height: 8)
        let screen = try pane.waitUntil("popover re-laid out") { lines in
            lines.count == 8 && lines.contains { $0.contains("╭") } && lines.contains { $0.contains("╰") }
        }
        #expect(screen.allSatisfy { $0.count <= 24 })
        #expect(screen.contains { $0.contains("›") })
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try output(pane) == lines("a rather long option number 1\n"))
        try expectRestored(pane)
    }

    @Test func plainModeReasksAfterAWrongAnswer() throws {
        let pane = try TmuxPane()
        try startChoose(in: pane, "--plain", input: lines("red\ngreen\nblue\n"), waitFor: "Choose 1-3")
        try pane.runCommand("7")
        try pane.waitFor("7 is not between 1 and 3")
        try pane.runCommand("2")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try output(pane) == lines("green\n"))
        try expectRestored(pane)
    }

    @Test func plainModeTimesOutWith124() throws {
        let pane = try TmuxPane()
        try startChoose(in: pane, "--plain --timeout 0.5", input: lines("red\ngreen\n"), waitFor: "Choose 1-2")
        #expect(try pane.waitForFile("rc") == "124")
        #expect(try output(pane) == [])
        try expectRestored(pane)
    }

    @Test func dumbTerminalFallsBackToPlain() throws {
        let pane = try TmuxPane()
        try startChoose(in: pane, "", input: lines("red\ngreen\n"), environment: "TERM=dumb", waitFor: "Choose 1-2")
        try pane.runCommand("GREEN")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try output(pane) == lines("green\n"))
        try expectRestored(pane)
    }

    @Test func jsonErrorsNameTheLineAndColumn() throws {
        let pane = try TmuxPane()
        try startChoose(in: pane, "--json 2> err", input: lines("[\"a\",\n  {\"label\": }]\n"), waitFor: nil)
        #expect(try pane.waitForFile("rc") == "2")
        #expect(try pane.waitForFile("err").contains("line 2, column 13"))
    }

    @Test func jsonSectionsKeepTheirModesAndSwatchesAndActionsWork() throws {
        let pane = try TmuxPane()
        let json = """
            [
              {"title": "Colour", "selection": "single", "options": [
                {"label": "Red", "value": "#ff0000", "colour": "#ff0000"},
                {"label": "Blue", "value": "#0000ff", "colour": "#0000ff", "detail": "calm"}
              ]},
              {"title": "More", "selection": "none", "options": [
                {"label": "Pick for me", "value": "random"},
                {"label": "Green", "disabled": "out of stock"}
              ]}
            ]
            """
        try startChoose(in: pane, "--json", input: lines(json), environment: "env -u NO_COLOR COLORTERM=truecolor")
        let screen = try pane.waitFor("Pick for me")
        #expect(screen.contains { $0.contains("Colour") })
        #expect(screen.contains { $0.contains("Green (out of stock)") })
        #expect(screen.contains { $0.contains("██ Blue") })
        let styled = try pane.capture(styled: true).joined(separator: "\n")
        #expect(styled.contains("38;2;0;0;255"), "the Blue swatch is drawn in its colour")
        try pane.press("End")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try output(pane) == lines("random\n"))
        try expectRestored(pane)
    }

    @Test func jsonColourThatIsNotAColourIsAUsageError() throws {
        let pane = try TmuxPane()
        try startChoose(in: pane, "--json 2> err", input: lines(##"[{"label": "Red", "colour": "#ff00"}]"##), waitFor: nil)
        #expect(try pane.waitForFile("rc") == "2")
        #expect(try pane.waitForFile("err").hasPrefix("sel choose: item 1 (\"Red\"): \"colour\" "))
        try expectRestored(pane)
    }

    @Test func ctrlZRestoresTheTerminalAndFgRedrawsTheList() throws {
        let pane = try TmuxPane(shell: "bash --norc --noprofile -i")
        try Data(lines("alpha\nbeta\n")).write(to: pane.directory.appendingPathComponent("in"))
        // One job: Ctrl-Z stops the script and sel together, so rc is written only after fg.
        try "\(Tools.shellQuoted(Tools.sel)) choose < in > out; echo $? > rc\n"
            .write(to: pane.directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        try pane.runCommand("bash run.sh")
        try pane.waitFor("›  alpha")
        try pane.press("C-z")
        try pane.waitFor("Stopped")
        #expect(try pane.modeFlags() == "0 1 0 0")
        #expect(try !pane.capture().contains { $0.contains("alpha") }, "the region is erased while stopped")
        try pane.runCommand("fg")
        try pane.waitFor("›  alpha")
        try pane.press("Down")
        try pane.waitFor("›  beta")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try output(pane) == lines("beta\n"))
        #expect(try pane.modeFlags() == "0 1 0 0")
    }

    @Test func withoutATerminalItFailsWith2AndSaysWhatToDoInstead() throws {
        let result = try SelProcess.runWithoutTerminal(["choose"], input: lines("a\nb\n"))
        #expect(result.status == 2)
        #expect(
            result.errors
                == "sel choose: no terminal to draw on: cannot open /dev/tty: No such device or address (the keys come from /dev/tty; without a terminal, `sel filter --query Q` picks non-interactively)\n"
        )
        #expect(result.output == [])
    }
}
