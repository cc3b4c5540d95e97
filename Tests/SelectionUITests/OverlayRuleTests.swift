import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// The overlay rules of docs/behaviour.md §9 on a full-screen screen (the popovers of `sel demo`):
/// focus leaving closes, focus restored only when it was not moved elsewhere, modal and
/// non-modal outside presses.
@Suite struct OverlayRuleTests {
    /// OVL-06: the focus moving to another control (Tab) closes the non-modal popover.
    @Test func focusMovingAwayClosesThePopover_OVL06() {
        var driver = ScreenHostTests.driver()
        driver.press(.tab)
        driver.press(.enter)
        #expect(driver.prompt.stack.top?.owner == "list")
        driver.press(.tab)
        #expect(driver.prompt.stack.isEmpty)
        #expect(driver.prompt.focusedControl == "go")
    }

    /// OVL-07: closing with Esc gives the focus back to the trigger; a press that moved the
    /// focus to another control (a pass-through popover) leaves it there.
    @Test func focusIsRestoredOnlyWhenNotMovedElsewhere_OVL07() {
        var driver = ScreenHostTests.driver()
        driver.press(.tab)
        driver.press(.enter)
        driver.press(.escape)
        #expect(driver.prompt.stack.isEmpty)
        #expect(driver.prompt.focusedControl == "list")

        var through = ScreenHostTests.driver(ScreenHostTests.makeScreen(passesThrough: true))
        let trigger = through.snapshot.position(of: "Select...") ?? Point(x: 0, y: 0)
        through.click(at: trigger)
        let menu = through.snapshot.position(of: "Menu") ?? Point(x: 0, y: 0)
        through.click(at: menu)
        #expect(through.prompt.stack.isEmpty)
        #expect(through.prompt.focusedControl == "menu")
    }

    /// OVL-09: a modal popover (the default for a select) swallows the outside press that
    /// dismisses it; a non-modal one lets it through to the control under it.
    @Test func modalSwallowsOutsidePressesNonModalPassesThem_OVL09() {
        var modal = ScreenHostTests.driver()
        modal.click(at: modal.snapshot.position(of: "Select...") ?? Point(x: 0, y: 0))
        modal.click(at: modal.snapshot.position(of: "Menu") ?? Point(x: 0, y: 0))
        #expect(modal.prompt.stack.isEmpty)
        #expect(!modal.prompt.content.status.contains("menu: activated"))
        var nonModal = ScreenHostTests.driver(ScreenHostTests.makeScreen(passesThrough: true))
        nonModal.click(at: nonModal.snapshot.position(of: "Select...") ?? Point(x: 0, y: 0))
        nonModal.click(at: nonModal.snapshot.position(of: "Menu") ?? Point(x: 0, y: 0))
        #expect(nonModal.prompt.stack.isEmpty)
        #expect(nonModal.prompt.content.status.contains("menu: activated"))
    }
}
