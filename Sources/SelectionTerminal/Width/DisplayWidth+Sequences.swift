extension DisplayWidth {
    /// The width of a grapheme cluster of two or more scalars.
    ///
    /// Applies the sequence rules listed on ``DisplayWidth/of(_:)-(Character)`` to a cluster
    /// whose first two scalars are known; everything that is not an emoji or a flag keeps the
    /// width of its first scalar.
    ///
    /// - Parameters:
    ///   - first: The cluster's first scalar.
    ///   - base: The width of `first` on its own.
    ///   - second: The cluster's second scalar.
    ///   - rest: The scalars after `second`.
    /// - Returns: 0, 1 or 2.
    static func sequenceWidth(
        first: Unicode.Scalar,
        base: Int,
        second: Unicode.Scalar,
        rest: String.UnicodeScalarView.Iterator
    ) -> Int {
        if isRegionalIndicator(first) {
            // Two regional indicators make a flag; Character never holds more than two.
            return isRegionalIndicator(second) ? 2 : base
        }
        // A defective cluster (a combining mark with no base) stays invisible, and only
        // emoji have presentation sequences.
        guard base != 0, first.properties.isEmoji else { return base }
        switch second.value {
        case 0xFE0E:
            // U+FE0E VARIATION SELECTOR-15: text presentation, one column.
            return 1
        case 0xFE0F:
            // U+FE0F VARIATION SELECTOR-16: emoji presentation, two columns; also the
            // qualified keycap form, 1 + U+FE0F + U+20E3.
            return 2
        case 0x20E3 where isKeycapBase(first):
            // U+20E3 COMBINING ENCLOSING KEYCAP straight after the base: an unqualified keycap.
            return 2
        default:
            break
        }
        if first.properties.isEmojiModifierBase, second.properties.isEmojiModifier {
            // A skin tone (U+1F3FB...U+1F3FF) turns a text-style base such as ☝ into emoji.
            return 2
        }
        var previous = second
        var scalars = rest
        while let next = scalars.next() {
            if previous.value == 0x200D, next.properties.isEmoji {
                // U+200D ZERO WIDTH JOINER between emoji: one ligature, drawn as one emoji.
                return 2
            }
            previous = next
        }
        return base
    }

    /// Whether `scalar` is one of U+1F1E6...U+1F1FF REGIONAL INDICATOR SYMBOL LETTER A...Z.
    static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// Whether `scalar` can start a keycap sequence: `#`, `*` or an ASCII digit.
    static func isKeycapBase(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "#", "*", "0"..."9": true
        default: false
        }
    }
}
