/// How many terminal columns text occupies: 0, 1 or 2 per grapheme cluster.
///
/// Widths come from a table generated from Unicode 17 (``of(_:)-(Unicode.Scalar)``), not from
/// the C library: glibc's `wcwidth` is years behind and answers -1 without `setlocale`, which
/// a library must not call. The rules for one scalar are listed in
/// `scripts/generate-width-table.py`; in short, East Asian Wide and Fullwidth scalars (CJK,
/// Hangul, fullwidth forms, emoji with emoji presentation) take two columns, combining marks,
/// format characters, controls and conjoining Hangul vowels and finals take none, and
/// everything else, East Asian Ambiguous included, takes one.
///
/// A grapheme cluster (a `Character`) is as wide as its first scalar, except where a sequence
/// changes how the cluster is drawn (``of(_:)-(Character)`` lists them): emoji variation
/// sequences, ZWJ sequences, flags, keycaps and skin tones.
///
/// ```swift
/// DisplayWidth.of("Select…")   // 7
/// DisplayWidth.of("漢字")       // 4
/// DisplayWidth.of("👨‍👩‍👧‍👦")     // 2: one ZWJ sequence
/// DisplayWidth.of("❤️" as Character)  // 2: VS16 asks for emoji presentation
/// ```
///
/// Terminals disagree about sequences and recent scalars. Measured in tmux 3.3a: ❤️ and 1️⃣
/// advance the cursor 1 column, ⌚︎ 2, 👍🏽 4, and U+1F6D8 (Unicode 17) 0; flags, CJK and a lone
/// regional indicator agree with this table. So a renderer should move the cursor explicitly
/// after any cluster that is not plain ASCII rather than trust the terminal's advance.
public enum DisplayWidth {
    /// The Unicode version of the width table, `"17.0.0"`.
    public static var unicodeVersion: String { WidthTable.unicodeVersion }

    /// The number of columns one Unicode scalar occupies on its own: 0, 1 or 2.
    ///
    /// This is the scalar's entry in the generated Unicode 17 table. Scalars below U+0300
    /// (ASCII, Latin-1, Latin Extended, IPA, spacing modifiers) are answered without a search:
    /// controls are 0 and everything else, U+00AD SOFT HYPHEN included, is 1.
    ///
    /// ```swift
    /// DisplayWidth.of("A" as Unicode.Scalar)         // 1
    /// DisplayWidth.of("\u{4E00}" as Unicode.Scalar)  // 2: CJK ideograph
    /// DisplayWidth.of("\u{0301}" as Unicode.Scalar)  // 0: combining acute accent
    /// ```
    ///
    /// - Parameter scalar: Any Unicode scalar.
    /// - Returns: 0 for controls, marks and format characters; 2 for wide and fullwidth
    ///   scalars; 1 otherwise.
    @inlinable
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 {
            // Below the combining diacritics nothing is wide or zero width except C0, DEL and C1.
            return value < 0x20 || (value >= 0x7F && value < 0xA0) ? 0 : 1
        }
        return WidthTable.width(ofScalarValue: value)
    }

    /// The number of columns one grapheme cluster occupies: 0, 1 or 2.
    ///
    /// The width of the cluster's first scalar, with these exceptions, checked in order:
    ///
    /// - A text presentation sequence, an emoji followed by VS15 (U+FE0E), is 1: `☺︎`, `⌚︎`.
    /// - An emoji presentation sequence, an emoji followed by VS16 (U+FE0F), is 2: `☺️`, `❤️`.
    ///   So is a keycap: `#`, `*` or a digit, then optionally VS16, then U+20E3 (`1️⃣`).
    /// - A flag, two regional indicators, is 2 (`🇫🇷`). A lone regional indicator is 1, as
    ///   its East_Asian_Width (N) says and as tmux 3.3a draws it.
    /// - An emoji modifier base followed by a skin tone is 2 (`☝🏽`, `👍🏽`).
    /// - An emoji joined to another emoji by ZWJ (U+200D) is 2 (`👨‍👩‍👧‍👦`, `👁‍🗨`).
    /// - A Hangul syllable spelled with conjoining jamo is 2, because its leading consonant
    ///   is wide and its vowel and final are 0 (`ᄒ` + `ᅡ` + `ᆫ`).
    /// - A cluster that starts with a combining mark (a *defective* cluster, such as a mark at
    ///   the start of a string) is 0, like the mark: a terminal attaches the mark to whatever
    ///   cell precedes it instead of giving it a column. The sanitiser may give it a base
    ///   (U+25CC DOTTED CIRCLE) when it should be seen.
    /// - Controls are 0, CR LF included; the sanitiser replaces them before they reach cells.
    ///
    /// ```swift
    /// DisplayWidth.of("é" as Character)   // 1, whether precomposed or e + U+0301
    /// DisplayWidth.of("🇫🇷" as Character)  // 2
    /// ```
    ///
    /// - Parameter character: One grapheme cluster.
    /// - Returns: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        // Walking the scalars is faster than `asciiValue` even for ASCII (measured 5 ns
        // against 15 ns), and a single scalar, the common case, needs no sequence rules.
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return 0 }
        let base = of(first)
        guard let second = scalars.next() else { return base }
        return sequenceWidth(first: first, base: base, second: second, rest: scalars)
    }

    /// The number of columns `text` occupies: the sum of its grapheme clusters' widths.
    ///
    /// Runs of ASCII are counted byte by byte without grapheme segmentation. Inlinable, so
    /// that callers in other modules get a version specialised for `String` or `Substring`.
    ///
    /// ```swift
    /// DisplayWidth.of("Purple #ff00ff")  // 14
    /// DisplayWidth.of("日本語 text")       // 11
    /// ```
    ///
    /// - Parameter text: A string or substring; controls in it count 0.
    /// - Returns: The number of columns, never negative.
    @inlinable
    public static func of(_ text: some StringProtocol) -> Int {
        let utf8 = text.utf8
        // Native strings lend their bytes, which makes the ASCII scan about four times faster.
        let run = utf8.withContiguousStorageIfAvailable(asciiRun) ?? asciiRun(utf8)
        if run.length == utf8.count { return run.columns }
        // The last ASCII character may be the base of the cluster the first non-ASCII scalar
        // extends (e + U+0301, 1 + U+FE0F + U+20E3), so segmentation resumes from it. Between
        // two ASCII characters there is always a cluster boundary (CR LF aside, and both of
        // those are 0), so resuming there splits no cluster.
        let resume = utf8.index(utf8.startIndex, offsetBy: max(run.length - 1, 0))
        var total = run.columns - run.lastColumns
        for character in text[resume...] {
            total += of(character)
        }
        return total
    }

    /// Measures the run of ASCII bytes that starts `bytes`.
    ///
    /// - Parameter bytes: UTF-8 code units.
    /// - Returns: The run's length in bytes, its columns (printable ASCII is 1, controls 0),
    ///   and the columns of its last byte.
    @inlinable
    static func asciiRun(_ bytes: some Collection<UInt8>) -> (length: Int, columns: Int, lastColumns: Int) {
        var length = 0
        var columns = 0
        var lastColumns = 0
        for byte in bytes {
            if byte >= 0x80 { break }
            lastColumns = byte >= 0x20 && byte < 0x7F ? 1 : 0
            columns += lastColumns
            length += 1
        }
        return (length, columns, lastColumns)
    }
}
