import Foundation
import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// The `///` examples of the public entry points, as written, run through the test kit: an
/// example that calls `run()` on the terminal runs here with `run(on: terminal)` and the keys the
/// example's comment assumes; its comments' claims are the expectations. When an example changes,
/// change its copy here. The README's examples are in ReadmeExampleTests, the article "Testing
/// your prompts" is Examples/Deploy's tests.
@Suite struct DocExampleTests {
    /// Runs `body`, which blocks, on a thread of its own and returns what it returns.
    static func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }

    // MARK: SelectionCore

    @Test func dropDownState() {
        var dropDown = DropDownState(
            items: ["Red", "Green", "Blue"].map { .option(Choice($0)) },
            mode: .value(placeholder: "Select...")
        )
        #expect(dropDown.send(.open(.keyboard(.down))) == [.shown, .highlightChanged(0)])
        #expect(dropDown.send(.list(.moveDown)) == [.highlightChanged(1)])
        #expect(dropDown.send(.commit) == [.selected(index: 1, option: Choice("Green")), .dismissed(.commit)])
        #expect(dropDown.triggerLabel == "Green")
    }

    @Test func listStateSend() {
        let fruit = ["Apple", "Cherry", "Banana"]
        var list = ListState(items: fruit.map { .option(Choice($0)) })
        #expect(list.send(.moveDown) == [.highlightChanged(0)])
        #expect(list.send(.typeahead("b", at: .milliseconds(0))) == [.highlightChanged(2)])
    }

    // MARK: Prompts (run on a virtual terminal instead of the real one)

    @Test func prompt() async throws {
        let terminal = VirtualTerminal(width: 40, height: 10)
        terminal.enqueueKeys(KeyEvent(.down), KeyEvent(.enter))  // Down opens the list on the option after the first
        let result = try await DropDown("Colour", options: ["Red", "Green", "Blue"]).run(on: terminal)
        #expect(result == .chosen("Green"))
    }

    @Test func dropDown() async throws {
        let colours = [Choice("Red", value: Colour(rgb: 0xff0000)), Choice("Blue", value: Colour(rgb: 0x0000ff))]
        let terminal = VirtualTerminal(width: 40, height: 10)
        terminal.enqueueKeys(KeyEvent(.down), KeyEvent(.down), KeyEvent(.enter))
        switch try await DropDown("Colour", options: colours).run(on: terminal) {
        case .chosen(let colour): #expect(colour.hexString == "#0000ff")
        default: Issue.record("no colour")
        }
    }

    @Test func dropDownOverStrings() async throws {
        let terminal = VirtualTerminal(width: 40, height: 10)
        terminal.enqueueKeys(KeyEvent(.down), KeyEvent(.enter))
        let purpose = try await DropDown("Purpose", options: ["Design", "Testing"]).run(on: terminal).value
        #expect(purpose == "Testing")
    }

    @Test func dropDownOverAFeed() async throws {
        let feed = ItemFeed()
        let input = Pipe()
        feed.readAsynchronously(from: input.fileHandleForReading.fileDescriptor)  // the example reads 0, standard input
        input.fileHandleForWriting.write(Data("a.swift\nb.swift\n".utf8))
        try input.fileHandleForWriting.close()
        let terminal = VirtualTerminal(width: 40, height: 10)
        terminal.enqueueBackgroundWait()
        terminal.enqueueKeys(KeyEvent(.down), KeyEvent(.down), KeyEvent(.enter))
        let index = try await DropDown("File", feed: feed).run(on: terminal).value
        #expect(index == 1)
    }

    @Test func dropDownOverAsyncLines() async throws {
        let names = AsyncStream<String> { continuation in
            for name in ["main", "release/0.3", "line-mode"] { continuation.yield(name) }
            continuation.finish()
        }
        // In line mode, which waits for the end of the input whatever the timing of the task. The
        // wait blocks its thread, so it runs on one of its own, as `run()` does: blocking a thread
        // of the cooperative pool (two on a 2-core machine, shared with the tests running beside
        // this one) can starve the task that feeds the lines. The limit is generous: the task runs on
        // that pool, which the CPU-heavy suites beside this one (the parallel matcher's) keep busy.
        // Handed to the other thread and read back only after it finished.
        nonisolated(unsafe) let device = ScriptedLineDevice(answers: [.line("2")])
        let branch = try await Self.onOwnThread {
            try DropDown("Branch", lines: names).askInLineMode(on: device, timeout: .seconds(120)).value
        }
        #expect(branch == "release/0.3")
        #expect(device.transcript == "Branch\n  1) main\n  2) release/0.3\n  3) line-mode\nChoose 1-3: 2\n")
    }

    @Test func dropDownOverAChildProcess() throws {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/bin/sh")  // the example runs git; any child process will do
        git.arguments = ["-c", "printf 'main\\nrelease/0.3\\nline-mode\\n'"]
        let output = Pipe()
        git.standardOutput = output
        try git.run()
        let lines = ItemFeed()
        lines.readAsynchronously(from: output.fileHandleForReading.fileDescriptor)
        let device = ScriptedLineDevice(answers: [.line("line-mode")])
        let branch = try DropDown("Branch", lines: lines).askInLineMode(on: device, timeout: .seconds(30)).value
        #expect(branch == "line-mode")
        git.waitUntilExit()
    }

    @Test func multiSelect() async throws {
        let terminal = VirtualTerminal(width: 40, height: 10)
        // Cheese, then Basil: Down opens on Olives, Up, Space checks Cheese, Down Down, Space, Enter.
        terminal.enqueueKeys(
            KeyEvent(.down), KeyEvent(.up), KeyEvent(.space), KeyEvent(.down), KeyEvent(.down), KeyEvent(.space), KeyEvent(.enter))
        let toppings = try await MultiSelect("Toppings", options: ["Cheese", "Olives", "Basil"], limit: 2).run(on: terminal)
        if case .chosen(let chosen) = toppings { #expect(chosen == ["Cheese", "Basil"]) } else { Issue.record("\(toppings)") }
    }

    @Test func multiSelectWithAMinimum() async throws {
        let terminal = VirtualTerminal(width: 60, height: 10)
        terminal.enqueueKeys(KeyEvent(.down), KeyEvent(.enter), KeyEvent(.space), KeyEvent(.enter))
        let checks = try await MultiSelect("Checks", options: ["Lint", "Unit tests", "Smoke test"], minimum: 1).run(on: terminal)
        // Enter with none checked is refused; Space checks the highlighted option.
        #expect(checks == .chosen(["Unit tests"]))
    }

    @Test func singleChoiceSheet() async throws {
        let terminal = VirtualTerminal(width: 40, height: 10)
        terminal.enqueueKeys(KeyEvent(.enter))
        let purpose = try await SingleChoiceSheet(title: "Purpose", options: ["Design", "Testing"], current: "design").run(on: terminal)
        #expect(purpose == .chosen("Design"))
    }

    @Test func form() async throws {
        let profile = Form(fields: [
            .singleChoice("Purpose", options: ["Design", "Testing"], current: "design"),
            .singleChoice("Location", options: ["Both", "Private", "Public"]),
        ])
        let terminal = VirtualTerminal(width: 40, height: 10)
        terminal.enqueueKeys(KeyEvent(.enter), KeyEvent(.down), KeyEvent(.down), KeyEvent(.enter))
        var printed: [String] = []
        if case .chosen(let answers) = try await profile.run(on: terminal) {
            for answer in answers { printed.append("\(answer.label)=\(answer.value)") }
        }
        #expect(printed == ["Purpose=Design", "Location=Public"])
    }

    @Test func formFieldAndAnyPrompt() throws {
        let purpose = FormField("Purpose") { previous in
            AnyPrompt(SingleChoiceSheet(title: "Purpose", options: ["Design", "Testing"], current: previous ?? "Design"))
        }
        let again = FormField("Again") { _ in
            let field: AnyPrompt<String> = AnyPrompt(SingleChoiceSheet(title: "Purpose", options: ["Design", "Testing"]))
            return field
        }
        var driver = PromptDriver(Form(fields: [purpose, again]))
        driver.press(.enter)
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.result == .chosen([FormAnswer(label: "Purpose", value: "Design"), FormAnswer(label: "Again", value: "Testing")]))
        // Built this way, the form is asked in line mode too.
        let device = ScriptedLineDevice(answers: [.line("2"), .line("1")])
        #expect(
            try Form(fields: [purpose, again]).askInLineMode(on: device, timeout: nil)
                == .chosen([FormAnswer(label: "Purpose", value: "Testing"), FormAnswer(label: "Again", value: "Design")]))
    }

    @Test func confirm() async throws {
        let terminal = VirtualTerminal(width: 40, height: 6)
        terminal.enqueueKeys(KeyEvent(.enter))
        var said = ""
        switch try await Confirm("Deploy to production?", default: false).run(on: terminal) {
        case .chosen(true): said = "deployed"
        default: said = "not deployed"  // No, Esc, Ctrl-C
        }
        #expect(said == "not deployed")
    }

    @Test func numberField() async throws {
        let field = NumberField(
            title: "Weight",
            configuration: NumberFieldConfiguration(
                minimum: DecimalNumber(0), maximum: DecimalNumber(300), step: DecimalNumber(significand: 5, scale: 1)),
            value: DecimalNumber(70), unit: "kg")
        let terminal = VirtualTerminal(width: 60, height: 6)
        terminal.enqueueKeys(KeyEvent(.up), KeyEvent(.enter))
        if case .chosen(let weight) = try await field.run(on: terminal) {
            #expect("\(weight)" == "70.5")
        } else {
            Issue.record("no weight")
        }
    }

    @Test func wheelPicker() async throws {
        let picker = WheelPicker(title: "Pace", format: .minutesSeconds, value: 683, unit: .minutesPerMile, maximum: 1200)
        let terminal = VirtualTerminal(width: 60, height: 20, presentation: .fullScreen)
        terminal.enqueueKeys(KeyEvent(.enter))
        switch try await picker.run(on: terminal, options: PromptHost.Options(presentation: .fullScreen)) {
        case .chosen(let seconds): #expect(seconds == 683.0)  // if accepted as it was
        default: Issue.record("not accepted")
        }
    }

    @Test func menu() async throws {
        let menu = Menu(
            trigger: "File",
            items: [
                .command("New"),
                .submenu("Export", [.command("PDF"), .command("HTML")]),
                .separator,
                .checkbox("Autosave", isChecked: true),
            ])
        let terminal = VirtualTerminal(width: 40, height: 10)
        terminal.enqueueKeys(KeyEvent(.down), KeyEvent(.down), KeyEvent(.right), KeyEvent(.enter))
        if case .chosen(let choice) = try await menu.run(on: terminal) {
            #expect(choice.pathText == "Export/PDF")
        } else {
            Issue.record("no choice")
        }
    }

    // MARK: Line mode

    @Test func plainHostAndLineModePrompt() throws {
        let prompt = DropDown("Colour", options: ["Red", "Green", "Blue"])
        let environment = ["TERM": "dumb"]  // the example reads the process's environment
        let device = ScriptedLineDevice(answers: [.line("blue")])
        // PlainHost.run(prompt) asks on /dev/tty; the same prompt asked on a scripted device:
        let result = environment["TERM"] == "dumb" ? try prompt.askInLineMode(on: device, timeout: nil) : .cancelled
        #expect(result == .chosen("Blue"))
    }

    @Test func plainDialogue() {
        let dialogue = PlainDialogue(title: "Colour", labels: ["Red", "Green", "Blue"])
        #expect(dialogue.listing == "Colour\n  1) Red\n  2) Green\n  3) Blue\n")
        #expect(dialogue.interpret("2") == .success([1]))
        #expect(dialogue.interpret("green") == .success([1]))
        #expect(dialogue.interpret("7") == .failure(.init(message: "7 is not between 1 and 3")))
    }

    @Test func plainConfirmation() {
        let question = PlainConfirmation(question: "Deploy?", isYesDefault: false)
        #expect(question.question == "Deploy? [y/N] ")
        #expect(question.interpret("") == .success(false))
        #expect(question.interpret("Yes") == .success(true))
        #expect(question.interpret("maybe") == .failure(LineProblem(message: "answer y (Yes) or n (No)")))
    }

    @Test func wheelDialogue() throws {
        let state = try WheelState(format: .minutesSeconds, value: 300, maximum: 900)
        let dialogue = WheelDialogue(title: "Pace", state: state)
        #expect(dialogue.interpret("5:30") == .success(330))
        #expect(dialogue.interpret("16:00") == .failure(LineProblem(message: "above the maximum 15:00")))
    }

    // MARK: SelectionTesting

    // PromptDriver's example is the README's, run as written by `ReadmeExampleTests.choosesGreen`.

    @Test func virtualTerminal() async throws {
        let terminal = VirtualTerminal(width: 40, height: 10)
        terminal.enqueue(.key(KeyEvent(.down)), .key(KeyEvent(.enter)))
        let result = try await DropDown("Colour", options: ["Red", "Blue"]).run(on: terminal)
        #expect(result == .chosen("Blue"))
        #expect(terminal.snapshot.trimmedLines[0] == "Colour: Blue")
    }

    @Test func scriptedLineDevice() throws {
        let device = ScriptedLineDevice(answers: [.line("7"), .line("2")])
        let result = try PlainHost.run(PlainDialogue(labels: ["Red", "Green"]), on: device)
        #expect(result == .chosen([1]))
        #expect(device.transcript == "  1) Red\n  2) Green\nChoose 1-2: 7\n7 is not between 1 and 2; try again.\nChoose 1-2: 2\n")
    }

    @Test func virtualScreen() {
        var screen = VirtualScreen(width: 20, height: 5)
        screen.feed(Array("hello".utf8))
        #expect(screen.buffer().lines[0] == "hello               ")
        #expect(screen.violations == [])
    }
}

/// The examples that ask on the real terminal (`/dev/tty`), compiled but not run: LineModePrompt's,
/// PlainHost's and LineDialogue's.
func lineModeExamplesThatNeedATerminal() throws {
    let environment = ProcessInfo.processInfo.environment
    let prompt = DropDown("Colour", options: ["Red", "Green", "Blue"])
    let result = environment["TERM"] == "dumb" ? try PlainHost.run(prompt) : try PromptHost.run(prompt)
    let plain = try PlainHost.run(DropDown("Colour", options: ["Red", "Green", "Blue"]))
    let dialogue = PlainDialogue(title: "Colour", labels: ["Red", "Green"])
    let answer = try PlainHost.run(dialogue, on: try LineTerminal.open())
    _ = (result, plain, answer)
}
