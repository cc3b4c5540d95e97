import Foundation
import Testing

/// `sel date` end to end: usage errors, then the calendar in tmux with exact output, exit
/// statuses and the terminal restored (docs/behaviour.md §16).
@Suite(.serialized) struct DateCommandTests {
    func date(_ arguments: [String]) throws -> SelProcess.Result {
        try SelProcess.run(["date"] + arguments)
    }

    @Test func usageErrorsExitTwoWithOneLine_CAL08() throws {
        let bad = try date(["--value", "2026-02-30"])
        #expect(bad.status == 2)
        #expect(bad.output == [])
        #expect(bad.errors == "sel date: --value 2026-02-30 is not a date: February 2026 has 28 days\n")
        #expect(try date(["--min", "2026-13-01"]).errors == "sel date: --min 2026-13-01 is not a date: there is no month 13\n")
        #expect(
            try date(["--min", "2026-12-01", "--max", "2026-11-01"]).errors
                == "sel date: --min 2026-12-01 is after --max 2026-11-01: no day could be chosen\n")
        #expect(try date(["--disable", "caturday"]).errors == "sel date: --disable \"caturday\" is not a weekday (sunday … saturday)\n")
        #expect(
            try date(["--disable", "weekends", "--disable", "weekdays"]).errors
                == "sel date: --disable leaves no day that could be chosen\n")
        #expect(
            try date(["--format", "%H:%M"]).errors
                == "sel date: --format: %H is not a conversion sel date knows (%Y %m %d %e %j %F %A %a %B %b %u %%)\n")
    }

    @Test func keysMoveAndEnterPrintsISO_CAL02_CAL09() throws {
        let pane = try TmuxPane(width: 70, height: 14)
        try pane.startSel("date --value 2026-11-27 --week-start monday", waitFor: "‹ November 2026 ›")
        try pane.press("Down")  // 2026-12-04
        try pane.press("NPage")  // 2027-01-04
        try pane.press("End")  // Sunday 2027-01-10
        try pane.waitFor("Sunday 2027-01-10")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "2027-01-10\n")
        #expect(try pane.capture().contains("Date: 2027-01-10"))
        try pane.expectTerminalRestored()
    }

    @Test func aTypedImpossibleDateIsRefusedThenAFormatPrints_CAL08_CAL09() throws {
        let pane = try TmuxPane(width: 70, height: 14)
        try pane.startSel("date --value 2026-11-27 --format '%A %d.%m.%Y'", waitFor: "‹ November 2026 ›")
        try pane.type("20260230")
        try pane.waitFor("✗ 2026-02-30 is not a date: February 2026 has 28 days")
        try pane.type("20241231")
        try pane.waitFor("‹ December 2024 ›")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "Tuesday 31.12.2024\n")
        try pane.expectTerminalRestored()
    }

    @Test func disabledDaysAndBoundsAndARange_CAL04_CAL05_CAL07() throws {
        let pane = try TmuxPane(width: 70, height: 14)
        try pane.startSel(
            "date --range --value 2026-11-27 --max 2026-11-30 --disable weekends --disable-date 2026-11-26", waitFor: "‹ November 2026 ›")
        try pane.press("Right")  // Saturday 28
        try pane.press("Enter")
        try pane.waitFor("✗ Saturday 2026-11-28 cannot be chosen")
        try pane.press("Down")  // stops at the maximum: Monday 30
        try pane.waitFor("Monday 2026-11-30")
        try pane.press("Enter")
        try pane.waitFor("from 2026-11-30 — choose the end")
        try pane.type("20261124")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "2026-11-24\n2026-11-30\n")
        try pane.expectTerminalRestored()
    }

    @Test func escapeExitsOneCtrlCExits130() throws {
        let pane = try TmuxPane(width: 70, height: 14)
        try pane.startSel("date", waitFor: "Date")
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc") == "1")
        #expect(try pane.selOutput() == "")
        try pane.expectTerminalRestored()

        let interrupted = try TmuxPane(width: 70, height: 14)
        try interrupted.startSel("date", waitFor: "Date")
        try interrupted.press("C-c")
        #expect(try interrupted.waitForFile("rc") == "130")
        #expect(try interrupted.selOutput() == "")
        try interrupted.expectTerminalRestored()
    }

    @Test func aHostileTitleReachesTheScreenAsText() throws {
        let pane = try TmuxPane(width: 70, height: 14)
        try pane.runCommand("echo KEEP-THIS-LINE")
        let hostile = "a\u{1B}[2Jb\u{1B}]0;pwned\u{07}c\u{9B}31md"
        try pane.startSel("date --value 2026-11-27 --title \(Tools.shellQuoted(hostile))", waitFor: "‹ November 2026 ›")
        #expect(try pane.capture().contains { $0.contains("KEEP-THIS-LINE") })
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "2026-11-27\n")
        let title = try Tools.run(
            Tools.path(of: "tmux") ?? "tmux", ["-L", pane.socket, "display", "-p", "-t", pane.target, "#{pane_title}"]
        ).output
        #expect(!title.contains("pwned"))
        #expect(try pane.capture().contains { $0.contains("KEEP-THIS-LINE") })
        try pane.expectTerminalRestored()
    }

    @Test func plainModeAsksAgainUntilADayCanBeChosen_CAL08() throws {
        let result = try SelProcess.runWithoutTerminal(
            ["date", "--plain", "--min", "2026-11-01", "--max", "2026-11-30", "--disable", "sunday", "--value", "2026-11-10"],
            input: Array("2026-11-31\n2026-11-29\n\n".utf8))
        #expect(result.status == 0)
        #expect(result.output == Array("2026-11-10\n".utf8))
        #expect(
            result.errors
                == "Date, 2026-11-01 … 2026-11-30 [2026-11-10]: ✗ 2026-11-31 is not a date: November 2026 has 30 days\n"
                + "Date, 2026-11-01 … 2026-11-30 [2026-11-10]: ✗ Sunday 2026-11-29 cannot be chosen\n"
                + "Date, 2026-11-01 … 2026-11-30 [2026-11-10]: ")
        let ended = try SelProcess.runWithoutTerminal(["date", "--plain"], input: [])
        #expect(ended.status == 1)
    }
}
