import Foundation
import Testing

/// `sel wheel` end to end: usage errors from the built binary, and the picker in a real
/// terminal (tmux) with the value read from standard output and the terminal restored.
@Suite(.serialized) struct WheelCommandTests {
    // MARK: Usage errors (no terminal needed: they fail before opening it)

    func wheel(_ arguments: [String]) throws -> SelProcess.Result {
        try SelProcess.run(["wheel"] + arguments)
    }

    @Test func invalidPatternNamesThePosition() throws {
        let result = try wheel(["--format", "99x59", "--value", "3"])
        #expect(result.status == 2)
        #expect(result.output == [])
        #expect(result.errors == "sel wheel: --format: invalid wheel pattern \"99x59\" at position 2: unexpected character \"x\"\n")
    }

    @Test func valueThatDoesNotFitIsAFormatError() throws {
        let result = try wheel(["--format", "999.99", "--value", "10557.3"])
        #expect(result.status == 2)
        #expect(result.errors == "sel wheel: --value 10557.3 does not fit 999.99: it is outside 000.00…999.99\n")
        #expect(
            try wheel(["--format", "59:59", "--value=-1"]).errors
                == "sel wheel: --value -1 does not fit 59:59: the value -1 is negative\n")
        #expect(
            try wheel(["--format", "59:59", "--value", "11:73"]).errors
                == "sel wheel: --value \"11:73\" is neither a number nor 59:59: the seconds at position 3 must be 0…59\n")
    }

    @Test func unknownUnitAndBadTimeoutAreUsageErrors() throws {
        let unit = try wheel(["--unit", "furlongs"])
        #expect(unit.status == 2)
        #expect(unit.errors.hasPrefix("sel wheel: --unit: unknown unit \"furlongs\" (known: meters, kilometers, miles,"))
        #expect(try wheel(["--format", "59:59", "--timeout", "0"]).status == 2)
    }

    // MARK: In a terminal

    /// Starts `sel wheel ARGS` as ``TmuxPane/startSel(_:stdin:waitFor:)`` does.
    private func start(_ arguments: String, in pane: TmuxPane, waitFor text: String = "Minutes per mile") throws {
        try pane.startSel("wheel \(arguments)", waitFor: text)
    }

    @Test func dialAPaceWithArrowsAndDigitsThenEnterPrintsSeconds() throws {
        let pane = try TmuxPane(width: 60, height: 16)
        try start("--format 59:59 --value 683 --unit minutes-per-mile --title Pace", in: pane)
        try pane.type("\u{1B}[B")  // Down: minutes tens 1 → 0 (01:23)
        try pane.type("\u{1B}[C")  // Right: minutes units
        try pane.type("8")  // 08:23, focus moves on to the seconds
        try pane.type("4")  // seconds tens 4: 08:43, waits for the units
        try pane.type("5")  // 08:45
        try pane.waitFor(":›4‹5")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "525\n")
        #expect(try pane.capture().contains("Pace: 8:45 min/mi"))
        try pane.expectTerminalRestored()
    }

    @Test func dt16TheDateWheelShowsAnImpossibleDateAsInvalidAndRefusesDone() throws {
        // The report: 2024-02-10, day tens ↑ ↑ gave 2024-02-01. Now 30 February is shown
        // as turned and flagged, Enter is refused, and ↑ once more gives 10 February again.
        let pane = try TmuxPane(width: 60, height: 16)
        try start("--format YYYY-MM-DD --value 2024-02-10 --title Day --output text", in: pane, waitFor: "Day")
        for _ in 0..<6 { try pane.type("\u{1B}[C") }  // Right ×6: the day's tens
        try pane.type("\u{1B}[A")  // 2024-02-20
        try pane.waitFor("-›2‹0")
        try pane.type("\u{1B}[A")  // 2024-02-30: no such date
        try pane.waitFor("✗ no such date: that month has 29 days")
        #expect(try pane.capture().contains(" 2 0 2 4 - 0 2 -›3‹0"))
        try pane.press("Enter")
        try pane.waitFor("✗ no such date: that month has 29 days — Done refused")
        try pane.type("\u{1B}[A")  // tens 3 → 1: 2024-02-10, the units untouched
        try pane.waitFor("-›1‹0")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "2024-02-10\n")
        try pane.expectTerminalRestored()
    }

    @Test func fullScreenWithTextOutput() throws {
        let pane = try TmuxPane(width: 60, height: 16)
        try start("--value 12.5 --unit kilometers --full-screen --output text", in: pane, waitFor: "Done ›")
        #expect(try pane.modeFlags() == "1 0 1 1")
        try pane.type("\u{1B}[A")  // Up: 112.50
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "112.50\n")
        try pane.expectTerminalRestored()
    }

    @Test func escapeExitsOneWithNothingPrinted() throws {
        let pane = try TmuxPane(width: 60, height: 16)
        try start("--unit minutes-per-mile --value 300", in: pane)
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc") == "1")
        #expect(try pane.selOutput() == "")
        try pane.expectTerminalRestored()
    }

    @Test func controlCExits130AndRestores() throws {
        let pane = try TmuxPane(width: 60, height: 16)
        try start("--unit minutes-per-mile --value 300 --full-screen", in: pane)
        try pane.press("C-c")
        #expect(try pane.waitForFile("rc") == "130")
        #expect(try pane.selOutput() == "")
        try pane.expectTerminalRestored()
    }

    @Test func plainReasksUntilTheAnswerFitsTheFormat() throws {
        let pane = try TmuxPane(width: 70, height: 16)
        try start(
            "--plain --format 59:59 --value 683 --unit minutes-per-mile --title Pace --max 900", in: pane,
            waitFor: "Pace (min/mi), as 59:59 [11:23]:")
        try pane.runCommand("11:73")
        try pane.waitFor("✗ the seconds at position 3 must be 0…59")
        try pane.runCommand("16:00")
        try pane.waitFor("✗ above the maximum 15:00")
        try pane.runCommand("9:30")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "570\n")
        try pane.expectTerminalRestored()
    }

    @Test func plainTimesOutWith124() throws {
        let pane = try TmuxPane(width: 70, height: 16)
        try start("--plain --format 59:59 --value 683 --title Pace --timeout 0.5", in: pane, waitFor: "Pace, as 59:59 [11:23]:")
        #expect(try pane.waitForFile("rc") == "124")
        #expect(try pane.selOutput() == "")
        try pane.expectTerminalRestored()
    }

    @Test func plainEndOfInputExitsOne() throws {
        let pane = try TmuxPane(width: 70, height: 16)
        try start("--plain --format 999.99", in: pane, waitFor: "Value, as 999.99 [000.00]:")
        try pane.press("C-d")
        #expect(try pane.waitForFile("rc") == "1")
        #expect(try pane.selOutput() == "")
        try pane.expectTerminalRestored()
    }

    @Test func withoutATerminalItFailsWith2ButPlainReadsStandardInput() throws {
        let failed = try SelProcess.runWithoutTerminal(["wheel", "--format", "59:59"])
        #expect(failed.status == 2)
        #expect(failed.errors.hasPrefix("sel wheel: no terminal to draw on: cannot open /dev/tty"))
        #expect(failed.errors.hasSuffix("(--plain reads the answer from standard input instead)\n"))
        let plain = try SelProcess.runWithoutTerminal(["wheel", "--plain", "--format", "59:59"], input: Array("11:23\n".utf8))
        #expect(plain.status == 0)
        #expect(plain.output == Array("683\n".utf8))
    }

    @Test func aMinimumAboveTheMaximumIsAUsageError() throws {
        let result = try wheel(["--format", "59:59", "--min", "10:00", "--max", "5:00"])
        #expect(result.status == 2)
        #expect(result.errors == "sel wheel: --min 10:00 is above --max 5:00: no value could be chosen\n")
    }
}
