import SelectionCore
import SelectionTerminal
import Testing

/// Feeds bytes to decoders in every way they could arrive and checks that the way they are
/// split never changes what comes out (Textual's practice: every sequence split at every point).
enum DecoderHarness {
    /// Well past any escape timeout, to flush what is pending at the end of a feed.
    static let later = Duration.seconds(3600)

    /// The events of `chunks` fed one after another at time zero, then flushed.
    static func decode(_ chunks: [[UInt8]], with decoder: InputDecoder = InputDecoder()) -> [TerminalEvent] {
        var decoder = decoder
        var events: [TerminalEvent] = []
        for chunk in chunks {
            events += decoder.feed(chunk, now: .zero)
        }
        events += decoder.advance(to: later)
        return events
    }

    /// The events of `bytes` fed whole, after checking that feeding them split in two at every
    /// position, and one byte at a time, gives exactly the same events.
    static func decodeSplitEverywhere(
        _ bytes: [UInt8],
        with decoder: InputDecoder = InputDecoder(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [TerminalEvent] {
        let whole = decode([bytes], with: decoder)
        for split in 0...bytes.count {
            let halves = [Array(bytes[..<split]), Array(bytes[split...])]
            let events = decode(halves, with: decoder)
            #expect(
                events == whole, "split at \(split) of \(ByteDescription.readable(bytes))",
                sourceLocation: sourceLocation)
        }
        let single = decode(bytes.map { [$0] }, with: decoder)
        #expect(single == whole, "one byte at a time: \(ByteDescription.readable(bytes))", sourceLocation: sourceLocation)
        return whole
    }

    /// Expects `input` to decode to `expected` however it is split.
    static func expect(
        _ input: [UInt8],
        decodesTo expected: [TerminalEvent],
        with decoder: InputDecoder = InputDecoder(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let events = decodeSplitEverywhere(input, with: decoder, sourceLocation: sourceLocation)
        #expect(events == expected, "\(ByteDescription.readable(input))", sourceLocation: sourceLocation)
    }
}

/// One row of a decoder byte table: the bytes a terminal sends and the events they mean.
struct DecoderVector: Sendable, CustomTestStringConvertible {
    /// Which terminal sends it, for the test's name.
    var terminal: String
    var bytes: [UInt8]
    var expected: [TerminalEvent]

    init(_ terminal: String, _ text: String, _ expected: TerminalEvent...) {
        self.terminal = terminal
        self.bytes = Array(text.utf8)
        self.expected = expected
    }

    init(_ terminal: String, bytes: [UInt8], _ expected: TerminalEvent...) {
        self.terminal = terminal
        self.bytes = bytes
        self.expected = expected
    }

    var testDescription: String {
        "\(terminal): \(ByteDescription.readable(bytes)) → \(expected.map(\.description).joined(separator: ", "))"
    }
}

extension TerminalEvent {
    /// A key press event.
    static func press(_ key: Key, _ modifiers: Modifiers = []) -> TerminalEvent {
        .key(KeyEvent(key, modifiers: modifiers))
    }

    /// A character key press event.
    static func text(_ character: Character, _ modifiers: Modifiers = []) -> TerminalEvent {
        .key(KeyEvent(.character(character), modifiers: modifiers))
    }

    /// A mouse event at the 0-based cell (`x`, `y`).
    static func mouseEvent(
        _ kind: MouseEvent.Kind, _ button: MouseEvent.Button = .none, x: Int, y: Int, _ modifiers: Modifiers = []
    ) -> TerminalEvent {
        .mouse(MouseEvent(kind, button: button, at: Point(x: x, y: y), modifiers: modifiers))
    }

    /// An unknown event with the UTF-8 bytes of `text`.
    static func unknownText(_ text: String) -> TerminalEvent {
        .unknown(Array(text.utf8))
    }
}
