import SelectionCore
import SelectionTerminal

extension KeyMap where Intent == TextFieldAction {
    /// The keys of a one-line text field, as shells and fzf have them: ←/→ move a character,
    /// Alt-←/→ (Ctrl-←/→, Alt-B/Alt-F) a word, Home/End (Ctrl-A/Ctrl-E) to the ends; Backspace
    /// and Delete remove a character, Ctrl-W (Alt-Backspace) the word before the caret, Alt-D the
    /// word after it, Ctrl-U everything before the caret and Ctrl-K everything after it. Other
    /// characters are typed; they are not in the map.
    ///
    /// Controls that edit text embed these keys in their own map with
    /// ``KeyMap/embedding(_:as:)``: `KeyMap.comboBox` binds ← to `.combo(.text(.moveLeft))`.
    public static var textField: KeyMap<TextFieldAction> {
        KeyMap([
            KeyBinding([KeyEvent(.left)], .moveLeft),
            KeyBinding([KeyEvent(.right)], .moveRight),
            KeyBinding(
                [KeyEvent(.left, modifiers: .alt), KeyEvent(.left, modifiers: .ctrl), KeyEvent(.character("b"), modifiers: .alt)],
                .moveWordLeft),
            KeyBinding(
                [KeyEvent(.right, modifiers: .alt), KeyEvent(.right, modifiers: .ctrl), KeyEvent(.character("f"), modifiers: .alt)],
                .moveWordRight),
            KeyBinding([KeyEvent(.home), KeyEvent(.character("a"), modifiers: .ctrl)], .moveToStart),
            KeyBinding([KeyEvent(.end), KeyEvent(.character("e"), modifiers: .ctrl)], .moveToEnd),
            KeyBinding([KeyEvent(.backspace)], .deleteBackward),
            KeyBinding([KeyEvent(.delete)], .deleteForward),
            KeyBinding([KeyEvent(.character("w"), modifiers: .ctrl), KeyEvent(.backspace, modifiers: .alt)], .deleteWordBackward),
            KeyBinding([KeyEvent(.character("d"), modifiers: .alt)], .deleteWordForward),
            KeyBinding([KeyEvent(.character("u"), modifiers: .ctrl)], .deleteToStart),
            KeyBinding([KeyEvent(.character("k"), modifiers: .ctrl)], .deleteToEnd),
        ])
    }
}

extension KeyMap {
    /// This key map with a child control's bindings after its own, each child intent wrapped
    /// as this map's (`ComboBoxIntent.combo` of `ComboBoxAction.text`): the child's vocabulary
    /// embedded, never restated. A key this map already binds stays with this map, so the
    /// parent decides what a shared key means (a number field's Home goes to the minimum, not
    /// to the start of its text).
    ///
    /// ```swift
    /// let keys = KeyMap<NumberFieldIntent>([KeyBinding([KeyEvent(.enter)], .done)])
    ///     .embedding(KeyMap<TextFieldAction>.textField) { .field(.text($0)) }
    /// keys.intent(for: KeyEvent(.character("w"), modifiers: .ctrl))   // .field(.text(.deleteWordBackward))
    /// ```
    public func embedding<Child>(_ child: KeyMap<Child>, as embed: (Child) -> Intent) -> KeyMap {
        var copy = self
        let taken = Set(bindings.flatMap(\.keys))
        for binding in child.bindings {
            let keys = binding.keys.filter { !taken.contains($0) }
            guard !keys.isEmpty else { continue }
            copy.bindings.append(KeyBinding(keys, embed(binding.intent), help: binding.help))
        }
        return copy
    }
}
