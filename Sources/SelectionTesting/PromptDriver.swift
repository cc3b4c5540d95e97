import SelectionCore
import SelectionTerminal
import SelectionUI

/// Steps a prompt through events one at a time on a ``VirtualTerminal``, drawing after each one
/// as the host would, so a test can look at the screen between keys. No sleeps: time moves only
/// when the test says so.
///
/// ```swift
/// var driver = PromptDriver(DropDown("Colour", options: ["Red", "Green"]), terminal: VirtualTerminal(width: 40, height: 10))
/// driver.press(.down)
/// #expect(driver.snapshot.trimmedLines == [
///     "Colour: Select... ▴",
///     "        ╭────▲────╮",
///     "        │   Red   │",
///     "        │›  Green │",
///     "        ╰─────────╯",
///     "↑/↓ move · enter choose · esc cancel",
/// ])
/// driver.press(.enter)
/// #expect(driver.result == .chosen("Green"))
/// ```
///
/// As in the host, a deadline already due fires at once: a list with nothing to choose has
/// ended (``result`` is `.cancelled`) as soon as the driver is made.
///
/// Mouse positions are screen cells, as a terminal reports them.
public struct PromptDriver<P: Prompt> {
    /// The terminal the prompt draws on.
    public let terminal: VirtualTerminal
    /// The runner, holding the prompt and its context.
    package private(set) var runner: PromptRunner<P>
    private let options: PromptHost.Options
    /// Where the prompt's background work reports; events wait here until
    /// ``deliverBackground()`` or ``awaitBackground(timeoutMilliseconds:)`` hands them over.
    public let inbox = PromptInbox()

    /// Starts `prompt` on `terminal` and draws its first frame.
    public init(_ prompt: P, terminal: VirtualTerminal = VirtualTerminal(), options: PromptHost.Options = PromptHost.Options()) {
        self.terminal = terminal
        self.options = options
        runner = PromptRunner(prompt, context: options.context(on: terminal), timeout: options.timeout)
        if options.presentation == .inline { runner.setRegionTop(try? terminal.locateInlineRegion(timeout: .zero)) }
        runner.start(reportingTo: inbox)
        finishOrDraw()
    }

    /// The prompt as the events have left it.
    public var prompt: P { runner.prompt }

    /// How the prompt ended, once it has.
    public var result: PromptResult<P.Value>? { runner.result }

    /// What the screen shows now.
    public var snapshot: ScreenSnapshot { terminal.snapshot }

    /// Sends one terminal event, then draws (or, once finished, closes the terminal as the host does).
    public mutating func send(_ event: TerminalEvent) {
        guard runner.result == nil else { return }
        if case .resize(let size) = event { terminal.resize(width: size.width, height: size.height) }
        let request = runner.handle(event, now: terminal.now)
        if request == .suspend { terminal.suspend() }
        if case .resize = event, options.presentation == .inline {
            runner.setRegionTop(try? terminal.locateInlineRegion(timeout: .zero))
        }
        finishOrDraw()
    }

    /// Presses a key.
    public mutating func press(_ key: Key, modifiers: Modifiers = []) {
        send(.key(KeyEvent(key, modifiers: modifiers)))
    }

    /// Types each character of `text` as a key press.
    public mutating func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    /// Pastes `text` (bracketed paste).
    public mutating func paste(_ text: String) {
        send(.paste(text))
    }

    /// A left click: press and release at `position` (screen cells).
    public mutating func click(at position: Point) {
        mouseDown(at: position)
        mouseUp(at: position)
    }

    /// The left button goes down at `position`.
    public mutating func mouseDown(at position: Point) {
        send(.mouse(MouseEvent(.press, button: .left, at: position)))
    }

    /// The pointer moves to `position` with the left button held.
    public mutating func drag(to position: Point) {
        send(.mouse(MouseEvent(.drag, button: .left, at: position)))
    }

    /// The left button comes up at `position`.
    public mutating func mouseUp(at position: Point) {
        send(.mouse(MouseEvent(.release, button: .left, at: position)))
    }

    /// One wheel notch at `position`.
    public mutating func scroll(_ direction: MouseEvent.ScrollDirection, at position: Point) {
        send(.mouse(MouseEvent(.scroll(direction), at: position)))
    }

    /// Resizes the terminal and tells the prompt.
    public mutating func resize(width: Int, height: Int) {
        send(.resize(Size(width: width, height: height)))
    }

    /// Moves the clock on by `duration`, firing deadlines (typeahead expiry, the time limit).
    public mutating func advance(by duration: Duration) {
        guard runner.result == nil else { return }
        terminal.advance(by: duration)
        runner.advance(to: terminal.now)
        finishOrDraw()
    }

    /// Hands the prompt what its background work has posted so far (nothing waits), then draws.
    public mutating func deliverBackground() {
        guard runner.result == nil else { return }
        for event in inbox.takeAll() where runner.result == nil {
            runner.handle(event, now: terminal.now)
        }
        finishOrDraw()
    }

    /// Waits in real time (up to `timeoutMilliseconds`) until background work posts something,
    /// then delivers it as ``deliverBackground()`` does; false when nothing came.
    @discardableResult
    public mutating func awaitBackground(timeoutMilliseconds: Int = 10_000) -> Bool {
        let arrived = inbox.waitForEvents(timeoutMilliseconds: timeoutMilliseconds)
        deliverBackground()
        return arrived
    }

    /// Delivers background news until `condition` holds or `timeout` passes, sleeping between
    /// looks instead of blocking; returns whether `condition` held.
    ///
    /// Use it when the news comes from work on Swift's cooperative pool (filter scans, an
    /// `AsyncSequence` of options): a test that blocks its thread can starve that work on a
    /// machine with few cores.
    ///
    /// ```swift
    /// driver.type("md")
    /// #expect(await driver.settle(until: { $0.prompt.state.list.items.count == 1 }))
    /// ```
    @discardableResult
    public mutating func settle(until condition: (Self) -> Bool, timeout: Duration = .seconds(30)) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        deliverBackground()
        while !condition(self) {
            guard clock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(5))
            deliverBackground()
        }
        return true
    }

    /// Closes the terminal once the prompt has finished; otherwise draws, then fires a deadline
    /// that is already due, as the host's loop does at once (a list with nothing to choose ends,
    /// a sole option is chosen) rather than when the clock next moves.
    private mutating func finishOrDraw() {
        // A prompt whose deadline stays due would spin the host too; the driver gives up sooner.
        for _ in 0..<100 {
            if let result = runner.result {
                inbox.close()
                let summary = options.leavesSummary && options.presentation == .inline ? runner.prompt.summary(of: result) : nil
                terminal.close(summary: summary)
                return
            }
            draw()
            guard let due = runner.nextDeadline, due <= terminal.now else { return }
            runner.advance(to: terminal.now)
        }
    }

    private mutating func draw() {
        let (frame, cursor) = runner.frame()
        try? terminal.draw(frame, cursor: cursor)
        runner.didDraw(height: frame.height)
    }
}
