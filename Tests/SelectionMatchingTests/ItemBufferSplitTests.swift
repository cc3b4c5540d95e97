import Testing

@testable import SelectionMatching

/// The word-at-a-time split (each delimiter of a word found by its flag) against a byte-by-byte
/// reference: the same item ends and the same non-ASCII flags, on random bytes dense with
/// delimiters, high bytes and the bytes next to the delimiter (0x0B, 0x09, 0x01, 0xFF).
@Suite struct ItemBufferSplitTests {
    /// The reference: every byte looked at.
    static func reference(_ bytes: [UInt8], delimiter: UInt8) -> (ends: [Int], nonASCII: [Bool]) {
        var ends: [Int] = []
        var nonASCII: [Bool] = []
        var high = false
        for (index, byte) in bytes.enumerated() {
            if byte == delimiter {
                ends.append(index)
                nonASCII.append(high)
                high = false
            } else {
                high = high || byte >= 0x80
            }
        }
        return (ends, nonASCII)
    }

    @Test(arguments: [UInt8(0x0A), 0x00])
    func theSplitFindsWhatAByteByByteReadFinds(delimiter: UInt8) async {
        var generator = ScanAnchorTests.Generator(state: UInt64(delimiter) + 7)
        let alphabet: [UInt8] = [delimiter, delimiter, 0x61, 0x2F, 0x0B, 0x09, 0x01, 0x80, 0xC3, 0xA9, 0xFF, 0x7F]
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 63, 64, 65, 1_000, 100_000] {
            var bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? 0x61 }
            if bytes.last != delimiter { bytes.append(delimiter) }
            let expected = Self.reference(bytes, delimiter: delimiter)
            let serial = ItemBuffer(bytes: bytes, delimiter: delimiter)
            let parallel = await ItemBuffer.load(bytes: bytes, delimiter: delimiter, segmentSize: 4_096)
            for buffer in [serial, parallel] {
                #expect(buffer.ends == expected.ends, "length \(length)")
                #expect(buffer.hasNonASCII == expected.nonASCII, "length \(length)")
            }
        }
    }
}
