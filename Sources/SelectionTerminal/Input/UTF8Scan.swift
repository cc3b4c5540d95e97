/// Decodes one UTF-8 encoded scalar at a position in a byte array, telling a sequence cut
/// short by the end of the bytes from an invalid one.
///
/// Invalid input is measured as the Unicode Standard's "maximal subpart" (§3.9, U+FFFD
/// substitution of maximal subparts), the same practice as the WHATWG decoder and Swift's
/// `String(decoding:as:)`: a valid prefix of a sequence is one error, any other byte one error
/// each.
enum UTF8Scan: Equatable {
    /// A whole scalar of `length` bytes.
    case scalar(Unicode.Scalar, length: Int)
    /// The bytes end inside a sequence that is valid so far.
    case incomplete
    /// `length` bytes (at least one) that form no scalar; they stand for one U+FFFD.
    case invalid(length: Int)

    /// Scans the bytes at `index`, which must be a valid index of `bytes`.
    static func scan(_ bytes: [UInt8], at index: Int) -> UTF8Scan {
        let lead = bytes[index]
        if lead < 0x80 { return .scalar(Unicode.Scalar(lead), length: 1) }
        // The length the lead byte announces and the range its first continuation byte must
        // fall in (narrower after E0, ED, F0, F4 to exclude overlongs, surrogates and values
        // past U+10FFFF).
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return .invalid(length: 1)
        }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            guard index + offset < bytes.count else { return .incomplete }
            let byte = bytes[index + offset]
            guard byte >= low && byte <= high else { return .invalid(length: offset) }
            value = value << 6 | UInt32(byte & 0x3F)
            low = 0x80
            high = 0xBF
        }
        guard let scalar = Unicode.Scalar(value) else { return .invalid(length: length) }
        return .scalar(scalar, length: length)
    }
}
