import Testing

@testable import SelectionMatching

@Suite struct MatchItemBufferTests {
    func items(_ buffer: ItemBuffer) -> [[UInt8]] {
        (0..<buffer.count).map { Array(buffer[$0]) }
    }

    @Test func splitsAtNewlinesKeepingCarriageReturnsAndEmptyLines() {
        let buffer = ItemBuffer(bytes: Array("a\r\nb\n\nc".utf8))
        #expect(items(buffer) == [Array("a\r".utf8), Array("b".utf8), [], Array("c".utf8)])
        #expect(buffer.storage == Array("a\r\nb\n\nc\n".utf8))
    }

    @Test func emptyInputHasNoItemsAndALoneNewlineHasOneEmptyItem() {
        #expect(ItemBuffer(bytes: []).count == 0)
        #expect(items(ItemBuffer(bytes: [0x0A])) == [[]])
    }

    @Test func nulDelimitedItemsMayHoldNewlines() {
        let buffer = ItemBuffer(bytes: Array("one\ntwo\u{0}three\u{0}".utf8), delimiter: 0)
        #expect(items(buffer) == [Array("one\ntwo".utf8), Array("three".utf8)])
    }

    @Test func invalidUTF8AndControlBytesComeBackUnchanged() {
        let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0x0A, 0x1B, 0x5B, 0x6D, 0x00, 0x0A, 0xE2, 0x82]
        let buffer = ItemBuffer(bytes: bytes)
        #expect(items(buffer) == [[0x61, 0xFF, 0x62], [0x1B, 0x5B, 0x6D, 0x00], [0xE2, 0x82]])
        #expect((0..<3).map(buffer.isASCII(at:)) == [false, true, false])
    }

    @Test func stringsBecomeOneItemEach() {
        let buffer = ItemBuffer(["plain", "with\nnewline", "ünïcode", ""])
        #expect((0..<buffer.count).map(buffer.string(at:)) == ["plain", "with\nnewline", "ünïcode", ""])
        #expect((0..<buffer.count).map(buffer.isASCII(at:)) == [true, true, false, true])
    }

    @Test(arguments: [1, 3, 7, 16, 64])
    func parallelLoadEqualsSerialSplit(segmentSize: Int) async {
        // Non-ASCII bytes sit at every distance from the segment boundaries.
        var bytes: [UInt8] = []
        for line in 0..<200 {
            bytes.append(contentsOf: Array(String(repeating: "x", count: line % 23).utf8))
            if line % 5 == 0 { bytes.append(contentsOf: Array("é".utf8)) }
            if line % 7 != 0 { bytes.append(contentsOf: Array("tail".utf8)) }
            bytes.append(0x0A)
        }
        let serial = ItemBuffer(bytes: bytes)
        let parallel = await ItemBuffer.load(bytes: bytes, delimiter: 0x0A, segmentSize: segmentSize)
        #expect(parallel == serial)
    }
}
