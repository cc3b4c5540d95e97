import Foundation
import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// Issue 20: an inline drop-down started on the screen's last row decides its side once, keeps
/// its trigger where it is while the list opens and closes, keeps the help line next to the
/// trigger, and reopens on the same side.
@Suite struct BottomOfScreenTests {
    private static let letters = ["alpha", "beta", "gamma", "delta"]

    private static func started(startsOpen: Bool) -> (PromptDriver<DropDown<String>>, VirtualTerminal) {
        let terminal = VirtualTerminal(width: 40, height: 12, earlierOutput: (1...11).map { "\($0)" } + ["$ sel choose"])
        var configuration = ListPromptConfiguration()
        configuration.startsOpen = startsOpen
        let driver = PromptDriver(DropDown("Pick", options: letters, configuration: configuration), terminal: terminal)
        return (driver, terminal)
    }

    @Test func theListOpensAboveWithTheHelpLineBetweenItAndTheTrigger() {
        let (driver, _) = Self.started(startsOpen: true)
        #expect(
            driver.snapshot.trimmedLines == [
                "8", "9", "10", "11",
                "      ╭─────────╮",
                "      │›  alpha │",
                "      │   beta  │",
                "      │   gamma │",
                "      │   delta │",
                "      ╰────▼────╯",
                "↑/↓ move · enter choose · esc cancel",
                "Pick: Select... ▴",
            ])
    }

    @Test func aPressOnTheTriggerClosesAndReopensWithoutMovingIt() {
        var (driver, _) = Self.started(startsOpen: true)
        let opened = driver.snapshot.trimmedLines
        driver.click(at: Point(x: 8, y: 11))
        #expect(!driver.prompt.state.isOpen)
        #expect(
            driver.snapshot.trimmedLines == [
                "8", "9", "10", "11", "", "", "", "", "", "",
                "↑/↓ move · enter choose · esc cancel",
                "Pick: Select... ▾",
            ])
        driver.click(at: Point(x: 8, y: 11))
        #expect(driver.prompt.state.isOpen)
        // Nothing was chosen, so nothing is highlighted on reopening; nothing else changed.
        #expect(driver.snapshot.trimmedLines == opened.map { $0.replacingOccurrences(of: "›", with: " ") })
    }

    @Test func aListThatStartsClosedMakesItsRoomBeforeTheFirstPress() {
        var (driver, _) = Self.started(startsOpen: false)
        let closed = driver.snapshot.trimmedLines
        #expect(closed.last == "Pick: Select... ▾")
        driver.mouseDown(at: Point(x: 8, y: 11))
        #expect(driver.prompt.state.isOpen)
        #expect(driver.snapshot.trimmedLines.last == "Pick: Select... ▴")
        #expect(driver.snapshot.trimmedLines[4] == "      ╭─────────╮")
        // The drag that began on the trigger lands on a row: press-drag-release in one gesture.
        driver.drag(to: Point(x: 9, y: 6))
        driver.mouseUp(at: Point(x: 9, y: 6))
        #expect(driver.result == .chosen("beta"))
    }
}
