/// How an editable combobox behaves (docs/behaviour.md §5): one value or many (chips), whether
/// the typed text may be a value of its own, whether it can be edited at all.
///
/// ```swift
/// let tags = ComboBoxConfiguration(isMultiple: true)          // chips; typed text adds a chip
/// let fixed = ComboBoxConfiguration(allowsCustomValue: false)  // Enter on junk reverts it (CB-13)
/// ```
public struct ComboBoxConfiguration: Sendable, Equatable {
    /// Several values, shown as removable chips before the text (CB-M1…M5).
    public var isMultiple: Bool
    /// Whether typed text that names no option is a value (CB-13). On for `sel choose --editable`.
    public var allowsCustomValue: Bool
    /// Read-only: the text cannot be edited and no list opens, from typing, arrows or the button (CB-20).
    public var isReadOnly: Bool
    /// Whether ↑/↓ wrap in the open list; a combobox's do by default (CB-09, §1's table).
    public var wrapsAround: Bool

    /// Creates a configuration; by default one value, custom values allowed, editable, wrapping.
    public init(isMultiple: Bool = false, allowsCustomValue: Bool = true, isReadOnly: Bool = false, wrapsAround: Bool = true) {
        self.isMultiple = isMultiple
        self.allowsCustomValue = allowsCustomValue
        self.isReadOnly = isReadOnly
        self.wrapsAround = wrapsAround
    }
}
