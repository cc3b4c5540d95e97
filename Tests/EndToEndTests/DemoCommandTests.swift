import Foundation
import SelectionDemos
import Testing

/// `sel demo` in a real terminal (tmux), with the mouse: each demo, and the terminal restored.
@Suite(.serialized) struct DemoCommandTests {
    /// Starts `sel demo ARGUMENTS` from a script that records `stty -g` before and after and the exit status.
    private func startDemo(_ arguments: String, in pane: TmuxPane, waitingFor text: String) throws {
        let script = """
            stty -g > before
            env -u NO_COLOR COLORTERM=truecolor \(Tools.shellQuoted(Tools.sel)) demo \(arguments)
            echo $? > rc
            stty -g > after

            """
        try script.write(to: pane.directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        try pane.runCommand("bash run.sh")
        try pane.waitFor(text)
    }

    /// Leaves with q and checks the status and that the terminal is as it was.
    private func quitAndExpectRestored(_ pane: TmuxPane) throws {
        try pane.type("q")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.waitForFile("before") == pane.waitForFile("after"))
        #expect(try pane.modeFlags() == "0 1 0 0")
    }

    /// The 0-based cell where `text` starts on the screen.
    private func locate(_ text: String, in pane: TmuxPane) throws -> (x: Int, y: Int) {
        let lines = try pane.waitFor(text)
        for (row, line) in lines.enumerated() {
            if let range = line.range(of: text) { return (line[..<range.lowerBound].count, row) }
        }
        throw HarnessError("no \(text)")
    }

    /// SGR mouse reports (1-based on the wire).
    private func press(_ cell: (x: Int, y: Int), in pane: TmuxPane) throws {
        try pane.type("\u{1B}[<0;\(cell.x + 1);\(cell.y + 1)M")
    }

    private func drag(_ cell: (x: Int, y: Int), in pane: TmuxPane) throws {
        try pane.type("\u{1B}[<32;\(cell.x + 1);\(cell.y + 1)M")
    }

    private func release(_ cell: (x: Int, y: Int), in pane: TmuxPane) throws {
        try pane.type("\u{1B}[<0;\(cell.x + 1);\(cell.y + 1)m")
    }

    /// Types a demo's key script into the pane, step by step, as the bytes a terminal sends; a
    /// step that points at a label waits until the label shows and points at it there.
    private func play(_ script: DemoScript, in pane: TmuxPane) throws {
        for step in script.steps {
            let lines = try DemoScript.label(of: step).map { try pane.waitFor($0) } ?? pane.capture()
            try pane.type(DemoScript.input(of: step, onScreen: lines))
        }
    }

    /// The colour demo's picture script: press on Color, drag to Blue, release, click Color again.
    @Test func colourPressDragReleasePaintsTheViewBlue() throws {
        let pane = try TmuxPane()
        try startDemo("colour", in: pane, waitingFor: "Selection View")
        try play(Demo.colour.pictureScript, in: pane)
        try pane.waitFor("Blue #0000ff")
        let styled = try pane.capture(styled: true).joined(separator: "\n")
        #expect(
            styled.contains("48;2;0;0;255") || styled.contains("48;5;21") || styled.contains("[44m"),
            "\(styled.split(separator: "\n").dropFirst(10).first ?? "")")
        #expect(try pane.waitFor("Purple").contains { $0.contains("✓ ██ Blue") })
        try pane.type("\u{1B}[<0;2;12M")  // a press outside closes it
        try pane.waitUntil("the popover closed") { !$0.contains { $0.contains("Purple") } }
        try quitAndExpectRestored(pane)
    }

    @Test func dropdownReopensWithTheChoiceAsTheTopRow() throws {
        let pane = try TmuxPane()
        try startDemo("dropdown", in: pane, waitingFor: "DropDownList")
        let trigger = try locate("Select...", in: pane)
        try press(trigger, in: pane)
        try release(trigger, in: pane)
        try pane.waitFor("Apple")
        for _ in 0..<4 { try pane.type("\u{1B}[B") }
        try pane.type("\r")
        try pane.waitFor("selected 3 Blackberry")
        let chosen = try locate("Blackberry ▾", in: pane)
        try press(chosen, in: pane)
        try release(chosen, in: pane)
        let lines = try pane.waitFor("╭")
        let top = try #require(lines.firstIndex { $0.contains("╭") })
        #expect(lines[top + 1].contains("✓ Blackberry"))
        try press((40, 22), in: pane)
        try pane.waitFor("dismissed (outsidePress)")
        try quitAndExpectRestored(pane)
    }

    /// The checklist demo's picture script (Purpose: Testing, then Private checked in Location), then Enter.
    @Test func checklistFieldShowsTheChoiceFromItsModal() throws {
        let pane = try TmuxPane()
        try startDemo("checklist", in: pane, waitingFor: "Job Profile")
        try play(Demo.checklist.pictureScript, in: pane)
        try pane.waitUntil("Private checked") { $0.contains { $0.contains("✓ Private") } }
        try pane.type("\r")
        let lines = try pane.waitFor("Private ▾")
        #expect(lines.contains { $0.contains("Purpose:") && $0.contains("Testing ▾") })
        try quitAndExpectRestored(pane)
    }

    /// The runcalc demo's picture script: distance 10 km, time 50:00, on the digit wheels.
    @Test func runcalcReadsThePaceFromDistanceAndTime() throws {
        let pane = try TmuxPane()
        try startDemo("runcalc", in: pane, waitingFor: "RunCalc")
        try play(Demo.runcalc.pictureScript, in: pane)
        let lines = try pane.waitFor("pace 5:00 per km")
        #expect(lines.contains { $0.contains("Distance:") && $0.contains("10.00 km") })
        #expect(lines.contains { $0.contains("Pace:") && $0.contains("5:00 min/km (computed)") })
        #expect(lines.contains { $0.contains("Time:") && $0.contains("0:50:00") })
        // The pace on its category's colour (orange: 255, 149, 0), in black checked against it.
        let styled = try pane.capture(styled: true)
        #expect(styled.contains { $0.contains("48;2;255;149;0") && $0.contains("38;2;0;0;0") && $0.contains("5:00 min/km") })
        try quitAndExpectRestored(pane)
    }

    /// The popup demo's picture script: press on "--", drag to Large, release; then open the palette.
    @Test func popupSelectorChoosesInOneGesture() throws {
        let pane = try TmuxPane()
        try startDemo("popup", in: pane, waitingFor: "Popup Selector")
        try play(Demo.popup.pictureScript, in: pane)
        try pane.waitFor("value changed: size = Large")
        try pane.waitFor("[██]")
        try pane.type("\u{1B}")  // Esc closes the palette; a second Esc would leave
        try pane.waitUntil("the palette closed") { !$0.contains { $0.contains("[██]") } }
        try quitAndExpectRestored(pane)
    }

    @Test func chooserOpensADemoAndQLeaves() throws {
        let pane = try TmuxPane()
        try startDemo("", in: pane, waitingFor: "sel demo")
        try pane.type("\r")
        try pane.waitFor("Selection View")
        try pane.type("q")
        try pane.waitFor("Design 1")
        try quitAndExpectRestored(pane)
    }
}
