/// A strict JSON reader (RFC 8259) that reports the line and column of the first error.
///
/// It reads exactly the grammar of RFC 8259 and nothing more:
/// - numbers are `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?` — no `01`, `1.`, `.5`,
///   `+1`, `NaN` or `Infinity` — and one too large for a `Double` (`1e400`) is an error, never ∞;
/// - strings hold no raw control below U+0020, only the escapes `\" \\ \/ \b \f \n \r \t \uXXXX`,
///   and valid UTF-8; a `\u` high surrogate must be followed by a `\u` low surrogate, and a lone
///   surrogate of either kind is an error (reported where it starts, never swallowing the next escape);
/// - arrays and objects nest at most ``maximumDepth`` deep; nothing but whitespace (space, tab,
///   line feed, carriage return) may follow the value. A leading byte-order mark is skipped, as
///   the RFC allows.
///
/// ```swift
/// let value = try JSONParser.parse(Array(#"["Red", {"label": "Blue"}]"#.utf8))
/// ```
package struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    package static let maximumDepth = 512

    private let bytes: [UInt8]
    private var position = 0

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// Parses one JSON value filling the whole input (whitespace around it allowed).
    ///
    /// - Throws: ``JSONParseError`` at the first byte that does not fit the grammar.
    package static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 1)
        parser.skipWhitespace()
        if parser.position < bytes.count { throw parser.error("unexpected \(parser.describeCurrent()) after the value") }
        return value
    }

    // MARK: Errors

    private func error(_ message: String, at offset: Int? = nil) -> JSONParseError {
        let end = min(offset ?? position, bytes.count)
        var line = 1
        var column = 1
        var index = 0
        while index < end {
            if bytes[index] == 0x0A {
                line += 1
                column = 1
            } else if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return JSONParseError(message: message, line: line, column: column, offset: end)
    }

    /// The byte at the position, readable and safe to print: `'x'` for printable ASCII, else hexadecimal.
    private func describeCurrent() -> String {
        guard position < bytes.count else { return "end of input" }
        let byte = bytes[position]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        let hex = String(byte, radix: 16)
        return "byte 0x" + (hex.count == 1 ? "0" : "") + hex
    }

    // MARK: Values

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONValue {
        guard position < bytes.count else { throw error("expected a value, found end of input") }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            guard depth <= Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
            return try parseObject(depth: depth)
        case UInt8(ascii: "["):
            guard depth <= Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
            return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectWord("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("expected a value, found \(describeCurrent())")
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(JSONParseError) {
        let count = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { expected in
            position + count <= bytes.count && bytes[position..<position + count].elementsEqual(expected)
        }
        guard matches else { throw error("expected a value, found \(describeCurrent())") }
        position += count
    }

    // MARK: Numbers

    private func isDigit(at index: Int) -> Bool {
        index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while isDigit(at: position) { position += 1 }
    }

    private mutating func parseNumber() throws(JSONParseError) -> JSONValue {
        let start = position
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard isDigit(at: position) else { throw error("expected a digit after '-'") }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if isDigit(at: position) { throw error("a number cannot have a leading zero") }
        } else {
            skipDigits()
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard isDigit(at: position) else { throw error("expected a digit after the decimal point") }
            skipDigits()
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard isDigit(at: position) else { throw error("expected a digit in the exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw error("the number \(text.count > 40 ? String(text.prefix(40)) + "…" : text) is too large", at: start)
        }
        return .number(number)
    }

    // MARK: Strings

    private mutating func parseString() throws(JSONParseError) -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        while true {
            guard position < bytes.count else { throw error("unterminated string") }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                scalars.append(try parseEscape())
            case 0x00..<0x20:
                throw error("control character \(describeCurrent()) in a string (write it as an escape)")
            case 0x00..<0x80:
                scalars.append(Unicode.Scalar(byte))
                position += 1
            default:
                scalars.append(try parseUTF8Scalar())
            }
        }
    }

    /// Reads one escape, starting at its backslash.
    private mutating func parseEscape() throws(JSONParseError) -> Unicode.Scalar {
        let start = position
        position += 1
        guard position < bytes.count else { throw error("unterminated string") }
        let escape = bytes[position]
        position += 1
        switch escape {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let code = try parseHex4()
            switch code {
            case 0xD800..<0xDC00:
                // A high surrogate: only a \u low surrogate may follow; anything else is left unread.
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                    throw error(
                        "lone surrogate \\u\(Self.hex4(code)) (a high surrogate must be followed by a \\u low surrogate)", at: start)
                }
                let saved = position
                position += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else {
                    position = saved
                    throw error("lone surrogate \\u\(Self.hex4(code)) (followed by \\u\(Self.hex4(low)), not a low surrogate)", at: start)
                }
                return Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
            case 0xDC00..<0xE000:
                throw error("lone surrogate \\u\(Self.hex4(code)) (a low surrogate without a high one before it)", at: start)
            default:
                return Unicode.Scalar(code) ?? "\u{FFFD}"
            }
        default:
            position -= 1
            throw error("invalid escape \\\(describeCurrent())", at: start)
        }
    }

    private static func hex4(_ code: UInt32) -> String {
        let hex = String(code, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard position + offset < bytes.count else { throw error("\\u needs four hexadecimal digits", at: position + offset) }
            let byte = bytes[position + offset]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("\\u needs four hexadecimal digits", at: position + offset)
            }
            value = value << 4 | digit
        }
        position += 4
        return value
    }

    /// Reads one multi-byte UTF-8 scalar; overlong forms, encoded surrogates and values above
    /// U+10FFFF are errors.
    private mutating func parseUTF8Scalar() throws(JSONParseError) -> Unicode.Scalar {
        let lead = bytes[position]
        let length: Int
        var value: UInt32
        var lowest: UInt32
        switch lead {
        case 0xC2...0xDF: (length, value, lowest) = (2, UInt32(lead & 0x1F), 0x80)
        case 0xE0...0xEF: (length, value, lowest) = (3, UInt32(lead & 0x0F), 0x800)
        case 0xF0...0xF4: (length, value, lowest) = (4, UInt32(lead & 0x07), 0x10000)
        default: throw error("invalid UTF-8 (\(describeCurrent()))")
        }
        for offset in 1..<length {
            guard position + offset < bytes.count, bytes[position + offset] & 0xC0 == 0x80 else {
                throw error("invalid UTF-8 (\(describeCurrent()) starts a sequence that is cut short)")
            }
            value = value << 6 | UInt32(bytes[position + offset] & 0x3F)
        }
        guard value >= lowest, !(0xD800..<0xE000).contains(value), let scalar = Unicode.Scalar(value) else {
            throw error("invalid UTF-8 (\(describeCurrent()) starts an overlong, surrogate or too large sequence)")
        }
        position += length
        return scalar
    }

    // MARK: Arrays and objects

    private mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONValue {
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard position < bytes.count else { throw error("unterminated array: expected ',' or ']'") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                continue
            }
            if bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .array(elements)
            }
            throw error("expected ',' or ']', found \(describeCurrent())")
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONValue {
        position += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes, found \(describeCurrent())")
            }
            let key = try parseString()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key, found \(describeCurrent())")
            }
            position += 1
            skipWhitespace()
            members.append(JSONMember(key: key, value: try parseValue(depth: depth + 1)))
            skipWhitespace()
            guard position < bytes.count else { throw error("unterminated object: expected ',' or '}'") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                continue
            }
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .object(members)
            }
            throw error("expected ',' or '}', found \(describeCurrent())")
        }
    }
}
