/// Case folding and white space for Unicode scalar values, as Go's `unicode` package (which
/// fzf uses) defines them: simple one-to-one case mappings, and White_Space for spaces.
enum ScalarFolding {
    /// The simple lowercase mapping of `scalar` (`İ` to `i`, `Σ` to `σ`); itself when it has none.
    static func lowercase(_ scalar: UInt32) -> UInt32 {
        if scalar < 0x80 {
            return scalar >= 0x41 && scalar <= 0x5A ? scalar + 0x20 : scalar
        }
        // Latin-1 capitals map by a fixed offset; × (U+00D7) is not a letter.
        if scalar >= 0xC0 && scalar <= 0xDE {
            return scalar == 0xD7 ? scalar : scalar + 0x20
        }
        if scalar < 0x100 { return scalar }
        guard let value = Unicode.Scalar(scalar) else { return scalar }
        // The full mapping differs from the simple one only where it has several scalars
        // (`İ` to `i` + U+0307); its first scalar is then the simple mapping.
        return value.properties.lowercaseMapping.unicodeScalars.first?.value ?? scalar
    }

    /// Whether `scalar` is white space in Go's sense: `\t \n \v \f \r`, space, U+0085, U+00A0
    /// and the other White_Space characters.
    static func isSpace(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x20, 0x09...0x0D, 0x85, 0xA0: return true
        case 0..<0x100: return false
        default: return Unicode.Scalar(scalar)?.properties.isWhitespace ?? false
        }
    }

    /// `scalar` with its case folded when `caseSensitive` is false and its diacritics folded
    /// when `normalize` is true, the way fzf compares a text character with a pattern character.
    static func comparable(_ scalar: UInt32, caseSensitive: Bool, normalize: Bool) -> UInt32 {
        var folded = scalar
        if !caseSensitive { folded = lowercase(folded) }
        if normalize { folded = LatinNormalization.normalize(folded) }
        return folded
    }
}
