import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// The combobox draws its text through the text field's window (issue 25): a text longer than the
/// line scrolls so the caret stays on screen (CB-10, CB-11 move it), `…` on a cut side.
@Suite struct ComboBoxTextScrollTests {
    @Test func aTextLongerThanTheLineKeepsTheCaretOnScreen_CB11() {
        var driver = PromptDriver(
            ComboBox("City", options: ["Berlin", "Bern"], text: ""), terminal: VirtualTerminal(width: 24, height: 3))
        driver.type("Llanfairpwllgwyngyll town")
        #expect(driver.snapshot.quotedLines == ["|City: …lgwyngyll town  ▾|", "|                        |", "|↑/↓ suggestions · enter…|"])
        driver.press(.home)
        #expect(driver.snapshot.quotedLines == ["|City: Llanfairpwllgwy… ▾|", "|                        |", "|↑/↓ suggestions · enter…|"])
        #expect(driver.snapshot.style(atColumn: 6, row: 0).attributes.contains(.reverse))
        driver.press(.end)
        driver.press(.enter)
        #expect(driver.result == .chosen(["Llanfairpwllgwyngyll town"]))
    }
}
