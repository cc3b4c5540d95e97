// JSONFuzzer: libFuzzer driver for the JSON reader of `sel choose --json`, and a replayer of
// saved inputs (see TESTING.md, "Fuzzing"). The checks trap on failure, which libFuzzer records
// as a crash.
import Foundation
import FuzzSupport
import SelectionJSON

/// Every invariant, for one input.
func check(_ data: [UInt8]) {
    let first = Result { () throws(JSONParseError) in try JSONParser.parse(data) }
    // The same bytes give the same result.
    let second = Result { () throws(JSONParseError) in try JSONParser.parse(data) }
    precondition(first == second, "two parses differ")
    switch first {
    case .success(let value):
        // A value read back from its own serialisation is the same value, and every number is finite.
        let text = Array(value.serialised.utf8)
        let reread = Result { () throws(JSONParseError) in try JSONParser.parse(text) }
        precondition(reread == .success(value), "the serialised value reads back differently")
        precondition(allNumbersFinite(value), "a number is not finite")
    case .failure(let error):
        // An error points inside the input (or just past its end) and quotes no control byte.
        precondition(error.offset >= 0 && error.offset <= data.count, "error offset \(error.offset) outside the input")
        precondition(error.line >= 1 && error.column >= 1, "error position before the start")
        precondition(
            error.description.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value) },
            "the message holds a control")
    }
}

func allNumbersFinite(_ value: JSONValue) -> Bool {
    switch value {
    case .number(let number): number.isFinite
    case .array(let elements): elements.allSatisfy(allNumbersFinite)
    case .object(let members): members.allSatisfy { allNumbersFinite($0.value) }
    default: true
    }
}

FuzzTarget.run(named: "JSONFuzzer", check: check)
