import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

@Suite struct ScreenHostTests {
    static let fullScreen = PromptHost.Options(presentation: .fullScreen)

    /// A bar button drop-down "list" (six letters), a button "go" under it, and a checklist field.
    static func makeScreen(allowsModal: Bool = true, passesThrough: Bool = false) -> AppScreen {
        var list = DropDownControl(
            id: "list", options: ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot"].map { Choice($0, value: $0) })
        list.allowsModal = allowsModal
        list.passesThroughOutsidePresses = passesThrough
        var content = ScreenContent(title: "Host", hint: "hint")
        content.add(ButtonControl(id: "menu", title: "Menu"), place: .leadingBarButton)
        content.add(list, label: "List")
        content.add(ButtonControl(id: "go", title: "Go"), label: "Go")
        content.add(
            ModalFieldControl(id: "purpose", title: "Purpose") { field in
                PromptModal(
                    SingleChoiceSheet(title: field.title, options: ["Design", "Testing"], current: field.text), drawsOwnToolbar: true)
            } describe: {
                $0
            }, label: "Purpose")
        return AppScreen(content) { note, content in
            content.status += "[\(note.logLine)]"
            return .proceed
        }
    }

    static func driver(_ screen: AppScreen = makeScreen(), width: Int = 60, height: Int = 20) -> PromptDriver<AppScreen> {
        PromptDriver(screen, terminal: VirtualTerminal(width: width, height: height, presentation: .fullScreen), options: fullScreen)
    }

    @Test func tabAndShiftTabMoveTheFocusInOrder() {
        var driver = Self.driver()
        #expect(driver.prompt.focusOrder == ["menu", "list", "go", "purpose"])
        #expect(driver.prompt.focusedControl == "menu")
        driver.press(.tab)
        #expect(driver.prompt.focusedControl == "list")
        driver.press(.tab, modifiers: .shift)
        driver.press(.tab, modifiers: .shift)
        #expect(driver.prompt.focusedControl == "purpose")
    }

    @Test func tabInAnOpenPopoverClosesItAndMovesTheFocusOnFromItsTrigger() {
        // OVL-08: as if the popover sat right after its trigger in the tab order.
        var driver = Self.driver()
        driver.press(.tab)
        driver.press(.enter)
        #expect(driver.prompt.stack.top != nil)
        driver.press(.tab)
        #expect(driver.prompt.stack.top == nil)
        #expect(driver.prompt.focusedControl == "go")
        driver.press(.tab, modifiers: .shift)
        driver.press(.enter)
        #expect(driver.prompt.stack.top != nil)
        driver.press(.tab, modifiers: .shift)
        #expect(driver.prompt.stack.top == nil)
        #expect(driver.prompt.focusedControl == "menu")
    }

    @Test func onANarrowScreenLabelsGiveWayToTheirControls() {
        var content = ScreenContent(title: "Narrow", hint: "")
        content.add(ButtonControl(id: "colour", title: "colour"), label: "Design 1: a bar button's popover paints the view")
        let driver = PromptDriver(
            AppScreen(content), terminal: VirtualTerminal(width: 40, height: 8, presentation: .fullScreen),
            options: Self.fullScreen)
        let row = driver.snapshot.row(containing: "[ colour ]")
        #expect(row != nil, "\(driver.snapshot)")
        // The focus marker keeps the gap after the label (issue 20).
        #expect(driver.snapshot.quotedLines[row ?? 0] == "|  Design 1: a bar button's… ›[ colour ] |")
    }

    @Test func inAccessibleModeTheCursorFollowsTheFocusAndTheHighlightedRow() {
        let terminal = VirtualTerminal(width: 60, height: 20, presentation: .fullScreen)
        var driver = PromptDriver(
            Self.makeScreen(), terminal: terminal,
            options: PromptHost.Options(presentation: .fullScreen, isAccessible: true))
        driver.press(.tab)
        let trigger = driver.snapshot.position(of: "Select...") ?? Point(x: -1, y: -1)
        #expect(terminal.screen.isCursorVisible)
        #expect(Point(x: terminal.screen.cursorX, y: terminal.screen.cursorY) == trigger)
        driver.press(.enter)
        driver.press(.down)
        let bravo = driver.snapshot.position(of: "Bravo") ?? Point(x: -1, y: -1)
        #expect(terminal.screen.cursorY == bravo.y)
        #expect(driver.snapshot.lines[bravo.y].contains("›"))
    }

    @Test func pressesOnAControlTheCallerExemptsLeaveThePopoverOpenAndReachIt() {
        // OVL-10: a veto on closing for specific targets.
        var list = DropDownControl(id: "list", options: ["Alpha", "Bravo"].map { Choice($0, value: $0) })
        list.keepsOpenForPressesOn = ["help"]
        var content = ScreenContent(title: "Veto", hint: "")
        content.add(list, label: "List")
        content.add(ButtonControl(id: "help", title: "Help"), place: .trailingBarButton)
        content.add(ButtonControl(id: "go", title: "Go"), place: .leadingBarButton)
        let screen = AppScreen(content) { note, content in
            content.status += "[\(note.logLine)]"
            return .proceed
        }
        var driver = Self.driver(screen)
        driver.press(.tab)
        driver.press(.tab)
        #expect(driver.prompt.focusedControl == "list")
        driver.press(.enter)
        #expect(driver.prompt.stack.top != nil)
        driver.click(at: driver.snapshot.position(of: "Help") ?? Point(x: 0, y: 0))
        #expect(driver.prompt.stack.top != nil)
        #expect(driver.prompt.content.status.contains("help: activated"))
        driver.click(at: driver.snapshot.position(of: "Go") ?? Point(x: 0, y: 0))
        #expect(driver.prompt.stack.top == nil)
        #expect(!driver.prompt.content.status.contains("go: activated"))
    }

    @Test func theFocusedControlCarriesAMarkerAndUnderline() {
        var driver = Self.driver()
        driver.press(.tab)
        let row = driver.snapshot.row(containing: "Select...") ?? -1
        let position = driver.snapshot.position(of: "Select...") ?? Point(x: 0, y: 0)
        #expect(driver.snapshot.lines[row].contains("›Select..."))
        #expect(driver.snapshot.style(atColumn: position.x, row: position.y).attributes.contains(.underline))
    }

    @Test func aPressFocusesTheControlUnderIt() {
        var driver = Self.driver()
        let go = driver.snapshot.position(of: "[ Go ]") ?? Point(x: 0, y: 0)
        driver.click(at: go)
        #expect(driver.prompt.focusedControl == "go")
        #expect(driver.prompt.content.status == "[go: activated Go]")
    }

    @Test func aPressOutsideThePopoverDismissesItAndDoesNotActivateWhatIsUnder() {
        var driver = Self.driver()
        let trigger = driver.snapshot.position(of: "Select...") ?? Point(x: 0, y: 0)
        driver.click(at: trigger)
        #expect(driver.prompt.stack.top?.owner == "list")
        let menu = driver.snapshot.position(of: "Menu") ?? Point(x: 0, y: 0)
        driver.click(at: menu)
        #expect(driver.prompt.stack.isEmpty)
        #expect(!driver.prompt.content.status.contains("activated"))
        #expect(driver.prompt.content.status.hasSuffix("[list: dismissed (outsidePress)]"))
        #expect(driver.prompt.focusedControl == "list")
    }

    @Test func aPopoverThatAllowsPassThroughLetsTheOutsidePressReachWhatIsUnder() {
        var driver = Self.driver(Self.makeScreen(passesThrough: true))
        let trigger = driver.snapshot.position(of: "Select...") ?? Point(x: 0, y: 0)
        driver.click(at: trigger)
        let menu = driver.snapshot.position(of: "Menu") ?? Point(x: 0, y: 0)
        driver.click(at: menu)
        #expect(driver.prompt.stack.isEmpty)
        #expect(driver.prompt.content.status.hasSuffix("[menu: activated Menu]"))
        #expect(driver.prompt.focusedControl == "menu")
    }

    @Test func escDismissesTheTopLayerOnlyThenLeaves() {
        var driver = Self.driver()
        driver.press(.tab)
        driver.press(.enter)
        #expect(driver.prompt.stack.layers.count == 1)
        driver.press(.escape)
        #expect(driver.prompt.stack.isEmpty)
        #expect(driver.prompt.focusedControl == "list")
        #expect(driver.result == nil)
        driver.press(.escape)
        #expect(driver.result == .cancelled)
    }

    @Test func pressDragReleaseChoosesInOneGesture() {
        var driver = Self.driver()
        let trigger = driver.snapshot.position(of: "Select...") ?? Point(x: 0, y: 0)
        driver.mouseDown(at: trigger)
        let charlie = driver.snapshot.position(of: "Charlie") ?? Point(x: 0, y: 0)
        driver.drag(to: charlie)
        driver.mouseUp(at: charlie)
        #expect(driver.prompt.stack.isEmpty)
        #expect(driver.snapshot.row(containing: "Charlie ▾") != nil)
        #expect(driver.prompt.content.status.contains("[list: selected 2 Charlie]"))
    }

    @Test func aPopoverThatCannotFitBecomesAFullScreenModal() {
        var driver = Self.driver(width: 20, height: 6)
        driver.press(.tab)
        driver.press(.enter)
        guard let top = driver.prompt.stack.top else { Issue.record("nothing presented"); return }
        let frame = driver.prompt.layerFrame(of: top, screen: Size(width: 20, height: 6))
        guard case .fullScreen = frame else { Issue.record("expected full screen, got \(String(describing: frame))"); return }
        #expect(driver.snapshot.lines[0].hasPrefix(" ‹ Back"))
        #expect(driver.snapshot.row(containing: "Alpha") == 1)
        driver.press(.escape)
        #expect(driver.prompt.stack.isEmpty)
        #expect(driver.prompt.focusedControl == "list")
    }

    @Test func aPopoverForbiddenToBecomeModalIsCapped() {
        var driver = Self.driver(Self.makeScreen(allowsModal: false), width: 20, height: 6)
        driver.press(.tab)
        driver.press(.enter)
        guard let top = driver.prompt.stack.top else { Issue.record("nothing presented"); return }
        guard case .popover(let popover) = driver.prompt.layerFrame(of: top, screen: Size(width: 20, height: 6)) else {
            Issue.record("expected a popover"); return
        }
        #expect(popover.frame.height <= 7)
        #expect(popover.scrolls)
    }

    @Test func aResizeReflowsTheBarAndThePopover() {
        var screen = Self.makeScreen()
        screen.content.add(ButtonControl(id: "right", title: "Right"), place: .trailingBarButton)
        var driver = Self.driver(screen)
        #expect(driver.snapshot.lines[0].hasSuffix("[ Right ] "))
        driver.resize(width: 50, height: 20)
        #expect(driver.snapshot.lines[0].count == 50)
        #expect(driver.snapshot.lines[0].hasSuffix("[ Right ] "))
        driver.press(.tab, modifiers: .shift)
        driver.press(.tab, modifiers: .shift)
        driver.press(.tab, modifiers: .shift)
        #expect(driver.prompt.focusedControl == "list")
        driver.press(.enter)
        driver.resize(width: 20, height: 6)
        guard let top = driver.prompt.stack.top else { Issue.record("nothing presented"); return }
        guard case .fullScreen = driver.prompt.layerFrame(of: top, screen: Size(width: 20, height: 6)) else {
            Issue.record("expected the popover to become a modal on the small screen"); return
        }
    }

    @Test func aModalHostsAPromptAndTheFieldShowsItsResult() {
        var driver = Self.driver()
        driver.press(.tab, modifiers: .shift)
        #expect(driver.prompt.focusedControl == "purpose")
        driver.press(.enter)
        // The checklist draws its own title bar (Cancel, title, Done); the screen adds no second one.
        #expect(driver.snapshot.lines[0].hasPrefix("Cancel"))
        #expect(driver.snapshot.lines[0].contains("Purpose"))
        #expect(driver.snapshot.lines[0].hasSuffix("Done"))
        #expect(!driver.snapshot.lines.contains { $0.contains("‹ Back") })
        driver.press(.down)
        driver.press(.character(" "))
        driver.click(at: Point(x: 57, y: 0))
        #expect(driver.prompt.stack.isEmpty)
        #expect(driver.snapshot.row(containing: "Testing ▾") != nil)
        #expect(driver.prompt.content.status.contains("[purpose: value changed to Testing]"))
        #expect(driver.prompt.focusedControl == "purpose")
    }

    @Test func theContentAreaIsPaintedInItsBackgroundColour() {
        var screen = Self.makeScreen()
        screen.content.background = Colour(rgb: 0x0000ff)
        let driver = Self.driver(screen)
        #expect(driver.snapshot.style(atColumn: 30, row: 10).background == .rgb(Colour(rgb: 0x0000ff)))
        #expect(driver.snapshot.style(atColumn: 30, row: 0).background == .default)
    }
}
