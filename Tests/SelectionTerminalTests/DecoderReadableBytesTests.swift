import SelectionTerminal
import Testing

/// `ByteDescription.readable`: escape sequences shown as `⎋[2;5H` for tests and `sel keys`.
@Suite struct DecoderReadableBytesTests {
    @Test(arguments: [
        ([UInt8]([0x1B, 0x5B, 0x32, 0x3B, 0x35, 0x48]), "⎋[2;5H"),
        ([0x00, 0x01, 0x0D, 0x0A, 0x1F, 0x7F], "^@^A^M^J^_^?"),
        ([0x61, 0x20, 0x7E], "a ~"),
        ([0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98, 0x80], "é€😀"),
        ([0xFF, 0x61], "\\xFFa"),
        ([0xE2, 0x82], "\\xE2\\x82"),
        ([0xC2, 0x85], "\\xC2\\x85"),
        ([0xC2, 0xA0], "\u{A0}"),
        ([], ""),
    ])
    func bytesAreShownReadably(bytes: [UInt8], readable: String) {
        #expect(ByteDescription.readable(bytes) == readable)
    }

    @Test func textIsShownByItsUTF8Bytes() {
        #expect(ByteDescription.readable("\u{1B}[?2026h\r\n") == "⎋[?2026h^M^J")
        #expect(ByteDescription.readable("\u{1B}[38;2;255;0;0mRed\u{1B}[0m") == "⎋[38;2;255;0;0mRed⎋[0m")
    }

    @Test func anyByteSequenceIsAccepted() {
        #expect(ByteDescription.readable([0x1B, 0x5B][...]) == "⎋[")
        #expect(ByteDescription.readable(Set<UInt8>([0x41])) == "A")
    }
}
