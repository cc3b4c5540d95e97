import SelectionCore
import SelectionMatching
import SelectionTerminal
import Testing

@testable import SelectionUI

/// The list prompt asks for its background work as values (``PromptEffect``): a key, a tick or
/// news returns what should start or stop; the host performs it. Here a fake performer runs
/// them, so no thread, scan or process is started.
@Suite struct ListPromptEffectsTests {
    /// Records what it is asked to do and answers item reads from a list of lines it is given.
    final class FakePerformer: PromptEffectPerforming {
        var performed: [String] = []
        var lines: [String]
        var serial = 0

        init(lines: [String]) { self.lines = lines }

        func perform(_ effect: PromptEffect) -> EffectResult? {
            performed.append(ListPromptEffectsTests.describe(effect))
            switch effect {
            case .readItems:
                let feed = ItemFeed()
                feed.append(lines: lines)
                feed.finish()
                serial += 1
                return EffectResult(.itemsRead(store: feed.snapshot().store, header: [], isFinished: true), serial: serial)
            case .reload(let command):
                lines = ["from \(command)"]
                return nil
            default:
                return nil
            }
        }

        func resolve(_ event: BackgroundEvent) -> BackgroundEvent { event }
    }

    static func describe(_ effect: PromptEffect) -> String {
        switch effect {
        case .watch: "watch"
        case .readItems: "read items"
        case .reload(let command): "reload \(command)"
        case .scan(let request): "scan \(request.query) #\(request.generation)"
        case .cancelScan: "cancel scan"
        case .preview(let job, let generation):
            if case .command(let command) = job { "preview \(command) #\(generation)" } else { "preview lines #\(generation)" }
        case .stopPreview: "stop preview"
        case .stopChildrenAtEnd: "stop children at end"
        case .run(let run): "run \(run.mode) \(run.template)"
        case .redrawScreen: "redraw screen"
        case .ringBell: "bell"
        case .reshape: "reshape"
        case .listen: "listen"
        case .answerRemote(let request, let json): "answer #\(request) \(json)"
        }
    }

    static let context = PromptContext(screen: Size(width: 40, height: 12), presentation: .fullScreen)

    static func configuration() -> ListPromptConfiguration {
        var configuration = ListPromptConfiguration()
        configuration.commands.bind([KeyEvent(.character("r"), modifiers: .ctrl)], to: [.reload(command: "seq 3")])
        return configuration
    }

    @Test func theFirstEventAfterTheStartAsksToWatchAndReadTheFeed() {
        var prompt = DropDown(feed: ItemFeed(), configuration: Self.configuration())
        prompt.start(reportingTo: PromptInbox())
        // Something is asked for at once: the prompt's deadline is now.
        #expect(prompt.deadline == .zero)
        let step = prompt.handle(.tick, context: Self.context)
        #expect(step.result == nil)
        #expect(step.effects.map(Self.describe) == ["watch", "read items", "stop children at end"])
        // Asked once: the next tick asks for nothing.
        #expect(prompt.handle(.tick, context: Self.context).effects.isEmpty)
    }

    @Test func aReloadKeyReturnsTheCommandAndTheFakeAnswersIt() {
        let fake = FakePerformer(lines: ["alpha", "beta"])
        var runner = PromptRunner(DropDown(feed: ItemFeed(), configuration: Self.configuration()), context: Self.context)
        runner.effects = fake
        runner.start(reportingTo: PromptInbox())
        runner.advance(to: .zero)
        #expect(runner.prompt.state.list.items.compactMap(\.option?.label) == ["alpha", "beta"])
        fake.performed = []
        runner.handle(.key(KeyEvent(.character("r"), modifiers: .ctrl)), now: .milliseconds(5))
        // The prompt emptied its rows and asked for the reload; it did not run it.
        #expect(fake.performed == ["reload seq 3"])
        #expect(runner.prompt.state.list.items.isEmpty)
        // The host's news of the new feed: the prompt reads it, and shows what the fake gives.
        runner.handle(.inputEnded(count: 1), now: .milliseconds(10))
        #expect(fake.performed == ["reload seq 3", "read items"])
        #expect(runner.prompt.state.list.items.compactMap(\.option?.label) == ["from seq 3"])
        #expect(runner.result == nil)
    }

    /// `--bind 'start:reload(…)'` runs before the first read of the input: that read is dropped,
    /// not performed after the reload (it handed the input's items back to a list that had
    /// started over, and the next read of the reload's output crashed on a negative range).
    @Test func aReloadBoundToTheStartDropsTheFirstReadOfTheInput() {
        var configuration = Self.configuration()
        configuration.commands.onStart = [.reload(command: "seq 3")]
        let fake = FakePerformer(lines: ["alpha", "beta"])
        var runner = PromptRunner(DropDown(feed: ItemFeed(), configuration: configuration), context: Self.context)
        runner.effects = fake
        runner.start(reportingTo: PromptInbox())
        runner.advance(to: .zero)
        #expect(fake.performed == ["watch", "stop children at end", "reload seq 3"])
        #expect(runner.prompt.state.list.items.isEmpty)
        runner.handle(.inputEnded(count: 1), now: .milliseconds(10))
        #expect(runner.prompt.state.list.items.compactMap(\.option?.label) == ["from seq 3"])
        #expect(runner.result == nil)
    }

    @Test func aPreviewRunIsAskedForAfterItsDelayAndStoppedWhenTheHighlightMoves() {
        let fake = FakePerformer(lines: ["alpha", "beta"])
        var prompt = DropDown(feed: ItemFeed(), configuration: ListPromptConfiguration())
        prompt.preview = .command("cat {}")
        var runner = PromptRunner(prompt, context: Self.context)
        runner.effects = fake
        runner.start(reportingTo: PromptInbox())
        runner.advance(to: .zero)
        #expect(fake.performed.contains("stop children at end"))
        #expect(!fake.performed.contains { $0.hasPrefix("preview") })
        runner.advance(to: .milliseconds(100))
        #expect(fake.performed.last == "preview cat 'alpha' #1")
        fake.performed = []
        runner.handle(.key(KeyEvent(.down)), now: .milliseconds(110))
        #expect(fake.performed == ["stop preview"])
        runner.advance(to: .milliseconds(200))
        #expect(fake.performed == ["stop preview", "preview cat 'beta' #2"])
    }

    @Test func aQueryOverALargeListAsksForAScanOffTheLoop() {
        let many = (0..<(StreamedList<Int>.inlineScanLimit + 1)).map { "item \($0)" }
        let fake = FakePerformer(lines: many)
        var configuration = ListPromptConfiguration()
        configuration.filters = true
        var runner = PromptRunner(DropDown(feed: ItemFeed(), configuration: configuration), context: Self.context)
        runner.effects = fake
        runner.start(reportingTo: PromptInbox())
        runner.advance(to: .zero)
        fake.performed = []
        runner.handle(.key(KeyEvent(.character("7"))), now: .milliseconds(5))
        #expect(fake.performed == ["scan 7 #1"])
        // A small list is scanned on the loop: nothing is asked for.
        let small = FakePerformer(lines: ["a7", "b"])
        var quick = PromptRunner(DropDown(feed: ItemFeed(), configuration: configuration), context: Self.context)
        quick.effects = small
        quick.start(reportingTo: PromptInbox())
        quick.advance(to: .zero)
        small.performed = []
        quick.handle(.key(KeyEvent(.character("7"))), now: .milliseconds(5))
        #expect(small.performed == [])
        #expect(quick.prompt.state.list.items.compactMap(\.option?.label) == ["a7"])
    }
}
