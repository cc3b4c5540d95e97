/// Where one section of a list lies, and how it selects.
///
/// ```swift
/// let checklists = list.sections.filter { $0.selectionMode.isMultiple }.compactMap(\.title)
/// ```
package struct ListSectionLayout: Sendable, Equatable {
    /// The header text, or `nil` when the section has no header row.
    package var title: String?
    /// What choosing one of the section's options does.
    package var selectionMode: SelectionMode
    /// The section's rows in the list, its header row (if any) included.
    package var rows: Range<Int>

    /// Creates a section layout.
    package init(title: String?, selectionMode: SelectionMode, rows: Range<Int>) {
        self.title = title
        self.selectionMode = selectionMode
        self.rows = rows
    }
}
