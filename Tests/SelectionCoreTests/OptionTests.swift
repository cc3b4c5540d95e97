import Testing

@testable import SelectionCore

@Suite struct OptionTests {
    private let red = Colour(red: 255, green: 0, blue: 0)
    private let dot = Picture(width: 1, height: 1, pixels: [Pixel(red: 1, green: 2, blue: 3)])

    @Test func optionDefaultsToEnabledTextWithoutDetail() {
        let option = Choice("Red", value: 0xff0000)
        #expect(option == Choice("Red", value: 0xff0000, detail: nil, content: .text, disabled: nil))
        #expect(option.isEnabled)
        #expect(!Choice("Red", value: 1, disabled: "Out of stock").isEnabled)
        #expect(Choice("Design").value == "Design")
    }

    @Test func contentSaysWhichImageAndWhetherTextIsDrawn() {
        let cases: [(OptionContent, OptionImage?, Bool)] = [
            (.text, nil, true),
            (.swatch(red), .swatch(red), false),
            (.swatchAndText(red), .swatch(red), true),
            (.picture(dot), .picture(dot), false),
            (.pictureAndText(dot), .picture(dot), true),
        ]
        for (content, image, showsText) in cases {
            #expect(content.image == image, "\(content)")
            #expect(content.showsText == showsText, "\(content)")
        }
    }

    @Test func headersSplitAFlatListIntoSections_CORE05() {
        let list = ListState(items: Fixtures.mixedItems, selectionMode: .multiple(limit: 2))
        #expect(
            list.sections == [
                ListSectionLayout(title: "Fruit", selectionMode: .multiple(limit: 2), rows: 0..<5),
                ListSectionLayout(title: "Veg", selectionMode: .multiple(limit: 2), rows: 5..<8),
            ])
        #expect(list.items.map(\.option?.label) == [nil, "Apple", "Banana", "Cherry", nil, nil, "Leek", "Onion"])
        #expect((0..<8).map(list.sectionIndex(ofRow:)) == [0, 0, 0, 0, 0, 1, 1, 1])
    }

    @Test func optionsBeforeTheFirstHeaderFormAnUntitledSection() {
        let list = ListState(items: [.option(Choice("Loose")), .header("Group"), .option(Choice("Inside"))])
        #expect(
            list.sections == [
                ListSectionLayout(title: nil, selectionMode: .single, rows: 0..<1),
                ListSectionLayout(title: "Group", selectionMode: .single, rows: 1..<3),
            ])
        #expect(ListState<String>(items: []).sections == [ListSectionLayout(title: nil, selectionMode: .single, rows: 0..<0)])
    }

    @Test func sectionsBecomeHeaderRowsFollowedByTheirOptions() {
        let list = ListState(sections: [
            ListSection("Colours", selectionMode: .single, options: [Choice("Red"), Choice("Blue")]),
            ListSection(selectionMode: .actions, options: [Choice("Reset")]),
        ])
        #expect(list.items == [.header("Colours"), .option(Choice("Red")), .option(Choice("Blue")), .option(Choice("Reset"))])
        #expect(
            list.sections == [
                ListSectionLayout(title: "Colours", selectionMode: .single, rows: 0..<3),
                ListSectionLayout(title: nil, selectionMode: .actions, rows: 3..<4),
            ])
        #expect(list.selectionMode(ofRow: 3) == .actions)
    }

    @Test func preselectionByValue() {
        let items: [ListItem<Colour>] = [
            .option(Choice("Red", value: red)),
            .option(Choice("Blue", value: Colour(red: 0, green: 0, blue: 255))),
        ]
        #expect(ListState(items: items, preselecting: .value(Colour(red: 0, green: 0, blue: 255))).selection == [1])
        #expect(ListState(items: items, preselecting: .value(Colour(red: 1, green: 1, blue: 1))).selection == [])
    }

    /// The CheckList design: matching the current value is case-insensitive.
    @Test func preselectionByLabelIgnoresCase() {
        #expect(ListState(items: Fixtures.typeaheadItems, preselecting: .label("NEW YORK")).selection == [8])
        #expect(ListState(items: Fixtures.typeaheadItems, preselecting: .label("eclair")).selection == [])
    }

    @Test func preselectionFollowsEachSectionsMode() {
        let options = [Choice("A"), Choice("a"), Choice("B")]
        #expect(ListState(items: options.map { .option($0) }, selectionMode: .single, preselecting: .labels(["a", "b"])).selection == [0])
        #expect(
            ListState(items: options.map { .option($0) }, selectionMode: .multiple, preselecting: .labels(["a", "b"])).selection == [
                0, 1, 2,
            ])
        #expect(
            ListState(items: options.map { .option($0) }, selectionMode: .multiple(limit: 2), preselecting: .labels(["a", "b"])).selection
                == [0, 1])
        #expect(ListState(items: options.map { .option($0) }, selectionMode: .actions, preselecting: .labels(["a"])).selection == [])
    }

    /// A disabled option can still be the current value: it is shown as chosen.
    @Test func aDisabledOptionCanBePreselected() {
        #expect(ListState(items: Fixtures.typeaheadItems, preselecting: .label("Boysenberry")).selection == [4])
    }
}
