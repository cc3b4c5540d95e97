import DeployKit
import SelectionKit
import SelectionTesting
import Testing

/// The schedule's questions, driven by the test kit as a user's package drives them: a text input
/// with a check and a calendar opened from its trigger (issue 28's controls).
@Suite struct DeployScheduleTests {
    static let today = WheelDate(year: 2026, month: 11, day: 27)  // a Friday

    @Test func aTicketIsRefusedUntilItIsOpsAndDigits() {
        var driver = PromptDriver(DeploySchedule.ticketQuestion, terminal: VirtualTerminal(width: 50, height: 6))
        driver.type("OPS-12a")
        driver.press(.enter)
        #expect(driver.result == nil)
        #expect(driver.snapshot.trimmedLines.prefix(2) == ["Ticket > OPS-12a", "✗ a ticket is OPS- and digits"])
        driver.press(.backspace)
        driver.press(.enter)
        #expect(driver.result == .chosen("OPS-12"))
    }

    @Test func theDayOpensUnderItsTriggerAndSkipsTheWeekend() {
        var driver = PromptDriver(DeploySchedule.dayQuestion(today: Self.today), terminal: VirtualTerminal(width: 50, height: 16))
        #expect(driver.snapshot.trimmedLines.prefix(2) == ["Day: Pick a day ▾", "enter open · esc cancel"])
        driver.press(.down)  // opens on today
        #expect(
            driver.snapshot.trimmedLines.prefix(4) == [
                "Day: Pick a day ▴",
                "     ╭─────▲────────────────╮",
                "     │  ‹ November 2026 ›   │",
                "     │ Mo Tu We Th Fr Sa Su │",
            ])
        driver.press(.right)  // Saturday 28: refused
        driver.press(.enter)
        #expect(driver.result == nil)
        #expect(driver.snapshot.trimmedLines.last == "✗ Saturday 2026-11-28 cannot be chosen")  // on the help line's row
        driver.press(.right, .right)  // Monday 30
        driver.press(.enter)
        #expect(driver.result == .chosen(WheelDate(year: 2026, month: 11, day: 30)))
        #expect(driver.snapshot.trimmedLines.first == "Day: 2026-11-30")
    }

    @Test func askRunsBothInTurn() async throws {
        let terminal = VirtualTerminal(width: 50, height: 16)
        terminal.allowsSeveralPrompts = true
        terminal.enqueueKeys(KeyEvent(.character("O")), KeyEvent(.character("P")), KeyEvent(.character("S")))
        terminal.enqueueKeys(KeyEvent(.character("-")), KeyEvent(.character("7")), KeyEvent(.enter))
        terminal.enqueueKeys(KeyEvent(.enter), KeyEvent(.down), KeyEvent(.enter))  // open, a week on, choose
        let schedule = try await DeploySchedule.ask(on: terminal, today: Self.today)
        #expect(schedule == DeploySchedule(ticket: "OPS-7", day: WheelDate(year: 2026, month: 12, day: 4)))
        #expect(schedule?.description == "OPS-7 on 2026-12-04")
        #expect(terminal.snapshot.trimmedLines.prefix(2) == ["Ticket: OPS-7", "Day: 2026-12-04"])
    }
}
