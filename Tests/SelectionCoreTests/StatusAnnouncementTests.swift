import Testing

@testable import SelectionCore

/// CB-21: what the status line announces — the count when the popup opens with no active option
/// and whenever it changes, the active option (with its section when that changes), "selected"
/// on a choice.
@Suite struct StatusAnnouncementTests {
    /// Sends `action` and returns the announcement for the change.
    private func announce(_ combobox: inout ComboBoxState, _ action: ComboBoxAction) -> String? {
        let before = combobox.listingSnapshot
        combobox.send(action)
        return StatusAnnouncement.text(from: before, to: combobox.listingSnapshot)
    }

    @Test func aComboboxAnnouncesCountsActiveOptionsAndChoices_CB21() {
        var city = ComboBoxState(options: ["Berlin", "Bern", "Bonn"])
        // Typing opens the list with nothing active: the count.
        #expect(announce(&city, .text(.insert("b"))) == "3 options available.")
        // The count changes: announced again.
        #expect(announce(&city, .text(.insert("e"))) == "2 options available.")
        // An edit that keeps the count: nothing new to say.
        #expect(announce(&city, .text(.insert("r"))) == nil)
        #expect(announce(&city, .text(.insert("n"))) == "1 option available.")
        #expect(announce(&city, .text(.deleteBackward)) == "2 options available.")
        // An active option: its label.
        #expect(announce(&city, .moveDown) == "Berlin")
        #expect(announce(&city, .moveDown) == "Bern")
        // The choice.
        #expect(announce(&city, .commit) == "Bern, selected.")
    }

    @Test func nothingChangedNothingSaid_CB21() {
        let open = ListingSnapshot(isOpen: true, optionCount: 4)
        #expect(StatusAnnouncement.text(from: open, to: open) == nil)
        let active = ListingSnapshot(isOpen: true, optionCount: 4, activeLabel: "Red")
        #expect(StatusAnnouncement.text(from: active, to: active) == nil)
        // A closed list announces nothing but a choice.
        #expect(StatusAnnouncement.text(from: open, to: ListingSnapshot(isOpen: false, optionCount: 4)) == nil)
    }

    @Test func enteringASectionNamesIt_CB21() {
        var list = ListState(sections: [
            ListSection("Warm", selectionMode: .single, options: [Choice("Red"), Choice("Orange")]),
            ListSection("Cool", selectionMode: .single, options: [Choice("Blue")]),
        ])
        func step(_ action: ListAction) -> String? {
            let before = list.listingSnapshot(isOpen: true)
            list.send(action)
            return StatusAnnouncement.text(from: before, to: list.listingSnapshot(isOpen: true))
        }
        #expect(
            StatusAnnouncement.text(from: ListingSnapshot(isOpen: false, optionCount: 0), to: list.listingSnapshot(isOpen: true))
                == "3 options available.")
        #expect(step(.moveDown) == "Entered group Warm. Red")
        #expect(step(.moveDown) == "Orange")
        #expect(step(.moveDown) == "Entered group Cool. Blue")
        #expect(step(.chooseHighlighted) == "Blue, selected.")
    }
}
