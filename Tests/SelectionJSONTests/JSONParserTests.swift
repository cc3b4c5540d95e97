import SelectionJSON
import Testing

/// The RFC 8259 grammar as a table: each row is a JSON text and what the reader makes of it —
/// the value, or the error with its line, column and message.
struct JSONParserTests {
    enum Expected: Sendable, CustomStringConvertible {
        case value(JSONValue)
        case error(line: Int, column: Int, message: String)

        var description: String {
            switch self {
            case .value(let value): "value \(value.serialised)"
            case .error(let line, let column, let message): "error \(line):\(column) \(message)"
            }
        }
    }

    static let accepted: [(String, JSONValue)] = [
        ("0", .number(0)),
        ("-0", .number(-0.0)),
        ("12", .number(12)),
        ("-12.5e+2", .number(-1250)),
        ("1E3", .number(1000)),
        ("1.25e-2", .number(0.0125)),
        ("1e-400", .number(0)),
        ("1.7976931348623157e308", .number(1.7976931348623157e308)),
        (" \t\r\n true \n", .bool(true)),
        ("false", .bool(false)),
        ("null", .null),
        (#""""#, .string("")),
        (#""\"\\\/\b\f\n\r\t""#, .string("\"\\/\u{08}\u{0C}\n\r\t")),
        (#""\u0041\u00e9\u20AC""#, .string("Aé€")),
        (#""\uD83D\uDE00""#, .string("😀")),
        (#""\u0000""#, .string("\u{0}")),
        ("\"é😀\"", .string("é😀")),
        ("\u{FEFF}[1]", .array([.number(1)])),
        ("[]", .array([])),
        ("[ 1 , [ ] , { } ]", .array([.number(1), .array([]), .object([])])),
        (#"{"a":1,"a":2}"#, .object([JSONMember(key: "a", value: .number(1)), JSONMember(key: "a", value: .number(2))])),
        (
            #"[{"label":"Kale","disabled":true}]"#,
            .array([.object([JSONMember(key: "label", value: .string("Kale")), JSONMember(key: "disabled", value: .bool(true))])])
        ),
    ]

    static let rejected: [(String, Int, Int, String)] = [
        // Numbers (issue 14: [01], [1.] and [1e400] were accepted).
        ("[01]", 1, 3, "a number cannot have a leading zero"),
        ("[1.]", 1, 4, "expected a digit after the decimal point"),
        ("[1e400]", 1, 2, "the number 1e400 is too large"),
        ("[-1e309]", 1, 2, "the number -1e309 is too large"),
        ("[.5]", 1, 2, "expected a value, found '.'"),
        ("[+1]", 1, 2, "expected a value, found '+'"),
        ("[-]", 1, 3, "expected a digit after '-'"),
        ("[1e]", 1, 4, "expected a digit in the exponent"),
        ("[1e+]", 1, 5, "expected a digit in the exponent"),
        ("[0x10]", 1, 3, "expected ',' or ']', found 'x'"),
        ("[NaN]", 1, 2, "expected a value, found 'N'"),
        ("[Infinity]", 1, 2, "expected a value, found 'I'"),
        ("[1 2]", 1, 4, "expected ',' or ']', found '2'"),
        // Strings and escapes.
        (#"["\uD800\u0041"]"#, 1, 3, #"lone surrogate \uD800 (followed by \u0041, not a low surrogate)"#),
        (#"["\uD800"]"#, 1, 3, #"lone surrogate \uD800 (a high surrogate must be followed by a \u low surrogate)"#),
        (#"["\uDC00"]"#, 1, 3, #"lone surrogate \uDC00 (a low surrogate without a high one before it)"#),
        (#"["\u12"]"#, 1, 7, #"\u needs four hexadecimal digits"#),
        (#"["\x"]"#, 1, 3, #"invalid escape \'x'"#),
        ("[\"a\u{1B}]0;PWN\u{07}\"]", 1, 4, "control character byte 0x1b in a string (write it as an escape)"),
        ("[\"tab\there\"]", 1, 6, "control character byte 0x09 in a string (write it as an escape)"),
        ("[\"abc", 1, 6, "unterminated string"),
        ("'a'", 1, 1, "expected a value, found '''"),
        // Literals, structure, depth.
        ("tru", 1, 1, "expected a value, found 't'"),
        ("nul", 1, 1, "expected a value, found 'n'"),
        ("", 1, 1, "expected a value, found end of input"),
        ("[1,]", 1, 4, "expected a value, found ']'"),
        ("[1", 1, 3, "unterminated array: expected ',' or ']'"),
        (#"{"a" 1}"#, 1, 6, "expected ':' after the key, found '1'"),
        (#"{a:1}"#, 1, 2, "expected a key in double quotes, found 'a'"),
        (#"{"a":1,}"#, 1, 8, "expected a key in double quotes, found '}'"),
        (#"{"a":1"#, 1, 7, "unterminated object: expected ',' or '}'"),
        ("[1]\n x", 2, 2, "unexpected 'x' after the value"),
        ("[1] [2]", 1, 5, "unexpected '[' after the value"),
        ("\n\n  [1,\n   @]", 4, 4, "expected a value, found '@'"),
    ]

    @Test(arguments: accepted.indices)
    func readsValidText(_ row: Int) throws {
        let (text, expected) = Self.accepted[row]
        #expect(try JSONParser.parse(Array(text.utf8)) == expected, "\(text)")
    }

    @Test(arguments: rejected.indices)
    func rejectsInvalidText(_ row: Int) {
        let (text, line, column, message) = Self.rejected[row]
        #expect(throws: JSONParseError(message: message, line: line, column: column, offset: offset(line: line, column: column, in: text)))
        {
            try JSONParser.parse(Array(text.utf8))
        }
    }

    @Test func invalidUTF8IsRejectedWhereItStarts() {
        let cases: [([UInt8], String)] = [
            ([0x5B, 0x22, 0xFF, 0x22, 0x5D], "invalid UTF-8 (byte 0xff)"),
            ([0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], "invalid UTF-8 (byte 0xc0)"),
            ([0x5B, 0x22, 0xE0, 0x80, 0xAF, 0x22, 0x5D], "invalid UTF-8 (byte 0xe0 starts an overlong, surrogate or too large sequence)"),
            ([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], "invalid UTF-8 (byte 0xed starts an overlong, surrogate or too large sequence)"),
            ([0x5B, 0x22, 0xE2, 0x82, 0x22, 0x5D], "invalid UTF-8 (byte 0xe2 starts a sequence that is cut short)"),
            (
                [0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D],
                "invalid UTF-8 (byte 0xf4 starts an overlong, surrogate or too large sequence)"
            ),
        ]
        for (bytes, message) in cases {
            #expect(throws: JSONParseError(message: message, line: 1, column: 3, offset: 2)) { try JSONParser.parse(bytes) }
        }
    }

    @Test func nestingIsLimited() throws {
        let deepest = String(repeating: "[", count: JSONParser.maximumDepth) + String(repeating: "]", count: JSONParser.maximumDepth)
        var expected = JSONValue.array([])
        for _ in 1..<JSONParser.maximumDepth { expected = .array([expected]) }
        #expect(try JSONParser.parse(Array(deepest.utf8)) == expected)
        let tooDeep = String(repeating: "[", count: JSONParser.maximumDepth + 1)
        #expect(throws: JSONParseError(message: "nested more than 512 levels deep", line: 1, column: 513, offset: 512)) {
            try JSONParser.parse(Array(tooDeep.utf8))
        }
        let tooDeepObjects = String(repeating: #"{"a":"#, count: JSONParser.maximumDepth + 1)
        #expect(throws: JSONParseError(message: "nested more than 512 levels deep", line: 1, column: 2561, offset: 2560)) {
            try JSONParser.parse(Array(tooDeepObjects.utf8))
        }
    }

    @Test func serialisedValuesReadBack() throws {
        for (text, _) in Self.accepted {
            let value = try JSONParser.parse(Array(text.utf8))
            #expect(try JSONParser.parse(Array(value.serialised.utf8)) == value, "\(text)")
        }
        #expect(JSONValue.string("a\u{1B}\"\n").serialised == #""a\u001b\"\n""#)
    }

    /// The byte offset of a 1-based line and column in ASCII `text`.
    private func offset(line: Int, column: Int, in text: String) -> Int {
        var currentLine = 1
        var offset = 0
        for byte in text.utf8 {
            if currentLine == line { break }
            offset += 1
            if byte == 0x0A { currentLine += 1 }
        }
        return offset + column - 1
    }
}
