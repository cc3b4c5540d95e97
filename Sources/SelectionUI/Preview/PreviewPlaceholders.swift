/// fzf's placeholders in a preview or reload command, replaced before it runs.
///
/// | placeholder | becomes |
/// | --- | --- |
/// | `{}` | the highlighted item, quoted for the shell |
/// | `{+}` | the checked items, each quoted, separated by spaces (the highlighted one when none is checked) |
/// | `{q}` | the query, quoted |
/// | `{n}` | the highlighted item's zero-based index (in the input), unquoted |
///
/// A placeholder preceded by a backslash (`\{}`) stays as written, without the backslash. Other
/// braces are left alone. With no highlighted item, `{}` and `{n}` become `''`.
///
/// ```swift
/// PreviewPlaceholders.replacing(in: "echo {} {q}", item: "it's", checked: [], query: "a b", index: 3)
/// // echo 'it'\''s' 'a b'
/// ```
public enum PreviewPlaceholders {
    /// `template` with its placeholders replaced.
    ///
    /// - Parameters:
    ///   - template: The command with placeholders.
    ///   - item: The highlighted item's text, or nil when nothing is highlighted.
    ///   - checked: The checked items' texts.
    ///   - query: The query.
    ///   - index: The highlighted item's index.
    public static func replacing(in template: String, item: String?, checked: [String], query: String, index: Int?) -> String {
        var result = ""
        var characters = template[...]
        while let open = characters.firstIndex(where: { $0 == "{" || $0 == "\\" }) {
            result += characters[..<open]
            characters = characters[open...]
            if characters.first == "\\" {
                let rest = characters.dropFirst()
                if let (name, end) = placeholder(at: rest), Self.names.contains(name) {
                    result += rest[..<end]
                    characters = rest[end...]
                } else {
                    result.append("\\")
                    characters = rest
                }
                continue
            }
            guard let (name, end) = placeholder(at: characters), Self.names.contains(name) else {
                result.append("{")
                characters = characters.dropFirst()
                continue
            }
            switch name {
            case "": result += quoted(item ?? "")
            case "+": result += (checked.isEmpty ? (item.map { [$0] } ?? []) : checked).map(quoted).joined(separator: " ")
            case "q": result += quoted(query)
            default: result += index.map(String.init) ?? "''"  // "n"
            }
            characters = characters[end...]
        }
        result += characters
        return result
    }

    /// Whether `template` has the placeholder `{name}` (`q` for `{q}`, `+` for `{+}`).
    public static func uses(_ name: String, in template: String) -> Bool {
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
    public static func quoted(_ text: String) -> String {
        "'" + text.replacingEvery("'", with: "'\\''") + "'"
    }

    private static let names: Set<String> = ["", "+", "q", "n"]

    /// The name inside the braces at the start of `text` (`{q}` gives `q`) and the index after them.
    private static func placeholder(at text: Substring) -> (String, String.Index)? {
        guard text.first == "{", let close = text.dropFirst().prefix(4).firstIndex(of: "}") else { return nil }
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
