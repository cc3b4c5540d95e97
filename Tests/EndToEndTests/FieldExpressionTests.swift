import Foundation
import SelectionScripting
import Testing

/// fzf's field index expressions against fzf itself: `--accept-nth` cuts the same fields (the
/// parser's own tests are in SelectionScriptingTests).
@Suite struct FieldExpressionAgainstFzfTests {
    private func text(_ expression: String, _ line: String, _ delimiter: FieldDelimiter = .whitespace) throws -> String {
        String(decoding: try FieldExpression(parsing: expression).text(of: Array(line.utf8), delimiter: delimiter), as: UTF8.self)
    }

    private let colon = FieldDelimiter.literal(Array(":".utf8))

    @Test func agreesWithFzf() throws {
        let fzf = try ReferenceTools.fzf()
        let lines = ["a  b c", "x:y:z", "  lead  x  ", "a:b:", "a::b", "one", ""]
        let input = Array((lines.joined(separator: "\n") + "\n").utf8)
        for (expression, delimiter, flag) in [
            ("2", FieldDelimiter.whitespace, []), ("1,3", .whitespace, []), ("2..", colon, ["-d:"]), ("-1,1", colon, ["-d:"]),
        ] {
            let result = try SelProcess.run(
                executable: fzf, ["--filter", "", "--no-sort", "--accept-nth", expression] + flag, input: input)
            let expected = String(decoding: result.output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .dropLast()
            let ours = try lines.map { try text(expression, $0, delimiter) }
            // fzf --filter leaves out lines that match nothing; the empty query matches every line.
            #expect(Array(expected.map(String.init)) == ours, "\(expression) \(flag)")
        }
    }
}
