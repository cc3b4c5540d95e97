/// Folds text for case- and accent-insensitive matching, without Foundation.
///
/// The fold lower-cases, removes diacritics and spells out ligatures, so that `"Éclair"`,
/// `"ECLAIR"` and `"e\u{301}clair"` all fold to `"eclair"` (TA-04, the "base" sensitivity of a
/// search collator). It covers the Latin letters in Latin-1 Supplement, Latin Extended-A/B
/// and Latin Extended Additional, Greek letters with tonos or dialytika, and combining marks
/// in any script; every other scalar is lower-cased with its Unicode lowercase mapping.
///
/// ```swift
/// TextFolding.fold("Crème Brûlée")   // "creme brulee"
/// ```
package enum TextFolding {
    /// The folded form of `text`.
    package static func fold(_ text: some StringProtocol) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        appendFoldedUTF8(of: text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the UTF-8 bytes of the folded form of `text` to `bytes`.
    ///
    /// Byte-wise prefix comparison of two folded byte strings is prefix comparison of the folded
    /// text, which is what `TypeaheadPrefixTable` and the reading of rows rely on.
    package static func appendFoldedUTF8(of text: some StringProtocol, to bytes: inout [UInt8]) {
        for scalar in text.unicodeScalars {
            appendFolded(scalar, to: &bytes, depth: 0)
        }
    }

    /// True when the folded form of `text` starts with `prefix` (folded UTF-8 bytes, not
    /// empty), folding only as much of `text` as the comparison needs; `scratch` is working
    /// space, reused between calls.
    ///
    /// ASCII is read byte by byte: an ASCII scalar folds to one byte whatever follows it (a
    /// combining mark after it folds to nothing), so the first ASCII byte that differs from the
    /// query decides, and most labels are rejected on their first byte. The first non-ASCII byte
    /// hands the label to the general fold.
    static func folded(_ text: String, hasPrefix prefix: [UInt8], scratch: inout [UInt8]) -> Bool {
        // A native string's bytes are contiguous (a small one's are copied to the stack), and
        // reading them through a pointer costs a fraction of the UTF-8 view's iterator.
        let answer = text.utf8.withContiguousStorageIfAvailable { bytes in
            prefix.withUnsafeBufferPointer { prefix in asciiFolded(bytes, hasPrefix: prefix) }
        }
        switch answer {
        case .some(.some(let hasPrefix)): return hasPrefix
        case .some(.none), .none: return generallyFolded(text, hasPrefix: prefix, scratch: &scratch)
        }
    }

    /// Whether the folded form of `bytes` starts with `prefix`, when that is decided by ASCII
    /// bytes alone; `nil` when a non-ASCII byte is met first.
    @inline(__always)
    private static func asciiFolded(_ bytes: UnsafeBufferPointer<UInt8>, hasPrefix prefix: UnsafeBufferPointer<UInt8>) -> Bool? {
        var index = 0
        while index < prefix.count {
            // Every byte so far was ASCII: the folded text is exactly the bytes compared.
            guard index < bytes.count else { return false }
            let byte = bytes[index]
            if byte >= 0x80 { return nil }
            if lowercased(byte) != prefix[index] { return false }
            index += 1
        }
        return true
    }

    /// ``folded(_:hasPrefix:scratch:)`` for any text, scalar by scalar.
    static func generallyFolded(_ text: some StringProtocol, hasPrefix prefix: [UInt8], scratch: inout [UInt8]) -> Bool {
        scratch.removeAll(keepingCapacity: true)
        for scalar in text.unicodeScalars {
            let compared = scratch.count
            appendFolded(scalar, to: &scratch, depth: 0)
            let end = min(scratch.count, prefix.count)
            var index = compared
            while index < end {
                if scratch[index] != prefix[index] { return false }
                index += 1
            }
            if scratch.count >= prefix.count { return true }
        }
        return prefix.isEmpty
    }

    /// The first 8 bytes of the folded form of `text`, big-endian (the first byte highest),
    /// padded with zero bytes when the folded text is shorter: what ``TypeaheadPrefixTable``
    /// keeps of each label. `scratch` is working space, reused between calls.
    static func foldedPrefix(of text: String, scratch: inout [UInt8]) -> UInt64 {
        let packed = text.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            var packed: UInt64 = 0
            let count = min(bytes.count, 8)
            for index in 0..<count {
                let byte = bytes[index]
                if byte >= 0x80 { return nil }
                packed = packed << 8 | UInt64(lowercased(byte))
            }
            return count == 0 ? 0 : packed << (8 * (8 - count))
        }
        switch packed {
        case .some(.some(let packed)): return packed
        case .some(.none), .none: return generallyFoldedPrefix(of: text, scratch: &scratch)
        }
    }

    private static func generallyFoldedPrefix(of text: String, scratch: inout [UInt8]) -> UInt64 {
        scratch.removeAll(keepingCapacity: true)
        for scalar in text.unicodeScalars where scratch.count < 8 {
            appendFolded(scalar, to: &scratch, depth: 0)
        }
        return packedPrefix(scratch)
    }

    /// The first 8 bytes of `bytes`, big-endian, zero-padded.
    static func packedPrefix(_ bytes: [UInt8]) -> UInt64 {
        var packed: UInt64 = 0
        for index in 0..<8 {
            packed = packed << 8 | (index < bytes.count ? UInt64(bytes[index]) : 0)
        }
        return packed
    }

    /// An ASCII byte lower-cased: what an ASCII scalar folds to.
    @inline(__always)
    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }

    private static func appendFolded(_ scalar: Unicode.Scalar, to bytes: inout [UInt8], depth: Int) {
        let value = scalar.value
        // ASCII fast path: most labels are ASCII, and ASCII folds to itself lower-cased.
        if value < 0x80 {
            bytes.append(lowercased(UInt8(truncatingIfNeeded: value)))
            return
        }
        if isCombiningMark(value) { return }
        if let ascii = latinFold(value) {
            bytes.append(contentsOf: ascii.utf8)
            return
        }
        if let base = greekBase(value) {
            appendUTF8(base, to: &bytes)
            return
        }
        // Lower-case, then fold what the lowercase mapping produced: "İ" lower-cases to
        // "i" + U+0307 COMBINING DOT ABOVE, and the mark must go too. The depth guard stops a
        // mapping that maps to itself from recursing more than once.
        let lower = scalar.properties.lowercaseMapping
        if depth == 0, lower.unicodeScalars.count != 1 || lower.unicodeScalars.first != scalar {
            for mapped in lower.unicodeScalars {
                appendFolded(mapped, to: &bytes, depth: depth + 1)
            }
            return
        }
        appendUTF8(scalar, to: &bytes)
    }

    private static func latinFold(_ value: UInt32) -> String? {
        let table: [String]
        let offset: UInt32
        if value >= FoldingTable.latinStart, value < FoldingTable.latinStart + UInt32(FoldingTable.latin.count) {
            table = FoldingTable.latin
            offset = value - FoldingTable.latinStart
        } else if value >= FoldingTable.latinAdditionalStart,
            value < FoldingTable.latinAdditionalStart + UInt32(FoldingTable.latinAdditional.count)
        {
            table = FoldingTable.latinAdditional
            offset = value - FoldingTable.latinAdditionalStart
        } else {
            return nil
        }
        let entry = table[Int(offset)]
        return entry.isEmpty ? nil : entry
    }

    /// The unaccented lower-case Greek letter for a Greek letter with tonos or dialytika.
    private static func greekBase(_ value: UInt32) -> Unicode.Scalar? {
        let base: UInt32
        switch value {
        case 0x0386, 0x03AC: base = 0x03B1  // Ά ά → α
        case 0x0388, 0x03AD: base = 0x03B5  // Έ έ → ε
        case 0x0389, 0x03AE: base = 0x03B7  // Ή ή → η
        case 0x038A, 0x03AF, 0x03AA, 0x03CA, 0x0390: base = 0x03B9  // Ί ί Ϊ ϊ ΐ → ι
        case 0x038C, 0x03CC: base = 0x03BF  // Ό ό → ο
        case 0x038E, 0x03CD, 0x03AB, 0x03CB, 0x03B0: base = 0x03C5  // Ύ ύ Ϋ ϋ ΰ → υ
        case 0x038F, 0x03CE: base = 0x03C9  // Ώ ώ → ω
        case 0x03C2: base = 0x03C3  // final ς → σ, so "σ" finds a word ending in ς
        default: return nil
        }
        return Unicode.Scalar(base)
    }

    /// True for the combining-mark blocks: diacritics that decomposed text carries separately.
    private static func isCombiningMark(_ value: UInt32) -> Bool {
        switch value {
        case 0x0300...0x036F,  // Combining Diacritical Marks
            0x1AB0...0x1AFF,  // Combining Diacritical Marks Extended
            0x1DC0...0x1DFF,  // Combining Diacritical Marks Supplement
            0x20D0...0x20FF,  // Combining Diacritical Marks for Symbols
            0xFE20...0xFE2F:  // Combining Half Marks
            return true
        default:
            return false
        }
    }

    private static func appendUTF8(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        UTF8.encode(scalar) { bytes.append($0) }
    }
}
