/// The colour syntax shared by ``Colour/init(parsing:over:)`` and ``Pixel/init(parsing:)``:
/// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(r, g, b)`, `rgba(r, g, b, a)` (also space-separated,
/// `rgb(r g b / a)`), the 148 CSS names and `transparent`. Case and surrounding whitespace are ignored.
enum ColourSyntax {
    static func parse(_ input: String) throws(ColourParseError) -> Pixel {
        func failure(_ reason: ColourParseError.Reason) -> ColourParseError {
            ColourParseError(input: input, reason: reason)
        }
        let text = trimmingWhitespace(Substring(input))
        guard !text.isEmpty else { throw failure(.empty) }

        if text.first == "#" {
            return try hex(text.dropFirst(), failure: failure)
        }
        let lowered = text.lowercased()
        if lowered.hasPrefix("rgb(") || lowered.hasPrefix("rgba(") {
            return try function(Substring(lowered), failure: failure)
        }
        if lowered == "transparent" { return Pixel(red: 0, green: 0, blue: 0, alpha: 0) }
        guard let colour = Colour.named(lowered) else { throw failure(.unknownName) }
        return Pixel(colour)
    }

    /// Removes spaces, tabs and line breaks at both ends.
    static func trimmingWhitespace(_ text: Substring) -> Substring {
        var text = text
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return text
    }

    /// `rgb`, `rgba`, `rrggbb` or `rrggbbaa` (the `#` already removed); short forms double each digit.
    private static func hex(_ digits: Substring, failure: (ColourParseError.Reason) -> ColourParseError) throws(ColourParseError) -> Pixel {
        guard [3, 4, 6, 8].contains(digits.count) else { throw failure(.hexDigitCount(digits.count)) }
        var values: [UInt8] = []
        for character in digits {
            guard let value = character.hexDigitValue, character.isASCII else { throw failure(.invalidHexDigit(character)) }
            values.append(UInt8(value))
        }
        let channels: [UInt8] =
            digits.count <= 4
            ? values.map { $0 << 4 | $0 }
            : stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
        return Pixel(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255)
    }

    /// `rgb(…)` or `rgba(…)`, lower-cased: three channels and an optional alpha, separated by
    /// commas, or by spaces with a `/` before the alpha.
    private static func function(
        _ text: Substring, failure: (ColourParseError.Reason) -> ColourParseError
    ) throws(ColourParseError) -> Pixel {
        guard let open = text.firstIndex(of: "("), text.last == ")" else { throw failure(.malformedFunction) }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        var parts: [Substring]
        if inside.contains(",") {
            parts = inside.split(separator: ",", omittingEmptySubsequences: false).map(trimmingWhitespace)
            guard !inside.contains("/") else { throw failure(.malformedFunction) }
        } else {
            let halves = inside.split(separator: "/", omittingEmptySubsequences: false)
            guard halves.count <= 2 else { throw failure(.malformedFunction) }
            parts = halves[0].split(whereSeparator: \.isWhitespace)
            guard parts.count == 3 else { throw failure(.malformedFunction) }
            if halves.count == 2 { parts.append(trimmingWhitespace(halves[1])) }
        }
        guard parts.count == 3 || parts.count == 4, !parts.contains(where: \.isEmpty) else { throw failure(.malformedFunction) }

        var channels: [UInt8] = []
        for part in parts.prefix(3) {
            guard part.count <= 3, part.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(part), value <= 255 else {
                throw failure(.channelOutOfRange(String(part)))
            }
            channels.append(UInt8(value))
        }
        let alpha = parts.count == 4 ? try alphaValue(parts[3], failure: failure) : 255
        return Pixel(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    /// `0`–`1` (decimal) or `0%`–`100%`, rounded half up to the nearest of 0–255.
    private static func alphaValue(
        _ text: Substring, failure: (ColourParseError.Reason) -> ColourParseError
    ) throws(ColourParseError) -> UInt8 {
        let isPercentage = text.hasSuffix("%")
        guard let (numerator, denominator) = decimal(isPercentage ? text.dropLast() : text) else {
            throw failure(.alphaOutOfRange(String(text)))
        }
        // Exact rational arithmetic: SelectionCore links no maths library for Double rounding.
        let scale = isPercentage ? denominator * 100 : denominator
        guard numerator <= scale else { throw failure(.alphaOutOfRange(String(text))) }
        return UInt8((numerator * 255 * 2 + scale) / (2 * scale))
    }

    /// A plain non-negative decimal (`"1"`, `"0.25"`, `".5"`) as numerator / power of ten;
    /// digits past the ninth decimal are dropped. `nil` for anything else (signs, exponents, "nan").
    static func decimal(_ text: Substring) -> (numerator: Int, denominator: Int)? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let fraction = parts.count == 2 ? parts[1].prefix(9) : ""
        guard !(whole.isEmpty && fraction.isEmpty), whole.count <= 9 else { return nil }
        guard (whole + fraction).allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        var denominator = 1
        for _ in fraction { denominator *= 10 }
        guard let numerator = Int(whole.isEmpty && fraction.isEmpty ? "0" : whole + fraction) else { return nil }
        return (numerator, denominator)
    }
}
