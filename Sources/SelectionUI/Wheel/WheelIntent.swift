import SelectionCore
import SelectionTerminal

/// What a key means to a digit-wheel picker (``WheelPicker``): the vocabulary of its ``KeyMap``.
///
/// A key either sends one of the core's `WheelAction`s (``wheel(_:)``, embedded rather than
/// restated) or does what only the prompt does: type the key's character, or end the prompt, as
/// the toolbar's Done and Back buttons do.
///
/// ```swift
/// var keys = KeyMap<WheelIntent>.wheel
/// keys.bind(KeyEvent(.character("k")), to: .wheel(.stepUp))   // k turns the focused wheel up as well
/// ```
public enum WheelIntent: Sendable, Hashable {
    /// An action of the wheels, as the core names it: `.wheel(.stepUp)` for Up (DT-02),
    /// `.wheel(.toLowest)` for Home (DT-06), `.wheel(.deleteBackward)` for Backspace (DT-14).
    case wheel(WheelAction)
    /// The key's character is typed: a digit sets the focused wheel (DT-09 … DT-12), a
    /// separator jumps past the next one, a letter picks a text wheel's option.
    case type
    /// Enter: accept the value (refused, with a message, while it is out of bounds).
    case done
    /// Esc: close without a value.
    case back
}

extension KeyMap where Intent == WheelIntent {
    /// The standard keys of a digit-wheel picker (docs/behaviour.md §8): Up/Down turn, PageUp/PageDown
    /// and Home/End step the segment, Left/Right/Tab/Shift-Tab move, digits and separators are
    /// typed, Backspace/Delete drop a digit, Enter is Done, Esc is Back. Ctrl-P/Ctrl-N turn as
    /// Up/Down do. Letters not bound here are typed too (for an AM/PM wheel).
    public static var wheel: KeyMap<WheelIntent> {
        let typed = "0123456789:.-/".map { KeyEvent(.character($0)) }
        return KeyMap([
            KeyBinding([KeyEvent(.up), KeyEvent(.character("p"), modifiers: .ctrl)], .wheel(.stepUp), help: "turn"),
            KeyBinding([KeyEvent(.down), KeyEvent(.character("n"), modifiers: .ctrl)], .wheel(.stepDown), help: "turn"),
            KeyBinding([KeyEvent(.left)], .wheel(.moveLeft), help: "move"),
            KeyBinding([KeyEvent(.right)], .wheel(.moveRight), help: "move"),
            KeyBinding(typed, .type, help: "dial"),
            KeyBinding([KeyEvent(.pageUp)], .wheel(.pageUp)),
            KeyBinding([KeyEvent(.pageDown)], .wheel(.pageDown)),
            KeyBinding([KeyEvent(.home)], .wheel(.toLowest)),
            KeyBinding([KeyEvent(.end)], .wheel(.toHighest)),
            KeyBinding([KeyEvent(.tab)], .wheel(.tabForward)),
            KeyBinding([KeyEvent(.tab, modifiers: .shift)], .wheel(.tabBackward)),
            KeyBinding([KeyEvent(.backspace), KeyEvent(.delete)], .wheel(.deleteBackward)),
            KeyBinding([KeyEvent(.enter)], .done, help: "done"),
            KeyBinding([KeyEvent(.escape)], .back, help: "back"),
        ])
    }

    /// The help line's items for a wheel picker: ``KeyMap/helpItems``, with the typing binding
    /// shown as `0-9` when every digit is bound to ``WheelIntent/type`` (not as its first key).
    ///
    /// ```swift
    /// KeyMap.wheel.wheelHelpItems.map(\.text)   // ["↑/↓ turn", "←/→ move", "0-9 dial", "enter done", "esc back"]
    /// ```
    public var wheelHelpItems: [HelpItem] {
        let typedKeys = keys(for: .type)
        let allDigits = "0123456789".allSatisfy { typedKeys.contains(KeyEvent(.character($0))) }
        guard allDigits, let help = bindings.first(where: { $0.intent == .type })?.help else { return helpItems }
        return helpItems.map { $0.action == help ? HelpItem(keys: ["0-9"], action: help) : $0 }
    }
}
