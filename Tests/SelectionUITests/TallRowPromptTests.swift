import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// List prompts whose rows are several lines tall, driven event by event.
@Suite struct TallRowPromptTests {
    static var tallConfiguration: ListPromptConfiguration {
        var configuration = ListPromptConfiguration()
        configuration.rowHeight = 3
        return configuration
    }

    @Test func theInlinePopoverIsSizedInLinesAndShowsLabelsOnMiddleLines() {
        let terminal = VirtualTerminal(width: 30, height: 16)
        let driver = PromptDriver(
            DropDown("Colour", options: ["Red", "Green", "Blue"], configuration: Self.tallConfiguration), terminal: terminal)
        #expect(
            driver.snapshot.trimmedLines == [
                "Colour: Select... ▴",
                "        ╭────▲────╮",
                "        │         │",
                "        │›  Red   │",
                "        │         │",
                "        │         │",
                "        │   Green │",
                "        │         │",
                "        │         │",
                "        │   Blue  │",
                "        │         │",
                "        ╰─────────╯",
                "↑/↓ move · enter choose · esc…",
            ])
        #expect(terminal.violations == [])
    }

    /// Rows start on line 2 of the region (trigger, border): Green takes lines 5, 6 and 7.
    @Test(arguments: [5, 6, 7])
    func clickingAnyLineOfATallRowChoosesIt(line: Int) {
        var driver = PromptDriver(
            DropDown("Colour", options: ["Red", "Green", "Blue"], configuration: Self.tallConfiguration),
            terminal: VirtualTerminal(width: 30, height: 16))
        driver.click(at: Point(x: 11, y: line))
        #expect(driver.result == .chosen("Green"))
    }

    @Test func aShortScreenShowsWholeRowsAndScrollsByRows() {
        var driver = PromptDriver(
            DropDown("Colour", options: ["Red", "Green", "Blue"], configuration: Self.tallConfiguration),
            terminal: VirtualTerminal(width: 30, height: 10))
        driver.press(.down)
        driver.press(.down)
        // Six lines of room between the trigger and the help: two whole rows, Green and Blue once
        // Blue is highlighted; the first line of the list is Green's first line.
        #expect(
            driver.snapshot.trimmedLines == [
                "Colour: Select... ▴",
                "        ╭────▲────╮",
                "        │        ││",
                "        │   Green││",
                "        │        ┃│",
                "        │        ┃│",
                "        │›  Blue ┃│",
                "        │        ┃│",
                "        ╰─────────╯",
                "↑/↓ move · enter choose · esc…",
            ])
        driver.click(at: Point(x: 11, y: 2))
        #expect(driver.result == .chosen("Green"))
    }

    @Test func aFullScreenDropDownSizesItsPopoverInLinesAndHitsTheSecondLine() {
        var control = DropDownControl(id: "colour", options: ["Red", "Green"].map { Choice($0, value: $0) }, rowHeight: 3)
        control.allowsModal = false
        var content = ScreenContent(title: "Colours", hint: "")
        let colour = content.add(control, label: "Colour")
        var driver = PromptDriver(
            AppScreen(content), terminal: VirtualTerminal(width: 40, height: 14, presentation: .fullScreen),
            options: PromptHost.Options(presentation: .fullScreen))
        driver.press(.enter)
        let lines = driver.snapshot.trimmedLines
        let top = lines.firstIndex { $0.contains("╭") } ?? 0
        let bottom = lines.firstIndex { $0.contains("╰") } ?? 0
        #expect(bottom - top - 1 == 6, "\(driver.snapshot)")
        #expect(lines[top + 2].contains("›  Red"))
        #expect(lines[top + 5].contains("   Green"))
        let column = lines[top + 5].firstIndex(of: "G").map { lines[top + 5].distance(from: lines[top + 5].startIndex, to: $0) } ?? 0
        driver.click(at: Point(x: column, y: top + 5))
        #expect(
            driver.prompt.content[colour]?.state.list.selectedOptions.map(\.label) == ["Green"])
    }
}

@Suite struct TallRowPopoverTests {
    @Test func aCappedPopoverOfTallRowsKeepsWholeRowsWithNoBlankLines() {
        var control = DropDownControl(
            id: "pics", options: ["One", "Two", "Three", "Four", "Five"].map { Choice($0, value: $0) }, rowHeight: 3)
        control.allowsModal = false
        var content = ScreenContent(title: "Tall", hint: "")
        content.add(control, label: "Pick")
        let terminal = VirtualTerminal(width: 30, height: 14, presentation: .fullScreen)
        var driver = PromptDriver(AppScreen(content), terminal: terminal, options: PromptHost.Options(presentation: .fullScreen))
        driver.press(.enter)
        guard let top = driver.snapshot.lines.firstIndex(where: { $0.contains("╭") }),
            let bottom = driver.snapshot.lines.firstIndex(where: { $0.contains("╰") })
        else {
            Issue.record("no popover:\n\(driver.snapshot)")
            return
        }
        let inner = bottom - top - 1
        #expect(inner > 0 && inner % 3 == 0, "\(driver.snapshot)")
        #expect(bottom < 13, "the status row stays clear")
    }
}
