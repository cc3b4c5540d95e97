/// fzf's spellings that swift-argument-parser cannot read, rewritten into sel's before parsing
/// `sel choose`: `+i` (`--no-ignore-case`), `+s` (`--no-sort`), `-1` (`--select-1`), `-0`
/// (`--exit-0`), `-m` (`--multi`), `--multi=N` / `-mN` (`--multi --limit N`), and `--tmux` or
/// `--popup` without a value (`--tmux=center`).
///
/// ```swift
/// FzfSpellings.rewrite(["choose", "+i", "--query", "-1", "-m3"], valueOptions: ["--query"])
/// // ["choose", "--no-ignore-case", "--query=-1", "--multi", "--limit", "3"]
/// ```
///
/// A word that is the value of an option (`--query -1`, `--header +s`) stays its value: one
/// that starts with `-` is attached (`--query=-1`), and an empty one attached by `=` is passed
/// as the next word (`--query=` becomes `--query ''`). Everything after `--` stays as it is
/// (where `+i` can still be an item).
enum FzfSpellings {
    /// Words rewritten as they are.
    private static let replacements: [String: [String]] = [
        "+i": ["--no-ignore-case"], "+s": ["--no-sort"], "-1": ["--select-1"], "-0": ["--exit-0"], "-m": ["--multi"],
    ]

    /// `arguments` with fzf's spellings replaced.
    ///
    /// - Parameters:
    ///   - arguments: The command line after `sel` (the subcommand first).
    ///   - valueOptions: The options that take a value as the next word (`--query`, `-q`, …).
    static func rewrite(_ arguments: [String], valueOptions: Set<String>) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--" {
                result += arguments[(index - 1)...]
                break
            }
            if let value = optionalValues[word],
                index >= arguments.count || arguments[index].hasPrefix("-") || arguments[index].hasPrefix("+")
            {
                // An option whose value fzf takes only when the next word is not an option (`--tmux`).
                result.append("\(word)=\(value)")
                continue
            }
            if valueOptions.contains(word), index < arguments.count {
                result += attached(word, arguments[index])
                index += 1
                continue
            }
            if let (option, value) = splitAttached(word), valueOptions.contains(option) {
                result += attached(option, value)
                continue
            }
            if let replacement = replacements[word] {
                result += replacement
            } else if let limit = multiLimit(word) {
                result += ["--multi", "--limit", limit]
            } else {
                result.append(word)
            }
        }
        return result
    }

    /// Options whose value is optional, and the value they mean without one (`--tmux` is `--tmux=center`).
    private static let optionalValues: [String: String] = ["--tmux": "center", "--popup": "center"]

    /// Short options that take a value, by their long names (`-q -x` becomes `--query=-x`).
    private static let longNames = ["-q": "--query"]

    /// `option` and its `value` as swift-argument-parser reads them as fzf does: a value that
    /// starts with `-` (`--nth -1`, `--query -x`) attached (`--nth=-1`), so that it is not read as
    /// an option; any other value as the next word, the empty one included (`--query=` is
    /// `--query ''`, which the parser takes while it refuses `--query=`).
    static func attached(_ option: String, _ value: String) -> [String] {
        guard value.hasPrefix("-") else { return [option, value] }
        return ["\(longNames[option] ?? option)=\(value)"]
    }

    /// `--option` and `value` of `--option=value`.
    private static func splitAttached(_ word: String) -> (String, String)? {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return nil }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    /// `N` of `--multi=N` or `-mN`.
    private static func multiLimit(_ word: String) -> String? {
        for prefix in ["--multi=", "-m"] where word.hasPrefix(prefix) && word.count > prefix.count {
            let limit = String(word.dropFirst(prefix.count))
            if limit.allSatisfy(\.isNumber) { return limit }
        }
        return nil
    }
}
