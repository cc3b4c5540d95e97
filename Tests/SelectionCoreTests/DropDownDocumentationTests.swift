import SelectionCore
import Testing

/// The examples in the doc comments, run as written (public API only), so they stay true.
@Suite struct DropDownDocumentationTests {
    @Test func dropDownStateExample() {
        var dropDown = DropDownState(
            items: ["Red", "Green", "Blue"].map { .option(Choice($0)) },
            mode: .value(placeholder: "Select...")
        )
        #expect(dropDown.triggerLabel == "Select...")
        #expect(dropDown.send(.open(.keyboard(.down))) == [.shown, .highlightChanged(0)])
        #expect(dropDown.send(.list(.moveDown)) == [.highlightChanged(1)])
        #expect(dropDown.send(.commit) == [.selected(index: 1, option: Choice("Green")), .dismissed(.commit)])
        #expect(dropDown.triggerLabel == "Green")
    }

    @Test func listStateExample() {
        let red = Colour(red: 255, green: 0, blue: 0)
        let blue = Colour(red: 0, green: 0, blue: 255)
        var list = ListState(
            items: [.option(Choice("Red", value: red)), .separator, .option(Choice("Blue", value: blue))],
            selectionMode: .single,
            preselecting: .value(blue)
        )
        #expect(list.send(.focus) == [.highlightChanged(2)])
        #expect(list.send(.moveUp) == [.highlightChanged(0)])
        #expect(list.send(.chooseHighlighted) == [.selected(index: 0, option: Choice("Red", value: red))])
    }
}
