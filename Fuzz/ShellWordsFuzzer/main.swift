// ShellWordsFuzzer: libFuzzer driver for `ShellWords.split`, which turns `SEL_DEFAULT_OPTS` and
// the file `SEL_DEFAULT_OPTS_FILE` names into arguments, and a replayer of saved inputs (see
// TESTING.md, "Fuzzing"). The input, decoded as UTF-8, is the text; the checks trap on failure.
import Foundation
import FuzzSupport
import SelectionScripting

/// `word` in single quotes, each `'` in it written `'\''`: a shell reads it back as `word`.
/// Scalar by scalar: `String.replacing` would miss a quote that a combining mark follows.
func singleQuoted(_ word: String) -> String {
    var quoted = "'"
    for scalar in word.unicodeScalars {
        if scalar == "'" { quoted.unicodeScalars.append(contentsOf: #"'\'"#.unicodeScalars) }
        quoted.unicodeScalars.append(scalar)
    }
    return quoted + "'"
}

/// `word` in double quotes, `"`, `\`, `$` and `` ` `` escaped with a backslash.
func doubleQuoted(_ word: String) -> String {
    var quoted = "\""
    for scalar in word.unicodeScalars {
        if scalar == "\"" || scalar == "\\" || scalar == "$" || scalar == "`" { quoted.unicodeScalars.append("\\") }
        quoted.unicodeScalars.append(scalar)
    }
    return quoted + "\""
}

/// Every invariant, for one input.
func check(_ data: [UInt8]) {
    let text = String(decoding: data, as: UTF8.self)
    let words: [String]
    do {
        words = try ShellWords.split(text)
    } catch {
        precondition((1...max(1, text.count)).contains(error.position), "position \(error.position) outside the text")
        _ = error.description
        return
    }
    precondition((try? ShellWords.split(text)) == words, "two splits differ")
    // Split, quoted again, split again: the same words, however they are quoted and separated.
    for (quote, separator) in [(singleQuoted, " "), (doubleQuoted, "\n"), (singleQuoted, " \t\r\n ")] {
        let requoted = words.map(quote).joined(separator: separator)
        let again: [String]
        do {
            again = try ShellWords.split(requoted)
        } catch {
            preconditionFailure("\(requoted.debugDescription) (from \(text.debugDescription)) does not split: \(error)")
        }
        precondition(again == words, "\(requoted.debugDescription) splits into \(again), not \(words)")
    }
}

FuzzTarget.run(named: "ShellWordsFuzzer", check: check)
