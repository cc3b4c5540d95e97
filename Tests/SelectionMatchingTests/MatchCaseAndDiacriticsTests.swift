import SelectionMatching
import Testing

/// Smart case and Latin diacritic folding, as a combobox filter should behave (CB-01: case- and
/// diacritic-insensitive by default) and as fzf does.
@Suite struct MatchCaseAndDiacriticsTests {
    let items = ItemBuffer(["café", "CAFE", "cafe", "Cafeteria", "naïve", "NAÏVE", "İstanbul", "Straße"])

    func matches(_ query: String, _ options: MatchOptions = MatchOptions()) -> [String] {
        Matcher(options: options).matchOnCurrentThread(query, in: items).ranked.map { items.string(at: $0.index) }
    }

    @Test func lowercaseQueryIgnoresCaseAndDiacritics() {
        // CB-01: "cafe" finds every spelling; equal scores keep input order, shorter first.
        #expect(matches("cafe") == ["café", "CAFE", "cafe", "Cafeteria"])
    }

    @Test func capitalInQueryMakesItCaseSensitive() {
        #expect(matches("Cafe") == ["Cafeteria"])
        #expect(matches("CAF") == ["CAFE"])
    }

    @Test func accentedQueryMatchesOnlyAccentedLetters() {
        #expect(matches("café") == ["café"])
        #expect(matches("naïve") == ["naïve", "NAÏVE"])
    }

    @Test func nonASCIICapitalsFoldToLowercase() {
        // İ lowercases to i; ß folds to s.
        #expect(matches("ist") == ["İstanbul"])
        #expect(matches("strase") == ["Straße"])
    }

    @Test func ignoreAndRespectCaseOverrideSmartCase() {
        #expect(matches("CAFE", MatchOptions(caseMatching: .ignore)) == ["café", "CAFE", "cafe", "Cafeteria"])
        #expect(matches("cafe", MatchOptions(caseMatching: .respect)) == ["café", "cafe"])
    }

    @Test func literalOptionTurnsOffDiacriticFolding() {
        #expect(matches("cafe", MatchOptions(normalizesLatin: false)) == ["CAFE", "cafe", "Cafeteria"])
    }
}
