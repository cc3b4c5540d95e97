import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

@Suite struct DropDownPromptTests {
    @Test func opensWithFirstHighlightedAndChoosesWithArrowsAndEnter() {
        let terminal = VirtualTerminal(width: 30, height: 10, earlierOutput: ["$ sel choose"])
        var driver = PromptDriver(DropDown("Colour", options: ["Red", "Green", "Blue"]), terminal: terminal)
        #expect(
            driver.snapshot.trimmedLines == [
                "$ sel choose",
                "Colour: Select... ▴",
                "        ╭────▲────╮",
                "        │›  Red   │",
                "        │   Green │",
                "        │   Blue  │",
                "        ╰─────────╯",
                "↑/↓ move · enter choose · esc…",
            ])
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.result == .chosen("Green"))
        #expect(driver.snapshot.trimmedLines == ["$ sel choose", "Colour: Green"])
        #expect(terminal.violations == [])
    }

    @Test func escapeCancels() {
        var driver = PromptDriver(DropDown("Colour", options: ["Red", "Green"]))
        driver.press(.escape)
        #expect(driver.result == .cancelled)
        #expect(driver.snapshot.trimmedLines == [])
    }

    @Test func controlCInterruptsAndTimeoutTimesOut() {
        var driver = PromptDriver(DropDown("Colour", options: ["Red"]))
        driver.press(.character("c"), modifiers: .ctrl)
        #expect(driver.result == .interrupted)
        var timed = PromptDriver(DropDown("Colour", options: ["Red"]), options: PromptHost.Options(timeout: .seconds(2)))
        timed.advance(by: .milliseconds(1999))
        #expect(timed.result == nil)
        timed.advance(by: .milliseconds(1))
        #expect(timed.result == .timedOut)
    }

    @Test func hostLoopRunsAScriptedSession() async throws {
        let terminal = VirtualTerminal(width: 30, height: 10)
        terminal.enqueueKeys(KeyEvent(.down), KeyEvent(.down), KeyEvent(.enter))
        let result = try await DropDown("Colour", options: ["Red", "Green", "Blue"]).run(on: terminal)
        #expect(result == .chosen("Blue"))
        #expect(terminal.snapshot.trimmedLines == ["Colour: Blue"])
    }
}

@Suite struct DropDownPlacementTests {
    private static let colours = ["Red", "Green", "Blue", "Purple"]

    @Test func opensBelowWhenThereIsRoom() {
        let terminal = VirtualTerminal(width: 30, height: 12, earlierOutput: ["$ sel choose"])
        let driver = PromptDriver(DropDown("Colour", options: Self.colours), terminal: terminal)
        #expect(
            driver.snapshot.trimmedLines == [
                "$ sel choose",
                "Colour: Select... ▴",
                "        ╭────▲─────╮",
                "        │›  Red    │",
                "        │   Green  │",
                "        │   Blue   │",
                "        │   Purple │",
                "        ╰──────────╯",
                "↑/↓ move · enter choose · esc…",
            ])
    }

    @Test func opensAboveNearTheBottomAndStaysThereWhileOpen() {
        let earlier = (1...9).map { "line \($0)" }
        let terminal = VirtualTerminal(width: 30, height: 12, earlierOutput: earlier)
        var driver = PromptDriver(DropDown("Colour", options: Self.colours), terminal: terminal)
        let expected = [
            "line 6", "line 7", "line 8", "line 9",
            "        ╭──────────╮",
            "        │›  Red    │",
            "        │   Green  │",
            "        │   Blue   │",
            "        │   Purple │",
            "        ╰────▼─────╯",
            "↑/↓ move · enter choose · esc…",
            "Colour: Select... ▴",
        ]
        #expect(driver.snapshot.trimmedLines == expected)
        driver.press(.down)
        #expect(driver.snapshot.trimmedLines[5] == "        │   Red    │")
        #expect(driver.snapshot.trimmedLines[6] == "        │›  Green  │")
        #expect(driver.snapshot.trimmedLines.last == "Colour: Select... ▴")
        driver.press(.enter)
        #expect(driver.result == .chosen("Green"))
        #expect(terminal.violations == [])
    }

    @Test func anEvenWidthTriggerKeepsItsArrowRightOfTheMiddle() {
        // "Blue ▴" is six cells from column 8: the arrow sits on column 11.
        let terminal = VirtualTerminal(width: 30, height: 12, earlierOutput: ["$ sel choose"])
        let driver = PromptDriver(DropDown("Colour", options: Self.colours, preselecting: .values(["Blue"])), terminal: terminal)
        #expect(
            driver.snapshot.trimmedLines == [
                "$ sel choose",
                "Colour: Blue ▴",
                "        ╭──▲───────╮",
                "        │   Red    │",
                "        │   Green  │",
                "        │›✓ Blue   │",
                "        │   Purple │",
                "        ╰──────────╯",
                "↑/↓ move · enter choose · esc…",
            ])
    }

    /// The side is decided where events arrive (here, the host locating the region), once per
    /// prompt (issue 20: it reopens on the same side), and kept by the prompt's value: drawing
    /// never decides it, and a copy keeps its own.
    @Test func theSideIsAValueDecidedOnceWhenTheRegionIsLocated() {
        var prompt = DropDown("Colour", options: Self.colours)
        prompt.prepare(for: PromptContext(screen: Size(width: 30, height: 12), regionTop: 9))
        let copy = prompt
        let atTheTop = PromptContext(screen: Size(width: 30, height: 12), regionTop: 0)
        prompt.prepare(for: atTheTop)
        var fresh = DropDown("Colour", options: Self.colours)
        fresh.prepare(for: atTheTop)
        func lines(_ prompt: DropDown<String>) -> [String] {
            var buffer = Buffer(width: 30, height: prompt.preferredHeight(in: atTheTop.screen, context: atTheTop))
            _ = prompt.render(into: &buffer, context: atTheTop)
            return ScreenSnapshot(buffer).trimmedLines
        }
        #expect(lines(copy).first == "        ╭──────────╮")
        #expect(lines(copy).suffix(2) == ["↑/↓ move · enter choose · esc…", "Colour: Select... ▴"])
        #expect(lines(prompt) == lines(copy))
        #expect(lines(fresh).first == "Colour: Select... ▴")
        #expect(lines(fresh).last == "↑/↓ move · enter choose · esc…")
    }

    @Test func resizeKeepsThePopoverInsideTheScreen() {
        let terminal = VirtualTerminal(width: 30, height: 12, earlierOutput: ["$ sel choose"])
        let many = (1...20).map { "Option \($0)" }
        var driver = PromptDriver(DropDown("Pick", options: many), terminal: terminal)
        driver.resize(width: 16, height: 6)
        let lines = driver.snapshot.lines
        #expect(lines.count == 6)
        #expect(lines.allSatisfy { $0.count <= 16 })
        #expect(lines.contains { $0.contains("╭") })
        #expect(lines.contains { $0.contains("╰") })
        #expect(lines.contains { $0.contains("› ") })
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.result == .chosen("Option 2"))
        #expect(terminal.violations == [])
    }

    @Test func typeaheadJumpsAndExpiresOnTheTick() {
        var driver = PromptDriver(DropDown("Colour", options: Self.colours), terminal: VirtualTerminal(width: 40, height: 10))
        driver.type("b")
        #expect(driver.prompt.state.list.highlighted == 2)
        #expect(driver.prompt.deadline != nil)
        #expect(driver.snapshot.trimmedLines.last?.hasPrefix("find: b") == true)
        driver.advance(by: .seconds(2))
        #expect(driver.prompt.deadline == nil)
        #expect(driver.snapshot.trimmedLines.last?.hasPrefix("↑/↓ move") == true)
        driver.type("p")
        #expect(driver.prompt.state.list.highlighted == 3)
    }

    @Test func pressOnTriggerDragToRowAndReleaseChoosesInOneGesture() {
        let terminal = VirtualTerminal(width: 30, height: 10)
        var configuration = ListPromptConfiguration()
        configuration.startsOpen = false
        var driver = PromptDriver(DropDown("Colour", options: Self.colours, configuration: configuration), terminal: terminal)
        #expect(driver.snapshot.trimmedLines.first == "Colour: Select... ▾")
        driver.mouseDown(at: Point(x: 10, y: 0))
        #expect(driver.prompt.state.isOpen)
        driver.drag(to: Point(x: 11, y: 2))
        driver.drag(to: Point(x: 11, y: 4))
        driver.mouseUp(at: Point(x: 11, y: 4))
        #expect(driver.result == .chosen("Blue"))
    }

    @Test func clickOnRowChoosesAndPressOutsideDismisses() {
        var driver = PromptDriver(DropDown("Colour", options: Self.colours), terminal: VirtualTerminal(width: 30, height: 10))
        driver.scroll(.down, at: Point(x: 10, y: 3))
        driver.click(at: Point(x: 25, y: 8))
        #expect(driver.prompt.state.isOpen == false)
        driver.press(.down)
        #expect(driver.prompt.state.isOpen)
        driver.click(at: Point(x: 11, y: 3))
        #expect(driver.result == .chosen("Green"))
    }

    @Test func choosesTheSoleOptionAtOnce() {
        var configuration = ListPromptConfiguration()
        configuration.choosesSoleOption = true
        var driver = PromptDriver(DropDown("Colour", options: ["Red"], configuration: configuration))
        driver.advance(by: .zero)
        #expect(driver.result == .chosen("Red"))
    }

    @Test func cursorAndVisibleRowsAreHonoured() {
        var configuration = ListPromptConfiguration()
        configuration.cursor = 5
        configuration.visibleRows = 3
        let many = (1...10).map { "Item \($0)" }
        var driver = PromptDriver(DropDown(options: many, configuration: configuration), terminal: VirtualTerminal(width: 30, height: 12))
        #expect(driver.prompt.state.list.highlighted == 5)
        let rows = driver.snapshot.trimmedLines.filter { $0.contains("Item") }
        #expect(rows.count == 3)
        #expect(rows.contains { $0.contains("›  Item 6") })
        driver.press(.enter)
        #expect(driver.result == .chosen("Item 6"))
    }
}

/// docs/behaviour.md §14 mistake 4 (TA-03): a space inside a running search is part of it.
@Suite struct TypeaheadSpaceTests {
    @Test func aSpaceInsideASearchIsPartOfItSoNewYorkCanBeTyped() {
        var driver = PromptDriver(
            DropDown("City", options: ["Newark", "New Jersey", "New York"]),
            terminal: VirtualTerminal(width: 40, height: 10))
        driver.type("new y")
        #expect(driver.result == nil)
        #expect(driver.prompt.state.list.highlightedOption?.label == "New York")
        driver.advance(by: .seconds(1))
        driver.press(.character(" "))
        #expect(driver.result == .chosen("New York"))
    }

    @Test func aSearchInAFullScreenDropDownExpiresWithTheHostsClock() {
        var list = DropDownControl(id: "city", options: ["Apple", "Banana", "Blueberry"].map { Choice($0, value: $0) })
        list.allowsModal = false
        var content = ScreenContent(title: "Cities", hint: "")
        content.add(list, label: "City")
        var driver = PromptDriver(
            AppScreen(content), terminal: VirtualTerminal(width: 40, height: 12, presentation: .fullScreen),
            options: PromptHost.Options(presentation: .fullScreen))
        driver.press(.enter)
        driver.type("b")
        driver.advance(by: .seconds(2))
        driver.type("a")  // a new search for "a", not "ba"
        #expect(driver.snapshot.trimmedLines.contains { $0.contains("›  Apple") }, "\(driver.snapshot)")
    }
}
