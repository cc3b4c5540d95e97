import SelectionCore
import SelectionTerminal

/// Drives one ``Prompt`` from terminal events, synchronously: the loop of ``PromptHost`` and the
/// test kit's driver are both thin shells around it.
///
/// The runner owns what every prompt shares: Ctrl-C ends with ``PromptResult/interrupted``, a
/// time limit ends with ``PromptResult/timedOut``, mouse reports are moved from screen
/// coordinates into the prompt's region, resizes reach the prompt, and the prompt's own
/// deadline becomes a ``PromptEvent/tick``.
///
/// ```swift
/// var runner = PromptRunner(prompt, context: PromptContext(screen: Size(width: 80, height: 24)))
/// runner.handle(.key(KeyEvent(.down)), now: .milliseconds(10))
/// let (frame, cursor) = runner.frame()
/// ```
package struct PromptRunner<P: Prompt> {
    /// What the runner asks of its host after an event.
    package enum Request: Sendable, Equatable {
        /// Nothing: draw the next frame and read on.
        case none
        /// Ctrl-Z: suspend the job (restore the terminal, stop, redraw on `fg`).
        case suspend
        /// The prompt is finished; close and return ``PromptRunner/result``.
        case finish
    }

    /// The prompt, as the events have left it.
    package private(set) var prompt: P
    /// The context handed to the prompt (time, screen, region, theme).
    package private(set) var context: PromptContext
    /// How the prompt ended, once it has.
    package private(set) var result: PromptResult<P.Value>?
    /// When the time allowed runs out (on the host's clock), if there is a limit.
    package var timeoutDeadline: Duration?
    /// The key that interrupts (Ctrl-C).
    package var interruptKey = KeyEvent(.character("c"), modifiers: .ctrl)
    /// The key that suspends (Ctrl-Z).
    package var suspendKey = KeyEvent(.character("z"), modifiers: .ctrl)
    /// The tallest inline region drawn so far: the region never shrinks on screen.
    private var tallestRegion = 0
    /// Performs what the prompt asks for (``PromptEffect``); set when the host starts the prompt.
    package var effects: (any PromptEffectPerforming)?

    /// Creates a runner.
    ///
    /// - Parameters:
    ///   - prompt: The prompt to run.
    ///   - context: Its starting context; the runner keeps `now`, `screen` and `regionTop` up to date.
    ///   - timeout: How long the prompt may run, from `context.now`; nil for no limit.
    package init(_ prompt: P, context: PromptContext, timeout: Duration? = nil) {
        self.prompt = prompt
        self.context = context
        self.timeoutDeadline = timeout.map { context.now + $0 }
    }

    /// When the runner next needs ``advance(to:)``: the prompt's deadline or the time limit.
    package var nextDeadline: Duration? {
        [prompt.deadline, timeoutDeadline, context.regionTopExpectedUntil].compactMap { $0 }.min()
    }

    /// Inline, with the region's top not yet known: the terminal's answer is expected until
    /// `deadline` (a terminal that never answers is not waited for longer); meanwhile a prompt
    /// holds back what depends on the side of its trigger (``PromptContext``).
    mutating func expectRegionTop(until deadline: Duration) {
        guard context.presentation == .inline, context.regionTop == nil else { return }
        context.regionTopExpectedUntil = deadline
    }

    /// The size of the prompt's region: the whole screen full-screen; inline, the prompt's
    /// preferred height clamped to the screen (at least one row).
    package var regionSize: Size {
        let screen = context.screen
        switch context.presentation {
        case .fullScreen:
            return screen
        case .inline:
            let wanted = prompt.preferredHeight(in: screen, context: context)
            return Size(width: max(0, screen.width), height: max(1, min(wanted, max(1, screen.height))))
        }
    }

    /// Draws the prompt into a buffer the size of its region.
    package func frame() -> (buffer: Buffer, cursor: Point?) {
        var buffer = Buffer(size: regionSize)
        let cursor = prompt.render(into: &buffer, context: context)
        return (buffer, context.isAccessible ? cursor : nil)
    }

    /// Tells the runner where the inline region starts on screen (from a cursor position report),
    /// and the prompt, which may decide what depends on it (``Prompt/prepare(for:)``).
    package mutating func setRegionTop(_ row: Int?) {
        // A row reported late, after frames taller than the room below scrolled the terminal,
        // has moved up by as many rows.
        context.regionTop = row.map { context.presentation == .inline ? max(0, min($0, context.screen.height - tallestRegion)) : $0 }
        if row != nil { context.regionTopExpectedUntil = nil }
        prompt.prepare(for: context)
    }

    /// Gives the prompt another theme (the terminal said late that its background is light, or
    /// that it shows 24-bit colour); the next frame is drawn with it.
    package mutating func setTheme(_ theme: Theme) {
        context.theme = theme
    }

    /// Tells the runner a frame of `height` rows was drawn: an inline region taller than the room
    /// below it scrolls the terminal, which moves its top up.
    package mutating func didDraw(height: Int) {
        tallestRegion = max(tallestRegion, height)
        if context.presentation == .inline, let top = context.regionTop {
            context.regionTop = max(0, min(top, context.screen.height - tallestRegion))
        }
    }

    /// Handles one terminal event at time `now`.
    @discardableResult
    package mutating func handle(_ event: TerminalEvent, now: Duration) -> Request {
        guard result == nil else { return .finish }
        context.now = now
        if let request = expire() { return request }
        switch event {
        case .key(let key):
            if key.kind != .release, key.key == interruptKey.key, key.modifiers == interruptKey.modifiers {
                result = .interrupted
                return .finish
            }
            if key.kind != .release, key.key == suspendKey.key, key.modifiers == suspendKey.modifiers {
                return .suspend
            }
            return deliver(.key(key))
        case .mouse(var mouse):
            switch context.presentation {
            case .fullScreen:
                break
            case .inline:
                // Without knowing where the region is, a click cannot be placed: the keyboard still works.
                guard let top = context.regionTop else { return .none }
                mouse.position.y -= top
            }
            return deliver(.mouse(mouse))
        case .paste(let text):
            return deliver(.paste(text))
        case .resize(let size):
            context.screen = size
            tallestRegion = 0
            return deliver(.resize(size))
        case .focus, .unknown:
            return .none
        }
    }

    /// Starts the prompt's background work, reporting to `inbox` (see ``Prompt/start(reportingTo:)``).
    package mutating func start(reportingTo inbox: PromptInbox) {
        if effects == nil { effects = HostEffects(inbox: inbox) }
        prompt.start(reportingTo: inbox)
    }

    /// Hands background news to the prompt.
    @discardableResult
    package mutating func handle(_ event: BackgroundEvent, now: Duration) -> Request {
        guard result == nil else { return .finish }
        context.now = now
        if let request = expire() { return request }
        return deliver(.background(effects?.resolve(event) ?? event))
    }

    /// Lets time pass: fires the prompt's deadline as a tick, and the time limit.
    @discardableResult
    package mutating func advance(to now: Duration) -> Request {
        guard result == nil else { return .finish }
        context.now = max(context.now, now)
        if let expected = context.regionTopExpectedUntil, context.now >= expected { context.regionTopExpectedUntil = nil }
        return expire() ?? .none
    }

    private mutating func expire() -> Request? {
        if let limit = timeoutDeadline, context.now >= limit {
            result = .timedOut
            return .finish
        }
        if let deadline = prompt.deadline, context.now >= deadline {
            if deliver(.tick) == .finish { return .finish }
        }
        return nil
    }

    private mutating func deliver(_ event: PromptEvent) -> Request {
        // The results of effects ready at once go back to the prompt before the next event.
        var pending = [event]
        while !pending.isEmpty {
            let step = prompt.handle(pending.removeFirst(), context: context)
            if let ending = step.result {
                result = ending
                return .finish
            }
            for effect in step.effects {
                if let ready = effects?.perform(effect) { pending.append(.background(.completed(ready))) }
            }
        }
        return .none
    }
}
