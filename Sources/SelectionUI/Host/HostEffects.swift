import SelectionMatching
import SelectionTerminal

/// Performs the work prompts ask for (``PromptEffect``) and turns the news of that work into
/// events with its data. The host owns one; a test passes a fake that records what it is asked.
package protocol PromptEffectPerforming: AnyObject {
    /// Starts or stops what `effect` says; a result ready at once is returned, for the host to
    /// deliver as ``BackgroundEvent/completed(_:)`` before the next event.
    func perform(_ effect: PromptEffect) -> EffectResult?
    /// The inbox's news with the data it refers to: a finished scan with its results, a preview
    /// run with its output; other news unchanged.
    func resolve(_ event: BackgroundEvent) -> BackgroundEvent
}

/// The real performer: a parallel scanner, a preview runner and the feed the items come from,
/// all reporting to the host's inbox; everything stops when the inbox closes.
package final class HostEffects: PromptEffectPerforming {
    private let inbox: PromptInbox
    private var scanner: FeedScanner?
    private var previews: PreviewRunner?
    /// The feed the items come from now (a reload replaces it).
    private var feed: ItemFeed?
    private var stopsChildrenAtEnd = false
    /// Numbers the results handed out.
    private var serial = 0
    /// Where remote requests come from (`--listen`), once the prompt asked to listen.
    private var remote: (any RemoteControlling)?
    /// The terminal, handed to the commands of `execute` (nil: they run silently).
    private let terminal: (any TerminalHandingOver)?

    /// A performer whose work reports to `inbox`, handing `terminal` (if any) to the programs
    /// fzf's `execute` runs.
    package init(inbox: PromptInbox, terminal: (any TerminalHandingOver)? = nil) {
        self.inbox = inbox
        self.terminal = terminal
    }

    package func perform(_ effect: PromptEffect) -> EffectResult? {
        switch effect {
        case .watch(let feed):
            self.feed = feed
            feed.attach(to: inbox)
        case .readItems:
            guard let feed else { return nil }
            let snapshot = feed.snapshot()
            return result(
                .itemsRead(store: snapshot.store, header: feed.header, isFinished: snapshot.isFinished, shaped: snapshot.shaped))
        case .reload(let command):
            reload(runningShellCommand: command)
        case .reshape(let shaper):
            guard let feed else { return nil }
            scanner?.cancel()
            guard feed.reshape(with: shaper) else { return nil }
            let snapshot = feed.snapshot()
            return result(
                .itemsRead(store: snapshot.store, header: feed.header, isFinished: snapshot.isFinished, shaped: snapshot.shaped))
        case .scan(let request):
            let scanner = self.scanner ?? FeedScanner(inbox: inbox)
            self.scanner = scanner
            scanner.scan(request)
        case .cancelScan:
            scanner?.cancel()
        case .preview(let job, let generation):
            let previews = self.previews ?? PreviewRunner(inbox: inbox)
            self.previews = previews
            previews.run(job, generation: generation)
        case .stopPreview:
            previews?.stop()
        case .stopChildrenAtEnd:
            guard !stopsChildrenAtEnd else { return nil }
            stopsChildrenAtEnd = true
            inbox.whenClosed { ChildProcess.terminateAll() }
        case .run(let run):
            let ended = run.perform(handingOver: terminal.map { terminal in { body in terminal.handOver(body) } })
            return result(.commandRan(status: ended.status, output: ended.output))
        case .redrawScreen:
            terminal?.redrawWhole()
        case .ringBell:
            terminal?.ringBell()
        case .listen(let remote):
            self.remote = remote
            remote.attach(to: inbox)
        case .answerRemote(let request, let json):
            remote?.answer(request, with: json)
        }
        return nil
    }

    package func resolve(_ event: BackgroundEvent) -> BackgroundEvent {
        switch event {
        case .scanFinished(let generation):
            guard let results = scanner?.results(of: generation) else { return event }
            return .completed(result(.scanned(generation: generation, results: results)))
        case .previewChanged(let generation):
            guard let output = previews?.output(of: generation) else { return event }
            return .completed(result(.previewed(generation: generation, output: output)))
        case .remoteRequested:
            guard let requests = remote?.takeRequests(), !requests.isEmpty else { return event }
            return .completed(result(.remoteRequests(requests)))
        default:
            return event
        }
    }

    /// A new feed reads the lines `command` prints and replaces the old one, which is stopped
    /// without waiting; the scan running is stale.
    private func reload(runningShellCommand command: String) {
        let old = feed
        let new = ItemFeed(
            delimiter: old?.delimiter ?? 0x0A, headerLines: old?.headerLineCount ?? 0, shaper: old?.shaper, keepingLast: old?.keptItemLimit)
        old?.replace(with: new)
        scanner?.cancel()
        old?.stop()
        feed = new
        new.attach(to: inbox)
        new.readOutput(ofShellCommand: command)
    }

    private func result(_ kind: EffectResult.Kind) -> EffectResult {
        serial += 1
        return EffectResult(kind, serial: serial)
    }
}

/// A terminal that can be handed to a program and taken back (fzf's `execute`), drawn again
/// whole, and rung: `TerminalSession`; a backend without it runs such programs silently.
package protocol TerminalHandingOver: AnyObject {
    /// Restores the terminal, runs `body` (a program owns the terminal meanwhile), takes the
    /// terminal back; the next frame is drawn whole.
    func handOver(_ body: () -> Void)
    /// Draws the whole screen again from scratch.
    func redrawWhole()
    /// Rings the bell.
    func ringBell()
}

extension TerminalSession: TerminalHandingOver {}
