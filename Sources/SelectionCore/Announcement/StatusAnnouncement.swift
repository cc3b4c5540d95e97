/// The text a status line announces after a change of a combobox or filter list (CB-21), as a
/// screen reader's live region would read it (React Aria's `countAnnouncement`,
/// `focusAnnouncement` and `selectedAnnouncement`).
///
/// ```swift
/// StatusAnnouncement.text(
///     from: ListingSnapshot(isOpen: false, optionCount: 3),
///     to: ListingSnapshot(isOpen: true, optionCount: 3))   // "3 options available."
/// ```
package enum StatusAnnouncement {
    /// What to announce for the change `before` → `after`, or `nil` when nothing is worth saying.
    ///
    /// In order of precedence: a newly chosen option, "Blue, selected."; a new active option,
    /// its label, after "Entered group Warm." when its section changed; with no
    /// active option in an open list, the count when the list has just opened or the count
    /// changed, "4 options available." (with 1, "1 option available.").
    package static func text(from before: ListingSnapshot, to after: ListingSnapshot) -> String? {
        if let chosen = after.selectedLabels.last(where: { !before.selectedLabels.contains($0) }) {
            return "\(chosen), selected."
        }
        guard after.isOpen else { return nil }
        if let active = after.activeLabel {
            guard active != before.activeLabel || after.activeSection != before.activeSection || !before.isOpen else { return nil }
            if let section = after.activeSection, section != before.activeSection {
                return "Entered group \(section). \(active)"
            }
            return active
        }
        guard !before.isOpen || before.optionCount != after.optionCount else { return nil }
        return "\(count(after.optionCount)) available."
    }

    /// "1 option", "3 options".
    private static func count(_ number: Int) -> String {
        number == 1 ? "1 option" : "\(number) options"
    }
}
