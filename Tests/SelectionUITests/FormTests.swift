import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

@Suite struct FormTests {
    func jobProfile() -> PromptDriver<Form> {
        PromptDriver(
            Form(fields: [
                .singleChoice("Purpose", options: ["Design", "Testing"]),
                .singleChoice("Location", options: ["Both", "Private", "Public"], current: "public"),
            ]),
            terminal: VirtualTerminal(width: 30, height: 10),
            options: PromptHost.Options(theme: .monochrome)
        )
    }

    @Test func answeredFieldsStayAboveTheActiveOneAndTheResultListsThemInOrder() {
        var driver = jobProfile()
        driver.press(.enter)
        #expect(
            driver.snapshot.trimmedLines == [
                "Purpose: Design",
                "Cancel     Location       Done",
                "──────────────────────────────",
                "   Both",
                "   Private",
                "›✓ Public",
                "↑/↓ move · space check · ente…",
            ])
        driver.press(.enter)
        #expect(
            driver.result
                == .chosen([
                    FormAnswer(label: "Purpose", value: "Design"),
                    FormAnswer(label: "Location", value: "Public"),
                ]))
        // The summary stays one line, cut to the terminal's width.
        #expect(driver.snapshot.trimmedLines == ["Purpose: Design, Location: Pu…"])
    }

    @Test func escapeGoesBackToThePreviousFieldOnItsAnswerAndCancelsOnTheFirst() {
        var driver = jobProfile()
        driver.press(.down)
        driver.press(.enter)
        driver.press(.escape)
        #expect(driver.result == nil)
        #expect(driver.prompt.answers == [])
        #expect(
            driver.snapshot.trimmedLines == [
                "Cancel     Purpose        Done",
                "──────────────────────────────",
                "   Design",
                "›✓ Testing",
                "↑/↓ move · space check · ente…",
            ])
        driver.press(.escape)
        #expect(driver.result == .cancelled)
    }

    @Test func clicksReachTheActiveFieldBelowTheAnswers() {
        var driver = jobProfile()
        driver.press(.enter)
        driver.click(at: Point(x: 4, y: 3))
        driver.click(at: Point(x: 27, y: 1))
        #expect(
            driver.result
                == .chosen([
                    FormAnswer(label: "Purpose", value: "Design"),
                    FormAnswer(label: "Location", value: "Both"),
                ]))
    }

    @Test func cancelButtonOnTheSecondFieldGoesBack() {
        var driver = jobProfile()
        driver.press(.enter)
        driver.click(at: Point(x: 1, y: 1))
        #expect(driver.result == nil)
        #expect(driver.prompt.activeIndex == 0)
    }

    /// A drop-down field started near the bottom of the screen decides its side when the form
    /// starts it, before its first frame scrolls the terminal: a key does not move its popover.
    @Test func aDropDownFieldNearTheBottomKeepsTheSideItOpenedOn() {
        let colours = ["Red", "Green", "Blue", "Purple"]
        var driver = PromptDriver(
            Form(fields: [
                FormField("Size") { _ in AnyPrompt(DropDown("Size", options: ["S", "M"])) },
                FormField("Colour") { _ in AnyPrompt(DropDown("Colour", options: colours)) },
            ]),
            terminal: VirtualTerminal(width: 30, height: 12, earlierOutput: (1...8).map { "line \($0)" }))
        driver.press(.enter)
        let opened = driver.snapshot.trimmedLines
        #expect(opened.last == "Colour: Select... ▴")
        #expect(opened.contains("        ╰────▼─────╯"))
        driver.press(.down)
        var moved = opened
        if let red = moved.firstIndex(of: "        │›  Red    │"), let green = moved.firstIndex(of: "        │   Green  │") {
            moved[red] = "        │   Red    │"
            moved[green] = "        │›  Green  │"
        }
        #expect(driver.snapshot.trimmedLines == moved)
        #expect(moved != opened)
    }

    @Test func aFormWithoutFieldsFinishesAtOnceWithNoAnswers() {
        var driver = PromptDriver(Form(fields: []))
        driver.press(.enter)
        #expect(driver.result == .chosen([]))
    }

    /// A field that wants motion reports (as an open menu does) for as long as it runs.
    private struct HoveringField: Prompt {
        func preferredHeight(in screen: Size, context: PromptContext) -> Int { 1 }
        mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<String> {
            if case .key(let key) = event, key.key == .enter { return .finish(.chosen("done")) }
            return .proceed
        }
        func render(into buffer: inout Buffer, context: PromptContext) -> Point? { nil }
        var tracksPointerMotion: Bool { true }
    }

    @Test func aFieldThatTracksThePointerIsForwardedByTheFormAndAnyPrompt_MENU14() {
        // A menu inside a form hovers as it does alone: wrappers forward the wish, no cast finds it.
        var menu = Menu(trigger: "File", items: [.command("New"), .command("Open")])
        #expect(!AnyPrompt(menu).tracksPointerMotion)
        _ = menu.handle(.key(KeyEvent(.enter)), context: PromptContext(screen: Size(width: 40, height: 10)))
        #expect(menu.tracksPointerMotion)
        #expect(AnyPrompt(menu).tracksPointerMotion)
        let form = Form(fields: [FormField("Hover") { _ in AnyPrompt(HoveringField()) }])
        #expect(form.tracksPointerMotion)
        var driver = PromptDriver(form)
        driver.press(.enter)
        #expect(driver.result == .chosen([FormAnswer(label: "Hover", value: "done")]))
        #expect(!driver.prompt.tracksPointerMotion)
    }
}
