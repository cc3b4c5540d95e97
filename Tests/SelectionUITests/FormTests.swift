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
            terminal: VirtualTerminal(width: 30, height: 12),
            options: PromptHost.Options(theme: .monochrome)
        )
    }

    /// Two groups: a service (lower case, required), an environment, replicas for production
    /// only; then a confirmation and a password.
    func deploy(width: Int = 40, height: Int = 12) -> PromptDriver<Form> {
        let form = Form(
            title: "Deploy",
            groups: [
                FormGroup(
                    "Target",
                    fields: [
                        FormField(
                            "service", title: "Service", kind: .input(),
                            rules: [.required(), .pattern("[a-z]+", message: "lower case letters")]),
                        FormField(
                            "env", title: "Environment", kind: .choose(options: [Choice("staging"), Choice("production")]),
                            description: "where it runs"),
                        FormField(
                            "replicas", title: "Replicas", kind: .number(), default: .number(2), rules: [.range(minimum: 2)],
                            when: .equals("env", "production")),
                    ]),
                FormGroup(
                    "Options",
                    fields: [
                        FormField("notify", title: "Notify", kind: .confirm()),
                        FormField("pw", title: "Password", kind: .password(), rules: [.required()]),
                    ]),
            ])
        return PromptDriver(form, terminal: VirtualTerminal(width: width, height: height), options: PromptHost.Options(theme: .monochrome))
    }

    @Test func aFieldThatFailsARuleKeepsTheFocusWithTheReasonUnderIt_FORM02() {
        var driver = deploy()
        #expect(
            driver.snapshot.trimmedLines == [
                "Deploy · Target (1/2)",
                "› Service",
                "  Environment   Select… ▾",
                "    where it runs",
                "enter next · shift+tab back · pgdn/pgup…",
            ])
        driver.type("API")
        driver.press(.enter)
        #expect(
            driver.snapshot.trimmedLines == [
                "Deploy · Target (1/2)",
                "› Service       API",
                "    ✗ lower case letters",
                "  Environment   Select… ▾",
                "    where it runs",
                "enter next · shift+tab back · pgdn/pgup…",
            ])
        #expect(driver.prompt.activeIndex == 0)
    }

    @Test func enterOpensTheNextFieldsListUnderItAndAChoiceMovesOn_FORM01_FORM08() {
        var driver = deploy()
        driver.type("api")
        driver.press(.enter)
        #expect(
            driver.snapshot.trimmedLines == [
                "Deploy · Target (1/2)",
                "  Service       api",
                "› Environment   Select... ▴",
                "                ╭────▲─────────╮",
                "                │›  staging    │",
                "                │   production │",
                "                ╰──────────────╯",
                "    where it runs",
                "enter choose · esc close",
            ])
        driver.press(.down)
        driver.press(.enter)
        // production shows Replicas (its default 2), focused: a `when` field appearing (FORM-06).
        #expect(
            driver.snapshot.trimmedLines == [
                "Deploy · Target (1/2)",
                "  Service       api",
                "  Environment   production ▾",
                "    where it runs",
                "› Replicas      [−] 2      [+]",
                "enter next · shift+tab back · pgdn/pgup…",
            ])
    }

    @Test func aWhenFieldDisappearsWhenTheEarlierAnswerChanges_FORM06() {
        var driver = deploy()
        driver.type("api")
        driver.press(.enter)
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.snapshot.trimmedLines.contains("› Replicas      [−] 2      [+]"))
        driver.press(.tab, modifiers: .shift)
        driver.press(.enter)
        driver.press(.up)
        driver.press(.enter)
        // staging hides Replicas: Enter went on to the next group.
        #expect(
            driver.snapshot.trimmedLines == [
                "Deploy · Options (2/2)",
                "› Notify     Yes   [ No ]",
                "  Password   —",
                "enter next · shift+tab back · pgdn/pgup…",
            ])
        driver.press(.pageUp)
        #expect(!driver.snapshot.trimmedLines.contains { $0.contains("Replicas") })
    }

    @Test func escapeClosesTheListThenAsksWhetherToLeave_FORM08_FORM09() {
        var driver = deploy()
        driver.type("api")
        driver.press(.enter)
        driver.press(.escape)
        #expect(
            driver.snapshot.trimmedLines == [
                "Deploy · Target (1/2)",
                "  Service       api",
                "› Environment   Select… ▾",
                "    where it runs",
                "enter open · tab next · shift+tab back …",
            ])
        driver.press(.escape)
        #expect(
            driver.snapshot.trimmedLines == [
                "Deploy · Target (1/2)",
                "  Service       api",
                "› Environment   Select… ▾",
                "    where it runs",
                "Leave the form? Your answers are droppe…",
                "y leave · n stay",
            ])
        driver.press(.character("n"))
        #expect(driver.result == nil)
        #expect(driver.snapshot.trimmedLines.last == "enter open · tab next · shift+tab back …")
        driver.press(.escape)
        driver.press(.character("y"))
        #expect(driver.result == .cancelled)
    }

    @Test func aClickFocusesAnyFieldOfThePageAndOpensItsList_FORM10() {
        var driver = deploy()
        driver.type("api")
        driver.press(.tab)
        driver.press(.escape)
        driver.press(.character("n"))
        driver.click(at: Point(x: 3, y: 1))
        driver.click(at: Point(x: 3, y: 2))
        #expect(
            driver.snapshot.trimmedLines == [
                "Deploy · Target (1/2)",
                "  Service       api",
                "› Environment   Select... ▴",
                "                ╭────▲─────────╮",
                "                │›  staging    │",
                "                │   production │",
                "                ╰──────────────╯",
                "    where it runs",
                "enter choose · esc close",
            ])
        driver.click(at: Point(x: 19, y: 5))
        #expect(driver.snapshot.trimmedLines.dropFirst(4).first == "› Replicas      [−] 2      [+]")
        driver.click(at: Point(x: 3, y: 1))
        #expect(driver.snapshot.trimmedLines.dropFirst().first == "› Service       api")
    }

    @Test func finishingWithAFieldThatFailsMovesThereAndNamesIt_FORM03() {
        var driver = deploy()
        driver.press(.pageDown)
        driver.press(.tab)
        driver.type("secret")
        driver.press(.enter)
        #expect(
            driver.snapshot.trimmedLines == [
                "Deploy · Target (1/2)",
                "› Service",
                "    ✗ required",
                "  Environment   Select… ▾",
                "    where it runs",
                "✗ Cannot finish: Service — required",
                "enter next · shift+tab back · pgdn/pgup…",
            ])
        #expect(driver.result == nil)
    }

    @Test func aFilledInFormAnswersTypedAndShowsAPasswordAsDots_FORM11() throws {
        var driver = deploy()
        driver.type("api")
        driver.press(.enter)
        driver.press(.down)
        driver.press(.enter)
        driver.type("3")
        driver.press(.enter)
        driver.press(.character("y"))
        driver.type("pa'ss")
        #expect(
            driver.snapshot.trimmedLines == [
                "Deploy · Options (2/2)",
                "  Notify     Yes",
                "› Password   •••••",
                "enter next · shift+tab back · pgdn/pgup…",
            ])
        driver.press(.enter)
        let answers = try #require(driver.result?.value)
        #expect(answers.map(\.key) == ["service", "env", "replicas", "notify", "pw"])
        #expect(answers["replicas"] == .number(23))
        #expect(answers["notify"] == .flag(true))
        struct Setup: Decodable, Equatable {
            var service: String
            var env: String
            var replicas: Int?
            var notify: Bool
            var pw: String
        }
        #expect(try answers.decoded(as: Setup.self) == Setup(service: "api", env: "production", replicas: 23, notify: true, pw: "pa'ss"))
        #expect(driver.snapshot.trimmedLines == ["Service: api, Environment: production, …"])
    }

    @Test func runAsDecodesTheAnswersAndAMismatchNamesTheKey() async throws {
        let form = Form(fields: [
            FormField("name", kind: .input()),
            FormField("checks", kind: .multi(options: [Choice("lint"), Choice("unit")]), rules: [.picks(minimum: 1)]),
            FormField("missing", kind: .input(), when: .isSet("nothing")),
        ])
        struct Answers: Decodable, Equatable {
            var name: String
            var checks: [String]
            var missing: String?
        }
        let terminal = VirtualTerminal(width: 40, height: 10)
        terminal.enqueueKeys(
            KeyEvent(.character("a")), KeyEvent(.enter), KeyEvent(.character(" ")), KeyEvent(.down), KeyEvent(.character(" ")),
            KeyEvent(.enter))
        let result = try await form.run(on: terminal).map { try $0.decoded(as: Answers.self) }
        #expect(result == .chosen(Answers(name: "a", checks: ["lint", "unit"], missing: nil)))
        struct Wrong: Decodable { var name: Int }
        #expect(throws: DecodingError.self) { try [FormAnswer(label: "name", value: "a")].decoded(as: Wrong.self) }
    }

    @Test func lineModeAsksEachFieldShownWithTheSameRules_FORM12() throws {
        let device = ScriptedLineDevice(answers: [.line("API"), .line("api"), .line("2"), .line("1"), .line("3"), .line("y"), .line("pw")])
        let result = try deploy().prompt.askInLineMode(on: device, timeout: nil)
        #expect(result.value?.map(\.value) == ["api", "production", "3", "true", "pw"])
        #expect(device.transcript.contains("Service: API\n✗ Service: lower case letters\nService [API]: api\n"))
        #expect(device.transcript.contains("Replicas [2]: 1\n✗ Replicas: at least 2\nReplicas [1]: 3\n"))
        #expect(device.transcript.hasPrefix("— Deploy · Target —\n"))
        #expect(device.transcript.contains("— Options —\n"))
    }

    @Test func aFormWithoutFieldsFinishesAtOnceWithNoAnswers() {
        var driver = PromptDriver(Form(fields: []))
        driver.press(.enter)
        #expect(driver.result == .chosen([]))
    }

    @Test func promptFieldsOpenOneAfterTheOtherAndAnswerInOrder() {
        var driver = jobProfile()
        driver.press(.enter)
        #expect(
            driver.snapshot.trimmedLines == [
                "  Purpose    Design ▾",
                "› Location",
                "    Cancel   Location     Done",
                "    ──────────────────────────",
                "       Both",
                "       Private",
                "    ›✓ Public",
                "    ↑/↓ move · space check · …",
                "enter choose · esc close",
            ])
        driver.press(.enter)
        #expect(
            driver.result
                == .chosen([
                    FormAnswer(label: "Purpose", value: "Design"),
                    FormAnswer(label: "Location", value: "Public"),
                ]))
        #expect(driver.snapshot.trimmedLines == ["Purpose: Design, Location: Pu…"])
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
