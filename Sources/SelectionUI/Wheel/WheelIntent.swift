import SelectionCore
import SelectionTerminal

/// What a key means to a digit-wheel picker (``WheelPicker``): the vocabulary of its ``KeyMap``.
///
/// Most intents become a ``WheelAction`` of the core state; ``done`` and ``back`` end the
/// prompt, as the toolbar's Done and Back buttons do.
///
/// ```swift
/// var keys = KeyMap<WheelIntent>.wheel
/// keys.bind(KeyEvent(.character("k")), to: .turnUp)   // k turns the focused wheel up as well
/// ```
public enum WheelIntent: Sendable, Hashable {
    /// Up: the focused wheel's next row, wrapping (DT-02).
    case turnUp
    /// Down: the focused wheel's previous row, wrapping (DT-02).
    case turnDown
    /// Page Up: the focused segment's page step (DT-03).
    case pageUp
    /// Page Down: the focused segment's page step back (DT-03).
    case pageDown
    /// Home: the focused segment's lowest value (DT-06).
    case toLowest
    /// End: the focused segment's highest value (DT-06).
    case toHighest
    /// Left: the wheel to the left.
    case moveLeft
    /// Right: the wheel to the right.
    case moveRight
    /// Tab: the wheel to the right.
    case tabForward
    /// Shift-Tab: the wheel to the left.
    case tabBackward
    /// The key's character is typed: a digit sets the focused wheel (DT-09 … DT-12), a
    /// separator jumps past the next one, a letter picks a text wheel's option.
    case type
    /// Backspace or Delete: drop the focused segment's last digit (DT-14).
    case deleteBackward
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
            KeyBinding([KeyEvent(.up), KeyEvent(.character("p"), modifiers: .ctrl)], .turnUp, help: "turn"),
            KeyBinding([KeyEvent(.down), KeyEvent(.character("n"), modifiers: .ctrl)], .turnDown, help: "turn"),
            KeyBinding([KeyEvent(.left)], .moveLeft, help: "move"),
            KeyBinding([KeyEvent(.right)], .moveRight, help: "move"),
            KeyBinding(typed, .type, help: "dial"),
            KeyBinding([KeyEvent(.pageUp)], .pageUp),
            KeyBinding([KeyEvent(.pageDown)], .pageDown),
            KeyBinding([KeyEvent(.home)], .toLowest),
            KeyBinding([KeyEvent(.end)], .toHighest),
            KeyBinding([KeyEvent(.tab)], .tabForward),
            KeyBinding([KeyEvent(.tab, modifiers: .shift)], .tabBackward),
            KeyBinding([KeyEvent(.backspace), KeyEvent(.delete)], .deleteBackward),
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
