/// Which options start out selected, named by value or by label.
///
/// Labels match case-insensitively ("design" selects "Design"), as a checklist matching a stored
/// string needs. In a `.single` section only the first match is kept; in a limited `.multiple`
/// section matches beyond the limit are dropped; `.actions` sections hold no selection.
///
/// ```swift
/// ListState(items: items, selectionMode: .single, preselecting: .label("testing"))
/// ```
public enum Preselection<Value: Sendable & Equatable>: Sendable, Equatable {
    /// Nothing selected.
    case nothing
    /// Every option whose value is one of these (a disabled option may still be the current value).
    case values([Value])
    /// Every option whose label equals one of these, ignoring case.
    case labels([String])

    /// The option whose value equals `value`.
    public static func value(_ value: Value) -> Preselection { .values([value]) }

    /// The option whose label equals `label`, ignoring case.
    public static func label(_ label: String) -> Preselection { .labels([label]) }
}
