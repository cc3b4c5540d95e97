import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// A list prompt with a preview pane, through the test kit: the pane's place in the inline
/// region, the run after the highlight rests, a stale run's output never shown, the actions and
/// the wheel that show, hide and scroll the pane, and a reload replacing a streamed list.
// Serialized: the providers run on Swift's cooperative pool, which a busy machine can starve.
@Suite(.serialized) struct PreviewPromptTests {
    private func dropDown(_ preview: ListPreview<String>, commands: ListCommandBindings? = nil) throws -> DropDown<String> {
        var configuration = ListPromptConfiguration()
        if let commands { configuration.commands = commands }
        var prompt = DropDown(options: ["alpha", "beta", "gamma"], configuration: configuration)
        prompt.preview = preview
        return prompt
    }

    private static let described = ListPreview<String>.lines { item in
        ["preview of \(item.choice.label)", "index \(item.index)"]
    }

    /// The screen shows `text` and the preview has finished (no spinner turns).
    private func shows<P: Prompt>(_ text: String) -> (PromptDriver<P>) -> Bool {
        { driver in
            let lines = driver.snapshot.lines
            return lines.contains { $0.contains(text) } && !lines.contains { $0.contains(where: { "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏".contains($0) }) }
        }
    }

    @Test func thePaneBesideTheListShowsTheHighlightedOptionAfterTheDelay() async throws {
        var driver = PromptDriver(try dropDown(Self.described), terminal: VirtualTerminal(width: 40, height: 14))
        // The first tick, at once (as in the host), looks at the highlight; nothing runs until it
        // has rested for the delay.
        #expect(driver.prompt.deadline == .milliseconds(60))
        driver.advance(by: .milliseconds(60))
        #expect(await driver.settle(until: shows("index 0")))
        #expect(
            driver.snapshot.quotedLines == [
                "|Select... ▴                             |",
                "|╭────▲─────────────────────────────────╮|",
                "|│›  alpha            │ preview of alpha│|",
                "|│   beta             │ index 0         │|",
                "|│   gamma            │                 │|",
                "|│                    │                 │|",
                "|│                    │                 │|",
                "|│                    │                 │|",
                "|│                    │                 │|",
                "|│                    │                 │|",
                "|│                    │                 │|",
                "|│                    │                 │|",
                "|╰──────────────────────────────────────╯|",
                "|↑/↓ move · enter choose · esc cancel    |",
            ])
        driver.press(.down)
        // At once: the last option's preview is gone, and the next waits for the delay.
        #expect(driver.snapshot.lines[2] == "│   alpha            │                ⠋│")
        driver.advance(by: .milliseconds(60))
        #expect(await driver.settle(until: shows("preview of beta")))
        #expect(driver.snapshot.lines[3] == "│›  beta             │ index 1         │")
        driver.press(.enter)
        #expect(driver.result == .chosen("beta"))
    }

    @Test func aStaleRunsOutputIsNeverShown() async throws {
        let late = LateFlag()
        let (gate, open) = AsyncStream<Void>.makeStream()
        let preview = ListPreview<String>.lines { item in
            if item.choice.label == "alpha" {
                // Holds its answer until the test opens the gate, long after the highlight moved.
                for await _ in gate { break }
                late.set()
                return ["ALPHA (stale)"]
            }
            return ["fresh \(item.choice.label)"]
        }
        var driver = PromptDriver(try dropDown(preview), terminal: VirtualTerminal(width: 40, height: 14))
        driver.advance(by: .zero)
        driver.advance(by: .milliseconds(60))
        driver.press(.down)
        driver.advance(by: .milliseconds(60))
        #expect(await driver.settle(until: shows("fresh beta")))
        open.yield()
        open.finish()
        #expect(await driver.settle(until: { _ in late.isSet }))
        driver.deliverBackground()
        #expect(!driver.snapshot.lines.contains { $0.contains("ALPHA") })
        #expect(driver.snapshot.lines[2] == "│   alpha            │ fresh beta      │")
    }

    @Test func toggleScrollAndTheWheelOverThePane() async throws {
        let long = ListPreview<String>.lines { item in (1...30).map { "\(item.choice.label) line \($0)" } }
        var commands = ListCommandBindings()
        commands.bind([KeyEvent(.character("p"), modifiers: .ctrl)], to: [.preview(.toggle)], help: "toggle-preview")
        commands.bind([KeyEvent(.character("d"), modifiers: .ctrl)], to: [.preview(.pageDown)], help: "preview-page-down")
        commands.bind([KeyEvent(.character("e"), modifiers: .ctrl)], to: [.preview(.lineDown)], help: "preview-down")
        var driver = PromptDriver(try dropDown(long, commands: commands), terminal: VirtualTerminal(width: 50, height: 14))
        driver.advance(by: .zero)
        driver.advance(by: .milliseconds(60))
        // All 30 lines: the position counts them.
        #expect(await driver.settle(until: shows("1/30")))
        #expect(driver.snapshot.lines[2] == "│›  alpha                 │ alpha line 1     1/30│")
        driver.press(.character("e"), modifiers: .ctrl)
        #expect(driver.snapshot.lines[2] == "│›  alpha                 │ alpha line 2     2/30│")
        driver.press(.character("d"), modifiers: .ctrl)
        #expect(driver.snapshot.lines[2] == "│›  alpha                 │ alpha line 12   12/30│")
        driver.scroll(.down, at: Point(x: 35, y: 5))
        #expect(driver.snapshot.lines[2] == "│›  alpha                 │ alpha line 15   15/30│")
        driver.scroll(.up, at: Point(x: 35, y: 5))
        driver.press(.up, modifiers: .shift)
        #expect(driver.snapshot.lines[2] == "│›  alpha                 │ alpha line 11   11/30│")
        // The wheel over the list still scrolls the list, not the pane.
        driver.scroll(.down, at: Point(x: 5, y: 3))
        #expect(driver.snapshot.lines[2].hasSuffix("│ alpha line 11   11/30│"))
        driver.press(.character("p"), modifiers: .ctrl)
        #expect(
            Array(driver.snapshot.quotedLines.prefix(6)) == [
                "|Select... ▴                                       |",
                "|╭────▲────╮                                       |",
                "|│›  alpha │                                       |",
                "|│   beta  │                                       |",
                "|│   gamma │                                       |",
                "|╰─────────╯                                       |",
            ])
        driver.press(.character("p"), modifiers: .ctrl)
        // Shown again, it previews the highlighted option at once, from the top.
        #expect(await driver.settle(until: shows("alpha line 1     1/30")))
    }

    @Test func aPaneBelowTheListTakesItsShareOfTheRows() async throws {
        var preview = Self.described
        preview.window = PreviewWindow(side: .bottom, size: .cells(4))
        var driver = PromptDriver(try dropDown(preview), terminal: VirtualTerminal(width: 30, height: 12))
        driver.advance(by: .zero)
        driver.advance(by: .milliseconds(60))
        #expect(await driver.settle(until: shows("index 0")))
        #expect(
            driver.snapshot.quotedLines == [
                "|Select... ▴                   |",
                "|╭────▲───────────────────────╮|",
                "|│›  alpha                    │|",
                "|│   beta                     │|",
                "|│   gamma                    │|",
                "|│────────────────────────────│|",
                "|│ preview of alpha           │|",
                "|│ index 0                    │|",
                "|│                            │|",
                "|╰────────────────────────────╯|",
                "|↑/↓ move · enter choose · esc…|",
                "|                              |",
            ])
    }

    @Test func fullScreenThePaneFillsTheSheetsPlaceForIt() async throws {
        var driver = PromptDriver(
            try dropDown(Self.described), terminal: VirtualTerminal(width: 40, height: 6),
            options: PromptHost.Options(presentation: .fullScreen))
        driver.advance(by: .zero)
        driver.advance(by: .milliseconds(60))
        #expect(await driver.settle(until: shows("index 0")))
        #expect(
            driver.snapshot.quotedLines == [
                "|›  alpha             │ preview of alpha |",
                "|   beta              │ index 0          |",
                "|   gamma             │                  |",
                "|                     │                  |",
                "|                     │                  |",
                "|↑/↓ move · enter choose · esc cancel    |",
            ])
    }

    @Test func theReadmeExample() async {
        var files = DropDown("File", options: ["Package.swift", "README.md"])
        files.preview = .lines { item in ["\(item.choice.label): option \(item.index + 1)"] }
        var driver = PromptDriver(files, terminal: VirtualTerminal(width: 60, height: 14))
        driver.advance(by: .zero)
        driver.press(.down)
        driver.advance(by: .milliseconds(60))
        #expect(await driver.settle(until: shows("README.md: option 2")))
        #expect(
            Array(driver.snapshot.quotedLines.prefix(5)) == [
                "|File: Select... ▴                                           |",
                "|╭──────────▲───────────────────────────────────────────────╮|",
                "|│   Package.swift              │ README.md: option 2       │|",
                "|│›  README.md                  │                           │|",
                "|│                              │                           │|",
            ])
        driver.press(.enter)
        #expect(driver.result == .chosen("README.md"))
    }

    @Test func reloadReplacesAStreamedListKeepingTheQueryAndTheHighlightedText() async throws {
        var configuration = ListPromptConfiguration(filters: true)
        configuration.commands.bind(
            [KeyEvent(.character("r"), modifiers: .ctrl)], to: [.reload(command: "printf 'cherry\\nbanana2\\nbanana\\n'")],
            help: "reload(...)")
        let feed = ItemFeed(lines: ["apple", "banana", "cherry"])
        var driver = PromptDriver(DropDown(feed: feed, configuration: configuration), terminal: VirtualTerminal(width: 30, height: 8))
        driver.type("an")
        #expect(await driver.settle(until: shows("›  banana")))
        driver.press(.character("r"), modifiers: .ctrl)
        #expect(await driver.settle(until: shows("banana2")))
        #expect(
            Array(driver.snapshot.quotedLines.prefix(6)) == [
                "|Select... ▴                   |",
                "|╭────▲───────────────────╮    |",
                "|│/ an                 2/3│    |",
                "|│›  banana               │    |",
                "|│   banana2              │    |",
                "|╰────────────────────────╯    |",
            ])
        driver.press(.enter)
        #expect(driver.result == .chosen(2))
        #expect(feed.latest.snapshot().store.string(at: 2) == "banana")
    }
}

/// A flag set from a provider's task and read by the test.
private final class LateFlag: Sendable {
    private let value = Locked(false)
    func set() { value.withLock { $0 = true } }
    var isSet: Bool { value.withLock { $0 } }
}
