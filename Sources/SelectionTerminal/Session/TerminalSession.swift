import SelectionCore

/// The one owner of the terminal: raw mode, modes, input, drawing, and restoring it all.
///
/// A session opens `/dev/tty` for both reading keys and drawing, so standard input and output
/// stay free for data (`sel choose < items > out`). It puts the terminal in raw mode, turns on
/// the reporting modes asked for, decodes input into ``TerminalEvent``s and draws ``Buffer``
/// frames through the diffing ``Renderer``. Whatever happens — a normal return, a thrown
/// error, a signal, a trap, the terminal going away — everything it changed is put back.
///
/// ```swift
/// let session = try TerminalSession.open(.init(presentation: .inline))
/// defer { session.close() }
/// while true {
///     for event in try session.readEvents(timeout: nil) {
///         if case .key(let key) = event, key.key == .escape { return }
///     }
/// }
/// ```
///
/// A session is used from one thread at a time.
package final class TerminalSession {
    /// How the session uses the screen.
    package enum Presentation: Sendable, Equatable {
        /// Draw in a region below the cursor, leaving the scrollback intact.
        case inline
        /// Draw on the alternate screen, restoring the original screen on exit.
        case fullScreen
        /// No drawing region: raw mode, and whole lines written with ``writeLine(_:)`` (e.g. `sel keys`).
        case lines
    }

    /// What the session turns on.
    package struct Configuration: Sendable {
        /// Inline, full-screen or plain lines.
        package var presentation: Presentation
        /// Report mouse presses, releases, drags and the wheel (SGR 1006).
        package var reportsMouse: Bool
        /// Bracketed paste: a paste arrives as one ``TerminalEvent/paste(_:)``.
        package var reportsPaste: Bool
        /// Report focus in/out.
        package var reportsFocus: Bool
        /// Ask for the kitty keyboard protocol (disambiguated keys); ignored by terminals without it.
        package var usesKittyKeyboard: Bool
        /// How long a lone Esc waits for the rest of a sequence.
        package var escapeTimeout: Duration
        /// The environment to read TERM, COLORTERM, NO_COLOR, COLUMNS, LINES, SEL_BACKGROUND and COLORFGBG from.
        package var environment: [String: String]
        /// How long the terminal's answers to the start-up questions about its background and
        /// colours (``TerminalProbe``) are taken after the session opens; zero asks nothing. Nothing
        /// waits for them: the first frame is drawn at once with the best guess, and an answer that
        /// changes it is applied when it arrives (``answerCount``).
        package var probeTimeout: Duration = .seconds(2)

        /// Creates a configuration; by default mouse and paste reporting are on.
        package init(
            presentation: Presentation,
            reportsMouse: Bool = true,
            reportsPaste: Bool = true,
            reportsFocus: Bool = false,
            usesKittyKeyboard: Bool = false,
            escapeTimeout: Duration = .milliseconds(35),
            environment: [String: String]? = nil
        ) {
            self.presentation = presentation
            self.reportsMouse = reportsMouse
            self.reportsPaste = reportsPaste
            self.reportsFocus = reportsFocus
            self.usesKittyKeyboard = usesKittyKeyboard
            self.escapeTimeout = escapeTimeout
            self.environment = environment ?? Platform.environment()
        }
    }

    /// The configuration the session was opened with.
    package let configuration: Configuration
    /// Whether any-event mouse tracking (mode 1003) is on: see ``reportsPointerMotion``.
    var isReportingPointerMotion = false
    /// The colours the terminal can show: from the environment, raised to 24-bit colour when the
    /// terminal says it has them (``TerminalProbe``).
    package private(set) var capability: ColourCapability
    /// The terminal's background, light or dark: `SEL_BACKGROUND`, else the terminal's answer to
    /// OSC 11, else `COLORFGBG`; nil when none says (or without colour, when nobody asks).
    package private(set) var background: TerminalBackground?
    /// The terminal's size in cells (COLUMNS/LINES override what the terminal reports).
    package private(set) var size: Size
    /// Inline: the screen row of the drawing region's first row, as the terminal last reported it
    /// (``locateInlineRegion(timeout:)``); nil until it answers, and again after a resize until
    /// it answers anew. Never waited for.
    package private(set) var reportedRegionTop: Int?
    /// How many times an answer from the terminal changed ``background``, ``capability`` or
    /// ``reportedRegionTop``: a host compares it after each read and applies what changed.
    package private(set) var answerCount = 0

    private let descriptor: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let originalAttributes: Platform.TerminalAttributes
    private let rawAttributes: Platform.TerminalAttributes
    private var decoder: InputDecoder
    private var renderer: Renderer
    private var lastFrame: Buffer?
    private var lastCursor: Point?
    private var isOpen = true
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var readBuffer = [UInt8](repeating: 0, count: 4096)
    /// Events read while waiting for a query's reply, handed out by the next ``readEvents(timeout:)``.
    private var pendingEvents: [TerminalEvent] = []
    /// The start-up questions' answers so far; nil when nothing was asked, or no longer listened for.
    private var probe: TerminalProbe?
    /// When the start-up answers stop being taken (on the session's clock).
    private var probeEnds: Duration = .zero
    /// A cursor position question in flight: the renderer's cursor row in the region when it was
    /// asked, which the reply's row is measured from.
    private var cursorAsk: Int?
    /// The thread that opened the session, and its signal mask then: the asynchronous signals are
    /// unblocked there while the session is open (a thread of a pool may block them), so that
    /// the writer can take the signals handed to it; ``close(summary:)`` puts the mask back.
    private let openingThread: Platform.Thread
    private let openingMask: Platform.SignalMask
    /// The SIGCONT count (``TerminalRestorer/Storage/continueGeneration``) when the session last
    /// resumed: a continue's wake byte that comes after the session resumed from it is no news.
    private var resumedGeneration = 0

    /// Opens the controlling terminal and enters raw mode.
    ///
    /// - Throws: ``TerminalError/noTerminal(reason:)`` when `/dev/tty` cannot be opened,
    ///   ``TerminalError/dumbTerminal`` for `TERM=dumb` with an inline or full-screen presentation.
    package static func open(_ configuration: Configuration) throws(TerminalError) -> TerminalSession {
        if configuration.presentation != .lines, configuration.environment["TERM"] == "dumb" {
            throw .dumbTerminal
        }
        let fd: Int32
        switch Platform.openControllingTerminal() {
        case .success(let opened): fd = opened
        case .failure(let error):
            throw .noTerminal(reason: "cannot open /dev/tty: \(Platform.describe(errorNumber: error.errorNumber))")
        }
        let original: Platform.TerminalAttributes
        switch Platform.attributes(of: fd) {
        case .success(let attributes): original = attributes
        case .failure(let error):
            Platform.close(fd)
            throw .noTerminal(reason: "/dev/tty is not a terminal: \(error)")
        }
        let pipe: (Int32, Int32)
        switch Platform.makePipe() {
        case .success(let ends): pipe = ends
        case .failure(let error):
            Platform.close(fd)
            throw .system(error.description)
        }
        return TerminalSession(configuration: configuration, descriptor: fd, original: original, wake: pipe)
    }

    private init(configuration: Configuration, descriptor: Int32, original: Platform.TerminalAttributes, wake: (Int32, Int32)) {
        self.configuration = configuration
        self.descriptor = descriptor
        self.originalAttributes = original
        self.rawAttributes = Platform.rawMode(from: original)
        self.wakeRead = wake.0
        self.wakeWrite = wake.1
        self.capability = ColourCapability(environment: configuration.environment)
        self.background = TerminalBackground(environment: configuration.environment)
        self.decoder = InputDecoder(escapeTimeout: configuration.escapeTimeout)
        self.renderer = Renderer(mode: configuration.presentation == .fullScreen ? .fullScreen : .inline, capability: capability)
        self.start = clock.now
        self.openingThread = Platform.currentThread()
        self.openingMask = Platform.unblock(SignalHandlers.asynchronous)
        self.size = Size(width: 80, height: 24)
        self.size = measureSize()

        // This thread is the writer before any handler can run: a signal taken on another
        // thread from now on is handed to this one.
        TerminalRestorer.update { state in
            state.descriptor = descriptor
            state.wakeDescriptor = wake.1
            state.inlineRowsBelowTop = configuration.presentation == .inline ? 0 : -1
        }
        SignalHandlers.install()
        TerminalRestorer.setOriginalAttributes(original)
        TerminalRestorer.setRestoreSequence(restoreSequence)
        resumedGeneration = TerminalRestorer.storage.pointee.continueGeneration
        enter()
        askStartUpQuestions()
    }

    deinit {
        close()
    }

    // MARK: Modes

    /// The bytes that turn on what the configuration asks for.
    private var enterSequence: [UInt8] {
        var sequence = ""
        if configuration.presentation == .fullScreen {
            sequence += "\u{1B}[?1049h"  // CSI ? 1049 h: alternate screen, saving the cursor
        }
        if configuration.reportsMouse {
            sequence += "\u{1B}[?1000h"  // CSI ? 1000 h: report presses and releases
            sequence += "\u{1B}[?1002h"  // CSI ? 1002 h: report motion while a button is held
            sequence += "\u{1B}[?1006h"  // CSI ? 1006 h: SGR encoding of mouse reports
        }
        if configuration.reportsPaste {
            sequence += "\u{1B}[?2004h"  // CSI ? 2004 h: bracketed paste
        }
        if configuration.reportsFocus {
            sequence += "\u{1B}[?1004h"  // CSI ? 1004 h: focus in/out reports
        }
        if configuration.usesKittyKeyboard {
            sequence += "\u{1B}[>1u"  // CSI > 1 u: push kitty keyboard flags (disambiguate)
        }
        return Array(sequence.utf8)
    }

    /// The bytes that undo every mode, whatever was turned on (undoing an unused mode is harmless).
    private var restoreSequence: [UInt8] {
        var sequence = ""
        sequence += "\u{1B}[?2026l"  // CSI ? 2026 l: end a synchronized update cut short
        sequence += "\u{1B}[0m"  // SGR 0: default colours and attributes
        if configuration.usesKittyKeyboard {
            sequence += "\u{1B}[<u"  // CSI < u: pop the kitty keyboard flags we pushed
        }
        sequence += "\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l"  // mouse reporting off
        sequence += "\u{1B}[?2004l"  // bracketed paste off
        sequence += "\u{1B}[?1004l"  // focus reports off
        sequence += "\u{1B}[?25h"  // CSI ? 25 h: show the cursor
        if configuration.presentation == .fullScreen {
            sequence += "\u{1B}[?1049l"  // CSI ? 1049 l: back to the main screen and its cursor
        }
        return Array(sequence.utf8)
    }

    /// Restore armed, raw mode on, modes on: as one write of the writer, so that a signal is
    /// taken before or after, and its restore undoes all of it.
    private func enter() {
        let sequence = enterSequence
        TerminalRestorer.asTheWriter {
            TerminalRestorer.storage.pointee.isArmed = true
            TerminalRestorer.storage.pointee.inlineRowsBelowTop = configuration.presentation == .inline ? 0 : -1
            _ = Platform.setAttributes(rawAttributes, of: descriptor)
            _ = writeBytes(sequence)
        }
        // After a suspension the restore turned mode 1003 off; the next frame asks again.
        isReportingPointerMotion = false
    }

    /// After the process was stopped and continued: enters raw mode and the modes again.
    ///
    /// Unconditional, because the shell may have changed the terminal while we were stopped
    /// (bash puts back its own settings when a job stops). Doing it twice is harmless.
    private func resume() {
        guard isOpen else { return }
        resumedGeneration = TerminalRestorer.storage.pointee.continueGeneration
        SignalHandlers.reinstallStopHandler()
        // Inline: the shell printed below the old region; start a new one where the cursor is now.
        renderer.startOver()
        enter()
    }

    // MARK: Input

    /// Time since the session opened, on a monotonic clock: the `now` that input events and
    /// deadlines are measured against.
    package var now: Duration { clock.now - start }

    /// Asks every start-up question in one write — the background and colours (``TerminalProbe``)
    /// and, inline, where the cursor is (the region's top) — and waits for none of the answers:
    /// they are taken as they arrive (``takeAnswers(from:)``), and keys typed meanwhile are input.
    private func askStartUpQuestions() {
        guard configuration.presentation != .lines else { return }
        let asksColours = capability != .noColour && configuration.probeTimeout > .zero
        let asksPosition = configuration.presentation == .inline
        guard asksColours || asksPosition else { return }
        let questions = TerminalProbe.questions(
            asksBackground: asksColours, asksColours: asksColours && capability != .trueColour, asksCursorPosition: asksPosition)
        guard writeBytes(questions) else { return }
        probe = TerminalProbe()
        probeEnds = now + max(configuration.probeTimeout, .seconds(2))
        if asksPosition { cursorAsk = renderer.cursorRow ?? 0 }
    }

    /// Takes the answers to the questions asked out of `events` and returns the rest (keys typed
    /// meanwhile, unasked-for sequences); `changed` tells whether an answer changed ``background``,
    /// ``capability`` or ``reportedRegionTop``.
    private func takeAnswers(from events: [TerminalEvent]) -> (events: [TerminalEvent], changed: Bool) {
        if probe != nil, now >= probeEnds { probe = nil }
        guard probe != nil || cursorAsk != nil else { return (events, false) }
        var kept: [TerminalEvent] = []
        kept.reserveCapacity(events.count)
        var changed = false
        for event in events {
            guard case .unknown(let bytes) = event else {
                kept.append(event)
                continue
            }
            if let asked = cursorAsk, let point = Self.cursorPositionReport(bytes) {
                cursorAsk = nil
                let top = max(0, point.y - asked)
                if top != reportedRegionTop {
                    reportedRegionTop = top
                    changed = true
                }
                continue
            }
            if var answers = probe, answers.read(bytes) {
                if TerminalBackground.override(in: configuration.environment) == nil, let answered = answers.background,
                    answered != background
                {
                    background = answered
                    changed = true
                }
                if answers.reportsDirectColour, capability != .trueColour {
                    capability = .trueColour
                    renderer.changeCapability(to: .trueColour)
                    changed = true
                }
                probe = answers.isComplete ? nil : answers
                continue
            }
            kept.append(event)
        }
        if changed { answerCount += 1 }
        return (kept, changed)
    }

    /// Asks the terminal where the cursor is (DSR 6, `CSI 6 n`) and waits up to `timeout` for the
    /// report (`CSI row ; column R`). Returns the 0-based cell, or nil when the terminal did not
    /// answer in time. Other input that arrives meanwhile is kept for ``readEvents(timeout:)``.
    ///
    /// An inline host uses it to learn which screen row its region starts on, so that it can
    /// hit-test mouse reports (which are in screen coordinates) and choose whether a popover
    /// has more room above or below.
    package func queryCursorPosition(timeout: Duration = .milliseconds(300)) throws(TerminalError) -> Point? {
        guard isOpen else { throw .terminalClosed }
        // CSI 6 n: device status report, cursor position.
        try write(Array("\u{1B}[6n".utf8))
        let deadline = now + timeout
        var kept: [TerminalEvent] = []
        defer { pendingEvents.append(contentsOf: kept) }
        while now < deadline {
            let events = try readEventsFromTerminal(timeout: deadline - now)
            for (index, event) in events.enumerated() {
                if case .unknown(let bytes) = event, let point = Self.cursorPositionReport(bytes) {
                    kept.append(contentsOf: events[(index + 1)...])
                    return point
                }
                kept.append(event)
            }
        }
        return nil
    }

    /// Inline: the screen row of the drawing region's first row, found by asking where the
    /// cursor is and subtracting the cursor's row within the region; nil when the terminal does
    /// not answer, or for other presentations (full-screen regions start at row 0).
    ///
    /// With a `timeout` of zero nothing waits: the question goes out (unless one is already on its
    /// way, as the start-up one is), what the terminal has already sent is read, and the answer is
    /// returned if it is there; otherwise nil, and the answer, when it comes, sets
    /// ``reportedRegionTop`` and counts in ``answerCount``. This is what hosts use, so that a
    /// terminal that never answers, or answers late over a slow link, costs the first frame nothing.
    package func locateInlineRegion(timeout: Duration = .milliseconds(300)) throws(TerminalError) -> Int? {
        guard configuration.presentation == .inline else { return configuration.presentation == .fullScreen ? 0 : nil }
        guard timeout == .zero else {
            guard let position = try queryCursorPosition(timeout: timeout) else { return nil }
            return max(0, position.y - (renderer.cursorRow ?? 0))
        }
        guard isOpen else { throw .terminalClosed }
        if cursorAsk == nil {
            reportedRegionTop = nil
            // CSI 6 n: device status report, the cursor's position.
            try write(Array("\u{1B}[6n".utf8))
            cursorAsk = renderer.cursorRow ?? 0
        }
        // What has already arrived, without waiting: the start-up answers usually have.
        pendingEvents += try readEventsFromTerminal(timeout: .zero)
        return reportedRegionTop
    }

    /// The 0-based cell of a cursor position report `ESC [ row ; column R`, or nil.
    static func cursorPositionReport(_ bytes: [UInt8]) -> Point? {
        guard bytes.count >= 6, bytes[0] == 0x1B, bytes[1] == 0x5B, bytes.last == 0x52 else { return nil }
        let parameters = bytes[2..<(bytes.count - 1)].split(separator: 0x3B, omittingEmptySubsequences: false)
        guard parameters.count == 2 else { return nil }
        func number(_ digits: ArraySlice<UInt8>) -> Int? {
            guard !digits.isEmpty, digits.count < 7, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        guard let row = number(parameters[0]), let column = number(parameters[1]), row >= 1, column >= 1 else { return nil }
        return Point(x: column - 1, y: row - 1)
    }

    /// Waits for input and returns the events decoded from it.
    ///
    /// Returns an empty array when `timeout` passes with nothing complete. A lone Esc is
    /// reported after the escape timeout. SIGWINCH, and continuing after a stop, give
    /// ``TerminalEvent/resize(_:)`` (after which the caller redraws).
    ///
    /// - Parameter timeout: how long to wait at most; nil waits for ever.
    /// - Throws: ``TerminalError/terminalClosed`` when the terminal hangs up or reaches end of file.
    package func readEvents(timeout: Duration?) throws(TerminalError) -> [TerminalEvent] {
        guard isOpen else { throw .terminalClosed }
        if !pendingEvents.isEmpty {
            defer { pendingEvents.removeAll() }
            return pendingEvents
        }
        return try readEventsFromTerminal(timeout: timeout)
    }

    private func readEventsFromTerminal(timeout: Duration?) throws(TerminalError) -> [TerminalEvent] {
        let deadline = timeout.map { now + $0 }
        while true {
            let current = now
            if let pending = decoder.deadline, pending <= current {
                let flushed = decoder.advance(to: current)
                if !flushed.isEmpty { return flushed }
            }
            var wait: Duration? = deadline.map { max(.zero, $0 - current) }
            if let pending = decoder.deadline {
                let untilPending = max(.zero, pending - current)
                wait = wait.map { min($0, untilPending) } ?? untilPending
            }
            let milliseconds: Int32 =
                wait.map { duration in
                    let (seconds, attoseconds) = duration.components
                    let total = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
                    return Int32(clamping: total)
                } ?? -1

            let readiness: [Platform.Readiness]
            switch Platform.waitForInput([descriptor, wakeRead], timeoutMilliseconds: milliseconds) {
            case .success(let ready): readiness = ready
            case .failure(let error): throw .system(error.description)
            }
            var events: [TerminalEvent] = []
            var isWokenUp = false
            if readiness[1].readable {
                let woken = drainWakePipe()
                events += woken.events
                isWokenUp = woken.isWokenUp
            }
            var isAnswered = false
            if readiness[0].readable {
                let count = try readTerminal()
                if count == 0 { throw .terminalClosed }
                let answers = takeAnswers(from: decoder.feed(readBuffer[0..<count], now: now))
                events += answers.events
                isAnswered = answers.changed
            } else if readiness[0].broken {
                throw .terminalClosed
            }
            if !events.isEmpty || isWokenUp || isAnswered { return events }
            if let deadline, now >= deadline, decoder.deadline == nil { return [] }
            if let deadline, now >= deadline, let pending = decoder.deadline, pending > deadline { return [] }
        }
    }

    private func readTerminal() throws(TerminalError) -> Int {
        let result = readBuffer.withUnsafeMutableBytes { raw -> Result<Int, PlatformError> in
            guard let base = raw.baseAddress else { return .success(0) }
            return Platform.read(descriptor, into: base, count: raw.count)
        }
        switch result {
        case .success(let count): return count
        case .failure: throw .terminalClosed
        }
    }

    /// A function any thread may call to end a wait in ``readEvents(timeout:)`` early (it then
    /// returns what it has, possibly nothing): how background work gets the host loop's attention.
    ///
    /// Call it only while the session is open: the host detaches its inbox before closing.
    package var wakeUp: @Sendable () -> Void {
        let descriptor = wakeWrite
        return {
            // The pipe is non-blocking: when it is full, a wake-up is already pending.
            withUnsafeBytes(of: SignalHandlers.wakeForBackground) { byte in
                if let base = byte.baseAddress { Platform.writeFromSignalHandler(descriptor, base, 1) }
            }
        }
    }

    private func drainWakePipe() -> (events: [TerminalEvent], isWokenUp: Bool) {
        var bytes = [UInt8](repeating: 0, count: 64)
        var resized = false
        var continued = false
        var isWokenUp = false
        while true {
            let result = bytes.withUnsafeMutableBytes { raw -> Result<Int, PlatformError> in
                guard let base = raw.baseAddress else { return .success(0) }
                return Platform.read(wakeRead, into: base, count: raw.count)
            }
            guard case .success(let count) = result, count > 0 else { break }
            for byte in bytes[0..<count] {
                if byte == SignalHandlers.wakeForResize { resized = true }
                if byte == SignalHandlers.wakeForContinue { continued = true }
                if byte == SignalHandlers.wakeForBackground { isWokenUp = true }
            }
        }
        // A continue that suspend() resumed from already is no news; a stop by another hand
        // (SIGSTOP, or SIGTSTP from outside) is.
        if continued, TerminalRestorer.storage.pointee.continueGeneration != resumedGeneration { resume() }
        guard resized || continued else { return ([], isWokenUp) }
        size = measureSize()
        if continued, configuration.presentation == .fullScreen {
            _ = renderer.invalidate()
        }
        return ([.resize(size)], isWokenUp)
    }

    private func measureSize() -> Size {
        let measured = Platform.windowSize(of: descriptor)
        let columns = configuration.environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        let rows = configuration.environment["LINES"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        return Size(width: columns ?? measured?.columns ?? 80, height: rows ?? measured?.rows ?? 24)
    }

    // MARK: Output

    /// Draws `frame`, writing only what changed since the last frame.
    ///
    /// - Parameters:
    ///   - frame: the whole region (inline) or the whole screen (full-screen).
    ///   - cursor: where the hardware cursor should rest, visible (screen readers follow it); nil hides it.
    package func draw(_ frame: Buffer, cursor: Point? = nil) throws(TerminalError) {
        guard isOpen else { throw .terminalClosed }
        let bytes = renderer.render(frame, cursor: cursor)
        lastFrame = frame
        lastCursor = cursor
        let row = configuration.presentation == .inline ? renderer.cursorRow ?? 0 : nil
        // The frame and where it leaves the cursor change together, for a signal's erase.
        let written = TerminalRestorer.asTheWriter {
            guard writeBytes(bytes) else { return false }
            if let row { TerminalRestorer.storage.pointee.inlineRowsBelowTop = row }
            return true
        }
        if !written {
            close()
            throw .terminalClosed
        }
    }

    /// Draws the last frame again from scratch (after the screen was disturbed).
    package func redraw() throws(TerminalError) {
        guard let lastFrame else { return }
        try write(renderer.invalidate())
        try draw(lastFrame, cursor: lastCursor)
    }

    /// Writes one line of text (sanitised) followed by CR LF; for the ``Presentation/lines`` presentation.
    package func writeLine(_ text: String) throws(TerminalError) {
        try write(Array((Sanitiser.sanitise(text) + "\r\n").utf8))
    }

    /// Writes a mode change (a DECSET), as the frames are written.
    func writeModeChange(_ sequence: String) throws(TerminalError) {
        try write(Array(sequence.utf8))
    }

    private func write(_ bytes: [UInt8]) throws(TerminalError) {
        guard !bytes.isEmpty else { return }
        if !writeBytes(bytes) {
            close()
            throw .terminalClosed
        }
    }

    /// Writes as the session's writer (``TerminalRestorer/asTheWriter(_:)``): a signal is taken
    /// before or after the whole of `bytes`, never in the middle.
    private func writeBytes(_ bytes: [UInt8]) -> Bool {
        TerminalRestorer.asTheWriter {
            bytes.withUnsafeBytes { raw in
                if case .success = Platform.writeAll(descriptor, raw) { return true }
                return false
            }
        }
    }

    // MARK: Suspend and close

    /// Ctrl-Z: restores the terminal, stops the whole job as the tty driver would, and when the
    /// shell continues it (`fg`), enters raw mode again. The next ``readEvents(timeout:)``
    /// reports a resize so the caller repaints.
    package func suspend() {
        guard isOpen else { return }
        let generation = TerminalRestorer.asTheWriter {
            Platform.withBlocked(single: Platform.signalBackgroundWrite) {
                TerminalRestorer.restoreNow()
            }
            Platform.setDefaultAction(for: Platform.signalTerminalStop)
            return TerminalRestorer.storage.pointee.continueGeneration
        }
        // Returns once continued: nothing is written between the restore and the stop.
        Platform.stopJobUntilContinued()
        // The continue's SIGCONT handler may be running on another thread: give it a moment,
        // so that its wake byte is not taken for a second continue (which would repaint twice).
        var waited = 0
        while TerminalRestorer.storage.pointee.continueGeneration == generation && waited < 50 {
            Platform.pause(milliseconds: 2)
            waited += 1
        }
        resume()
        size = measureSize()
    }

    /// Hands the terminal to a program for as long as `body` runs (fzf's `execute`), then takes
    /// it back. The modes are turned off and the attributes restored first; a full-screen session
    /// leaves the alternate screen, so the program draws on the main one, and an inline session
    /// enters it, so the program draws there and the region below the shell's lines stays as it
    /// was. Afterwards raw mode and the modes are entered again and the next frame is drawn whole;
    /// a size that changed meanwhile is reported by the next ``readEvents(timeout:)``.
    package func handOver(_ body: () -> Void) {
        guard isOpen else { return body() }
        let isInline = configuration.presentation == .inline
        TerminalRestorer.asTheWriter {
            // Inline, the region is not erased: it waits on the main screen.
            if isInline { TerminalRestorer.storage.pointee.inlineRowsBelowTop = -1 }
            TerminalRestorer.restoreNow()
            // CSI ? 1049 h, CSI H, CSI 2 J: the alternate screen, cleared, for the program.
            if isInline { _ = writeBytes(Array("\u{1B}[?1049h\u{1B}[H\u{1B}[2J".utf8)) }
        }
        // Ctrl-C and Ctrl-\ are the program's meanwhile, as system(3) has it: they do not end sel.
        let ignored = [Platform.signalInterrupt, Platform.signalQuit].map { ($0, Platform.ignore($0)) }
        body()
        for (signal, disposition) in ignored { Platform.restore(disposition, for: signal) }
        let before = size
        // CSI ? 1049 l: back to the main screen and the cursor where the region left it.
        if isInline { _ = writeBytes(Array("\u{1B}[?1049l".utf8)) }
        enter()
        // The program may have left any rendition: the next frame sets its own, over an erased region.
        renderer.terminalStyle = nil
        _ = writeBytes(renderer.invalidate())
        size = measureSize()
        if size != before { pendingEvents.append(.resize(size)) }
    }

    /// Draws the whole screen again from scratch (fzf's `clear-screen`).
    package func redrawWhole() {
        try? redraw()
    }

    /// Rings the terminal's bell (BEL).
    package func ringBell() {
        _ = writeBytes([0x07])
    }

    /// The line ``close(summary:)`` leaves behind: `summary` sanitised and cut with an ellipsis
    /// to `width` columns, so that it stays one line however narrow the terminal.
    ///
    /// ```swift
    /// TerminalSession.summaryLine("Colour: Blue\u{1B}[2J", width: 10)   // "Colour: B…"
    /// ```
    package static func summaryLine(_ summary: String, width: Int) -> String {
        DisplayWidth.truncate(Sanitiser.sanitise(summary), toWidth: width)
    }

    /// Leaves the terminal as it was found. Inline: erases the region, then prints `summary`
    /// (sanitised, cut to one line) on its own line if given. Safe to call more than once.
    package func close(summary: String? = nil) {
        guard isOpen else { return }
        isOpen = false
        let summaryBytes = summary.map { Array((Self.summaryLine($0, width: size.width) + "\r\n").utf8) }
        let clearsRegion = configuration.presentation == .inline
        TerminalRestorer.asTheWriter {
            if clearsRegion, TerminalRestorer.storage.pointee.isArmed {
                _ = writeBytes(renderer.clearRegion() + (summaryBytes ?? []))
                TerminalRestorer.storage.pointee.inlineRowsBelowTop = -1
            }
            TerminalRestorer.restoreNow()
            TerminalRestorer.storage.pointee.isArmed = false
            TerminalRestorer.storage.pointee.descriptor = -1
            TerminalRestorer.storage.pointee.wakeDescriptor = -1
            // From here a signal is handled where it lands: there is nothing left to restore.
            TerminalRestorer.storage.pointee.writer = nil
        }
        SignalHandlers.uninstall()
        if Platform.isCurrentThread(openingThread) { Platform.setMask(openingMask) }
        Platform.close(wakeRead)
        Platform.close(wakeWrite)
        Platform.close(descriptor)
    }
}
