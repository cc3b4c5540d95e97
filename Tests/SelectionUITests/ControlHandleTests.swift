import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// Typed composition: adding a control returns a handle of its type, and the handle reads the
/// control and its events back typed.
@Suite struct ControlHandleTests {
    static let red = Colour(rgb: 0xff0000)
    static let blue = Colour(rgb: 0x0000ff)

    /// A colour drop-down and a Go button; the reaction reads each through its handle only.
    static func makeScreen() -> (AppScreen, ControlHandle<DropDownControl<Colour>>, ControlHandle<ButtonControl>) {
        var content = ScreenContent(title: "Handles")
        let colour = content.add(
            DropDownControl(id: "colour", options: [Choice("Red", value: red), Choice("Blue", value: blue)]), label: "Colour")
        let go = content.add(ButtonControl(id: "go", title: "Go"), label: "Go")
        let screen = AppScreen(content) { note, content in
            if case .selected(let index, let label, let value)? = note.event(from: colour) {
                content.background = value
                content.status += "[colour \(index) \(label)]"
            }
            if note.isFrom(colour), note.event(from: go) != nil { content.status += "[both]" }
            if case .activated(nil, let label)? = note.event(from: go) { return .finish(label) }
            return .proceed
        }
        return (screen, colour, go)
    }

    static func driver(_ screen: AppScreen) -> PromptDriver<AppScreen> {
        PromptDriver(
            screen, terminal: VirtualTerminal(width: 40, height: 12, presentation: .fullScreen),
            options: PromptHost.Options(presentation: .fullScreen))
    }

    @Test func aSelectionArrivesWithTheControlsValueType() {
        let (screen, colour, _) = Self.makeScreen()
        var driver = Self.driver(screen)
        driver.press(.enter)
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.prompt.content.background == Self.blue)
        #expect(driver.prompt.content.status == "[colour 1 Blue]")
        #expect(driver.prompt.content[colour]?.state.list.selectedOptions.map(\.value) == [Self.blue])
        #expect(driver.result == nil)
    }

    @Test func aButtonsHandleReadsOnlyItsOwnActivation() {
        let (screen, _, _) = Self.makeScreen()
        var driver = Self.driver(screen)
        driver.press(.tab)
        driver.press(.enter)
        #expect(driver.result == .chosen("Go"))
        #expect(driver.prompt.content.status == "")
    }

    @Test func aHandleOfTheWrongTypeFindsNothing() {
        let (screen, colour, _) = Self.makeScreen()
        let impostor = ControlHandle<ButtonControl>(id: colour.id)
        #expect(screen.content[impostor] == nil)
        let note = ControlNotification(controlID: "colour", event: ControlEvent<Colour>.selected(index: 0, label: "Red", value: Self.red))
        #expect(note.event(from: impostor) == nil)
        #expect(note.kind == .selected(index: 0, label: "Red"))
        #expect(note.logLine == "colour: selected 0 Red")
        guard case .selected(0, "Red", let value)? = note.event(from: colour) else {
            Issue.record("the colour handle reads its own event")
            return
        }
        #expect(value == Self.red)
    }

    @Test func settingThroughAHandleReplacesTheControl() {
        let (made, colour, go) = Self.makeScreen()
        var screen = made
        screen.content[go]?.title = "Start"
        screen.content[colour]?.fixedLabel = "Paint"
        #expect(screen.content[go]?.title == "Start")
        #expect(screen.content[colour]?.fixedLabel == "Paint")
        screen.content[ControlHandle<ButtonControl>(id: "colour")] = ButtonControl(id: "colour", title: "Impostor")
        #expect(screen.content[colour]?.fixedLabel == "Paint")
        screen.content[go] = ButtonControl(id: "went", title: "Elsewhere")
        #expect(screen.content[go]?.title == "Start")
    }
}
