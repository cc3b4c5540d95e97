import SelectionTerminal

extension Key {
    /// The space bar: toggles a check in a `MultiSelect`.
    ///
    /// ```swift
    /// driver.press(.space)
    /// ```
    public static var space: Key { .character(" ") }
}

extension KeyEvent {
    /// Shift-Tab (back-tab).
    public static var shiftTab: KeyEvent { KeyEvent(.tab, modifiers: .shift) }
    /// Ctrl-C: a prompt ends with `PromptResult.interrupted`.
    public static var ctrlC: KeyEvent { .ctrl("c") }

    /// `character` with Ctrl held, as a terminal reports it (`.ctrl("a")` selects all in a multiple choice).
    ///
    /// - Parameter character: The letter pressed with Ctrl.
    public static func ctrl(_ character: Character) -> KeyEvent { KeyEvent(.character(character), modifiers: .ctrl) }

    /// `key` with Alt held.
    ///
    /// - Parameter key: The key pressed with Alt.
    public static func alt(_ key: Key) -> KeyEvent { KeyEvent(key, modifiers: .alt) }

    /// `key` with Shift held (`.shift(.down)` extends a selection).
    ///
    /// - Parameter key: The key pressed with Shift.
    public static func shift(_ key: Key) -> KeyEvent { KeyEvent(key, modifiers: .shift) }
}

extension PromptDriver {
    /// Presses a key with its modifiers, named as a `KeyEvent`: `.ctrl("a")`, `.shiftTab`, `.ctrlC`.
    ///
    /// ```swift
    /// driver.press(.ctrl("a"))
    /// ```
    ///
    /// - Parameter event: The key and its modifiers.
    public mutating func press(_ event: KeyEvent) {
        send(.key(event))
    }

    /// Presses each key in turn: `driver.press(.down, .space, .enter)`.
    ///
    /// - Parameters:
    ///   - first: The first key.
    ///   - second: The second key.
    ///   - more: Any further keys, pressed in order; none has modifiers.
    public mutating func press(_ first: Key, _ second: Key, _ more: Key...) {
        for key in [first, second] + more { press(key) }
    }
}
