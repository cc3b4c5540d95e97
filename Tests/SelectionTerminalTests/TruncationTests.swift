import Testing

@testable import SelectionTerminal

/// One truncation and its expected result.
struct TruncationCase: CustomTestStringConvertible, Sendable {
    let text: String
    let width: Int
    let position: DisplayWidth.TruncationPosition
    let ellipsis: Character
    let expected: String

    init(_ text: String, _ width: Int, _ expected: String, at position: DisplayWidth.TruncationPosition = .end, ellipsis: Character = "…") {
        self.text = text
        self.width = width
        self.expected = expected
        self.position = position
        self.ellipsis = ellipsis
    }

    var testDescription: String { "\"\(text)\" to \(width) at \(position) → \"\(expected)\"" }
}

/// The truncation tables for issue 2, by what they exercise.
enum TruncationCases {
    /// ASCII at the end.
    static let ascii: [TruncationCase] = [
        TruncationCase("Purple #ff00ff", 20, "Purple #ff00ff"),
        TruncationCase("Purple #ff00ff", 14, "Purple #ff00ff"),
        TruncationCase("Purple #ff00ff", 13, "Purple #ff00…"),
        TruncationCase("Purple #ff00ff", 10, "Purple #f…"),
        TruncationCase("Purple #ff00ff", 2, "P…"),
        TruncationCase("Purple #ff00ff", 1, "…"),
        TruncationCase("Purple #ff00ff", 0, ""),
        TruncationCase("Purple #ff00ff", -1, ""),
        TruncationCase("", 0, ""),
        TruncationCase("", 3, ""),
        TruncationCase("x", 1, "x"),
    ]

    /// CJK at odd and even widths: a wide glyph that would straddle the limit is dropped, so
    /// the result may be one column short.
    static let cjk: [TruncationCase] = [
        TruncationCase("漢字かな", 9, "漢字かな"),
        TruncationCase("漢字かな", 8, "漢字かな"),
        TruncationCase("漢字かな", 7, "漢字か…"),
        TruncationCase("漢字かな", 6, "漢字…"),
        TruncationCase("漢字かな", 5, "漢字…"),
        TruncationCase("漢字かな", 4, "漢…"),
        TruncationCase("漢字かな", 3, "漢…"),
        TruncationCase("漢字かな", 2, "…"),
        TruncationCase("漢字かな", 1, "…"),
        TruncationCase("漢字かな", 0, ""),
        TruncationCase("a漢b", 3, "a…"),
        TruncationCase("ｱｲｳｴｵ", 4, "ｱｲｳ…"),
    ]

    /// Emoji, combining marks and zero-width characters stay whole.
    static let clusters: [TruncationCase] = [
        TruncationCase("👨\u{200D}👩\u{200D}👧\u{200D}👦🇫🇷ok", 6, "👨\u{200D}👩\u{200D}👧\u{200D}👦🇫🇷ok"),
        TruncationCase("👨\u{200D}👩\u{200D}👧\u{200D}👦🇫🇷ok", 5, "👨\u{200D}👩\u{200D}👧\u{200D}👦🇫🇷…"),
        TruncationCase("👨\u{200D}👩\u{200D}👧\u{200D}👦🇫🇷ok", 4, "👨\u{200D}👩\u{200D}👧\u{200D}👦…"),
        TruncationCase("👨\u{200D}👩\u{200D}👧\u{200D}👦🇫🇷ok", 2, "…"),
        TruncationCase("1\u{FE0F}\u{20E3}2\u{FE0F}\u{20E3}", 3, "1\u{FE0F}\u{20E3}…"),
        TruncationCase("❤\u{FE0F}❤\u{FE0F}", 3, "❤\u{FE0F}…"),
        TruncationCase("e\u{0301}e\u{0301}e\u{0301}", 3, "e\u{0301}e\u{0301}e\u{0301}"),
        TruncationCase("e\u{0301}e\u{0301}e\u{0301}", 2, "e\u{0301}…"),
        TruncationCase("ab\u{200B}cd", 3, "ab\u{200B}…"),
        TruncationCase("ab\u{200B}", 2, "ab\u{200B}"),
    ]

    /// Other ellipses, including one too wide to fit.
    static let ellipses: [TruncationCase] = [
        TruncationCase("abcdef", 4, "abc~", ellipsis: "~"),
        TruncationCase("abcdef", 4, "ab〜", ellipsis: "〜"),
        TruncationCase("abcdef", 2, "〜", ellipsis: "〜"),
        TruncationCase("abcdef", 1, "a", ellipsis: "〜"),
        TruncationCase("abcdef", 1, "f", at: .start, ellipsis: "〜"),
        TruncationCase("漢字", 1, "", ellipsis: "〜"),
    ]

    /// At the start and in the middle.
    static let positions: [TruncationCase] = [
        TruncationCase("Sources/sel/Sel.swift", 10, "…Sel.swift", at: .start),
        TruncationCase("Sources/sel/Sel.swift", 21, "Sources/sel/Sel.swift", at: .start),
        TruncationCase("Sources/sel", 2, "…l", at: .start),
        TruncationCase("Sources/sel", 1, "…", at: .start),
        TruncationCase("漢字かな", 4, "…な", at: .start),
        TruncationCase("漢字かな", 5, "…かな", at: .start),
        TruncationCase("feature/display-width", 11, "featu…width", at: .middle),
        TruncationCase("feature/display-width", 10, "featu…idth", at: .middle),
        TruncationCase("feature/display-width", 1, "…", at: .middle),
        TruncationCase("feature/display-width", 0, "", at: .middle),
        // The start drops 字 (it would straddle), so the end gets three columns: かな does not fit, な does.
        TruncationCase("漢字かな", 6, "漢…な", at: .middle),
        TruncationCase("漢字かな", 7, "漢…かな", at: .middle),
        // The start takes three columns (a漢), so the end has two: な would straddle, b fits.
        TruncationCase("a漢字かなb", 6, "a漢…b", at: .middle),
        TruncationCase("a漢字かなb", 7, "a漢…なb", at: .middle),
    ]

    static let all = ascii + cjk + clusters + ellipses + positions
}

@Suite("Truncation to a display width (issue 2)")
struct TruncationTests {
    @Test("Truncation table: ASCII, CJK at odd widths, clusters, ellipses, positions", arguments: TruncationCases.all)
    func truncation(example: TruncationCase) {
        #expect(truncated(example) == example.expected)
    }

    // Never wider than asked, and at most one column narrower (a dropped wide glyph).
    @Test("Never exceeds the width and loses at most one column", arguments: DisplayWidth.TruncationPosition.allCases)
    func bounds(position: DisplayWidth.TruncationPosition) {
        let texts =
            WidthReferences.all.map { "ab" + String($0.character) + "漢字cd" + String($0.character) }
            + ["Purple #ff00ff", "漢字かな", "👨\u{200D}👩\u{200D}👧\u{200D}👦🇫🇷ok", "e\u{0301}e\u{0301}"]
        var violations: [String] = []
        for text in texts {
            let full = DisplayWidth.of(text)
            for width in 0...(full + 1) {
                let result = DisplayWidth.truncate(text, toWidth: width, position: position)
                let columns = DisplayWidth.of(result)
                let fits = full <= width
                if fits ? result != text : (columns > width || columns < width - 1) {
                    violations.append("\(text.debugDescription) to \(width): \(result.debugDescription) is \(columns)")
                }
            }
        }
        #expect(violations == [])
    }

    @Test(
        "Prefix that fits",
        arguments: [
            ("漢字かな", 5, "漢字"),
            ("漢字かな", 0, ""),
            ("漢字かな", -3, ""),
            ("ab\u{200B}c", 2, "ab\u{200B}"),
            ("e\u{0301}x", 1, "e\u{0301}"),
            ("🇫🇷🇯🇵", 3, "🇫🇷"),
            ("abc", 10, "abc"),
        ] as [(String, Int, String)]
    )
    func prefix(text: String, width: Int, expected: String) {
        #expect(DisplayWidth.prefix(text, fittingWidth: width) == expected)
    }

    @Test(
        "Suffix that fits",
        arguments: [
            ("Sources/sel", 3, "sel"),
            ("漢字かな", 3, "な"),
            ("漢字かな", 0, ""),
            ("xe\u{0301}", 1, "e\u{0301}"),
            ("\u{200B}ab", 2, "\u{200B}ab"),
            ("x\u{200B}ab", 2, "\u{200B}ab"),
            ("abc", 10, "abc"),
        ] as [(String, Int, String)]
    )
    func suffix(text: String, width: Int, expected: String) {
        #expect(DisplayWidth.suffix(text, fittingWidth: width) == expected)
    }

    @Test func prefixOfSubstringIsASubstringOfTheSameBase() {
        let text = "[漢字かな]"
        let inner = text.dropFirst().dropLast()
        let cut = DisplayWidth.prefix(inner, fittingWidth: 4)
        #expect(cut == "漢字")
        #expect(cut.startIndex == inner.startIndex)
    }

    @Test(
        "Exceeds measures no further than needed",
        arguments: [
            ("abc", 3, false),
            ("abc", 2, true),
            ("漢字", 4, false),
            ("漢字", 3, true),
            ("e\u{0301}e\u{0301}", 2, false),
            ("", 0, false),
            ("a", 0, true),
            ("\u{200B}", 0, false),
        ] as [(String, Int, Bool)]
    )
    func exceeds(text: String, width: Int, expected: Bool) {
        #expect(DisplayWidth.exceeds(text, width: width) == expected)
    }

    private func truncated(_ example: TruncationCase) -> String {
        DisplayWidth.truncate(example.text, toWidth: example.width, ellipsis: example.ellipsis, position: example.position)
    }
}
