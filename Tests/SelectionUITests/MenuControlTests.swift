import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// A menu button with a submenu on a full-screen screen (docs/behaviour.md §6, §9): whole screens.
@Suite struct MenuControlTests {
    private func driver() -> PromptDriver<AppScreen> {
        let file = MenuControl(
            id: "file", trigger: "File",
            items: [.command("New"), .submenu("Recent", [.command("a.txt"), .command("b.txt")]), .separator, .command("Quit")])
        var content = ScreenContent(title: "Menus", hint: "")
        content.add(file, label: "File")
        let screen = AppScreen(content) { note, content in
            content.status += "[\(note.logLine)]"
            return .proceed
        }
        return PromptDriver(
            screen, terminal: VirtualTerminal(width: 64, height: 12, presentation: .fullScreen),
            options: PromptHost.Options(presentation: .fullScreen))
    }

    /// MENU-01, MENU-12, MENU-09 / OVL-02, MENU-13: Enter opens on the first item; → opens the
    /// submenu beside its item on its first item; Esc closes only the submenu; Enter in the
    /// submenu activates its item and closes the whole tree.
    @Test func keysThroughASubmenu_MENU01_MENU09_MENU12_MENU13_OVL02() {
        var driver = driver()
        driver.press(.enter)
        driver.press(.down)
        driver.press(.right)
        // The submenu beside its item, its first item level with it and highlighted.
        #expect(
            Array(driver.snapshot.trimmedLines[3...9]) == [
                "  File: ›File ▴",
                "         ╭─▲─────────╮",
                "         │  New      │╭────────╮",
                "         │› Recent ▸ ││› a.txt │",
                "         │───────────││  b.txt │",
                "         │  Quit     │╰────────╯",
                "         ╰───────────╯",
            ])
        driver.press(.escape)
        #expect(driver.prompt.stack.top?.owner == "file")
        #expect(!driver.snapshot.trimmedLines.contains { $0.contains("a.txt") })
        #expect(driver.snapshot.trimmedLines.contains { $0.contains("› Recent") })
        driver.press(.right)
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.prompt.stack.top == nil)
        #expect(driver.snapshot.trimmedLines.last == " [file: shown][file: activated Recent/b.txt][file: dismissed]")
    }

    /// OVL-05: a click on a submenu's item is inside the menu: it chooses the item.
    @Test func aClickInTheSubmenuChoosesIt_OVL05_MENU13() {
        var driver = driver()
        driver.press(.enter)
        driver.press(.down)
        driver.press(.right)
        let item = driver.snapshot.position(of: "b.txt")
        #expect(item != nil)
        if let item {
            driver.mouseDown(at: item)
            driver.mouseUp(at: item)
        }
        #expect(driver.prompt.stack.top == nil)
        #expect(driver.snapshot.trimmedLines.last == " [file: shown][file: activated Recent/b.txt][file: dismissed]")
    }
}
