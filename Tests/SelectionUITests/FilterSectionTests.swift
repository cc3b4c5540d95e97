import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// Type-to-filter over sections (CB-02): a section shows while it has matches, with its header,
/// and its options keep their section's selection mode.
@Suite struct FilterSectionTests {
    private let sections = [
        ListSection("Fruit", selectionMode: .multiple, options: [Choice("Apple"), Choice("Banana"), Choice("Cherry")]),
        ListSection("Vegetables", selectionMode: .multiple, options: [Choice("Aubergine"), Choice("Leek")]),
        ListSection("Actions", selectionMode: .actions, options: [Choice("Clear all")]),
    ]

    private var configuration: ListPromptConfiguration {
        var configuration = ListPromptConfiguration(filters: true, keyMap: .multiSelect)
        configuration.visibleRows = 10
        return configuration
    }

    @Test func sectionsWithoutMatchesAreDroppedWithTheirHeaders() {
        var driver = PromptDriver(
            MultiSelect("Basket", sections: sections, configuration: configuration),
            terminal: VirtualTerminal(width: 40, height: 16))
        driver.type("le")  // Apple, Leek, Clear all; not Banana, Cherry, Aubergine
        let lines = driver.snapshot.trimmedLines
        #expect(lines.contains { $0.contains("Fruit") })  // Apple
        #expect(lines.contains { $0.contains("Vegetables") })  // Leek
        #expect(lines.contains { $0.contains("Actions") })  // "Clear all": c-l-e…
        #expect(lines.contains { $0.contains("Apple") })
        #expect(lines.contains { $0.contains("Leek") })
        #expect(!lines.contains { $0.contains("Banana") })
    }

    @Test func filteredOptionsKeepTheirSectionsModes() {
        var driver = PromptDriver(
            MultiSelect("Basket", sections: sections, configuration: configuration),
            terminal: VirtualTerminal(width: 40, height: 16))
        driver.type("clear")
        #expect(driver.snapshot.trimmedLines.contains { $0.contains("Actions") })
        #expect(!driver.snapshot.trimmedLines.contains { $0.contains("[ ] Clear all") })  // an action has no checkbox
        driver.press(.enter)
        #expect(driver.result == .chosen(["Clear all"]))
    }

    @Test func matchedCharactersAreEmphasisedOnTheRightRowsUnderHeaders() {
        var driver = PromptDriver(
            MultiSelect("Basket", sections: sections, configuration: configuration),
            terminal: VirtualTerminal(width: 40, height: 16))
        driver.type("leek")
        let snapshot = driver.snapshot
        guard let leek = snapshot.position(of: "Leek") else {
            Issue.record("Leek not shown:\n\(snapshot)")
            return
        }
        let theme = Theme.standard
        let emphasised = (leek.x..<(leek.x + 4)).filter {
            snapshot.style(atColumn: $0, row: leek.y).attributes.contains(theme.match.attributes)
        }
        #expect(emphasised.count == 4, "\(snapshot)")
    }

    @Test func thePopoverKeepsItsWidthWhileTheQueryChanges() {
        let options = ["a", "a much longer option label", "b"]
        var driver = PromptDriver(
            DropDown("Pick", options: options, configuration: ListPromptConfiguration(filters: true)),
            terminal: VirtualTerminal(width: 60, height: 12))
        func width() -> Int? {
            driver.snapshot.lines.first { $0.contains("╭") }.map { line in
                line.filter { "╭─▲╮".contains($0) }.count
            }
        }
        let before = width()
        driver.type("b")
        #expect(width() == before)
        driver.press(.backspace)
        #expect(width() == before)
    }
}
