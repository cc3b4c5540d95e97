/// fzf's spellings that swift-argument-parser cannot read, rewritten into sel's before parsing
/// `sel choose`: `+i` (`--no-ignore-case`), `+s` (`--no-sort`), `-1` (`--select-1`), `-0`
/// (`--exit-0`), `-m` (`--multi`), and `--multi=N` / `-mN` (`--multi --limit N`).
///
/// ```swift
/// FzfSpellings.rewrite(["choose", "+i", "--query", "-1", "-m3"], valueOptions: ["--query"])
/// // ["choose", "--no-ignore-case", "--query", "-1", "--multi", "--limit", "3"]
/// ```
///
/// A word that is the value of an option (`--query -1`, `--header +s`) stays as it is, and so
/// does everything after `--` (where `+i` can still be an item).
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
            if valueOptions.contains(word), index < arguments.count {
                result += [word, arguments[index]]
                index += 1
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

    /// `N` of `--multi=N` or `-mN`.
    private static func multiLimit(_ word: String) -> String? {
        for prefix in ["--multi=", "-m"] where word.hasPrefix(prefix) && word.count > prefix.count {
            let limit = String(word.dropFirst(prefix.count))
            if limit.allSatisfy(\.isNumber) { return limit }
        }
        return nil
    }
}
