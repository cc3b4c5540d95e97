import SelectionTerminal

/// One entry of a ``KeyMap``: the keys that mean an intent, and how the help line describes it.
///
/// ```swift
/// KeyBinding<ListIntent>([KeyEvent(.down), KeyEvent(.character("n"), modifiers: .ctrl)], .list(.moveDown), help: "move")
/// ```
public struct KeyBinding<Intent: Sendable & Hashable>: Sendable, Hashable {
    /// The keys, the first of which the help line shows.
    public var keys: [KeyEvent]
    /// What the keys mean.
    public var intent: Intent
    /// The help line's word for it; nil keeps the binding out of the help line.
    public var help: String?

    /// Creates a binding.
    public init(_ keys: [KeyEvent], _ intent: Intent, help: String? = nil) {
        self.keys = keys
        self.intent = intent
        self.help = help
    }
}
