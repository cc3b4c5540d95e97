import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// The menu prompt on a virtual terminal: whole screens, keys, the mouse and the clock (§6, OVL-05, POS).
@Suite struct MenuPromptTests {
    static let items: [MenuItem] = [
        .submenu(
            "File",
            [
                .command("New"),
                .submenu("Export", [.command("PDF"), .command("HTML", disabledReason: "no template")]),
                .separator,
                .command("Print", disabledReason: "no printer"),
            ]),
        .submenu("Edit", [.command("Undo"), .command("Redo")]),
        .separator,
        .checkbox("Word Wrap", isChecked: true),
        .radio("Light", group: "theme", isChecked: true),
        .radio("Dark", group: "theme"),
        .command("Quit"),
    ]

    func menu(trigger: String? = "Menu") -> Menu { Menu(trigger: trigger, items: Self.items) }

    @Test func menu01And12KeysOpenTheMenuAndASubmenuToTheSide() {
        let terminal = VirtualTerminal(width: 80, height: 14)
        var driver = PromptDriver(menu(), terminal: terminal)
        #expect(driver.snapshot.trimmedLines[0] == "Menu ▾")
        driver.press(.down)  // MENU-01: open at the first item
        driver.press(.right)  // MENU-12: File's submenu, its first item active
        driver.press(.down)
        driver.press(.right)  // Export's submenu, a level deeper
        #expect(
            driver.snapshot.quotedLines == [
                "|Menu ▴                                                                          |",
                "|╭──────────────────╮╭───────────────────────╮                                   |",
                "|│›     File      ▸ ││  New                  │╭─────────────────────╮            |",
                "|│      Edit      ▸ ││› Export             ▸ ││› PDF                │            |",
                "|│──────────────────││───────────────────────││  HTML (no template) │            |",
                "|│  [x] Word Wrap   ││  Print (no printer)   │╰─────────────────────╯            |",
                "|│  (•) Light       │╰───────────────────────╯                                   |",
                "|│  ( ) Dark        │                                                            |",
                "|│      Quit        │                                                            |",
                "|╰──────────────────╯                                                            |",
                "|                                                                                |",
                "|↑/↓ move · → open · ← back · enter choose · space toggle · esc close            |",
                "|                                                                                |",
                "|                                                                                |",
            ])
        driver.press(.enter)  // MENU-13: the whole tree closes
        #expect(driver.result == .chosen(MenuChoice(path: [0, 1, 0], labels: ["File", "Export", "PDF"], value: nil, items: Self.items)))
        #expect(driver.snapshot.trimmedLines[0] == "Menu: File/Export/PDF")
        #expect(terminal.violations == [])
    }

    @Test func posASubmenuThatDoesNotFitOnTheRightFlipsAndShiftsButNeverLeavesTheScreen() {
        var driver = PromptDriver(menu(trigger: nil), terminal: VirtualTerminal(width: 40, height: 14))
        driver.press(.right)
        #expect(
            Array(driver.snapshot.quotedLines.prefix(9)) == [
                "|╭──────────────╭───────────────────────╮|",
                "|│›     File    │› New                  │|",
                "|│      Edit    │  Export             ▸ │|",
                "|│──────────────│───────────────────────│|",
                "|│  [x] Word Wra│  Print (no printer)   │|",
                "|│  (•) Light   ╰───────────────────────╯|",
                "|│  ( ) Dark        │                    |",
                "|│      Quit        │                    |",
                "|╰──────────────────╯                    |",
            ])
        #expect(driver.terminal.violations == [])
    }

    @Test func posASubmenuNearTheBottomShiftsUpToStayInTheRegion() {
        let items: [MenuItem] =
            ["a", "b", "c", "d", "e"].map { MenuItem.command($0) } + [
                .submenu("More", ["1", "2", "3", "4", "5", "6"].map { MenuItem.command($0) })
            ]
        var driver = PromptDriver(Menu(items: items), terminal: VirtualTerminal(width: 30, height: 12))
        driver.press(.end)
        driver.press(.right)
        #expect(
            driver.snapshot.quotedLines == [
                "|╭─────────╮╭────╮             |",
                "|│  a      ││› 1 │             |",
                "|│  b      ││  2 │             |",
                "|│  c      ││  3 │             |",
                "|│  d      ││  4 │             |",
                "|│  e      ││  5 │             |",
                "|│› More ▸ ││  6 │             |",
                "|╰─────────╯╰────╯             |",
                "|                              |",
                "|↑/↓ move · → open · ← back · …|",
                "|                              |",
                "|                              |",
            ])
    }

    @Test func menu12RightToLeftSwapsTheArrowKeys() {
        let rightToLeft = Menu(items: Self.items, configuration: MenuConfiguration(isRightToLeft: true))
        var driver = PromptDriver(rightToLeft, terminal: VirtualTerminal(width: 80, height: 14))
        driver.press(.right)  // closes a submenu in right-to-left: on the root menu, nothing
        #expect(driver.prompt.state.levels.count == 1)
        driver.press(.left)  // opens File's submenu
        #expect(driver.prompt.state.levels == [MenuLevel(path: [], active: 0), MenuLevel(path: [0], active: 0)])
        // No room on the left of the root menu at column 0: the submenu flips to the right.
        #expect(driver.snapshot.trimmedLines[1] == "│›     File      ▸ ││› New                  │")
        driver.press(.right)
        #expect(driver.prompt.state.levels.count == 1)
    }

    @Test func menu09EscapeClosesOneLevelAtATimeThenTheTriggerCancels() {
        var driver = PromptDriver(menu())
        driver.press(.down)
        driver.press(.right)
        driver.press(.escape)
        #expect(driver.prompt.state.levels == [MenuLevel(path: [], active: 0)])
        driver.press(.escape)
        #expect(driver.prompt.state.isOpen == false)
        #expect(driver.result == nil)
        #expect(driver.snapshot.trimmedLines[0] == "Menu ▾")
        driver.press(.escape)
        #expect(driver.result == .cancelled)
        var atCursor = PromptDriver(menu(trigger: nil))
        atCursor.press(.escape)
        #expect(atCursor.result == .cancelled)
    }

    @Test func menu07SpaceTogglesAndTheChoiceCarriesTheStates() {
        var driver = PromptDriver(menu(trigger: nil))
        driver.type("w")  // MENU-05: typeahead to Word Wrap
        driver.press(.character(" "))  // TA-03: a space while searching belongs to the search
        #expect(driver.prompt.state.items[3].isChecked == true)
        driver.advance(by: .seconds(1))
        driver.press(.character(" "))  // MENU-07: off, the menu stays
        driver.type("d")  // Dark
        driver.advance(by: .seconds(1))
        driver.press(.character(" "))  // checked, Light unchecked
        #expect(driver.result == nil)
        driver.press(.end)
        driver.press(.enter)
        guard case .chosen(let choice) = driver.result else {
            Issue.record("no choice: \(String(describing: driver.result))")
            return
        }
        #expect(choice.pathText == "Quit")
        #expect(choice.items[3].isChecked == false)
        #expect(choice.items[4].isChecked == false)
        #expect(choice.items[5].isChecked == true)
    }

    @Test func menu11ADisabledItemSaysWhyAndIsNotChosen() {
        var driver = PromptDriver(menu(trigger: nil), terminal: VirtualTerminal(width: 60, height: 14))
        driver.press(.right)
        driver.press(.end)
        driver.press(.enter)
        #expect(driver.result == nil)
        #expect(driver.snapshot.trimmedLines[9] == "✗ File/Print: no printer")
    }

    @Test func pressDragReleaseAcrossLevelsWithHoverDelays() {
        var driver = PromptDriver(menu(), terminal: VirtualTerminal(width: 80, height: 14))
        driver.mouseDown(at: Point(x: 1, y: 0))  // MENU-02: open on press, nothing active
        #expect(driver.prompt.state.levels == [MenuLevel(path: [], active: nil)])
        driver.drag(to: Point(x: 8, y: 2))  // File
        driver.advance(by: .milliseconds(200))  // MENU-14: the submenu opens after 200 ms
        #expect(driver.prompt.state.levels.count == 2)
        driver.drag(to: Point(x: 22, y: 3))  // Export, in the submenu
        driver.advance(by: .milliseconds(200))
        #expect(driver.prompt.state.levels.count == 3)
        driver.drag(to: Point(x: 48, y: 3))  // PDF
        driver.mouseUp(at: Point(x: 48, y: 3))
        #expect(driver.result == .chosen(MenuChoice(path: [0, 1, 0], labels: ["File", "Export", "PDF"], value: nil, items: Self.items)))
    }

    @Test func menu14TheSafeTriangleLetsThePointerCrossSiblingsTowardTheSubmenu() {
        var driver = PromptDriver(menu(), terminal: VirtualTerminal(width: 80, height: 14))
        driver.mouseDown(at: Point(x: 1, y: 0))
        driver.drag(to: Point(x: 14, y: 2))  // File, near its right edge
        driver.advance(by: .milliseconds(200))
        driver.drag(to: Point(x: 17, y: 3))  // diagonally over Edit toward the submenu: Edit does not take over
        #expect(driver.prompt.state.levels.map(\.active) == [0, nil])
        driver.advance(by: .milliseconds(300))
        #expect(driver.prompt.state.levels.count == 2)
        driver.drag(to: Point(x: 22, y: 2))  // New, in the submenu
        #expect(driver.prompt.state.levels.map(\.active) == [0, 0])
    }

    @Test func ovl05APressInsideASubmenuDoesNotCloseItsParentAndOneOutsideClosesAll() {
        var driver = PromptDriver(menu(), terminal: VirtualTerminal(width: 80, height: 14))
        driver.press(.down)
        driver.press(.right)
        driver.click(at: Point(x: 30, y: 5))  // the submenu's separator row: inside, not outside
        #expect(driver.prompt.state.levels.count == 2)
        driver.click(at: Point(x: 70, y: 8))
        #expect(driver.prompt.state.isOpen == false)
        #expect(driver.result == nil)
    }
}
