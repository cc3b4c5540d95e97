import SelectionCore

/// Answers written for `sh`: quoted so that `eval` gives back the same bytes.
package enum FormShell {
    /// `text` in single quotes, each `'` written as `'\''`.
    package static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    /// Whether `key` can name a shell variable: a letter or `_`, then letters, digits and `_` (ASCII).
    package static func isVariableName(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
        return key.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }

    /// `export key='value'; ` for each answer whose key names a variable, in key order: a command's
    /// prefix that puts the earlier answers in its environment.
    package static func exporting(_ answers: [String: FormValue]) -> String {
        answers.keys.sorted().filter(isVariableName).map { key in
            "export \(key)=\(quoted(answers[key]?.description ?? "")); "
        }.joined()
    }
}
