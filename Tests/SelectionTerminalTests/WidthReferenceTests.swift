import Testing

@testable import SelectionTerminal

/// One grapheme cluster and the number of columns a terminal gives it.
struct WidthReference: CustomTestStringConvertible, Sendable {
    let character: Character
    let width: Int
    let note: String

    init(_ character: Character, _ width: Int, _ note: String) {
        self.character = character
        self.width = width
        self.note = note
    }

    var testDescription: String {
        let scalars = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
        return "\(note) [\(scalars.joined(separator: " "))] → \(width)"
    }
}

/// The reference list for issue 2: display width of single grapheme clusters.
enum WidthReferences {
    static let cjk: [WidthReference] = [
        WidthReference("中", 2, "CJK ideograph"),
        WidthReference("語", 2, "CJK ideograph"),
        WidthReference("\u{3000}", 2, "ideographic space (F)"),
        WidthReference("。", 2, "ideographic full stop"),
        WidthReference("あ", 2, "hiragana"),
        WidthReference("ア", 2, "katakana"),
        WidthReference("ｱ", 1, "halfwidth katakana (H)"),
        WidthReference("ﾞ", 1, "halfwidth voiced sound mark"),
        WidthReference("Ａ", 2, "fullwidth Latin A (F)"),
        WidthReference("！", 2, "fullwidth exclamation mark"),
        WidthReference("￥", 2, "fullwidth yen sign"),
        WidthReference("￨", 1, "halfwidth forms light vertical (H)"),
        WidthReference("\u{20000}", 2, "CJK extension B"),
        WidthReference("\u{3347F}", 2, "unassigned plane 3: W by default"),
        WidthReference("\u{FE30}", 2, "vertical two dot leader"),
    ]

    static let hangul: [WidthReference] = [
        WidthReference("한", 2, "precomposed Hangul syllable"),
        WidthReference("\u{1112}\u{1161}\u{11AB}", 2, "conjoining jamo L V T"),
        WidthReference("\u{1100}\u{1161}", 2, "conjoining jamo L V"),
        WidthReference("\u{AC00}\u{11A8}", 2, "LV syllable + final T"),
        WidthReference("\u{1161}", 0, "lone medial vowel"),
        WidthReference("\u{11A8}", 0, "lone final consonant"),
        WidthReference("\u{D7B0}", 0, "jamo extended-B vowel"),
        WidthReference("ㄱ", 2, "compatibility jamo"),
        WidthReference("ﾡ", 1, "halfwidth Hangul letter"),
    ]

    static let emoji: [WidthReference] = [
        WidthReference("😀", 2, "emoji presentation"),
        WidthReference("☺", 1, "text-default emoji"),
        WidthReference("☺\u{FE0F}", 2, "text-default emoji + VS16"),
        WidthReference("☺\u{FE0E}", 1, "text-default emoji + VS15"),
        WidthReference("❤", 1, "heavy black heart"),
        WidthReference("❤\u{FE0F}", 2, "heavy black heart + VS16"),
        WidthReference("⌚", 2, "watch: emoji presentation"),
        WidthReference("⌚\u{FE0E}", 1, "watch + VS15: text presentation"),
        WidthReference("⌚\u{FE0F}", 2, "watch + VS16"),
        WidthReference("©", 1, "copyright sign"),
        WidthReference("©\u{FE0F}", 2, "copyright sign + VS16"),
        WidthReference("👍", 2, "thumbs up"),
        WidthReference("👍🏽", 2, "thumbs up + skin tone"),
        WidthReference("☝🏽", 2, "text-default modifier base + skin tone"),
        WidthReference("🏽", 2, "lone skin tone modifier"),
        WidthReference("中\u{FE0F}", 2, "VS16 after a non-emoji keeps the base width"),
        WidthReference("a\u{FE0F}", 1, "VS16 after a letter keeps the base width"),
    ]

    static let sequences: [WidthReference] = [
        WidthReference("👨\u{200D}👩\u{200D}👧\u{200D}👦", 2, "ZWJ family"),
        WidthReference("🧑\u{200D}💻", 2, "ZWJ technologist"),
        WidthReference("🏳\u{FE0F}\u{200D}🌈", 2, "ZWJ rainbow flag"),
        WidthReference("👁\u{200D}🗨", 2, "ZWJ of two text-default emoji"),
        WidthReference("🕵\u{FE0F}\u{200D}♀\u{FE0F}", 2, "ZWJ detective woman"),
        WidthReference("❤\u{FE0F}\u{200D}🔥", 2, "ZWJ heart on fire"),
        WidthReference("🫱🏼\u{200D}🫲🏿", 2, "ZWJ handshake with skin tones"),
        WidthReference("🇫🇷", 2, "flag: two regional indicators"),
        WidthReference("🇯🇵", 2, "flag: two regional indicators"),
        WidthReference("🇫", 1, "lone regional indicator"),
        WidthReference("🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", 2, "tag sequence flag"),
        WidthReference("1\u{FE0F}\u{20E3}", 2, "keycap 1"),
        WidthReference("#\u{FE0F}\u{20E3}", 2, "keycap #"),
        WidthReference("*\u{FE0F}\u{20E3}", 2, "keycap *"),
        WidthReference("1\u{20E3}", 2, "unqualified keycap"),
        WidthReference("1\u{FE0F}", 2, "digit + VS16"),
        WidthReference("A\u{20E3}", 1, "enclosing keycap on a letter"),
        WidthReference("क\u{094D}\u{200D}", 1, "Devanagari half form with ZWJ"),
    ]

    static let combining: [WidthReference] = [
        WidthReference("e\u{0301}", 1, "e + combining acute"),
        WidthReference("\u{00E9}", 1, "precomposed é"),
        WidthReference("a\u{0308}\u{0304}", 1, "two combining marks"),
        WidthReference("\u{0301}", 0, "defective: lone combining acute"),
        WidthReference("\u{20DD}", 0, "defective: lone enclosing circle"),
        WidthReference("A\u{20DD}", 1, "letter + enclosing circle"),
        WidthReference("\u{0E01}\u{0E31}", 1, "Thai consonant + vowel mark"),
        WidthReference("\u{0915}\u{093F}", 1, "Devanagari consonant + spacing vowel sign"),
        WidthReference("\u{3099}", 0, "combining kana voiced mark (Mn, W)"),
        WidthReference("か\u{3099}", 2, "kana + combining voiced mark"),
        WidthReference("\u{FE0F}", 0, "lone VS16"),
        WidthReference("\u{E0100}", 0, "lone VS17"),
    ]

    static let formatAndControl: [WidthReference] = [
        WidthReference("\u{200B}", 0, "zero width space"),
        WidthReference("\u{200C}", 0, "zero width non-joiner"),
        WidthReference("\u{200D}", 0, "zero width joiner"),
        WidthReference("\u{200E}", 0, "left-to-right mark"),
        WidthReference("\u{202E}", 0, "right-to-left override"),
        WidthReference("\u{2060}", 0, "word joiner"),
        WidthReference("\u{2066}", 0, "left-to-right isolate"),
        WidthReference("\u{FEFF}", 0, "byte order mark"),
        WidthReference("\u{E0001}", 0, "language tag"),
        WidthReference("\u{2065}", 0, "unassigned default-ignorable"),
        WidthReference("\u{00AD}", 1, "soft hyphen"),
        WidthReference("\u{0600}", 1, "Arabic number sign (prepended concatenation mark)"),
        WidthReference("\u{0000}", 0, "NUL"),
        WidthReference("\t", 0, "tab"),
        WidthReference("\u{1B}", 0, "escape"),
        WidthReference("\u{7F}", 0, "delete"),
        WidthReference("\u{85}", 0, "next line (C1)"),
        WidthReference("\r\n", 0, "CR LF"),
        WidthReference("\u{2028}", 0, "line separator"),
        WidthReference("\u{2029}", 0, "paragraph separator"),
    ]

    static let narrow: [WidthReference] = [
        WidthReference("A", 1, "ASCII letter"),
        WidthReference(" ", 1, "space"),
        WidthReference("ß", 1, "Latin-1"),
        WidthReference("Ж", 1, "Cyrillic"),
        WidthReference("א", 1, "Hebrew"),
        WidthReference("ع", 1, "Arabic"),
        WidthReference("α", 1, "Greek alpha (ambiguous)"),
        WidthReference("①", 1, "circled digit one (ambiguous)"),
        WidthReference("…", 1, "horizontal ellipsis (ambiguous)"),
        WidthReference("─", 1, "box drawing (ambiguous)"),
        WidthReference("█", 1, "full block (ambiguous)"),
        WidthReference("→", 1, "rightwards arrow (ambiguous)"),
        WidthReference("✓", 1, "check mark"),
        WidthReference("\u{E000}", 1, "private use"),
        WidthReference("\u{0378}", 1, "unassigned"),
        WidthReference("\u{FFFD}", 1, "replacement character"),
    ]

    /// Scalars added in Unicode 16.0 and 17.0 (their `age`), to prove the table is current.
    static let recentAdditions: [WidthReference] = [
        WidthReference("\u{1FA89}", 2, "HARP (16.0)"),
        WidthReference("\u{1FADF}", 2, "SPLATTER (16.0)"),
        WidthReference("\u{1F6D8}", 2, "LANDSLIDE (17.0)"),
        WidthReference("\u{1FAEF}", 2, "FIGHT CLOUD (17.0)"),
        WidthReference("\u{16FF2}", 2, "CHINESE SMALL SIMPLIFIED ER (17.0)"),
        WidthReference("\u{323B0}", 2, "CJK extension J ideograph (17.0)"),
        WidthReference("\u{1ACF}", 0, "defective: COMBINING DOUBLE CARON (17.0)"),
        WidthReference("\u{20C1}", 1, "SAUDI RIYAL SIGN (17.0)"),
    ]

    static let all = cjk + hangul + emoji + sequences + combining + formatAndControl + narrow + recentAdditions
}

@Suite("Display width of grapheme clusters (issue 2)")
struct WidthReferenceTests {
    // One test over the whole list; each case is named by its note and scalars, and the lists
    // above group them: CJK, Hangul, emoji, sequences, combining, format and control, narrow,
    // Unicode 16 and 17 additions.
    @Test("Width of a reference cluster", arguments: WidthReferences.all)
    func width(reference: WidthReference) {
        #expect(DisplayWidth.of(reference.character) == reference.width)
    }

    @Test("Each reference is one grapheme cluster", arguments: WidthReferences.all)
    func referenceIsOneCluster(reference: WidthReference) {
        #expect(String(reference.character).count == 1)
    }

    @Test("A string of one reference cluster is as wide as the cluster", arguments: WidthReferences.all)
    func stringOfOneCluster(reference: WidthReference) {
        #expect(DisplayWidth.of(String(reference.character)) == reference.width)
    }
}
