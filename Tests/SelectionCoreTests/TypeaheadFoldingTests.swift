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
}
