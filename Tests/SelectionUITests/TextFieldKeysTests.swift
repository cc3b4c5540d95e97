import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// The text field's keys embedded in the combobox's and the number field's key maps (issue 25):
/// one vocabulary, `.text(TextFieldAction)`, bound once in `KeyMap.textField`.
@Suite struct TextFieldKeysTests {
    @Test func theComboBoxAndNumberFieldMapsEmbedTheTextFieldKeys() {
        let ctrlW = KeyEvent(.character("w"), modifiers: .ctrl)
        #expect(KeyMap<TextFieldAction>.textField.intent(for: ctrlW) == .deleteWordBackward)
        #expect(KeyMap<ComboBoxIntent>.comboBox.intent(for: ctrlW) == .combo(.text(.deleteWordBackward)))
        #expect(KeyMap<NumberFieldIntent>.numberField.intent(for: ctrlW) == .field(.text(.deleteWordBackward)))
        // The parent keeps a key it binds itself: Home is the number field's minimum (NUM-07) and
        // the combobox's caret to the start (CB-11).
        #expect(KeyMap<NumberFieldIntent>.numberField.intent(for: KeyEvent(.home)) == .field(.toMinimum))
        #expect(
            KeyMap<NumberFieldIntent>.numberField.keys(for: .field(.text(.moveToStart))) == [KeyEvent(.character("a"), modifiers: .ctrl)])
        #expect(KeyMap<ComboBoxIntent>.comboBox.intent(for: KeyEvent(.home)) == .combo(.text(.moveToStart)))
    }

    @Test func comboBoxCtrlWDeletesAWordAndAltLeftMovesByWords_CB10() {
        var driver = PromptDriver(
            ComboBox("City", options: ["Berlin", "Bern", "Bonn"], text: ""), terminal: VirtualTerminal(width: 40, height: 9))
        driver.type("new bern")
        driver.press(.character("w"), modifiers: .ctrl)
        #expect(driver.prompt.state.text == "new ")
        driver.type("york city")
        driver.press(.left, modifiers: .alt)
        #expect(driver.prompt.state.caret == 9)
        driver.press(.character("k"), modifiers: .ctrl)
        #expect(driver.prompt.state.text == "new york ")
        driver.press(.character("u"), modifiers: .ctrl)
        #expect(driver.prompt.state.text == "")
    }

    @Test func numberFieldCtrlUClearsTheTypedEntryAndTypingIsStillChecked_NUM03() {
        var driver = PromptDriver(
            NumberField(
                title: "N", configuration: NumberFieldConfiguration(minimum: DecimalNumber(0), step: DecimalNumber(1)),
                value: DecimalNumber(12)),
            terminal: VirtualTerminal(width: 40, height: 4))
        driver.press(.character("u"), modifiers: .ctrl)
        #expect(driver.prompt.state.text == "")
        driver.type("-4")  // no minus sign above a minimum of 0 (NUM-03)
        #expect(driver.prompt.state.text == "4")
        driver.press(.character("a"), modifiers: .ctrl)
        driver.type("3")
        #expect(driver.prompt.state.text == "34")
        #expect(driver.prompt.state.caret == 1)
    }
}
