import SelectionUI

/// fzf's spellings that swift-argument-parser cannot read, rewritten into sel's before parsing
/// `sel choose`: `+i` (`--no-ignore-case`), `+s` (`--no-sort`), `-1` (`--select-1`), `-0`
/// (`--exit-0`), `-m` (`--multi`), `--multi=N` / `-mN` (`--multi --limit N`), `-d X` / `-dX`
/// (`--delimiter`), `-n X` (`--nth`), `--wrap word|char` (`--wrap`), and the negations `+m`
/// (`--no-multi`), `+1`, `+0`, `+e` (and their long names), which take back an earlier flag; `--tmux` or
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
        // fzf's `--wrap word` and `--wrap char`: sel wraps at the column, which `--wrap` does.
        "--wrap=word": ["--wrap"], "--wrap=char": ["--wrap"],
    ]

    /// fzf's negations sel has no option for (`+m`, `--no-multi`, …), each with the words of the
    /// option it turns off: an earlier one is taken back, as fzf lets a later flag win (a
    /// `--multi` in `SEL_DEFAULT_OPTS`, `+m` on the command line).
    private static let negations: [String: Set<String>] = [
        "+m": ["--multi", "-m"], "--no-multi": ["--multi", "-m"], "+1": ["--select-1", "--select-if-one"],
        "--no-select-1": ["--select-1", "--select-if-one"], "+0": ["--exit-0"], "--no-exit-0": ["--exit-0"],
        "+e": ["--exact", "-e"], "--no-exact": ["--exact", "-e"],
    ]

    /// fzf's short options with a value sel spells long: `-d:` or `-d :` is `--delimiter :`.
    private static let shortValueOptions = ["-d": "--delimiter", "-n": "--nth"]

    /// `arguments` with fzf's spellings replaced.
    ///
    /// - Parameters:
    ///   - arguments: The command line after `sel` (the subcommand first).
    ///   - valueOptions: The options that take a value as the next word (`--query`, `-q`, …).
    ///   - optionalValues: Options whose value is optional, with the value they take bare: as
    ///     fzf reads them, the next word is their value unless it starts with `-` or `+`.
    static func rewrite(
        _ arguments: [String], valueOptions: Set<String>, optionalValues: [String: String] = bareValues
    ) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--" {
                result += arguments[(index - 1)...]
                break
            }
            if let bare = optionalValues[word],
                index == arguments.count || arguments[index].hasPrefix("-") || arguments[index].hasPrefix("+")
                    || !optionalValue(of: word, canBe: arguments[index])
            {
                result.append("\(word)=\(bare)")
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
            if let negated = negations[word] {
                takeBack(negated, from: &result)
            } else if let long = shortValueOptions[word], index < arguments.count {
                result += attached(long, arguments[index])
                index += 1
            } else if let (long, value) = shortWithValue(word) {
                result += attached(long, value)
            } else if word == "--wrap", index < arguments.count, ["word", "char"].contains(arguments[index]) {
                result.append("--wrap")
                index += 1
            } else if let replacement = replacements[word] {
                result += replacement
            } else if let limit = multiLimit(word) {
                result += ["--multi", "--limit", limit]
            } else {
                result.append(word)
            }
        }
        return result
    }

    /// `sel choose`'s options whose value is optional, and the value each means without one: the
    /// borders' (`--border` is `--border=rounded`) and the popup's (`--tmux` is `--tmux=center`).
    static let bareValues = ChooseChrome.bareDefaults.merging([
        "--tmux": "center", "--popup": "center", "--listen": ChooseListen.bareValue, "--listen-unsafe": ChooseListen.bareValue,
    ]) { chrome, _ in chrome }

    /// Whether `word` can be the value of `option`, whose value is optional: a border's only
    /// when it names a style (`--border rounded`), `--gap`'s when it starts with a digit (as
    /// fzf's; `--gap 2x` is then refused); any word for the others. fzf takes a border's next
    /// word whatever it is and fails on a wrong one, but its items never follow on the command
    /// line, where sel's may: `sel choose --border a b` lists `a` and `b` in a rounded border.
    static func optionalValue(of option: String, canBe word: String) -> Bool {
        if option == "--gap" { return word.first.map { ("0"..."9").contains($0) } ?? false }
        if option.hasSuffix("-border") { return BorderShape(fzfName: word.lowercased()) != nil }
        return true
    }

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

    /// Removes from `words` every option of `options` (and the `--limit N` a `-mN` became).
    private static func takeBack(_ options: Set<String>, from words: inout [String]) {
        var kept: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if options.contains(word) {
                if word == "--multi", index + 1 < words.count, words[index] == "--limit" { index += 2 }
                continue
            }
            kept.append(word)
        }
        words = kept
    }

    /// `-d:` as `("--delimiter", ":")`, `-n2` as `("--nth", "2")`.
    private static func shortWithValue(_ word: String) -> (String, String)? {
        for (short, long) in shortValueOptions where word.hasPrefix(short) && word.count > short.count {
            return (long, String(word.dropFirst(short.count)))
        }
        return nil
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
