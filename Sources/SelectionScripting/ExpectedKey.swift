import SelectionTerminal

/// A key that ends a list prompt like Enter does and is reported by name (`--expect ctrl-x`):
/// ``KeyBindings/configure(_:expecting:)`` binds it to `ListCommand.acceptReportingKey(name)`.
package struct ExpectedKey: Sendable, Hashable {
    /// The name reported (`ctrl-x`), as the user wrote it.
    package var name: String
    /// The key events that mean it.
    package var keys: [KeyEvent]

    /// Creates an expected key.
    package init(name: String, keys: [KeyEvent]) {
        self.name = name
        self.keys = keys
    }
}
