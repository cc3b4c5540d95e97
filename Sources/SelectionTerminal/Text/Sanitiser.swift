/// Makes untrusted text safe to put on screen: no byte of it can reach the terminal as a control.
///
/// Labels, values, titles and pasted text come from users, files and other programs. Sent to a
/// terminal as they are, they could move the cursor, clear the screen, set the window title
/// (OSC 0), open a hyperlink (OSC 8), write the clipboard (OSC 52) or switch modes. The
/// sanitiser turns every scalar that a terminal would act on into something it only draws.
///
/// It is the one place that says what is removed or replaced, for every path that writes user
/// text to the terminal: the drawn screen (``Buffer`` and ``Cell``, so every widget, header,
/// preview pane, combobox and menu), line mode, the summary line left after exit, and messages
/// on standard error (``sanitiseLines(_:)``). Output that keeps colours (a preview, `--ansi`)
/// keeps them by parsing its SGR sequences into styles (``ANSIText``); the text between them
/// still goes through the sanitiser, and every other sequence is taken out.
///
/// | scalars | become | why |
/// | --- | --- | --- |
/// | C0 controls U+0000–U+001F (ESC, BEL, BS, TAB, CR, LF, ...) | Control Pictures U+2400 + n: `␀` ... `␛` ... `␟` | each keeps its identity on screen |
/// | DEL U+007F | `␡` U+2421 | the Control Picture for DEL |
/// | C1 controls U+0080–U+009F (CSI 0x9B, OSC 0x9D, DCS 0x90, ST 0x9C, ...) | `⍰` U+2370 | no Control Picture exists for C1; one narrow glyph keeps columns predictable |
/// | bidi embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069 | removed | they reorder the text around them ("Trojan Source"); removed, the text shows in its stored order |
/// | bidi marks: LRM U+200E, RLM U+200F, ALM U+061C | removed | a terminal with a bidi algorithm moves neutral characters around them; they take no column, so the screen never showed them |
/// | line and paragraph separators U+2028, U+2029 | removed | a paragraph break to the bidi algorithm, a line break to some readers; no column on screen |
///
/// Text written into a ``Buffer`` also has each grapheme cluster cut to
/// ``maximumScalarsPerCluster`` scalars, so one cell of "Zalgo" text cannot cost megabytes.
///
/// Everything else passes unchanged: printable text in every script, emoji, combining marks,
/// joiners (ZWJ, ZWNJ) and the other invisible format characters, which a terminal does not act on.
/// Invalid UTF-8 cannot reach a `String`: text read as bytes is decoded first, each invalid
/// sequence (a raw 0x9B, a lone surrogate, an overlong form) becoming U+FFFD (``sanitise(bytes:)``).
///
/// The ``Buffer`` text API runs every string through the sanitiser, so a widget cannot forget
/// to; call it directly only to measure or compare text as it will be shown.
///
/// ```swift
/// Sanitiser.sanitise("evil\u{1B}]0;pwned\u{07}")  // "evil␛]0;pwned␇"
/// Sanitiser.sanitise(bytes: [0x66, 0xFF, 0x9B])   // "f\u{FFFD}\u{FFFD}": invalid UTF-8 first becomes U+FFFD
/// ```
package enum Sanitiser {
    /// What the sanitiser does with one Unicode scalar.
    package enum Treatment: Sendable, Equatable {
        /// The scalar is safe to draw as it is.
        case keep
        /// The scalar is a control; this visible scalar is drawn instead.
        case replace(with: Unicode.Scalar)
        /// The scalar is a bidi control (embedding, override, isolate or mark) or a line or
        /// paragraph separator; it is dropped.
        case remove
    }

    /// The glyph drawn for any C1 control (U+0080–U+009F): `⍰` U+2370 APL FUNCTIONAL SYMBOL QUAD QUESTION.
    package static let c1Placeholder: Unicode.Scalar = "\u{2370}"

    /// The glyph drawn for DEL (U+007F): `␡` U+2421 SYMBOL FOR DELETE.
    package static let deletePlaceholder: Unicode.Scalar = "\u{2421}"

    /// How `scalar` is treated: kept, replaced by a visible placeholder, or removed.
    ///
    /// ```swift
    /// Sanitiser.treatment(of: "\u{1B}")   // .replace(with: "␛")
    /// Sanitiser.treatment(of: "\u{202E}") // .remove
    /// Sanitiser.treatment(of: "\u{200F}") // .remove
    /// Sanitiser.treatment(of: "é")        // .keep
    /// ```
    package static func treatment(of scalar: Unicode.Scalar) -> Treatment {
        let value = scalar.value
        switch value {
        case 0x00...0x1F:
            // Control Pictures are laid out in C0 order: U+2400 is NUL, U+241B is ESC.
            return .replace(with: Unicode.Scalar(UInt8(truncatingIfNeeded: value)).controlPicture)
        case 0x7F:
            return .replace(with: deletePlaceholder)
        case 0x80...0x9F:
            return .replace(with: c1Placeholder)
        default:
            return isRemoved(value) ? .remove : .keep
        }
    }

    /// True for the scalars removed: the bidi controls (embeddings, overrides, isolates, marks)
    /// and the line and paragraph separators.
    @inline(__always)
    private static func isRemoved(_ value: UInt32) -> Bool {
        switch value {
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// True when `character` contains no scalar that the sanitiser would change.
    package static func isSafe(_ character: Character) -> Bool {
        for scalar in character.unicodeScalars where !isSafe(scalar) {
            return false
        }
        return true
    }

    /// True when the sanitiser keeps `scalar` as it is.
    @inline(__always)
    package static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        // Fast path: printable ASCII, and everything above C1 except what `treatment(of:)` removes.
        if value >= 0x20 && value < 0x7F { return true }
        if value < 0xA0 { return false }
        return value < 0x061C || !isRemoved(value)
    }

    /// `text` with every control replaced by its visible placeholder and bidi controls removed.
    ///
    /// ```swift
    /// Sanitiser.sanitise("a\tb")           // "a␉b"
    /// Sanitiser.sanitise("abc\u{202E}fed") // "abcfed"
    /// ```
    ///
    /// - Parameter text: Untrusted text.
    /// - Returns: Text that contains no C0 or C1 control, no DEL, no bidi control (embedding,
    ///   override, isolate or mark) and no line or paragraph separator.
    package static func sanitise(_ text: some StringProtocol) -> String {
        let scalars = text.unicodeScalars
        // Most labels are clean: return them without rebuilding.
        guard let firstUnsafe = scalars.firstIndex(where: { !isSafe($0) }) else {
            return String(text)
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[scalars.startIndex..<firstUnsafe])
        for scalar in scalars[firstUnsafe...] {
            switch treatment(of: scalar) {
            case .keep: result.append(scalar)
            case .replace(let placeholder): result.append(placeholder)
            case .remove: break
            }
        }
        return String(result)
    }

    /// Text of several lines (a message, a line-mode question), each line sanitised and the line
    /// feeds between them kept: the one way messages and line mode put user text on a terminal.
    ///
    /// ```swift
    /// Sanitiser.sanitiseLines("sel: bad '\u{1B}[2J'\nusage: sel choose")  // "sel: bad '␛[2J'\nusage: sel choose"
    /// ```
    ///
    /// - Parameter text: Lines separated by LF; other controls in them are untrusted.
    /// - Returns: The sanitised lines, joined by LF.
    package static func sanitiseLines(_ text: some StringProtocol) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { sanitise($0) }.joined(separator: "\n")
    }

    /// Bytes decoded as UTF-8, each invalid sequence replaced by U+FFFD, then sanitised.
    ///
    /// Use it for text that arrives as bytes (stdin lines, file names): it never fails, and the
    /// result is safe to draw. Keep the original bytes when they must be written back out
    /// unchanged.
    ///
    /// - Parameter bytes: Untrusted bytes, meant to be UTF-8.
    /// - Returns: The sanitised text.
    package static func sanitise(bytes: some Collection<UInt8>) -> String {
        sanitise(String(decoding: bytes, as: UTF8.self))
    }

    /// The most scalars one drawn grapheme cluster keeps.
    ///
    /// Grapheme breaking never splits a base from its combining marks (nor a run of Hangul
    /// leading jamo, nor a chain of ZWJ-joined emoji), so a label of one letter and a million
    /// accents is a single cluster: one cell that would cost megabytes to segment and to draw.
    /// Real clusters are far shorter (the longest emoji ZWJ sequences have about ten scalars)
    /// and terminals draw only a few marks per cell, so a cluster is cut after 32 scalars and
    /// what follows is segmented afresh (a run of leftover marks shows on dotted circles).
    package static let maximumScalarsPerCluster = 32

    /// Scalars segmented at a time: a cluster in progress is carried into the next batch.
    private static let batchSize = 128

    /// Calls `body` with each sanitised, drawable grapheme cluster of `text`, in order, until it returns false.
    ///
    /// Reads the text a batch of scalars at a time, so a megabyte label, even one that is a
    /// single enormous cluster, costs only as much as the part that is drawn. A cluster that
    /// sanitising empties (a lone bidi override) yields nothing; one that held CR LF yields two
    /// placeholders; one longer than ``maximumScalarsPerCluster`` is cut there.
    static func forEachSanitisedCharacter(in text: some StringProtocol, _ body: (Character) -> Bool) {
        var scalars = text.unicodeScalars.makeIterator()
        // The last cluster of a batch may go on in the next batch: it is segmented again with it.
        var carried = String.UnicodeScalarView()
        var isAtEnd = false
        while !isAtEnd {
            var batch = carried
            carried = String.UnicodeScalarView()
            for _ in 0..<batchSize {
                guard let scalar = scalars.next() else {
                    isAtEnd = true
                    break
                }
                batch.append(scalar)
            }
            var pending: Character?
            for character in String(batch) {
                if let complete = pending, !deliver(complete, to: body) { return }
                pending = character
            }
            guard let last = pending else { continue }
            if isAtEnd || hasMoreThanMaximumScalars(last, orExactly: true) {
                // At the end, or long enough to cut anyway: what follows starts a new cluster.
                if !deliver(last, to: body) { return }
            } else {
                carried = last.unicodeScalars
            }
        }
    }

    /// Cuts `character` to the maximum, sanitises it and hands the result to `body`; false when `body` asked to stop.
    private static func deliver(_ character: Character, to body: (Character) -> Bool) -> Bool {
        if isSafe(character) && !hasMoreThanMaximumScalars(character, orExactly: false) {
            return body(character)
        }
        let kept = String(String.UnicodeScalarView(character.unicodeScalars.prefix(maximumScalarsPerCluster)))
        for replacement in sanitise(kept) where !body(replacement) {
            return false
        }
        return true
    }

    private static func hasMoreThanMaximumScalars(_ character: Character, orExactly isInclusive: Bool) -> Bool {
        var count = 0
        for _ in character.unicodeScalars {
            count += 1
            if count > maximumScalarsPerCluster { return true }
        }
        return isInclusive && count == maximumScalarsPerCluster
    }
}

extension Unicode.Scalar {
    /// The Control Picture (U+2400 block) for a C0 control scalar (U+0000–U+001F); self otherwise.
    fileprivate var controlPicture: Unicode.Scalar {
        guard value < 0x20, let picture = Unicode.Scalar(0x2400 + value) else { return self }
        return picture
    }
}
