import Foundation
import SelectionTerminal
import Testing

/// Replays the inputs in `Fuzz/corpus-regressions` (crashers and past bugs) with the fuzzer's
/// invariants, so every platform runs them, fuzzer or not.
@Suite struct DecoderRegressionTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/corpus-regressions")

    static let inputs: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        .filter { !$0.hasPrefix(".") }.sorted()

    @Test func theRegressionDirectoryHasInputs() {
        #expect(Self.inputs.count >= 4)
    }

    @Test(arguments: inputs) func regressionInputKeepsTheInvariants(name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.directory.appendingPathComponent(name)))
        for limit in [3, InputDecoder.defaultPasteLimit] {
            let decoder = InputDecoder(pasteLimit: limit)
            // Ending an open paste and flushing leaves nothing behind, however the bytes are split.
            let events = DecoderHarness.decodeSplitEverywhere(bytes + Array("\u{1B}[201~".utf8), with: decoder)
            var drained = decoder
            _ = drained.feed(bytes + Array("\u{1B}[201~".utf8), now: .zero)
            _ = drained.advance(to: .seconds(1))
            #expect(drained.pendingByteCount == 0)
            #expect(drained.deadline == nil)
            #expect(!drained.isInsidePaste)
            #expect(events.allSatisfy { !$0.description.isEmpty })
        }
    }

    @Test func theX10ReportCutByEscapeKeepsTheKeyAfterIt() throws {
        let bytes = try [UInt8](Data(contentsOf: Self.directory.appendingPathComponent("x10-report-cut-by-escape")))
        #expect(DecoderHarness.decodeSplitEverywhere(bytes) == [.unknownText("\u{1B}[M"), .press(.down)])
    }

    @Test func escapeBeforeInvalidUTF8IsEscape() throws {
        let bytes = try [UInt8](Data(contentsOf: Self.directory.appendingPathComponent("escape-before-invalid-utf8")))
        #expect(DecoderHarness.decodeSplitEverywhere(bytes) == [.press(.escape), .text("\u{FFFD}"), .press(.up)])
    }
}
