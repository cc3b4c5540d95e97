/// Turns the bytes a terminal sends into ``TerminalEvent``s: keys, mouse, pastes, focus.
///
/// The decoder is pure and incremental: it does no I/O and reads no clock. Feed it whatever
/// each `read(2)` returned, with the time of the read; a sequence split across reads at any
/// byte decodes exactly as if it had arrived whole. It understands UTF-8 text (invalid bytes
/// become U+FFFD), C0 control keys, the CSI and SS3 key sequences of xterm, tmux, rxvt/urxvt
/// and the Linux console, xterm modifier parameters (`CSI 1;5C`), Alt as an Esc prefix, the
/// kitty keyboard protocol (`CSI … u`) and xterm's modifyOtherKeys (`CSI 27;…~`), SGR 1006
/// mouse reports (and the older X10 and urxvt 1015 forms), bracketed paste and focus reports.
/// Anything else is consumed as one ``TerminalEvent/unknown(_:)`` without disturbing what
/// follows.
///
/// A lone Esc is ambiguous: it is the Escape key, or the start of a sequence whose next bytes
/// are on their way. The decoder holds it until ``deadline`` (``escapeTimeout`` after the last
/// bytes arrived) and reports it when ``advance(to:)`` reaches that time. A sequence that is
/// still incomplete then is reported for what it is: Esc alone is Escape, `ESC [` and `ESC O`
/// are Alt+`[` and Alt+`O`, a longer fragment is one unknown event. Inside a bracketed paste
/// there is no timeout.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.feed(Array("\u{1B}[1;5C".utf8), now: .zero)   // [.key(KeyEvent(.right, modifiers: .ctrl))]
/// decoder.feed([0x1B], now: .milliseconds(10))          // [] — Escape, or the start of a sequence?
/// decoder.deadline                                      // .milliseconds(45)
/// decoder.advance(to: .milliseconds(45))                // [.key(KeyEvent(.escape))]
/// ```
///
/// Choices worth knowing:
/// - 0x7F is Backspace; 0x08 is Ctrl+Backspace (xterm, VTE, kitty and tmux send 0x08 for
///   Ctrl+Backspace and Ctrl+H, and 0x7F for Backspace). A key map that must also serve
///   terminals that send 0x08 for plain Backspace binds both.
/// - 0x0D is Enter and 0x0A is Ctrl+J (raw mode turns off the CR-to-NL translation).
/// - 0x00 is Ctrl+Space; 0x1C–0x1F are Ctrl+`\`, `]`, `^`, `_`.
/// - `ESC ESC` is Alt+Escape; `ESC ESC [A` is Alt+Up.
/// - `CSI row;column R` is a cursor position report, never F3 with modifiers: it comes out as
///   an unknown event for the session to read.
/// - `ESC P`, `ESC ]`, `ESC _`, `ESC ^` and `ESC X` begin strings (DCS, OSC, APC, PM, SOS) that
///   terminals send in reply to queries; they are consumed up to BEL or `ESC \` as one unknown
///   event. Alt+P and the like are still reported when nothing terminates the string before
///   the deadline.
/// - Text is one key event per Unicode scalar; combining marks typed outside a paste arrive
///   as their own events.
package struct InputDecoder: Sendable {
    /// The paste limit used unless another is given: 16 MiB.
    package static let defaultPasteLimit = 16 << 20

    /// How long an incomplete sequence (a lone Esc above all) waits for more bytes.
    package let escapeTimeout: Duration
    /// The most bytes of a bracketed paste held at once; a longer paste is reported as
    /// consecutive ``TerminalEvent/paste(_:)`` events of at most this many bytes, cut between
    /// UTF-8 characters.
    package let pasteLimit: Int
    /// Whether key repeats and releases (kitty keyboard protocol with "report event types") are
    /// reported as such. When false, the default, releases are dropped and repeats are
    /// reported as presses.
    package var reportsKeyReleases = false

    /// Bytes received and not yet decoded: an incomplete sequence, or a possible start of the
    /// paste end marker.
    private var buffer: [UInt8] = []
    /// True between `CSI 200 ~` and `CSI 201 ~`.
    private var isPasting = false
    /// The paste received so far.
    private var pasted: [UInt8] = []
    /// When the last bytes arrived.
    private var lastArrival: Duration = .zero

    /// `CSI 201 ~`: the end of a bracketed paste.
    static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// Creates a decoder.
    ///
    /// - Parameter escapeTimeout: how long a lone Esc waits for the rest of a sequence; about
    ///   25–50 ms suits local terminals and ssh alike. Negative values count as zero.
    package init(escapeTimeout: Duration = .milliseconds(35)) {
        self.init(escapeTimeout: escapeTimeout, pasteLimit: Self.defaultPasteLimit)
    }

    /// Creates a decoder with a paste limit of its own.
    ///
    /// - Parameters:
    ///   - escapeTimeout: how long a lone Esc waits for the rest of a sequence.
    ///   - pasteLimit: the most bytes of a paste held before part of it is reported; at least 1.
    package init(escapeTimeout: Duration = .milliseconds(35), pasteLimit: Int) {
        self.escapeTimeout = max(.zero, escapeTimeout)
        self.pasteLimit = max(1, pasteLimit)
    }

    /// Feeds bytes read at `now` (a monotonic time since an arbitrary epoch); returns the
    /// complete events.
    ///
    /// If ``deadline`` had already passed at `now`, what was pending is reported first, as
    /// ``advance(to:)`` would have: the new bytes came too late to be part of it.
    ///
    /// - Parameters:
    ///   - bytes: the bytes read, in order; they may end in the middle of a sequence.
    ///   - now: when they were read, on the same clock as every other call.
    /// - Returns: the events completed by these bytes, in order.
    package mutating func feed(_ bytes: some Collection<UInt8>, now: Duration) -> [TerminalEvent] {
        var events = advance(to: now)
        guard !bytes.isEmpty else { return events }
        buffer.append(contentsOf: bytes)
        lastArrival = now
        decode(flushing: false, into: &events)
        return events
    }

    /// When ``advance(to:)`` must next be called to flush a pending lone Esc (or a stalled
    /// partial sequence); nil when nothing is pending.
    package var deadline: Duration? {
        guard !isPasting, !buffer.isEmpty else { return nil }
        return lastArrival + escapeTimeout
    }

    /// Flushes what is pending if `now` has reached the deadline.
    ///
    /// - Parameter now: the current time, on the clock given to ``feed(_:now:)``.
    /// - Returns: the events for the pending bytes (empty before the deadline).
    package mutating func advance(to now: Duration) -> [TerminalEvent] {
        guard let deadline, now >= deadline else { return [] }
        var events: [TerminalEvent] = []
        decode(flushing: true, into: &events)
        return events
    }

    /// True while a bracketed paste has begun and not ended.
    package var isInsidePaste: Bool { isPasting }

    /// How many bytes the decoder holds: an incomplete sequence and any paste not yet reported.
    package var pendingByteCount: Int { buffer.count + pasted.count }

    /// Decodes the buffer from the front, appending events, until it is empty or what is left
    /// is incomplete. With `flushing`, nothing is left waiting except a paste.
    private mutating func decode(flushing: Bool, into events: inout [TerminalEvent]) {
        var index = 0
        while index < buffer.count {
            if isPasting {
                index = consumePaste(from: index, into: &events)
                if isPasting { break }
                continue
            }
            let step = Self.step(buffer, at: index, flushing: flushing)
            let length: Int
            switch step {
            case .incomplete:
                guard flushing else {
                    length = 0
                    break
                }
                // A flushing step always decides; should one not, the rest is unknown rather
                // than a deadline that never clears.
                events.append(.unknown(Array(buffer[index...])))
                length = buffer.count - index
            case .event(let event, let count):
                if let event = reported(event) { events.append(event) }
                length = count
            case .ignored(let count):
                length = count
            case .pasteStart(let count):
                isPasting = true
                length = count
            }
            if length == 0 { break }
            index += length
        }
        buffer.removeFirst(index)
    }

    /// `event` as the caller asked for it: kitty releases dropped and repeats made presses
    /// unless ``reportsKeyReleases``.
    private func reported(_ event: TerminalEvent) -> TerminalEvent? {
        guard case .key(var key) = event, key.kind != .press, !reportsKeyReleases else { return event }
        if key.kind == .release { return nil }
        key.kind = .press
        return .key(key)
    }

    /// Moves pasted bytes from the buffer (from `index`) into the paste, ending the paste at
    /// `CSI 201 ~`; returns the index of the first byte not consumed.
    ///
    /// Bytes that might begin the end marker stay in the buffer until the next bytes tell.
    private mutating func consumePaste(from index: Int, into events: inout [TerminalEvent]) -> Int {
        let marker = Self.pasteEnd
        var cursor = index
        while let escape = buffer[cursor...].firstIndex(of: 0x1B) {
            let available = min(buffer.count - escape, marker.count)
            if buffer[escape..<(escape + available)].elementsEqual(marker[0..<available]) {
                pasted.append(contentsOf: buffer[index..<escape])
                reportFullPasteChunks(into: &events)
                guard available == marker.count else { return escape }
                if !pasted.isEmpty {
                    events.append(.paste(String(decoding: pasted, as: UTF8.self)))
                }
                pasted.removeAll()
                isPasting = false
                return escape + marker.count
            }
            cursor = escape + 1
        }
        pasted.append(contentsOf: buffer[index...])
        reportFullPasteChunks(into: &events)
        return buffer.count
    }

    /// Reports the paste in chunks of ``pasteLimit`` bytes while more than that is held.
    private mutating func reportFullPasteChunks(into events: inout [TerminalEvent]) {
        while pasted.count > pasteLimit {
            let cut = Self.characterBoundary(in: pasted, atOrBefore: pasteLimit)
            events.append(.paste(String(decoding: pasted[0..<cut], as: UTF8.self)))
            pasted.removeFirst(cut)
        }
    }

    /// The largest index at most `limit` (and above zero) that does not split a UTF-8
    /// sequence of `bytes`; `limit` itself when the sequence there is longer than `limit`.
    static func characterBoundary(in bytes: [UInt8], atOrBefore limit: Int) -> Int {
        var index = limit - 1
        while index >= 0, index >= limit - 4 {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80 {
                // A lead byte (or ASCII, or invalid): does its sequence run past `limit`?
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                return index + length > limit && index > 0 ? index : limit
            }
            index -= 1
        }
        return limit
    }
}
