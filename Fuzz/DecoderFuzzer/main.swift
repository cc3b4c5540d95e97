// DecoderFuzzer: libFuzzer driver for InputDecoder, and a replayer of saved inputs.
//
// Built with -DFUZZING (see TESTING.md, "Fuzzing the decoder") this program hands control to
// libFuzzer through LLVMFuzzerRunDriver; SwiftPM defines `main` for an executable, so the usual
// LLVMFuzzerTestOneInput entry point alone would never run. Built normally it replays the files
// and directories given as arguments through the same checks:
//
//     swift run DecoderFuzzer Fuzz/corpus-regressions
//
// The checks trap on failure, which is what libFuzzer records as a crash.
import Foundation
import FuzzSupport
import SelectionTerminal

/// `CSI 201 ~`, fed after every input so that an unterminated paste ends too.
let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
/// Past any escape timeout.
let later = Duration.seconds(3600)
/// The most an idle decoder may hold outside a paste: the longest string sequence it keeps
/// whole (InputDecoder.maximumStringLength).
let largestIncompleteSequence = 1 << 16

/// Feeds `chunks` at time zero, ends any paste, flushes; checks that nothing is left over and
/// that the decoder never holds more than an incomplete sequence or a paste chunk.
func decode(_ chunks: [ArraySlice<UInt8>], with decoder: InputDecoder) -> [TerminalEvent] {
    var decoder = decoder
    var events: [TerminalEvent] = []
    for chunk in chunks {
        events += decoder.feed(chunk, now: .zero)
        let bound = decoder.isInsidePaste ? decoder.pasteLimit + pasteEnd.count : largestIncompleteSequence
        precondition(decoder.pendingByteCount <= bound, "the decoder holds \(decoder.pendingByteCount) bytes")
    }
    events += decoder.feed(pasteEnd, now: .zero)
    events += decoder.advance(to: later)
    precondition(!decoder.isInsidePaste, "a paste is still open after its end marker")
    precondition(decoder.pendingByteCount == 0, "\(decoder.pendingByteCount) bytes left after the deadline")
    precondition(decoder.deadline == nil, "a deadline is left after the deadline")
    return events
}

/// Feeds `data` with time passing between chunks, so that deadlines expire mid-sequence: no
/// expected events, but nothing may be lost for ever or left pending.
func decodeWithTimeouts(_ data: [UInt8], with decoder: InputDecoder) -> [TerminalEvent] {
    var decoder = decoder
    var events: [TerminalEvent] = []
    var now = Duration.zero
    var index = 0
    while index < data.count {
        let length = 1 + Int(data[index] % 7)
        let end = min(data.count, index + length)
        events += decoder.feed(data[index..<end], now: now)
        now += .milliseconds(Int(data[end - 1] % 64))
        if let deadline = decoder.deadline, data[end - 1] & 1 == 0 {
            events += decoder.advance(to: deadline)
            precondition(decoder.deadline == nil, "advance(to: deadline) left a deadline")
        }
        index = end
    }
    events += decoder.feed(pasteEnd, now: now)
    events += decoder.advance(to: now + later)
    precondition(decoder.pendingByteCount == 0 && decoder.deadline == nil, "input left pending")
    return events
}

/// Every invariant, for one input. The last byte picks a configuration; the first bytes pick
/// where to split.
func check(_ data: [UInt8]) {
    var decoder = InputDecoder(pasteLimit: data.last.map { $0 & 0x80 != 0 ? 3 : 1 << 20 } ?? 1 << 20)
    decoder.reportsKeyReleases = data.last.map { $0 & 0x40 != 0 } ?? false
    let whole = decode([data[...]], with: decoder)

    // The same bytes split anywhere give the same events.
    let count = data.count
    let first = count == 0 ? 0 : Int(data[0]) * (count + 1) / 256
    let second = count < 2 ? count : first + Int(data[1]) * (count - first + 1) / 256
    let threeChunks = [data[..<first], data[first..<second], data[second...]]
    precondition(decode(threeChunks, with: decoder) == whole, "split at \(first) and \(second) differs")
    let bytes = data.indices.map { data[$0...$0] }
    precondition(decode(bytes, with: decoder) == whole, "one byte at a time differs")

    // Descriptions never trap, and a paste is never longer than asked.
    for event in whole {
        _ = event.description
        if case .paste(let text) = event {
            precondition(text.utf8.count <= max(decoder.pasteLimit, 1) * 3, "paste chunk too long")
        }
    }
    for event in decodeWithTimeouts(data, with: decoder) { _ = event.description }
    _ = ByteDescription.readable(data)
}

FuzzTarget.run(named: "DecoderFuzzer", check: check)
