/// A titled group of options that shares one selection mode.
///
/// Each section keeps its own selection: two `.single` sections hold one checkmark each, like
/// two radio groups. The title becomes a header row; a section without a title has none.
///
/// ```swift
/// let state = ListState(sections: [
///     ListSection("Purpose", selectionMode: .single, options: [Choice("Design"), Choice("Testing")]),
///     ListSection("Actions", selectionMode: .actions, options: [Choice("Reset")]),
/// ])
/// ```
public struct ListSection<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The header text, or `nil` for a section without a header row.
    public var title: String?
    /// What choosing one of this section's options does.
    public var selectionMode: SelectionMode
    /// The options, in order.
    public var options: [Choice<Value>]

    /// Creates a section.
    ///
    /// - Parameters:
    ///   - title: The header text; `nil` adds no header row.
    ///   - selectionMode: Single, multiple (with an optional limit) or actions.
    ///   - options: The options, in order.
    public init(_ title: String? = nil, selectionMode: SelectionMode, options: [Choice<Value>]) {
        self.title = title
        self.selectionMode = selectionMode
        self.options = options
    }
}
