/// fzf's placeholders in a preview or reload command, replaced before it runs.
///
/// | placeholder | becomes |
/// | --- | --- |
/// | `{}` | the highlighted item, quoted for the shell |
/// | `{+}` | the checked items, each quoted, separated by spaces (the highlighted one when none is checked) |
/// | `{q}` | the query, quoted |
/// | `{n}` | the highlighted item's zero-based index (in the input), unquoted |
/// | `{1}`, `{-1}`, `{2..}`, `{..3}`, `{1..2}` | fields of the highlighted item (split at runs of blanks, as AWK does; counted from 1, or from the end when negative), trimmed and quoted |
///
/// A placeholder preceded by a backslash (`\{}`) stays as written, without the backslash. Other
/// braces are left alone. With no highlighted item, `{}` and `{n}` become `''`.
///
/// ```swift
/// PreviewPlaceholders.replacing(in: "echo {} {q}", item: "it's", checked: [], query: "a b", index: 3)
/// // echo 'it'\''s' 'a b'
/// ```
enum PreviewPlaceholders {
    /// `template` with its placeholders replaced.
    ///
    /// - Parameters:
    ///   - template: The command with placeholders.
    ///   - item: The highlighted item's text, or nil when nothing is highlighted.
    ///   - checked: The checked items' texts.
    ///   - query: The query.
    ///   - index: The highlighted item's index.
    static func replacing(in template: String, item: String?, checked: [String], query: String, index: Int?) -> String {
        var result = ""
        var characters = template[...]
        while let open = characters.firstIndex(where: { $0 == "{" || $0 == "\\" }) {
            result += characters[..<open]
            characters = characters[open...]
            if characters.first == "\\" {
                let rest = characters.dropFirst()
                if let (name, end) = placeholder(at: rest), Self.isName(name) {
                    result += rest[..<end]
                    characters = rest[end...]
                } else {
                    result.append("\\")
                    characters = rest
                }
                continue
            }
            guard let (name, end) = placeholder(at: characters), Self.isName(name) else {
                result.append("{")
                characters = characters.dropFirst()
                continue
            }
            switch name {
            case "": result += quoted(item ?? "")
            case "+": result += (checked.isEmpty ? (item.map { [$0] } ?? []) : checked).map(quoted).joined(separator: " ")
            case "q": result += quoted(query)
            case "n": result += index.map(String.init) ?? "''"
            default: result += quoted(FieldRange(name).map { $0.text(of: item ?? "") } ?? "")
            }
            characters = characters[end...]
        }
        result += characters
        return result
    }

    /// Whether `template` has the placeholder `{name}` (`q` for `{q}`, `+` for `{+}`).
    static func uses(_ name: String, in template: String) -> Bool {
        var characters = template[...]
        while let open = characters.firstIndex(of: "{") {
            characters = characters[open...]
            let escaped = open > template.startIndex && template[template.index(before: open)] == "\\"
            if let (found, end) = placeholder(at: characters) {
                if !escaped, found == name { return true }
                characters = characters[end...]
            } else {
                characters = characters.dropFirst()
            }
        }
        return false
    }

    /// Single quotes around `text`, each quote inside written `'\''`, as fzf quotes on Unix.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingEvery("'", with: "'\\''") + "'"
    }

    private static let names: Set<String> = ["", "+", "q", "n"]

    /// True for a placeholder this type replaces: a name, or a field range.
    private static func isName(_ name: String) -> Bool {
        names.contains(name) || FieldRange(name) != nil
    }

    /// The name inside the braces at the start of `text` (`{q}` gives `q`) and the index after them.
    private static func placeholder(at text: Substring) -> (String, String.Index)? {
        guard text.first == "{", let close = text.dropFirst().prefix(16).firstIndex(of: "}") else { return nil }
        return (String(text[text.index(after: text.startIndex)..<close]), text.index(after: close))
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

/// fzf's field index expression in a placeholder: `1`, `-1`, `2..`, `..3`, `1..-2`.
private struct FieldRange {
    var first: Int?
    var last: Int?

    init?(_ text: String) {
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

    /// The fields of `line` this range takes, with the blanks between them as they were, trimmed.
    func text(of line: String) -> String {
        // Each field: its start and end in the line.
        var fields: [Range<String.Index>] = []
        var index = line.startIndex
        while index < line.endIndex {
            while index < line.endIndex, line[index] == " " || line[index] == "\t" { index = line.index(after: index) }
            guard index < line.endIndex else { break }
            let start = index
            while index < line.endIndex, line[index] != " ", line[index] != "\t" { index = line.index(after: index) }
            fields.append(start..<index)
        }
        func position(_ number: Int) -> Int { number > 0 ? number - 1 : fields.count + number }
        let low = max(0, first.map(position) ?? 0)
        let high = min(fields.count - 1, last.map(position) ?? fields.count - 1)
        guard low <= high, low < fields.count else { return "" }
        return String(line[fields[low].lowerBound..<fields[high].upperBound])
    }
}
