import Testing

@testable import SelectionTerminal

@Suite("Display width of strings (issue 2)")
struct WidthTextTests {
    @Test(
        "Width of a string is the sum of its clusters",
        arguments: [
            ("", 0),
            ("abc", 3),
            ("Purple #ff00ff", 14),
            ("日本語 text", 11),
            ("e\u{0301}te\u{0301}", 3),
            ("x1\u{FE0F}\u{20E3}", 3),
            ("#\u{20E3}", 2),
            ("a\r\nb", 2),
            ("tab\there", 7),
            ("\u{0301}abc", 3),
            ("ab🇫🇷cd", 6),
            ("👨\u{200D}👩\u{200D}👧\u{200D}👦x", 3),
            ("a\u{1ACF}", 1),
            ("한국어", 6),
            ("ｱｲｳ", 3),
            // Escape sequences are not interpreted: ESC is 0, "[31m" is four columns of text.
            ("\u{1B}[31mred", 7),
            ("a\u{200B}b", 2),
        ] as [(String, Int)]
    )
    func sum(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test func substringIsMeasuredLikeString() {
        let text = "ab漢字cd"
        let middle = text.dropFirst(1).dropLast(1)
        #expect(DisplayWidth.of(middle) == 6)
        #expect(DisplayWidth.of(text[text.startIndex..<text.startIndex]) == 0)
    }

    // The ASCII fast path in of(_: StringProtocol) must split no cluster: put each reference
    // cluster before, after and between ASCII and compare with plain cluster-by-cluster sums.
    @Test("ASCII fast path agrees with grapheme segmentation", arguments: WidthReferences.all)
    func asciiFastPath(reference: WidthReference) {
        let cluster = String(reference.character)
        let texts = ["ab" + cluster, cluster + "ab", "a" + cluster + "b", "1" + cluster, "\r" + cluster, "e" + cluster + cluster]
        let fast = texts.map { DisplayWidth.of($0) }
        let slow = texts.map { $0.reduce(0) { $0 + DisplayWidth.of($1) } }
        #expect(fast == slow)
    }
}
