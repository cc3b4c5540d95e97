import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// The README's examples, run as written.
@Suite struct ReadmeExampleTests {
    @Test func choosesGreen() {
        var driver = PromptDriver(DropDown("Colour", options: ["Red", "Green"]), terminal: VirtualTerminal(width: 40, height: 10))
        driver.press(.down)
        #expect(
            driver.snapshot.trimmedLines == [
                "Colour: Select... ▴",
                "        ╭────▲────╮",
                "        │   Red   │",
                "        │›  Green │",
                "        ╰─────────╯",
                "↑/↓ move · enter choose · esc cancel",
            ])
        driver.press(.enter)
        #expect(driver.result == .chosen("Green"))
    }

    @Test func theNumberFieldAndMenuExamples() {
        var weight = PromptDriver(
            NumberField(
                title: "Weight",
                configuration: NumberFieldConfiguration(
                    minimum: DecimalNumber(0), maximum: DecimalNumber(300), step: DecimalNumber(significand: 5, scale: 1)),
                value: DecimalNumber(70), unit: "kg"))
        weight.press(.up)
        weight.press(.enter)
        #expect(weight.result == .chosen(DecimalNumber(significand: 705, scale: 1)))

        let items: [MenuItem] = [
            .command("New"), .submenu("Export", [.command("PDF"), .command("HTML")]), .separator, .checkbox("Autosave", isChecked: true),
        ]
        var command = PromptDriver(Menu(trigger: "File", items: items))
        command.press(.down)
        command.press(.down)
        command.press(.right)
        command.press(.enter)
        guard case .chosen(let choice) = command.result else {
            Issue.record("no choice: \(String(describing: command.result))")
            return
        }
        #expect(choice.pathText == "Export/PDF")
        #expect(choice.items[3].isChecked)
    }

    @Test func theFullScreenExampleReadsTheColourTyped() {
        let blue = Colour(rgb: 0x0000ff)
        let colours = [Choice("Red", value: Colour(rgb: 0xff0000)), Choice("Blue", value: blue)]
        var driver = PromptDriver(
            readmeScreenExample(colours), terminal: VirtualTerminal(width: 40, height: 10, presentation: .fullScreen),
            options: PromptHost.Options(presentation: .fullScreen))
        driver.press(.enter)
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.prompt.content.background == blue)
        driver.press(.tab)
        driver.press(.enter)
        #expect(driver.result == .chosen("Blue"))
    }

    @Test func theHostLoopRunsFromAScript() async throws {
        let terminal = VirtualTerminal(width: 40, height: 10)
        terminal.enqueueKeys(KeyEvent(.down), KeyEvent(.enter))
        let result = try await DropDown("Colour", options: ["Red", "Green"]).run(on: terminal)
        #expect(result == .chosen("Green"))
    }
}

/// The README's package example, compiled (not run: it needs a terminal). Keep it in step with the README.
func readmePackageExample() async throws {
    let colours = [
        Choice("Red", value: Colour(rgb: 0xff0000), content: .swatchAndText(Colour(rgb: 0xff0000))),
        Choice("Blue", value: Colour(rgb: 0x0000ff), content: .swatchAndText(Colour(rgb: 0x0000ff))),
    ]
    switch try await DropDown("Colour", options: colours).run() {
    case .chosen(let colour): print(colour.hexString)
    case .cancelled, .timedOut: print("no colour")
    case .interrupted: return
    }
    let profile = try await Form(fields: [
        .checklist("Purpose", options: ["Design", "Testing"]),
        .checklist("Location", options: ["Both", "Private", "Public"]),
    ]).run()
    let pace = try await WheelPicker(title: "Pace", format: .minutesSeconds, value: 300, unit: .minutesPerKilometer).run()
    _ = (profile, pace)
    _ = try await readmeScreenExample(colours).run(options: PromptHost.Options(presentation: .fullScreen))
}

/// The README's full-screen example, as a screen the tests can drive.
func readmeScreenExample(_ colours: [Choice<Colour>]) -> AppScreen {
    var content = ScreenContent(title: "Selection View", hint: "Press Color, pick a colour")
    let colour = content.add(DropDownControl(id: "colour", options: colours, title: "Color"), place: .trailingBarButton)
    let done = content.add(ButtonControl(id: "done", title: "Done"), label: nil)
    let screen = AppScreen(content) { note, content in
        if case .selected(_, let label, let value)? = note.event(from: colour) {  // value: Colour
            content.background = value
            content.status = label
        }
        return note.isFrom(done) ? .finish(content.status) : .proceed
    }
    return screen
}
