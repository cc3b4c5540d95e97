/// fzf's placeholders in a command (a preview, a reload, `execute`, `become`, `transform`),
/// replaced before it runs, as fzf replaces them.
///
/// | placeholder | becomes |
/// | --- | --- |
/// | `{}` | the highlighted item, quoted for the shell |
/// | `{+}` | the checked items in the order checked, each quoted, separated by spaces (the highlighted one when none is checked) |
/// | `{*}` | every item that matches |
/// | `{q}`, `{fzf:query}` | the query, quoted; `{q:1}`, `{q:2..}` its fields |
/// | `{n}`, `{+n}` | the index (in the input, from 0) of the highlighted item, or of the checked ones, unquoted |
/// | `{1}`, `{-1}`, `{2..}`, `{..3}`, `{1..2}`, `{1,3}` | fields of the item (split at runs of blanks as AWK does, or at the delimiter), trimmed and quoted |
/// | `{fzf:prompt}`, `{fzf:action}` | the prompt (quoted), the last action's name |
///
/// Flags go after the brace: `+` the checked items, `*` the matches, `f` a temporary file of
/// the lines (its path, unquoted), `r` unquoted, `s` spaces kept, `n` indices — `{+f}`, `{r}`,
/// `{s2..}`, `{+fn}`. A placeholder preceded by a backslash (`\{}`) stays as written, without
/// the backslash; other braces are left alone. With no highlighted item, `{}` and `{n}` become `''`.
///
/// ```swift
/// PreviewPlaceholders.replacing(in: "echo {} {q}", item: "it's", checked: [], query: "a b", index: 3)
/// // echo 'it'\''s' 'a b'
/// ```
package enum PreviewPlaceholders {
    /// `template` with its placeholders replaced.
    ///
    /// - Parameters:
    ///   - template: The command with placeholders.
    ///   - item: The highlighted item's text, or nil when nothing is highlighted.
    ///   - checked: The checked items' texts.
    ///   - query: The query.
    ///   - index: The highlighted item's index.
    ///   - delimiter: What separates fields for `{1}`, `{2..}` (`--delimiter`); nil for runs of blanks.
    ///   - shell: The shell and its flags that run the command (`--with-shell`); nil for `sh -c`.
    static func replacing(
        in template: String, item: String?, checked: [String], query: String, index: Int?, delimiter: String? = nil,
        shell: String? = nil
    ) -> String {
        var values = PlaceholderValues(
            current: item.map { PlaceholderItem(text: $0, index: index) }, checked: checked.map { PlaceholderItem(text: $0, index: nil) },
            query: query, delimiter: delimiter)
        values.shell = shell
        return replacing(in: template, values: values, writingFile: { _ in "''" })
    }

    /// `template` with its placeholders replaced by `values`; `writingFile` writes the lines of a
    /// `{f}` placeholder to a temporary file and returns its path.
    static func replacing(in template: String, values: PlaceholderValues, writingFile: ([String]) -> String) -> String {
        var result = ""
        var characters = template[...]
        while let open = characters.firstIndex(where: { $0 == "{" || $0 == "\\" }) {
            result += characters[..<open]
            characters = characters[open...]
            if characters.first == "\\" {
                let rest = characters.dropFirst()
                if let end = placeholderEnd(at: rest) {
                    result += rest[..<end]
                    characters = rest[end...]
                } else {
                    result.append("\\")
                    characters = rest
                }
                continue
            }
            guard let end = placeholderEnd(at: characters) else {
                result.append("{")
                characters = characters.dropFirst()
                continue
            }
            result += replacement(of: Placeholder(String(characters[..<end])), values: values, writingFile: writingFile)
            characters = characters[end...]
        }
        result += characters
        if let shell = values.shell { return shell + " " + quoted(result) }
        return result
    }

    /// Whether `template` has the placeholder `{name}` (`q` for `{q}`, `+` for `{+}`): the flag
    /// or name appears in one that is not escaped.
    static func uses(_ name: String, in template: String) -> Bool {
        placeholders(in: template).contains { placeholder in
            switch name {
            case "q": placeholder.isQuery
            case "+": placeholder.flags.contains("+")
            case "*": placeholder.flags.contains("*")
            default: placeholder.name == name
            }
        }
    }

    /// Whether `template` has a placeholder for fields of an item (`{1}`, `{+2..}`, `{-1}`; not the
    /// query's `{q:1}`): fzf's `--delimiter` cuts them.
    package static func usesFields(in template: String) -> Bool {
        placeholders(in: template).contains { !$0.name.isEmpty && !$0.isQuery && !$0.isFzfName }
    }

    /// Whether a command of `template` can run with `values`, as fzf decides: one that only
    /// stands for the highlighted item needs one; one with the query, the checked items (some
    /// checked) or the matches runs without.
    static func canRun(_ template: String, values: PlaceholderValues) -> Bool {
        let found = placeholders(in: template)
        guard !found.isEmpty, values.current == nil else { return true }
        return found.contains {
            $0.isQuery || $0.isFzfName || $0.flags.contains("*") || ($0.flags.contains("+") && !values.checked.isEmpty)
        }
    }

    /// Single quotes around `text`, each quote inside written `'\''`, as fzf quotes on Unix.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingEvery("'", with: "'\\''") + "'"
    }

    /// The placeholders of `template` that are not escaped.
    private static func placeholders(in template: String) -> [Placeholder] {
        var found: [Placeholder] = []
        var characters = template[...]
        while let open = characters.firstIndex(where: { $0 == "{" || $0 == "\\" }) {
            characters = characters[open...]
            if characters.first == "\\" {
                let rest = characters.dropFirst()
                characters = placeholderEnd(at: rest).map { rest[$0...] } ?? rest
                continue
            }
            if let end = placeholderEnd(at: characters) {
                found.append(Placeholder(String(characters[..<end])))
                characters = characters[end...]
            } else {
                characters = characters.dropFirst()
            }
        }
        return found
    }

    /// The end of the placeholder at the start of `text`, when one starts there (fzf's forms:
    /// `{FLAGS RANGES}`, `{q}`, `{q:RANGES}`, `{fzf:NAME}`, `{+fn}`).
    private static func placeholderEnd(at text: Substring) -> String.Index? {
        guard text.first == "{", let close = text.dropFirst().prefix(64).firstIndex(of: "}") else { return nil }
        let inner = text[text.index(after: text.startIndex)..<close]
        let end = text.index(after: close)
        let rangeCharacters = Set("0123456789,-.")
        let flagged = inner.drop { "+*sfr".contains($0) }
        if flagged.allSatisfy({ rangeCharacters.contains($0) }) { return end }
        if inner == "q" { return end }
        if inner.hasPrefix("q:") {
            var spec = inner.dropFirst(2)
            if spec.first == "s" { spec = spec.dropFirst() }
            return !spec.isEmpty && spec.allSatisfy({ rangeCharacters.contains($0) }) ? end : nil
        }
        if ["fzf:query", "fzf:action", "fzf:prompt"].contains(inner) { return end }
        // `{[+*]?f?nf?}`
        var rest = inner[...]
        if let first = rest.first, first == "+" || first == "*" { rest = rest.dropFirst() }
        if rest.first == "f" { rest = rest.dropFirst() }
        guard rest.first == "n" else { return nil }
        rest = rest.dropFirst()
        if rest.first == "f" { rest = rest.dropFirst() }
        return rest.isEmpty ? end : nil
    }

    /// What `placeholder` becomes.
    private static func replacement(of placeholder: Placeholder, values: PlaceholderValues, writingFile: ([String]) -> String) -> String {
        let flags = placeholder.flags
        switch placeholder.name {
        case "q", "fzf:query": return quoted(values.query)
        case "fzf:action": return values.action
        case "fzf:prompt": return quoted(values.prompt)
        default: break
        }
        let replace: (PlaceholderItem) -> String
        if placeholder.name.hasPrefix("q:") {
            guard let ranges = FieldRange.list(String(placeholder.name.dropFirst(2))) else { return placeholder.text }
            let text = FieldRange.text(of: values.query, ranges: ranges, delimiter: nil, keepsSpaces: flags.contains("s"))
            return quoted(text)
        } else if placeholder.name.isEmpty {
            replace = { item in
                if flags.contains("n") { return item.index.map(String.init) ?? "''" }
                return flags.contains("f") || flags.contains("r") ? item.text : quoted(item.text)
            }
        } else {
            guard let ranges = FieldRange.list(placeholder.name) else { return placeholder.text }
            replace = { item in
                let text = FieldRange.text(of: item.text, ranges: ranges, delimiter: values.delimiter, keepsSpaces: flags.contains("s"))
                return flags.contains("f") || flags.contains("r") ? text : quoted(text)
            }
        }
        let current = values.current ?? PlaceholderItem(text: "", index: nil)
        let items: [PlaceholderItem]
        if flags.contains("*") {
            items = values.matched ?? []
        } else if flags.contains("+") || values.forcesPlus {
            items = values.checked.isEmpty ? [current] : values.checked
        } else {
            items = [current]
        }
        let replacements = items.map(replace)
        return flags.contains("f") ? writingFile(replacements) : replacements.joined(separator: " ")
    }
}

/// One placeholder as written, split as fzf splits it: its flags (`+*snfr`) and what is left
/// (`{+1}` is the flag `+` and the name `1`; `{q:s2}` the flag `s` and the name `q:2`).
private struct Placeholder {
    /// As written (without a backslash), `{+1}`.
    var text: String
    /// The flags found.
    var flags: Set<Character> = []
    /// What is inside the braces once the flags are taken out: ``, `1..2`, `q`, `q:1`, `fzf:query`.
    var name = ""

    init(_ text: String) {
        self.text = text
        let inner = text.dropFirst().dropLast()
        if inner.hasPrefix("fzf:") {
            name = String(inner)
            return
        }
        for character in inner {
            if "*+snfr".contains(character) {
                flags.insert(character)
            } else {
                name.append(character)
            }
        }
    }

    /// `{q}` or `{q:…}`.
    var isQuery: Bool { name == "q" || name.hasPrefix("q:") || name == "fzf:query" }
    /// `{fzf:…}`.
    var isFzfName: Bool { name.hasPrefix("fzf:") }
}

/// What fzf's placeholders stand for when a command is run: the highlighted item, the checked
/// ones, the matches, the query, the prompt.
package struct PlaceholderValues: Sendable, Equatable {
    /// The highlighted item; nil when none is.
    package var current: PlaceholderItem?
    /// The checked items, in the order they were checked.
    package var checked: [PlaceholderItem] = []
    /// Every match, for `{*}`; nil when the command has no `{*}`.
    package var matched: [PlaceholderItem]?
    /// The query.
    package var query = ""
    /// The prompt, for `{fzf:prompt}`.
    package var prompt = ""
    /// The name of the last action, for `{fzf:action}`.
    package var action = ""
    /// What separates fields (`--delimiter`); nil for runs of blanks.
    package var delimiter: String?
    /// The shell and its flags that run the command (fzf's `--with-shell`, `bash -c`): the command
    /// replaced is quoted after it; nil runs it as written (by `sh -c`).
    package var shell: String?
    /// True when every placeholder stands for the checked items, as if written with `+`.
    package var forcesPlus = false

    /// Values for a command.
    package init(
        current: PlaceholderItem?, checked: [PlaceholderItem] = [], matched: [PlaceholderItem]? = nil, query: String = "",
        prompt: String = "", action: String = "", delimiter: String? = nil
    ) {
        self.current = current
        self.checked = checked
        self.matched = matched
        self.query = query
        self.prompt = prompt
        self.action = action
        self.delimiter = delimiter
    }
}

/// An item a placeholder stands for: its text and its index in the input.
package struct PlaceholderItem: Sendable, Equatable {
    /// The item's text.
    package var text: String
    /// Its index in the input (from 0), when known.
    package var index: Int?

    /// An item.
    package init(text: String, index: Int?) {
        self.text = text
        self.index = index
    }
}

extension String {
    /// Every `target` replaced by `replacement` (without Foundation).
    fileprivate func replacingEvery(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}

/// fzf's field index expression in a placeholder: `1`, `-1`, `2..`, `..3`, `1..-2`, `..`.
private struct FieldRange {
    var first: Int?
    var last: Int?

    init?(_ text: Substring) {
        func number(_ part: Substring) -> Int?? {
            if part.isEmpty { return .some(nil) }
            guard let value = Int(part), value != 0 else { return nil }
            return .some(value)
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 1 {
            guard let value = number(parts[0]), let value else { return nil }
            (first, last) = (value, value)
        } else if parts.count == 3, parts[1].isEmpty {
            guard let low = number(parts[0]), let high = number(parts[2]) else { return nil }
            (first, last) = (low, high)
        } else {
            return nil
        }
    }

    /// The ranges of a comma-separated list (`1,3..`), or nil when one is not a range.
    static func list(_ text: String) -> [FieldRange]? {
        var ranges: [FieldRange] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let range = FieldRange(part) else { return nil }
            ranges.append(range)
        }
        return ranges.isEmpty ? nil : ranges
    }

    /// The fields `ranges` take of `line`, as fzf joins them: each field with what separates it
    /// from the next, the last delimiter dropped, then trimmed unless `keepsSpaces`.
    static func text(of line: String, ranges: [FieldRange], delimiter: String?, keepsSpaces: Bool) -> String {
        let tokens = Self.tokens(of: line, delimiter: delimiter)
        var joined = ""
        for range in ranges { joined += range.take(from: tokens).joined() }
        if let delimiter, !delimiter.isEmpty, joined.hasSuffix(delimiter) { joined.removeLast(delimiter.count) }
        return keepsSpaces ? joined : joined.trimmingBlanks()
    }

    /// The tokens of `line`: each field with the blanks (or the delimiter) after it.
    private static func tokens(of line: String, delimiter: String?) -> [String] {
        var tokens: [String] = []
        if let delimiter, !delimiter.isEmpty {
            var rest = line[...]
            while let found = rest.firstRange(of: delimiter) {
                tokens.append(String(rest[..<found.upperBound]))
                rest = rest[found.upperBound...]
            }
            if !rest.isEmpty { tokens.append(String(rest)) }
            return tokens
        }
        var index = line.startIndex
        while index < line.endIndex, line[index] == " " || line[index] == "\t" { index = line.index(after: index) }
        while index < line.endIndex {
            let start = index
            while index < line.endIndex, line[index] != " ", line[index] != "\t" { index = line.index(after: index) }
            while index < line.endIndex, line[index] == " " || line[index] == "\t" { index = line.index(after: index) }
            tokens.append(String(line[start..<index]))
        }
        return tokens
    }

    /// The tokens this range takes.
    private func take(from tokens: [String]) -> ArraySlice<String> {
        func position(_ number: Int) -> Int { number > 0 ? number - 1 : tokens.count + number }
        let low = max(0, first.map(position) ?? 0)
        let high = min(tokens.count - 1, last.map(position) ?? tokens.count - 1)
        guard low <= high, low < tokens.count else { return [] }
        return tokens[low...high]
    }
}

extension String {
    /// Without the blanks (spaces, tabs, line breaks) at either end.
    fileprivate func trimmingBlanks() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
        guard let start = firstIndex(where: { !isBlank($0) }), let end = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[start...end])
    }
}
