import SelectionCore
import SelectionTerminal
import SelectionUI

/// A terminal in memory, for tests: input comes from a script, time from a manual clock, and
/// every frame goes through the real `Renderer` into a ``VirtualScreen`` that can be read back.
///
/// Run a prompt through the same host loop users get, with the whole input scripted:
///
/// ```swift
/// let terminal = VirtualTerminal(width: 40, height: 10)
/// terminal.enqueue(.key(KeyEvent(.down)), .key(KeyEvent(.enter)))
/// let result = try await DropDown("Colour", options: ["Red", "Blue"]).run(on: terminal)
/// #expect(result == .chosen("Blue"))
/// #expect(terminal.snapshot.trimmedLines[0] == "Colour: Blue")
/// ```
///
/// Or step through it with ``PromptDriver`` and look at the screen after each key.
public final class VirtualTerminal: TerminalBackend, PointerMotionReporting {
    /// One step of the input script.
    public enum ScriptStep: Sendable, Hashable {
        /// Events that arrive together, in one read.
        case events([TerminalEvent])
        /// Time passing with no input.
        case wait(Duration)
        /// Runs a piece of the test (appending items to a feed, say) at this point of the script.
        case perform(ScriptAction)
        /// Waits, in real time (up to ten seconds), until background work wakes the loop; the
        /// manual clock does not move.
        case awaitBackground
    }

    /// A step of the test run at its place in the script (``ScriptStep/perform(_:)``); equal
    /// when it is the same action.
    public struct ScriptAction: Sendable, Hashable {
        private let id: Int
        let body: @Sendable () -> Void

        init(id: Int, body: @escaping @Sendable () -> Void) {
            self.id = id
            self.body = body
        }

        /// The same action.
        public static func == (left: ScriptAction, right: ScriptAction) -> Bool { left.id == right.id }

        /// Hashes the action's identity.
        public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }

    /// Whether the prompt asked for motion reports with no button held (mode 1003, an open menu).
    public var reportsPointerMotion = false
    /// The emulated screen.
    public private(set) var screen: VirtualScreen
    /// The colours this terminal claims to show.
    public let capability: ColourCapability
    /// The background this terminal reports (as a real one answers OSC 11); nil says nothing,
    /// which hosts take as dark.
    public var background: TerminalBackground?
    /// The time on the manual clock.
    public private(set) var now: Duration = .zero
    /// The screen's size.
    public var size: Size { Size(width: screen.width, height: screen.height) }
    /// What the rest of the script holds.
    public private(set) var script: [ScriptStep] = []
    /// Every frame drawn, in order.
    package private(set) var frames: [Buffer] = []
    /// How many times the program asked to be suspended (Ctrl-Z).
    package private(set) var suspensions = 0
    /// True once the program closed the terminal.
    public private(set) var isClosed = false
    /// Whether the terminal answers cursor position queries (most do; the test may turn it off).
    package var answersCursorQueries = true
    /// Whether a prompt run after another one closed the terminal opens it again, on the same
    /// screen and script, as a tool asking several questions in turn opens `/dev/tty` for each;
    /// false by default: drawing on a closed terminal fails with `TerminalError.terminalClosed`.
    ///
    /// ```swift
    /// let terminal = VirtualTerminal(width: 60, height: 10)
    /// terminal.allowsSeveralPrompts = true
    /// terminal.enqueueKeys(KeyEvent(.enter), KeyEvent(.enter))
    /// let plan = try await questions.ask(on: terminal)   // two prompts, one after the other
    /// ```
    public var allowsSeveralPrompts = false
    /// Whether ``output`` keeps every byte written to the screen (off by default: a long test
    /// would keep every frame).
    public var recordsOutput = false
    /// Every byte written to the screen while ``recordsOutput`` was on — frames, the summary
    /// line, ``write(_:)`` — in order: what a real terminal would have been sent, for checking
    /// that no untrusted text reached it as a control (``HostileText``).
    public private(set) var output: [UInt8] = []

    private var actionCount = 0
    private let wakes = WakeCounter()
    private var wakeUpsSeen = 0
    private var renderer: Renderer
    private let presentation: Renderer.Mode

    /// Creates a terminal that reports no background (hosts take it as dark).
    ///
    /// - Parameters:
    ///   - width: Columns.
    ///   - height: Rows.
    ///   - presentation: `.inline` draws a region from the cursor's row; `.fullScreen` the whole screen.
    ///   - capability: The colours it shows; 24-bit by default.
    ///   - earlierOutput: Lines already on screen (an inline prompt starts on the row after them).
    public convenience init(
        width: Int = 80,
        height: Int = 24,
        presentation: PromptContext.Presentation = .inline,
        capability: ColourCapability = .trueColour,
        earlierOutput: [String] = []
    ) {
        self.init(
            width: width, height: height, presentation: presentation, capability: capability, background: nil,
            earlierOutput: earlierOutput)
    }

    /// Creates a terminal that reports `background`, as a real one answers OSC 11.
    ///
    /// - Parameters:
    ///   - width: Columns.
    ///   - height: Rows.
    ///   - presentation: `.inline` draws a region from the cursor's row; `.fullScreen` the whole screen.
    ///   - capability: The colours it shows; 24-bit by default.
    ///   - background: The background it reports; nil reports none.
    ///   - earlierOutput: Lines already on screen (an inline prompt starts on the row after them).
    public init(
        width: Int = 80,
        height: Int = 24,
        presentation: PromptContext.Presentation = .inline,
        capability: ColourCapability = .trueColour,
        background: TerminalBackground?,
        earlierOutput: [String] = []
    ) {
        self.background = background
        var screen = VirtualScreen(width: width, height: height)
        screen.show(earlierOutput)
        self.screen = screen
        self.capability = capability
        self.presentation = presentation == .fullScreen ? .fullScreen : .inline
        self.renderer = Renderer(mode: presentation == .fullScreen ? .fullScreen : .inline, capability: capability)
    }

    /// What the screen shows now.
    public var snapshot: ScreenSnapshot { ScreenSnapshot(screen.buffer()) }

    /// Anything the renderer sent that a terminal should not receive (always empty in a correct program).
    public var violations: [String] { screen.violations }

    // MARK: Scripting

    /// Adds events that arrive together.
    public func enqueue(_ events: TerminalEvent...) {
        script.append(.events(events))
    }

    /// Adds each key as its own read.
    public func enqueueKeys(_ keys: KeyEvent...) {
        for key in keys { script.append(.events([.key(key)])) }
    }

    /// Adds typed text, a character per read.
    public func enqueueText(_ text: String) {
        for character in text { script.append(.events([.key(KeyEvent(.character(character)))])) }
    }

    /// Adds a pause in which nothing arrives.
    public func enqueueWait(_ duration: Duration) {
        script.append(.wait(duration))
    }

    /// Adds a piece of the test to run when the loop reaches this point of the script, e.g.
    /// `terminal.enqueueAction { feed.append(lines: ["beta"]) }`.
    public func enqueueAction(_ body: @escaping @Sendable () -> Void) {
        actionCount += 1
        script.append(.perform(ScriptAction(id: actionCount, body: body)))
    }

    /// Adds a real-time wait (up to ten seconds) for background work to wake the loop: a scan
    /// on other threads finishing, say. The manual clock does not move.
    public func enqueueBackgroundWait() {
        script.append(.awaitBackground)
    }

    /// How many times background work woke this terminal.
    package var wakeUps: Int { wakes.count }

    /// Moves the clock on.
    public func advance(by duration: Duration) {
        now += duration
    }

    /// Changes the size, as a window resize does; the program learns of it from a `.resize` event.
    public func resize(width: Int, height: Int) {
        screen.resize(width: width, height: height)
        feed(renderer.invalidate())
    }

    /// Writes bytes to the screen as the program would (for tests of the renderer itself).
    public func write(_ bytes: [UInt8]) {
        feed(bytes)
    }

    // MARK: TerminalBackend

    /// The next scripted read. With the script exhausted, a read with a timeout lets the clock run
    /// to it and returns nothing; a read without one fails with `TerminalError.terminalClosed`,
    /// as a terminal that went away would, so a test can never hang.
    public func readEvents(timeout: Duration?) throws(TerminalError) -> [TerminalEvent] {
        guard !isClosed else { throw .terminalClosed }
        guard !script.isEmpty else {
            guard let timeout else { throw .terminalClosed }
            now += timeout
            return []
        }
        switch script.removeFirst() {
        case .events(let events):
            for event in events {
                if case .resize(let size) = event, size != self.size { resize(width: size.width, height: size.height) }
            }
            return events
        case .wait(let duration):
            if let timeout, timeout < duration {
                now += timeout
                script.insert(.wait(duration - timeout), at: 0)
            } else {
                now += duration
            }
            return []
        case .perform(let action):
            action.body()
            return []
        case .awaitBackground:
            wakeUpsSeen = wakes.wait(beyond: wakeUpsSeen, timeoutMilliseconds: 10_000)
            return []
        }
    }

    /// Counts the wake-up and ends an ``ScriptStep/awaitBackground`` wait.
    public func makeWakeUp() -> (@Sendable () -> Void)? {
        let wakes = self.wakes
        return { wakes.increment() }
    }

    /// Renders `frame` through the real renderer onto the emulated screen.
    public func draw(_ frame: Buffer, cursor: Point?) throws(TerminalError) {
        reopenForNextPrompt()
        guard !isClosed else { throw .terminalClosed }
        frames.append(frame)
        feed(renderer.render(frame, cursor: cursor))
    }

    /// The region's first row: the emulated cursor's row minus the renderer's row within the region.
    public func locateInlineRegion(timeout: Duration) throws(TerminalError) -> Int? {
        reopenForNextPrompt()
        guard answersCursorQueries else {
            now += timeout
            return nil
        }
        if presentation == .fullScreen { return 0 }
        return max(0, screen.cursorY - (renderer.cursorRow ?? 0))
    }

    /// Counts the request; the screen is left alone, as after `fg` the program redraws.
    public func suspend() {
        suspensions += 1
        renderer.startOver()
    }

    /// Applies `bytes` to the screen, keeping them when ``recordsOutput`` is on.
    private func feed(_ bytes: [UInt8]) {
        if recordsOutput { output += bytes }
        screen.feed(bytes)
    }

    /// With ``allowsSeveralPrompts``, opens a closed terminal for the next prompt: a new renderer
    /// whose region starts where the previous prompt left the cursor.
    private func reopenForNextPrompt() {
        guard isClosed, allowsSeveralPrompts else { return }
        isClosed = false
        renderer = Renderer(mode: presentation, capability: capability)
    }

    /// Erases the inline region (or the screen) and writes the summary line.
    public func close(summary: String?) {
        guard !isClosed else { return }
        isClosed = true
        switch presentation {
        case .inline:
            var bytes = renderer.clearRegion()
            if let summary { bytes += Array((TerminalSession.summaryLine(summary, width: screen.width) + "\r\n").utf8) }
            feed(bytes)
        case .fullScreen:
            feed(renderer.clearRegion())
        }
    }
}

/// Counts wake-ups from background threads, and lets the script wait for the next one.
private final class WakeCounter: Sendable {
    private let value = Locked(0)

    var count: Int { value.withLock { $0 } }

    func increment() {
        value.withLock { $0 += 1 }
        value.signal()
    }

    /// Waits until the count passes `seen` (or the time runs out); returns the count.
    func wait(beyond seen: Int, timeoutMilliseconds: Int) -> Int {
        _ = value.wait(until: { $0 > seen }, timeoutMilliseconds: timeoutMilliseconds)
        return count
    }
}
