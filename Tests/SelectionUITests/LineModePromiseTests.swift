import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// Line mode keeps the promises the screen keeps (issue 24, from a client package): a streamed
/// list waits for its items and says "nothing to choose" when none come, a minimum is refused,
/// a form built the documented way falls back to line mode. Whole transcripts.
@Suite struct LineModePromiseTests {
    @Test func aStreamedListThatEndsEmptySaysNothingToChooseAndAsksNothing() throws {
        let device = ScriptedLineDevice(answers: [.line("1")])
        let result = try DropDown("Branch", feed: ItemFeed(lines: [])).askInLineMode(on: device, timeout: nil)
        #expect(result == .cancelled)
        #expect(device.transcript == "Branch: nothing to choose\n")
        #expect(device.timeoutsGiven.isEmpty)
    }

    @Test func aStreamedListWaitsForItsInputToEndEmpty() throws {
        let feed = ItemFeed()
        let finishing = BackgroundThread.start { feed.finish() }
        #expect(finishing)
        let device = ScriptedLineDevice(answers: [.line("1")])
        #expect(try MultiSelect("Files", feed: feed).askInLineMode(on: device, timeout: .seconds(30)) == .cancelled)
        #expect(device.transcript == "Files: nothing to choose\n")
    }

    @Test func aStreamedListWritesItsItemsAsTheyArriveAndAsksOnceTheInputEnds() throws {
        let feed = ItemFeed()
        feed.append(lines: ["main"])
        // The rest arrives only once the first item is on the terminal.
        let device = WatchingLineDevice(answers: [.line("4"), .line("release/0.3")]) { transcript in
            if transcript.hasSuffix("  1) main\n") {
                feed.append(lines: ["release/0.3", "line-mode"])
                feed.finish()
            }
        }
        let result = try DropDown("Branch", lines: feed).askInLineMode(on: device, timeout: nil)
        #expect(result == .chosen("release/0.3"))
        #expect(
            device.transcript == """
                Branch
                  1) main
                  2) release/0.3
                  3) line-mode
                Choose 1-3: 4
                4 is not between 1 and 3; try again.
                Choose 1-3: release/0.3

                """)
        // The producer is told to stop when the question ends, as on the screen.
        #expect(feed.isStopped)
    }

    @Test func aStreamedMultipleChoiceGivesTheItemsIndexes() throws {
        var prompt = MultiSelect("Files", feed: ItemFeed(lines: ["a.swift", "b.swift", "c.swift"]))
        prompt.minimum = 2
        let device = ScriptedLineDevice(answers: [.line("2"), .line("3 1")])
        #expect(try prompt.askInLineMode(on: device, timeout: nil) == .chosen([0, 2]))
        #expect(
            device.transcript == """
                Files
                  1) a.swift
                  2) b.swift
                  3) c.swift
                Choose from 1-3, several separated by commas or spaces: 2
                choose at least 2; try again.
                Choose from 1-3, several separated by commas or spaces: 3 1

                """)
    }

    @Test func aStreamedListWhoseInputNeverEndsTimesOut() throws {
        let feed = ItemFeed()
        feed.append(lines: ["main"])
        let device = ScriptedLineDevice(answers: [.line("1")])
        #expect(try DropDown("Branch", feed: feed).askInLineMode(on: device, timeout: .milliseconds(50)) == .timedOut)
        #expect(device.transcript == "Branch\n  1) main\n")
        #expect(device.timeoutsGiven.isEmpty)
        #expect(feed.isStopped)
    }

    @Test func aListWithNothingToChooseSaysWhyAndAsksNothing() throws {
        let empty = ScriptedLineDevice(answers: [.line("1")])
        #expect(try DropDown<String>("Env", options: []).askInLineMode(on: empty, timeout: nil) == .cancelled)
        #expect(empty.transcript == "Env: nothing to choose\n")

        let frozen = ScriptedLineDevice(answers: [.line("1")])
        let options = [Choice("Staging", disabled: "being rebuilt"), Choice("Production", disabled: "frozen")]
        #expect(try MultiSelect("Env", options: options).askInLineMode(on: frozen, timeout: nil) == .cancelled)
        #expect(frozen.transcript == "Env: nothing to choose: every option is disabled (Staging: being rebuilt; Production: frozen)\n")

        let sheet = ScriptedLineDevice(answers: [.line("1")])
        #expect(try SingleChoiceSheet(title: "Purpose", options: []).askInLineMode(on: sheet, timeout: nil) == .cancelled)
        #expect(sheet.transcript == "Purpose: nothing to choose\n")
    }

    @Test func aSoleOptionIsChosenWithoutAWordWhenAsked() throws {
        let configuration = ListPromptConfiguration(choosesSoleOption: true)
        let device = ScriptedLineDevice(answers: [])
        let prompt = DropDown("Env", options: ["Staging"], configuration: configuration)
        #expect(try prompt.askInLineMode(on: device, timeout: nil) == .chosen("Staging"))
        #expect(device.transcript == "")
    }

    @Test func aMinimumIsRefusedWithAMessage() throws {
        let device = ScriptedLineDevice(answers: [.line("1"), .line("lint, 3")])
        let checks = MultiSelect("Checks", options: ["Lint", "Unit tests", "Smoke test"], minimum: 2)
        #expect(try checks.askInLineMode(on: device, timeout: nil) == .chosen(["Lint", "Smoke test"]))
        #expect(
            device.transcript == """
                Checks
                  1) Lint
                  2) Unit tests
                  3) Smoke test
                Choose from 1-3, several separated by commas or spaces: 1
                choose at least 2; try again.
                Choose from 1-3, several separated by commas or spaces: lint, 3

                """)
    }

    @Test func aFormOfAnyPromptFieldsFallsBackToLineMode() throws {
        // FormField's documented example, and a drop-down field made the same way.
        let form = Form(fields: [
            FormField("Purpose") { previous in
                AnyPrompt(SingleChoiceSheet(title: "Purpose", options: ["Design", "Testing"], current: previous ?? "Design"))
            },
            FormField("Name") { _ in AnyPrompt(DropDown("Name", options: ["Ada", "Grace"])) },
        ])
        let device = ScriptedLineDevice(answers: [.line("2"), .line("grace")])
        #expect(
            try form.askInLineMode(on: device, timeout: nil)
                == .chosen([FormAnswer(label: "Purpose", value: "Testing"), FormAnswer(label: "Name", value: "Grace")]))
        #expect(
            device.transcript == """
                Purpose
                  1) Design
                  2) Testing
                Choose 1-2: 2
                Name
                  1) Ada
                  2) Grace
                Choose 1-2: grace

                """)
    }

    @Test func aFieldWhosePromptHasNoLineModeIsNamed() {
        let form = Form(fields: [FormField("Name") { _ in AnyPrompt(TextOnlyPrompt()) }])
        #expect(throws: TerminalError.system("the field \"Name\" cannot be asked line by line: its prompt is not a LineModePrompt")) {
            try form.askInLineMode(on: ScriptedLineDevice(answers: []), timeout: nil)
        }
    }
}

/// A line device that shows `watch` the transcript after each write (to feed a list as it is written).
private final class WatchingLineDevice: LineDevice {
    private let scripted: ScriptedLineDevice
    private let watch: (String) -> Void

    init(answers: [LineTerminal.Answer], watch: @escaping (String) -> Void) {
        scripted = ScriptedLineDevice(answers: answers)
        self.watch = watch
    }

    var transcript: String { scripted.transcript }

    func write(_ text: String) throws(TerminalError) {
        try scripted.write(text)
        watch(scripted.transcript)
    }

    func readLine(timeout: Duration?) throws(TerminalError) -> LineTerminal.Answer {
        try scripted.readLine(timeout: timeout)
    }
}

/// A prompt of a user's own, with no line mode.
private struct TextOnlyPrompt: Prompt {
    func preferredHeight(in screen: Size, context: PromptContext) -> Int { 1 }
    mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<String> { .finish(.chosen("x")) }
    func render(into buffer: inout Buffer, context: PromptContext) -> Point? { nil }
}
