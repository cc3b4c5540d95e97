import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// List prompts over sections that each keep their own selection mode (single checkmark, multiple
/// checkmarks, or none: actions), as the SelectionKit article "Choosing from lists" describes them.
@Suite struct SectionPromptTests {
    private let sections = [
        ListSection("Size", selectionMode: .single, options: [Choice("Small"), Choice("Large")]),
        ListSection("Toppings", selectionMode: .multiple(limit: 2), options: [Choice("Cheese"), Choice("Olives"), Choice("Basil")]),
        ListSection("Actions", selectionMode: .actions, options: [Choice("Surprise me")]),
    ]

    @Test func eachSectionKeepsItsOwnModeAndEnterReturnsEveryChoice() {
        var driver = PromptDriver(MultiSelect("Order", sections: sections), terminal: VirtualTerminal(width: 40, height: 16))
        driver.press(.character(" "))  // Small (single: a checkmark)
        driver.press(.down)
        driver.press(.character(" "))  // Large replaces Small in its section
        driver.press(.down)
        driver.press(.character(" "))  // Cheese
        driver.press(.down)
        driver.press(.character(" "))  // Olives
        driver.press(.down)
        driver.press(.character(" "))  // Basil: over the section's limit of 2
        let lines = driver.snapshot.trimmedLines
        #expect(lines.contains { $0.contains("✓ Large") })
        #expect(!lines.contains { $0.contains("✓ Small") })
        #expect(lines.contains { $0.contains("[x] Cheese") })
        #expect(lines.contains { $0.contains("[x] Olives") })
        #expect(lines.contains { $0.contains("[ ] Basil") })
        driver.press(.enter)
        #expect(driver.result == .chosen(["Large", "Cheese", "Olives"]))
    }

    @Test func anActionRowFinishesTheMultiSelectWithItself() {
        var driver = PromptDriver(MultiSelect("Order", sections: sections), terminal: VirtualTerminal(width: 40, height: 16))
        driver.press(.end)
        driver.press(.enter)
        #expect(driver.result == .chosen(["Surprise me"]))
    }

    @Test func anActionRowFinishesTheDropDownWithItself() {
        let menu = [
            ListSection("Colour", selectionMode: .single, options: [Choice("Red"), Choice("Blue")]),
            ListSection(nil, selectionMode: .actions, options: [Choice("Reset")]),
        ]
        var driver = PromptDriver(DropDown("Colour", sections: menu), terminal: VirtualTerminal(width: 40, height: 12))
        driver.press(.end)
        driver.press(.enter)
        #expect(driver.result == .chosen("Reset"))
    }

    @Test func swatchesAreDrawnBesideTheirLabels() {
        let options = [
            Choice("Red", value: "#ff0000", content: .swatchAndText(Colour(rgb: 0xff0000))),
            Choice("Blue", value: "#0000ff", content: .swatchAndText(Colour(rgb: 0x0000ff))),
        ]
        let driver = PromptDriver(DropDown("Colour", options: options), terminal: VirtualTerminal(width: 40, height: 10))
        let snapshot = driver.snapshot
        guard let red = snapshot.position(of: "Red"), let blue = snapshot.position(of: "Blue") else {
            Issue.record("labels not drawn:\n\(snapshot)")
            return
        }
        // A swatch in the option's colour stands before each label.
        let redSwatch = (0..<red.x).map { snapshot.style(atColumn: $0, row: red.y) }
        let blueSwatch = (0..<blue.x).map { snapshot.style(atColumn: $0, row: blue.y) }
        #expect(redSwatch.contains { $0.foreground == .rgb(Colour(rgb: 0xff0000)) || $0.background == .rgb(Colour(rgb: 0xff0000)) })
        #expect(blueSwatch.contains { $0.foreground == .rgb(Colour(rgb: 0x0000ff)) || $0.background == .rgb(Colour(rgb: 0x0000ff)) })
    }

    @Test func theTriggerShowsTheChosenOptionsSwatch() {
        let options = [
            Choice("Red", value: "#ff0000", content: .swatchAndText(Colour(rgb: 0xff0000))),
            Choice("Blue", value: "#0000ff", content: .swatchAndText(Colour(rgb: 0x0000ff))),
        ]
        var configuration = ListPromptConfiguration()
        configuration.startsOpen = false
        let driver = PromptDriver(
            DropDown("Colour", options: options, preselecting: .value("#0000ff"), configuration: configuration),
            terminal: VirtualTerminal(width: 40, height: 10))
        let snapshot = driver.snapshot
        #expect(snapshot.trimmedLines.first == "Colour: ██ Blue ▾")
        #expect(snapshot.style(atColumn: 8, row: 0).foreground == .rgb(Colour(rgb: 0x0000ff)))
    }
}
