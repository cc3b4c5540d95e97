/// Splits text into words as a POSIX shell would, without expanding anything: how
/// `SEL_DEFAULT_OPTS` and the file named by `SEL_DEFAULT_OPTS_FILE` become arguments (fzf reads
/// `FZF_DEFAULT_OPTS` the same way).
///
/// ```swift
/// try ShellWords.split(#"--title 'My list' --header="a \"b\"" # a comment"#)
/// // ["--title", "My list", "--header=a \"b\""]
/// ```
///
/// - Blanks (space, tab, newline, carriage return) separate words.
/// - `'…'` keeps everything literally; `"…"` keeps everything but `\"`, `\\`, `\$`, `` \` `` (the
///   backslash goes) and backslash-newline (both go); elsewhere a backslash keeps the next
///   character literally, and backslash-newline joins lines.
/// - `#` at the start of a word begins a comment that runs to the end of the line.
/// - Nothing is expanded: `$HOME`, `~` and `*` stay as they are.
package enum ShellWords {
    /// Why text could not be split, with the 1-based character position where the problem starts.
    package struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong.
        package var reason: String
        /// 1-based position, in characters, of the quote or backslash at fault.
        package var position: Int

        /// Creates a problem.
        package init(reason: String, position: Int) {
            self.reason = reason
            self.position = position
        }

        /// `unterminated single quote (at character 9)`.
        package var description: String { "\(reason) (at character \(position))" }
    }

    /// The words of `text`.
    ///
    /// The text is read scalar by scalar, as a shell reads it byte by byte: a quote, a blank or a
    /// backslash followed by a combining mark is still a quote, a blank or a backslash.
    ///
    /// - Throws: ``Problem`` for an unterminated quote or a trailing backslash.
    package static func split(_ text: String) throws(Problem) -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        var isInWord = false
        let scalars = Array(text.unicodeScalars)
        /// The 1-based position, in characters, of the character holding the scalar at `index` (a
        /// quote may share one with a prepended mark before it: U+0605 then `'`).
        func position(_ index: Int) -> Int {
            var passed = 0
            var count = 0
            for character in text {
                count += 1
                passed += character.unicodeScalars.count
                if passed > index { return count }
            }
            return count + 1
        }
        /// The length of the line break at `index` (2 for CR LF), or 0.
        func lineBreak(at index: Int) -> Int {
            guard index < scalars.count else { return 0 }
            if scalars[index] == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { return 2 }
            return Character(scalars[index]).isNewline ? 1 : 0
        }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case " ", "\t", "\n", "\r":
                if isInWord { words.append(String(word)) }
                word = String.UnicodeScalarView()
                isInWord = false
            case "#" where !isInWord:
                while index < scalars.count, lineBreak(at: index) == 0 { index += 1 }
                continue
            case "\\":
                guard index + 1 < scalars.count else { throw Problem(reason: "ends with a backslash", position: position(index)) }
                let length = lineBreak(at: index + 1)
                if length == 0 {
                    index += 1
                    word.append(scalars[index])
                    isInWord = true
                } else {
                    index += length
                }
            case "'":
                let opening = index
                index += 1
                while index < scalars.count, scalars[index] != "'" {
                    word.append(scalars[index])
                    index += 1
                }
                guard index < scalars.count else { throw Problem(reason: "unterminated single quote", position: position(opening)) }
                isInWord = true
            case "\"":
                let opening = index
                index += 1
                while index < scalars.count, scalars[index] != "\"" {
                    if scalars[index] == "\\", index + 1 < scalars.count {
                        let length = lineBreak(at: index + 1)
                        if length > 0 {
                            index += 1 + length
                            continue
                        }
                        let next = scalars[index + 1]
                        if next == "\"" || next == "\\" || next == "$" || next == "`" {
                            word.append(next)
                            index += 2
                            continue
                        }
                    }
                    word.append(scalars[index])
                    index += 1
                }
                guard index < scalars.count else { throw Problem(reason: "unterminated double quote", position: position(opening)) }
                isInWord = true
            default:
                word.append(scalar)
                isInWord = true
            }
            index += 1
        }
        if isInWord { words.append(String(word)) }
        return words
    }
}
