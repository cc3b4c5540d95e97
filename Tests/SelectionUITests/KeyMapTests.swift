import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

@Suite struct KeyMapTests {
    @Test func standardDropDownKeysMapToIntents() {
        let keys = KeyMap.dropDown
        #expect(keys.intent(for: KeyEvent(.down)) == .list(.moveDown))
        #expect(keys.intent(for: KeyEvent(.character("n"), modifiers: .ctrl)) == .list(.moveDown))
        #expect(keys.intent(for: KeyEvent(.enter)) == .commit)
        #expect(keys.intent(for: KeyEvent(.escape)) == .cancel)
        #expect(keys.intent(for: KeyEvent(.character("x"))) == nil)
    }

    @Test func releasesMeanNothingAndRepeatsCountAsPresses() {
        let keys = KeyMap.dropDown
        #expect(keys.intent(for: KeyEvent(.down, kind: .release)) == nil)
        #expect(keys.intent(for: KeyEvent(.down, kind: .repeat)) == .list(.moveDown))
    }

    @Test func helpLineComesFromTheBindings() {
        #expect(KeyMap.dropDown.helpItems.map(\.text) == ["↑/↓ move", "enter choose", "esc cancel"])
    }

    @Test func rebindingAKeyChangesTheHelpLineAndNothingElse() {
        var keys = KeyMap.dropDown
        keys.rebind(.commit, to: [KeyEvent(.character("l"))])
        #expect(keys.intent(for: KeyEvent(.enter)) == nil)
        #expect(keys.intent(for: KeyEvent(.character("l"))) == .commit)
        #expect(keys.helpItems.map(\.text) == ["↑/↓ move", "l choose", "esc cancel"])
        #expect(keys.intent(for: KeyEvent(.down)) == .list(.moveDown))
    }

    @Test func bindingAKeyTakesItAwayFromItsOldIntentAndShowsItFirst() {
        var keys = KeyMap.dropDown
        keys.bind(KeyEvent(.escape), to: .commit)
        #expect(keys.intent(for: KeyEvent(.escape)) == .commit)
        #expect(keys.helpItems.map(\.text) == ["↑/↓ move", "esc choose"])
    }

    @Test func keyNamesAreShortAndSafe() {
        #expect(KeyName.short(KeyEvent(.character("c"), modifiers: .ctrl)) == "ctrl+c")
        #expect(KeyName.short(KeyEvent(.tab, modifiers: .shift)) == "shift+tab")
        #expect(KeyName.short(KeyEvent(.character(" "))) == "space")
        #expect(KeyName.short(KeyEvent(.character("\u{1B}"))) == "␛")
    }
}

@Suite struct ChecklistKeyMapTests {
    @Test func theChecklistsHelpComesFromItsKeyMap() {
        #expect(KeyMap.checklist.helpItems.map(\.text) == ["↑/↓ move", "space check", "enter done", "esc cancel"])
    }

    @Test func rebindingDoneChangesTheChecklistsHelpLine() {
        var keys = KeyMap.checklist
        keys.rebind(.commit, to: [KeyEvent(.character("d"), modifiers: .ctrl)])
        var driver = PromptDriver(
            Checklist(title: "Purpose", options: ["Design", "Testing"], keyMap: keys),
            terminal: VirtualTerminal(width: 60, height: 8))
        #expect(driver.snapshot.trimmedLines.last == "↑/↓ move · space check · ctrl+d done · esc cancel")
        driver.press(.enter)
        #expect(driver.result == nil)
        driver.press(.character("d"), modifiers: .ctrl)
        #expect(driver.result == .chosen("Design"))
    }
}
