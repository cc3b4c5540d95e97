// FieldFuzzer: libFuzzer driver for fzf's field index expressions (`--nth`, `--with-nth`,
// `--accept-nth`) and the fields they cut, and a replayer of saved inputs (see TESTING.md,
// "Fuzzing"). The input is an expression, a NUL byte, a delimiter (empty: blanks, as fzf's
// default), a NUL byte, then a line; the checks trap on failure.
import Foundation
import FuzzSupport
import SelectionScripting
import SelectionTerminal

/// `N`, `B..E`, `B..`, `..E`, `..`: the expression written out again.
func spelling(of expression: FieldExpression) -> String {
    expression.parts.map { part in
        switch part {
        case .field(let index): "\(index)"
        case .range(let begin, let end): (begin.map { "\($0)" } ?? "") + ".." + (end.map { "\($0)" } ?? "")
        }
    }.joined(separator: ",")
}

/// Every invariant, for one input.
func check(_ data: [UInt8]) {
    let firstCut = data.firstIndex(of: 0) ?? data.count
    let rest = firstCut < data.count ? Array(data[(firstCut + 1)...]) : []
    let secondCut = rest.firstIndex(of: 0) ?? rest.count
    let text = String(decoding: data[..<firstCut], as: UTF8.self)
    let delimiterBytes = Array(rest[..<secondCut])
    let line = secondCut < rest.count ? Array(rest[(secondCut + 1)...]) : []
    let delimiter = delimiterBytes.isEmpty ? FieldDelimiter.whitespace : .literal(delimiterBytes)

    // The fields cover the line: contiguous, in order, from the first field's start to the end.
    let fields = delimiter.fields(of: line)
    var end = fields.first?.lowerBound ?? line.count
    for field in fields {
        precondition(field.lowerBound == end && field.upperBound <= line.count, "field \(field) does not follow \(end)")
        end = field.upperBound
    }
    precondition(end == line.count, "the fields end at \(end) of \(line.count)")

    let expression: FieldExpression
    do {
        expression = try FieldExpression(parsing: text)
    } catch {
        let message = error.description
        precondition(Sanitiser.sanitise(message) == message, "the message is not sanitised: \(message.debugDescription)")
        precondition(
            text.split(separator: ",", omittingEmptySubsequences: false).contains { String($0) == error.part },
            "the problem names \(error.part.debugDescription), not a part of \(text.debugDescription)")
        return
    }
    precondition(!expression.parts.isEmpty, "an expression without parts")
    precondition(!expression.parts.contains(.field(0)), "field 0 accepted")
    let written = spelling(of: expression)
    precondition((try? FieldExpression(parsing: written)) == expression, "\(written) (from \(text.debugDescription)) parses differently")

    let chosen = expression.fields(of: line, delimiter: delimiter)
    precondition(chosen.allSatisfy { fields.contains($0) }, "a chosen range that is not a field")
    let joined = expression.text(of: line, delimiter: delimiter)
    precondition(joined.count <= chosen.reduce(0) { $0 + $1.count }, "the text is longer than its fields")
    // `..` takes every field: the whole line from the first field, less the last delimiter.
    let all = try? FieldExpression(parsing: "..")
    if let all {
        let whole = Array(line[(fields.first?.lowerBound ?? line.count)...])
        precondition(all.text(of: line, delimiter: delimiter) == delimiter.strippingTrailingDelimiter(whole), "'..' is not the line")
    }
}

FuzzTarget.run(named: "FieldFuzzer", check: check)
