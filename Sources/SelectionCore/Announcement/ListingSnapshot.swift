/// What a status line needs to know about a popup list to announce a change (CB-21): whether it
/// is open, how many options it lists, the active option and its section, and the chosen values.
///
/// ```swift
/// let before = combobox.listingSnapshot
/// combobox.send(.text(.insert("b")))
/// let text = StatusAnnouncement.text(from: before, to: combobox.listingSnapshot)   // "2 options available."
/// ```
package struct ListingSnapshot: Sendable, Equatable {
    /// True while the popup list is open.
    package var isOpen: Bool
    /// How many options the list shows now (after filtering).
    package var optionCount: Int
    /// The label of the active (highlighted) option, or `nil` when none is.
    package var activeLabel: String?
    /// The title of the section that holds the active option, if it has one.
    package var activeSection: String?
    /// The labels of the chosen options, in the order they were chosen.
    package var selectedLabels: [String]

    /// Creates a snapshot from its fields.
    package init(isOpen: Bool, optionCount: Int, activeLabel: String? = nil, activeSection: String? = nil, selectedLabels: [String] = []) {
        self.isOpen = isOpen
        self.optionCount = optionCount
        self.activeLabel = activeLabel
        self.activeSection = activeSection
        self.selectedLabels = selectedLabels
    }
}

extension ComboBoxState {
    /// The combobox as its status line sees it (CB-21).
    package var listingSnapshot: ListingSnapshot {
        let active = highlighted.flatMap(option(inRow:)).map { options[$0] }
        let chosen: [String]
        if configuration.isMultiple {
            chosen = chips
        } else {
            chosen = selected.map { [options[$0]] } ?? []
        }
        return ListingSnapshot(isOpen: isOpen, optionCount: suggestions.count, activeLabel: active, selectedLabels: chosen)
    }
}

extension ListState {
    /// The list as a status line sees it (CB-21), open or not as `isOpen` says: the options it
    /// holds, the highlighted one and its section's title, the selected labels in row order.
    package func listingSnapshot(isOpen: Bool) -> ListingSnapshot {
        ListingSnapshot(
            isOpen: isOpen,
            optionCount: content.optionRows.count,
            activeLabel: highlightedOption?.label,
            activeSection: highlighted.flatMap { content.sections[sectionIndex(ofRow: $0)].title },
            selectedLabels: selectedOptions.map(\.label)
        )
    }
}
