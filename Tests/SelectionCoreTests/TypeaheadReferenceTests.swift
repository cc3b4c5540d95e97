import Testing

@testable import SelectionCore

/// Every way a list finds a typeahead match — reading the rows, reading the prefix table, and
/// the whole `send(.typeahead)` path that switches from one to the other — against a
/// brute-force reference, over random lists.
@Suite struct TypeaheadReferenceTests {
    /// Mixed case, precomposed and decomposed accents, ligatures that fold to two letters (which
    /// straddle the table's 8-byte prefixes), Greek sigmas, a NUL, and a space.
    private static let alphabet: [String] = [
        "a", "A", "b", "B", "é", "É", "e", "\u{301}", "ß", "s", "S", "æ", "İ", "i", "Σ", "ς", "σ", " ", "\u{0}",
    ]

    /// The reference: the first enabled option at or after `start`, wrapping, whose label folds
    /// to a string that starts with the folded query.
    private static func referenceMatch(_ items: [ListItem<Int>], query: String, from start: Int) -> Int? {
        let folded = Array(TextFolding.fold(query).utf8)
        guard !folded.isEmpty, !items.isEmpty else { return nil }
        for offset in 0..<items.count {
            let row = (start + offset) % items.count
            if case .option(let option) = items[row], option.isEnabled, Array(TextFolding.fold(option.label).utf8).starts(with: folded) {
                return row
            }
        }
        return nil
    }

    private static func randomText(_ random: inout SeededRandom, length: ClosedRange<Int>) -> String {
        (0..<Int.random(in: length, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "a" }.joined()
    }

    /// Options (some disabled), headers and separators; labels from `alphabet`, often sharing
    /// long prefixes so that queries longer than 8 bytes match several.
    private static func randomItems(_ count: Int, _ random: inout SeededRandom) -> [ListItem<Int>] {
        let stems = (0..<4).map { _ in randomText(&random, length: 0...10) }
        return (0..<count).map { row in
            switch Int.random(in: 0..<20, using: &random) {
            case 0: return .header(randomText(&random, length: 0...4))
            case 1: return .separator
            default:
                let stem = stems.randomElement(using: &random) ?? ""
                let label = stem + randomText(&random, length: 0...6)
                return .option(Choice(label, value: row, disabled: Int.random(in: 0..<6, using: &random) == 0 ? "off" : nil))
            }
        }
    }

    /// Half prefixes of real labels (so that long queries match), half random text.
    private static func randomQuery(_ items: [ListItem<Int>], _ random: inout SeededRandom) -> String {
        if Bool.random(using: &random), case .option(let option)? = items.randomElement(using: &random), !option.label.isEmpty {
            return String(option.label.prefix(Int.random(in: 1...option.label.count, using: &random)))
        }
        return randomText(&random, length: 1...11)
    }

    @Test(arguments: [0, 1, 2, 9, 40, 300, 2500])
    func readingTheRowsAndTheTableAgreeWithTheReference(_ count: Int) {
        var random = SeededRandom(seed: UInt64(count) &+ 11)
        let items = Self.randomItems(count, &random)
        var list = ListState(items: items, selectionMode: .single)
        let table = list.typeaheadCache.table(buildingFor: list.content)
        for _ in 0..<500 {
            let query = Self.randomQuery(items, &random)
            let folded = Array(TextFolding.fold(query).utf8)
            guard !folded.isEmpty else { continue }
            let start = Int.random(in: 0...count, using: &random)
            let expected = Self.referenceMatch(items, query: query, from: start)
            #expect(
                list.readForTypeaheadMatch(folded, from: start, limit: .max) == (expected.map { .found($0) } ?? .absent),
                "read \(query.debugDescription) from \(start)")
            #expect(
                list.firstTypeaheadMatch(forFolded: folded, from: start, in: table) == expected,
                "table \(query.debugDescription) from \(start)")
        }
    }

    /// Keys in pairs from random anchors: a single letter searches after the highlight, a
    /// repeated one cycles, two different letters refine from the highlight inclusive, and a
    /// miss resets the buffer. The list is long enough that misses and far matches make it build
    /// its table part-way through, so both paths answer.
    @Test(arguments: [1, 2, 3])
    func typingFindsWhatTheReferenceFinds(_ seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let count = 2 * ListState<Int>.typeaheadReadLimit + 700
        let items = Self.randomItems(count, &random)
        var list = ListState(items: items, selectionMode: .single)
        let letters = ["a", "b", "e", "É", "s", "ß", "i", "σ", "x"].map { Character($0) }
        var now = Duration.seconds(1)
        for _ in 0..<150 {
            list.send(.highlight(Int.random(in: 0..<count, using: &random)))
            let anchor = list.highlighted
            let first = letters.randomElement(using: &random) ?? "a"
            let second = letters.randomElement(using: &random) ?? "a"
            let afterFirst = Self.referenceMatch(items, query: String(first), from: anchor.map { $0 + 1 } ?? 0)
            list.send(.typeahead(first, at: now))
            #expect(list.highlighted == (afterFirst ?? anchor), "\(first) from \(String(describing: anchor))")
            let highlight = list.highlighted
            let afterSecond: Int?
            if afterFirst == nil || first == second {
                afterSecond = Self.referenceMatch(items, query: String(second), from: highlight.map { $0 + 1 } ?? 0)
            } else {
                afterSecond = Self.referenceMatch(items, query: String([first, second]), from: highlight ?? 0)
            }
            list.send(.typeahead(second, at: now + .milliseconds(100)))
            #expect(list.highlighted == (afterSecond ?? highlight), "\(first)\(second) from \(String(describing: highlight))")
            now += .seconds(1)
        }
        #expect(list.typeaheadCache.holdsTable(for: list.content))
    }

    @Test func foldedPrefixesAgreeWithTheFold() {
        var random = SeededRandom(seed: 5)
        var scratch: [UInt8] = []
        for _ in 0..<2000 {
            let text = Self.randomText(&random, length: 0...12)
            let expected = TextFolding.packedPrefix(Array(TextFolding.fold(text).utf8))
            #expect(TextFolding.foldedPrefix(of: text, scratch: &scratch) == expected, "\(text.debugDescription)")
            let query = Array(TextFolding.fold(Self.randomText(&random, length: 1...4)).utf8)
            #expect(
                TextFolding.folded(text, hasPrefix: query, scratch: &scratch) == Array(TextFolding.fold(text).utf8).starts(with: query),
                "\(text.debugDescription) starts with \(query)")
        }
    }
}
