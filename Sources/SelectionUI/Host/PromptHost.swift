import SelectionCore
import SelectionTerminal

/// Runs prompts in a terminal: opens the session, loops over input, draws, restores.
///
/// ```swift
/// let result = try PromptHost.run(DropDown("Colour", options: ["Red", "Blue"]))
/// ```
///
/// Most callers use the prompt's own `run()`; this is the loop underneath, and the place to
/// pass a backend of your own (`SelectionTesting`'s `VirtualTerminal` in tests).
public enum PromptHost {
    /// How a prompt is presented and for how long.
    public struct Options: Sendable {
        /// Inline below the cursor (default) or full-screen.
        public var presentation: PromptContext.Presentation
        /// How long the prompt may run; nil for no limit.
        public var timeout: Duration?
        /// Whether to turn on mouse reporting.
        public var usesMouse: Bool
        /// Accessible mode: the cursor rests on the highlighted row.
        public var isAccessible: Bool
        /// The theme; nil picks the standard theme's variant for the terminal's colours and
        /// background (the standard theme, its 256-colour variant for a known background; `NO_COLOR` gives ``Theme/monochrome``).
        public var theme: Theme?
        /// Changes made to the theme picked for the terminal when ``theme`` is nil (a `--color`
        /// spec, other glyphs), given the terminal's colours; nil changes nothing.
        public var themeAdjustment: (@Sendable (Theme, ColourCapability) -> Theme)?
        /// Whether an inline prompt leaves its one-line summary behind (else it disappears).
        public var leavesSummary: Bool
        /// The environment (TERM, NO_COLOR, COLUMNS, LINES); nil reads the process's.
        public var environment: [String: String]?

        /// Creates options; by default inline, no time limit, mouse on, summary left behind.
        public init(
            presentation: PromptContext.Presentation = .inline,
            timeout: Duration? = nil,
            usesMouse: Bool = true,
            isAccessible: Bool = false,
            theme: Theme? = nil,
            leavesSummary: Bool = true,
            environment: [String: String]? = nil
        ) {
            self.presentation = presentation
            self.timeout = timeout
            self.usesMouse = usesMouse
            self.isAccessible = isAccessible
            self.theme = theme
            self.leavesSummary = leavesSummary
            self.environment = environment
        }
    }

    /// Opens the terminal (`/dev/tty`), runs `prompt` until it finishes, and restores the terminal.
    ///
    /// - Throws: `TerminalError` when there is no terminal, `TERM=dumb`, or the terminal goes away.
    public static func run<P: Prompt>(_ prompt: P, options: Options = Options()) throws(TerminalError) -> PromptResult<P.Value> {
        try run(prompt, options: options, cancellation: nil)
    }

    /// ``run(_:options:)`` that also ends, with ``PromptResult/cancelled``, when `cancellation` is cancelled.
    static func run<P: Prompt>(
        _ prompt: P, options: Options, cancellation: HostCancellation?
    ) throws(TerminalError) -> PromptResult<P.Value> {
        let session = try TerminalSession.open(
            .init(
                presentation: options.presentation == .fullScreen ? .fullScreen : .inline,
                reportsMouse: options.usesMouse,
                reportsPaste: true,
                environment: options.environment
            ))
        defer { session.close() }
        return try run(prompt, on: session, options: options, cancellation: cancellation)
    }

    /// Runs `prompt` on `backend` until it finishes, then closes the backend.
    public static func run<P: Prompt>(
        _ prompt: P, on backend: some TerminalBackend, options: Options = Options()
    ) throws(TerminalError) -> PromptResult<P.Value> {
        try run(prompt, on: backend, options: options, cancellation: nil)
    }

    /// The loop: ends when the prompt finishes, or with ``PromptResult/cancelled`` when
    /// `cancellation` is cancelled (which wakes the backend's wait).
    static func run<P: Prompt>(
        _ prompt: P, on backend: some TerminalBackend, options: Options, cancellation: HostCancellation?
    ) throws(TerminalError) -> PromptResult<P.Value> {
        cancellation?.attach(wakeUp: backend.makeWakeUp())
        defer { cancellation?.attach(wakeUp: nil) }
        var runner = PromptRunner(prompt, context: options.context(on: backend), timeout: options.timeout)
        let inbox = PromptInbox(wakeUp: backend.makeWakeUp())
        // Background work stops hearing from the prompt before the terminal goes away.
        defer { inbox.close() }
        runner.effects = HostEffects(inbox: inbox, terminal: backend as? any TerminalHandingOver)
        runner.start(reportingTo: inbox)
        // The terminal's answers (background, colours, where the region is) are never waited for:
        // what has arrived is taken now, and what arrives later is applied as it comes.
        var answersSeen = backend.answerCount
        do {
            if options.presentation == .inline {
                runner.setRegionTop(try backend.locateInlineRegion(timeout: .zero))
                // The first frame is drawn now; what depends on the region's side waits for the
                // answer, one round trip, or this long for a terminal that never answers.
                runner.expectRegionTop(until: backend.now + regionAnswerGrace)
            }
            applyAnswers(of: backend, seen: &answersSeen, to: &runner, options: options)
            deliverBackground(inbox, to: &runner, now: backend.now)
            if runner.result == nil { try draw(&runner, on: backend) }
            while runner.result == nil, cancellation?.isCancelled != true {
                let wait = runner.nextDeadline.map { max(.zero, $0 - backend.now) }
                let events = try backend.readEvents(timeout: wait)
                var resized = false
                for event in events {
                    if case .resize = event { resized = true }
                    switch runner.handle(event, now: backend.now) {
                    case .none: break
                    case .suspend:
                        backend.suspend()
                        resized = true
                    case .finish: break
                    }
                    if runner.result != nil { break }
                }
                if runner.result == nil { deliverBackground(inbox, to: &runner, now: backend.now) }
                if runner.result == nil { runner.advance(to: backend.now) }
                if runner.result == nil {
                    if resized, options.presentation == .inline {
                        runner.setRegionTop(try backend.locateInlineRegion(timeout: .zero))
                    }
                    applyAnswers(of: backend, seen: &answersSeen, to: &runner, options: options)
                    try draw(&runner, on: backend)
                }
            }
        } catch {
            backend.close(summary: nil)
            throw error
        }
        inbox.close()
        let result = runner.result ?? .cancelled
        let summary = options.leavesSummary && options.presentation == .inline ? runner.prompt.summary(of: result) : nil
        backend.close(summary: summary)
        return result
    }

    /// What `body` returned, or the terminal error it threw.
    static func outcome<Value>(_ body: () throws(TerminalError) -> Value) -> Result<Value, TerminalError> {
        do {
            return .success(try body())
        } catch {
            return .failure(error)
        }
    }

    /// How long an inline prompt holds back a popover whose side depends on where its region is,
    /// for a terminal that has not yet said (local terminals answer in well under a millisecond).
    static let regionAnswerGrace: Duration = .milliseconds(100)

    /// Applies what the terminal answered since the last look: the theme for its colours and
    /// background (when the options leave the theme to the terminal) and where the region starts.
    private static func applyAnswers<P: Prompt>(
        of backend: some TerminalBackend, seen: inout Int, to runner: inout PromptRunner<P>, options: Options
    ) {
        guard backend.answerCount != seen else { return }
        seen = backend.answerCount
        let theme = options.context(on: backend).theme
        if theme != runner.context.theme { runner.setTheme(theme) }
        if options.presentation == .inline, let top = backend.reportedRegionTop, top != runner.context.regionTop {
            runner.setRegionTop(top)
        }
    }

    /// Hands the prompt what background work posted since the last look.
    private static func deliverBackground<P: Prompt>(_ inbox: PromptInbox, to runner: inout PromptRunner<P>, now: Duration) {
        for event in inbox.takeAll() where runner.result == nil {
            runner.handle(event, now: now)
        }
    }

    /// Draws the runner's frame on the backend and tells the runner how tall it was.
    private static func draw<P: Prompt>(_ runner: inout PromptRunner<P>, on backend: some TerminalBackend) throws(TerminalError) {
        let (frame, cursor) = runner.frame()
        try backend.draw(frame, cursor: cursor)
        runner.didDraw(height: frame.height)
        // Hover needs motion reports with no button held (mode 1003), only while asked for.
        if let terminal = backend as? any PointerMotionReporting, runner.context.hasMouse {
            terminal.reportsPointerMotion = runner.prompt.tracksPointerMotion && runner.result == nil
        }
    }
}

extension PromptHost.Options {
    /// The context a prompt starts with on `backend`: its clock and size, these options'
    /// presentation and accessibility, and the theme (or one chosen for the backend's colours).
    package func context(on backend: some TerminalBackend) -> PromptContext {
        PromptContext(
            now: backend.now,
            screen: backend.size,
            presentation: presentation,
            theme: theme
                ?? (themeAdjustment ?? { theme, _ in theme })(
                    .forCapability(backend.capability, background: backend.background), backend.capability),
            isAccessible: isAccessible,
            hasMouse: usesMouse
        )
    }
}

extension Prompt {
    /// Runs the prompt in the terminal and returns how it ended; Esc, Ctrl-C and a timeout are
    /// results, not errors. Cancelling the task ends the prompt promptly with
    /// ``PromptResult/cancelled``, the terminal restored.
    ///
    /// ```swift
    /// let colour = try await DropDown("Colour", options: ["Red", "Green", "Blue"]).run().value
    /// ```
    ///
    /// The terminal is read on a thread of its own, so no thread of Swift's cooperative pool is
    /// blocked while the user thinks.
    ///
    /// - Throws: `TerminalError` when there is no terminal, `TERM=dumb`, or the terminal goes away.
    public func run(options: PromptHost.Options = PromptHost.Options()) async throws(TerminalError) -> PromptResult<Value> {
        let work = HandOver { (cancellation: HostCancellation) -> Result<PromptResult<Value>, TerminalError> in
            PromptHost.outcome { () throws(TerminalError) in try PromptHost.run(self, options: options, cancellation: cancellation) }
        }
        return try await HostCancellation.running { cancellation in work.value(cancellation) }.get()
    }

    /// Runs the prompt on `backend` (a virtual terminal in tests), on a thread of its own;
    /// cancelling the task ends it with ``PromptResult/cancelled``.
    public func run(
        on backend: some TerminalBackend, options: PromptHost.Options = PromptHost.Options()
    ) async throws(TerminalError) -> PromptResult<Value> {
        let work = HandOver { (cancellation: HostCancellation) -> Result<PromptResult<Value>, TerminalError> in
            PromptHost.outcome { () throws(TerminalError) in
                try PromptHost.run(self, on: backend, options: options, cancellation: cancellation)
            }
        }
        return try await HostCancellation.running { cancellation in work.value(cancellation) }.get()
    }
}
