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
enum ShellWords {
    /// Why text could not be split, with the 1-based character position where the problem starts.
    struct Problem: Error, Equatable, CustomStringConvertible {
        /// What is wrong.
        var reason: String
        /// 1-based position, in characters, of the quote or backslash at fault.
        var position: Int

        var description: String { "\(reason) (at character \(position))" }
    }

    /// The words of `text`.
    ///
    /// - Throws: ``Problem`` for an unterminated quote or a trailing backslash.
    static func split(_ text: String) throws(Problem) -> [String] {
        var words: [String] = []
        var word = ""
        var isInWord = false
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case " ", "\t", "\n", "\r", "\r\n":
                if isInWord { words.append(word) }
                word = ""
                isInWord = false
            case "#" where !isInWord:
                while index < characters.count, !characters[index].isNewline { index += 1 }
                continue
            case "\\":
                guard index + 1 < characters.count else { throw Problem(reason: "ends with a backslash", position: index + 1) }
                index += 1
                if !characters[index].isNewline {
                    word.append(characters[index])
                    isInWord = true
                }
            case "'":
                let opening = index
                index += 1
                while index < characters.count, characters[index] != "'" {
                    word.append(characters[index])
                    index += 1
                }
                guard index < characters.count else { throw Problem(reason: "unterminated single quote", position: opening + 1) }
                isInWord = true
            case "\"":
                let opening = index
                index += 1
                while index < characters.count, characters[index] != "\"" {
                    if characters[index] == "\\", index + 1 < characters.count {
                        let next = characters[index + 1]
                        if next.isNewline {
                            index += 2
                            continue
                        }
                        if next == "\"" || next == "\\" || next == "$" || next == "`" {
                            word.append(next)
                            index += 2
                            continue
                        }
                    }
                    word.append(characters[index])
                    index += 1
                }
                guard index < characters.count else { throw Problem(reason: "unterminated double quote", position: opening + 1) }
                isInWord = true
            default:
                word.append(character)
                isInWord = true
            }
            index += 1
        }
        if isInWord { words.append(word) }
        return words
    }
}
