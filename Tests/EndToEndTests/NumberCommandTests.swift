import Foundation
import Testing

/// `sel number` end to end: usage errors, then the field in tmux with exact output, exit
/// statuses and the terminal restored (docs/behaviour.md §7).
@Suite(.serialized) struct NumberCommandTests {
    func number(_ arguments: [String]) throws -> SelProcess.Result {
        try SelProcess.run(["number"] + arguments)
    }

    @Test func usageErrorsExitTwoWithOneLine() throws {
        let bad = try number(["--min", "ten"])
        #expect(bad.status == 2)
        #expect(bad.output == [])
        #expect(bad.errors == "sel number: --min \"ten\" is not a number (digits, an optional sign and decimal point, at most 15 digits)\n")
        #expect(try number(["--min", "5", "--max", "1"]).errors == "sel number: --min 5 is above --max 1: no number could be chosen\n")
        #expect(try number(["--step", "0"]).errors == "sel number: --step must be above 0\n")
        #expect(
            try number(["--value", "1.25", "--decimals", "1"]).errors
                == "sel number: --value 1.25 has more decimal places than --decimals 1\n")
        #expect(try number(["--timeout", "0"]).status == 2)
        #expect(
            try number(["--min", "-900000000000000", "--step", "0.001"]).errors
                == "sel number: --min, --max and the steps need more than 17 digits at their finest decimal place: use smaller bounds or a coarser step\n"
        )
        #expect(
            try number(["--step", "0.25", "--decimals", "1"]).errors
                == "sel number: --decimals 1 cannot show --step 0.25: give at least 2\n")
    }

    private func start(_ arguments: String, in pane: TmuxPane, waitFor text: String) throws {
        try pane.startSel("number \(arguments)", waitFor: text)
    }

    @Test func numV1StepsPrintExactDecimals() throws {
        let pane = try TmuxPane(width: 70, height: 12)
        try start("--step 0.1 --value 0.2 --title Ratio", in: pane, waitFor: "Ratio")
        try pane.type("\u{1B}[A")  // Up: 0.3
        try pane.waitFor("Ratio [−] 0.3")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "0.3\n")
        #expect(try pane.capture().contains("Ratio: 0.3"))
        try pane.expectTerminalRestored()
    }

    @Test func typedOutOfRangeIsFlaggedThenSnappedOnEnter() throws {
        let pane = try TmuxPane(width: 70, height: 12)
        try start("--min 0 --max 300 --step 0.5 --unit kg --title Weight", in: pane, waitFor: "Weight")
        try pane.type("a")  // refused: not part of a number
        try pane.press("-")  // refused: the minimum is 0 (NUM-03, NUM-V9)
        try pane.type("412.25")  // the second decimal place is refused
        try pane.waitFor("✗ above the maximum 300.0")
        #expect(try pane.capture().contains { $0.hasPrefix("Weight [−] 412.2") })
        try pane.press("Enter")
        try pane.waitFor("↳ 412.2 moved into range: 300.0 — enter to accept")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "300.0\n")
        try pane.expectTerminalRestored()
    }

    @Test func homeEndPagesAndNegativeBounds() throws {
        let pane = try TmuxPane(width: 70, height: 12)
        try start("--min -10 --max 10 --step 3 --value 1", in: pane, waitFor: "Number")
        try pane.type("\u{1B}[4~")  // End: snap(10) on the grid anchored at −10 → 8
        try pane.waitFor("[−] 8")
        try pane.type("\u{1B}[1~")  // Home: −10
        try pane.waitFor("[−] -10")
        try pane.type("\u{1B}[6~")  // PageDown at the minimum: nothing
        try pane.type("\u{1B}[5~")  // PageUp: −10 + 30 → clamped to 8
        try pane.waitFor("[−] 8")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "8\n")
        try pane.expectTerminalRestored()
    }

    @Test func escapeExitsOneTimeoutExits124CtrlCExits130() throws {
        let pane = try TmuxPane(width: 70, height: 12)
        try start("--value 5", in: pane, waitFor: "Number")
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc") == "1")
        #expect(try pane.selOutput() == "")
        try pane.expectTerminalRestored()

        let timed = try TmuxPane(width: 70, height: 12)
        try start("--value 5 --timeout 0.3", in: timed, waitFor: "Number")
        #expect(try timed.waitForFile("rc") == "124")
        try timed.expectTerminalRestored()

        let interrupted = try TmuxPane(width: 70, height: 12)
        try start("--value 5", in: interrupted, waitFor: "Number")
        try interrupted.press("C-c")
        #expect(try interrupted.waitForFile("rc") == "130")
        #expect(try interrupted.selOutput() == "")
        try interrupted.expectTerminalRestored()
    }

    @Test func plainModeAsksAgainUntilValid() throws {
        let result = try SelProcess.runWithoutTerminal(
            ["number", "--plain", "--min", "0", "--max", "10", "--title", "Level"], input: Array("12\nabc\n7\n".utf8))
        #expect(result.status == 0)
        #expect(result.output == Array("7\n".utf8))
        #expect(
            result.errors
                == "Level, 0 … 10: ✗ 12 is above the maximum 10\nLevel, 0 … 10: ✗ \"abc\" is not a number\nLevel, 0 … 10: ")
    }
}
