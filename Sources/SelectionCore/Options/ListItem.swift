/// One row of a list: an option, a section header, or a separator.
///
/// Only options can be highlighted or chosen; headers and separators are skipped by every
/// navigation key, by typeahead and by select-all (CORE-05, LB-13).
///
/// ```swift
/// let items: [ListItem<String>] = [.header("Fruit"), .option(Choice("Apple")), .separator, .option(Choice("Leek"))]
/// ```
public enum ListItem<Value: Sendable & Equatable>: Sendable, Equatable {
    /// A choosable row.
    case option(Choice<Value>)
    /// A section title; it starts a new section.
    case header(String)
    /// A dividing line.
    case separator

    /// The option in this row, or `nil` for a header or separator.
    public var option: Choice<Value>? {
        if case .option(let option) = self { return option }
        return nil
    }
}
