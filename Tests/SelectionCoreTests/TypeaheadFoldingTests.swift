import Testing
@testable import SelectionCore

@Suite struct TypeaheadFoldingTests {
    /// TA-04: case- and accent-insensitive, like a collator at "base" sensitivity.
    @Test(arguments: [
        ("Apple", "apple"),
        ("ÉCLAIR", "eclair"),
        ("e\u{301}clair", "eclair"),
        ("Crème Brûlée", "creme brulee"),
        ("Ærøskøbing", "aeroskobing"),
        ("Straße", "strasse"),
        ("Łódź", "lodz"),
        ("Đà Nẵng", "da nang"),
        ("Þórshöfn", "thorshofn"),
        ("İstanbul", "istanbul"),
        ("Οδυσσεύς", "οδυσσευσ"),
        ("Άθήνα", "αθηνα"),
        ("ΣΟΦΟΣ", "σοφοσ"),
        ("Москва", "москва"),
        ("3 × 4", "3 × 4"),
        ("", ""),
    ])
    func foldsCaseAndDiacritics(_ input: String, _ expected: String) {
        #expect(TextFolding.fold(input) == expected)
    }

    @Test func everyLatinTableEntryIsLowercaseASCII() {
        for entry in FoldingTable.latin + FoldingTable.latinAdditional {
            #expect(entry.utf8.allSatisfy { $0 < 0x80 && !($0 >= 0x41 && $0 <= 0x5A) }, "\(entry)")
        }
        #expect(FoldingTable.latin.count == 0x250 - 0xC0)
        #expect(FoldingTable.latinAdditional.count == 0x100)
    }

    @Test func printableCharactersAreTypeaheadAndControlsAreNot_TA01() {
        let printable: [Character] = ["a", "É", " ", "7", "ß", "👍🏽", "中"]
        let control: [Character] = ["\u{2}", "\u{1B}", "\n", "\t", "\u{7F}", "\u{200B}"]
        #expect(printable.filter(TypeaheadBuffer.isPrintable) == printable)
        #expect(control.filter(TypeaheadBuffer.isPrintable) == [])
    }

    // MARK: the O(log n) index agrees with a plain scan

    /// The reference: scan cyclically from `start` for an enabled label with the prefix.
    private func naiveFirstMatch(_ labels: [String?], query: String, from start: Int) -> Int? {
        let folded = TextFolding.fold(query)
        guard !folded.isEmpty, !labels.isEmpty else { return nil }
        for offset in 0..<labels.count {
            let row = (start + offset) % labels.count
            if let label = labels[row], TextFolding.fold(label).hasPrefix(folded) { return row }
        }
        return nil
    }

    /// Sizes cover every path: empty and one-row lists, runs short enough to read through, runs
    /// long enough for the wavelet matrix, and queries longer than the 8-byte packed prefixes.
    @Test(arguments: [1, 2, 7, 64, 65, 300, 3000])
    func indexMatchesAPlainScan(_ count: Int) {
        var random = SplitMix64(seed: UInt64(count))
        let alphabet: [Character] = ["a", "b", "B", "á", " "]
        // nil marks a row typeahead may not land on (a header or a disabled option).
        let labels: [String?] = (0..<count).map { _ in
            if Int.random(in: 0..<5, using: &random) == 0 { return nil }
            return String((0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "a" })
        }
        let entries = labels.enumerated().compactMap { row, label in label.map { (row: row, label: $0) } }
        let index = TypeaheadIndex(entries: entries, rowCount: count)
        for _ in 0..<600 {
            // Half the queries are prefixes of real labels, so that long queries match too.
            var query = String((0..<Int.random(in: 1...11, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "a" })
            if Bool.random(using: &random), let label = labels.randomElement(using: &random) ?? nil, !label.isEmpty {
                query = String(label.prefix(Int.random(in: 1...label.count, using: &random)))
            }
            let start = Int.random(in: 0...count, using: &random)
            var folded: [UInt8] = []
            TextFolding.appendFoldedUTF8(of: query, to: &folded)
            #expect(index.firstMatch(forFolded: folded, from: start) == naiveFirstMatch(labels, query: query, from: start % count),
                    "query \(query) from \(start)")
        }
    }

    @Test func waveletMatrixAnswersRangeSuccessorQueries() {
        var random = SplitMix64(seed: 7)
        let values = (0..<200).map { _ in Int.random(in: 0..<300, using: &random) }
        let matrix = WaveletMatrix(values, bitWidth: 9)
        for _ in 0..<2000 {
            let lower = Int.random(in: 0...200, using: &random)
            let upper = Int.random(in: lower...200, using: &random)
            let bound = Int.random(in: 0...320, using: &random)
            let slice = values[lower..<upper]
            #expect(matrix.countBelow(bound, in: lower..<upper) == slice.filter { $0 < bound }.count)
            #expect(matrix.smallest(atLeast: bound, in: lower..<upper) == slice.filter { $0 >= bound }.min())
        }
    }
}
