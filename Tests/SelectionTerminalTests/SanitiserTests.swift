import Testing

@testable import SelectionTerminal

@Suite struct SanitiserTests {
    @Test(arguments: [
        ("plain text", "plain text"),
        ("", ""),
        ("Größe 漢字 👍🏽", "Größe 漢字 👍🏽"),
        ("\u{1B}[31mred", "␛[31mred"),
        ("bell\u{07}", "bell␇"),
        ("a\tb", "a␉b"),
        ("line\r\nnext", "line␍␊next"),
        ("\u{00}\u{1F}", "␀␟"),
        ("del\u{7F}", "del␡"),
        ("c1 csi \u{9B}31m", "c1 csi ⍰31m"),
        ("\u{80}\u{9F}", "⍰⍰"),
        ("abc\u{202E}fed", "abcfed"),
        ("\u{202A}\u{202B}\u{202C}\u{202D}x\u{2066}\u{2067}\u{2068}\u{2069}", "x"),
        ("marks \u{200E}go\u{200F} \u{061C}too", "marks go too"),
        ("one\u{2028}two\u{2029}three", "onetwothree"),
        ("joiners 👨\u{200D}👩 a\u{200C}b \u{200B}kept", "joiners 👨\u{200D}👩 a\u{200C}b \u{200B}kept"),
        ("\u{A0}nbsp", "\u{A0}nbsp"),
    ])
    func sanitise(input: String, expected: String) {
        #expect(Sanitiser.sanitise(input) == expected)
    }

    @Test func linesAreSanitisedOneByOneAndTheirBreaksKept() {
        #expect(Sanitiser.sanitiseLines("a\u{1B}[2J\n\u{200F}b\r\n\nc\u{07}") == "a␛[2J\nb␍␊\nc␇")
        #expect(Sanitiser.sanitiseLines("") == "")
    }

    @Test func removedScalarsAreExactlyTheBidiControlsAndSeparators() {
        let removed = (0..<0x11_0000).compactMap(Unicode.Scalar.init).filter { Sanitiser.treatment(of: $0) == .remove }.map(\.value)
        #expect(
            removed == [0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069])
        let unsafe = (0..<0x11_0000).compactMap(Unicode.Scalar.init).filter { !Sanitiser.isSafe($0) }
        #expect(unsafe.allSatisfy { Sanitiser.treatment(of: $0) != .keep })
        #expect(unsafe.count == 0x20 + 1 + 0x20 + removed.count)
    }

    @Test func everyC0ControlBecomesItsControlPicture() {
        let controls = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
        let pictures = String(String.UnicodeScalarView((0x2400..<0x2420).compactMap(Unicode.Scalar.init)))
        #expect(Sanitiser.sanitise(controls) == pictures)
    }

    @Test func sanitisedTextHasNoUnsafeScalar() {
        let everything = String(String.UnicodeScalarView((0..<0x2100).compactMap(Unicode.Scalar.init)))
        let unsafe = Sanitiser.sanitise(everything).unicodeScalars.filter { !Sanitiser.isSafe($0) }
        #expect(unsafe.isEmpty)
    }

    @Test func invalidUTF8DecodesWithReplacementThenSanitises() {
        // 0xC3 0x28: broken two-byte sequence; 0xFF never valid; 0x9B alone is not a scalar.
        let bytes: [UInt8] = [0x66, 0xC3, 0x28, 0xFF, 0x9B, 0x1B, 0x5B, 0x41]
        #expect(Sanitiser.sanitise(bytes: bytes) == "f\u{FFFD}(\u{FFFD}\u{FFFD}␛[A")
    }

    @Test func treatmentTable() {
        #expect(Sanitiser.treatment(of: "a") == .keep)
        #expect(Sanitiser.treatment(of: "\u{1B}") == .replace(with: "\u{241B}"))
        #expect(Sanitiser.treatment(of: "\u{7F}") == .replace(with: "\u{2421}"))
        #expect(Sanitiser.treatment(of: "\u{9D}") == .replace(with: "\u{2370}"))
        #expect(Sanitiser.treatment(of: "\u{2066}") == .remove)
    }

    @Test func characterIterationStopsEarlyAndSplitsCRLF() {
        var seen: [Character] = []
        Sanitiser.forEachSanitisedCharacter(in: "a\r\nb\u{202E}cdef") { character in
            seen.append(character)
            return seen.count < 5
        }
        #expect(seen == ["a", "␍", "␊", "b", "c"])
    }

    @Test func overlongClusterIsCutAndWhatFollowsStartsAfresh() {
        let zalgo = "Z" + String(repeating: "\u{301}", count: 100_000) + "a"
        var seen: [Character] = []
        Sanitiser.forEachSanitisedCharacter(in: zalgo) { character in
            seen.append(character)
            return seen.count < 4
        }
        let marks = Character(String(repeating: "\u{301}", count: 32))
        #expect(seen == [Character("Z" + String(repeating: "\u{301}", count: 31)), marks, marks, marks])
    }

    @Test func overlongClusterEndsAtTheNextBase() {
        var clusters = 0
        var last: Character?
        Sanitiser.forEachSanitisedCharacter(in: "Z" + String(repeating: "\u{301}", count: 1_000) + "a") { character in
            #expect(character.unicodeScalars.count <= Sanitiser.maximumScalarsPerCluster)
            clusters += 1
            last = character
            return true
        }
        #expect(last == "a")
        #expect(clusters > 2)
    }
}
