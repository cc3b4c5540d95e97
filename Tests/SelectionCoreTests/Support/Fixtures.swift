@testable import SelectionCore

/// Lists shared by several suites.
enum Fixtures {
    /// The docs/behaviour.md §2 typeahead items: 0 Apple … 9 Newark, Boysenberry (4) disabled.
    static let typeaheadItems: [ListItem<String>] = [
        "Apple", "Apricot", "Banana", "Blueberry", "Boysenberry", "Cherry", "Éclair", "Eggplant", "New York", "Newark",
    ].map { label in
        .option(Choice(label, disabledReason: label == "Boysenberry" ? "Out of season" : nil))
    }

    /// `count` enabled options labelled "Item 0", "Item 1", ...
    static func numbered(_ count: Int) -> [ListItem<String>] {
        (0..<count).map { .option(Choice("Item \($0)")) }
    }

    /// A list of `count` options with `visibleRows` rows shown.
    static func numberedList(_ count: Int, visibleRows: Int, configuration: ListConfiguration = ListConfiguration()) -> ListState<String> {
        var configuration = configuration
        configuration.visibleRows = .upTo(visibleRows)
        return ListState(items: numbered(count), configuration: configuration)
    }

    /// Rows with every kind of non-option in the way:
    /// 0 header "Fruit", 1 Apple, 2 Banana (disabled), 3 Cherry, 4 separator, 5 header "Veg",
    /// 6 Leek, 7 Onion (disabled).
    static let mixedItems: [ListItem<String>] = [
        .header("Fruit"),
        .option(Choice("Apple")),
        .option(Choice("Banana", disabledReason: "Sold out")),
        .option(Choice("Cherry")),
        .separator,
        .header("Veg"),
        .option(Choice("Leek")),
        .option(Choice("Onion", disabledReason: "Sold out")),
    ]
}

extension Fixtures {
    /// The "Selection View" colours.
    static let colourNames = ["Red", "Yellow", "Green", "Blue", "Purple"]

    /// A value-mode drop-down over the typeahead items, showing `visibleRows` rows.
    static func fruitDropDown(
        preselecting: Preselection<String> = .nothing,
        visibleRows: Int = 4,
        configuration: DropDownConfiguration = DropDownConfiguration()
    ) -> DropDownState<String> {
        DropDownState(
            items: typeaheadItems,
            mode: .value(placeholder: "Select..."),
            preselecting: preselecting,
            listConfiguration: ListConfiguration(visibleRows: .upTo(visibleRows)),
            configuration: configuration
        )
    }
}
