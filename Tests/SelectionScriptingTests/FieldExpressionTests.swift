import SelectionScripting
import Testing

/// `--nth`, `--with-nth`, `--accept-nth`: fzf's field index expressions, and fields cut as fzf
/// cuts them (the expected texts below are what `fzf --filter '' --accept-nth …` prints).
@Suite struct FieldExpressionTests {
    private func text(_ expression: String, _ line: String, _ delimiter: FieldDelimiter = .whitespace) throws -> String {
        String(decoding: try FieldExpression(parsing: expression).text(of: Array(line.utf8), delimiter: delimiter), as: UTF8.self)
    }

    private let colon = FieldDelimiter.literal(Array(":".utf8))

    @Test(arguments: [
        ("2", "a  b c", "b"), ("1,3", "a  b c", "a  c"), ("3,1", "a  b c", "ca"), ("-1", "a  b c", "c"), ("2..", "a  b c", "b c"),
        ("..2", "a  b c", "a  b"), ("..", "a  b c", "a  b c"), ("-2..-1", "a  b c", "b c"), ("2", "x:y:z", ""),
        ("1", "  lead  x  ", "lead"), ("2", "  lead  x  ", "x"), ("5", "a b", ""), ("1,1", "a b", "a a"),
    ])
    func whitespaceFieldsAsFzfCutsThem(expression: String, line: String, expected: String) throws {
        #expect(try text(expression, line) == expected)
    }

    @Test(arguments: [
        ("2", "x:y:z", "y"), ("1,3", "x:y:z", "x:z"), ("3,1", "x:y:z", "zx"), ("2..", "x:y:z", "y:z"), ("2", "a:b:", "b"),
        ("2,3", "a::b", ":b"), ("1,3", "a  b c", "a  b c"), ("3", "a:b:", ""), ("-1", "a:b:", ""),
    ])
    func literalFieldsAsFzfCutsThem(expression: String, line: String, expected: String) throws {
        #expect(try text(expression, line, colon) == expected)
    }

    @Test func fieldsKeepTheDelimiterAfterThem() {
        #expect(FieldDelimiter.whitespace.fields(of: Array("  a  b c ".utf8)) == [2..<5, 5..<7, 7..<9])
        #expect(colon.fields(of: Array("a:b:".utf8)) == [0..<2, 2..<4, 4..<4])
        #expect(FieldDelimiter.literal(Array("::".utf8)).fields(of: Array("a::b:::c".utf8)) == [0..<3, 3..<6, 6..<8])
        #expect(FieldDelimiter.whitespace.fields(of: []) == [])
    }

    @Test(arguments: [
        (
            "1,-1,2..4,..3,3..,..,-3..-1",
            [
                FieldExpression.Part.field(1), .field(-1), .range(begin: 2, end: 4), .range(begin: nil, end: 3), .range(begin: 3, end: nil),
                .range(begin: nil, end: nil), .range(begin: -3, end: -1),
            ]
        )
    ])
    func expressionsParse(text: String, parts: [FieldExpression.Part]) throws {
        #expect(try FieldExpression(parsing: text).parts == parts)
    }

    @Test(arguments: ["0", "", "1,", "a", "1..0", "0..", "..0", "-1..2", "1...2", "+1", "1..2..3"])
    func badExpressionsNameThePart(text: String) {
        let part = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init).first {
            (try? FieldExpression(parsing: $0)) == nil
        }
        #expect(throws: FieldExpression.Problem(part: part ?? text)) { try FieldExpression(parsing: text) }
    }

    /// The message quoted the part raw, escape sequences and all (found while writing FieldFuzzer).
    @Test func problemsQuoteThePartSanitised() {
        let problem = FieldExpression.Problem(part: "1\u{1B}]0;pwned\u{07}")
        #expect(problem.description.hasPrefix("invalid field index expression '1␛]0;pwned␇'"))
    }

    /// `--delimiter` as fzf reads it, as far as a literal goes (fzf's `delimiterRegexp`).
    @Test func delimitersAreReadAsFzfReadsThem() {
        #expect(FieldDelimiter.fzfLiteral(#"\t"#) == "\t")
        #expect(FieldDelimiter.fzfLiteral(#"\x00"#) == "\0")
        #expect(FieldDelimiter.fzfLiteral(#"\|"#) == "|")
        #expect(FieldDelimiter.fzfLiteral(#"a\.b"#) == "a.b")
        #expect(FieldDelimiter.fzfLiteral("|") == "|", "one character is literal")
        #expect(FieldDelimiter.fzfLiteral(":") == ":")
        #expect(FieldDelimiter.fzfLiteral(#"\"#) == #"\"#, "a lone backslash")
        // A real pattern is taken as written (a documented difference), its \t still a tab.
        #expect(FieldDelimiter.fzfLiteral(#"[:/]"#) == "[:/]")
        #expect(FieldDelimiter.fzfLiteral(#"\s+\t"#) == "\\s+\t")
    }
}
