import SelectionJSON
import SelectionKit

/// `sel menu`'s input read into menu items: JSON (`--json`) or lines that are paths (`File/Export/PDF`).
enum MenuDocument {
    /// Why the input is not a menu, as one line.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// Items from JSON: an array whose elements are strings (a command; `-` is a separator) or
    /// objects `{"label", "value", "disabled": "reason", "checkbox": true, "radio": "group",
    /// "checked": true, "items": [...]}` or `{"separator": true}`.
    static func items(json: JSONValue, at location: String = "the menu") throws(Problem) -> [MenuItem] {
        guard case .array(let elements) = json else { throw Problem(description: "\(location) must be a JSON array of items") }
        var items: [MenuItem] = []
        for (index, element) in elements.enumerated() {
            items.append(try item(json: element, at: "\(location), item \(index + 1)"))
        }
        return items
    }

    private static func item(json: JSONValue, at location: String) throws(Problem) -> MenuItem {
        switch json {
        case .string(let text):
            return text == "-" || text == "---" ? .separator : .command(text)
        case .object:
            if json["separator"] == .bool(true) { return .separator }
            guard case .string(let label)? = json["label"] else { throw Problem(description: "\(location) needs a string \"label\"") }
            var disabledReason: String?
            switch json["disabled"] {
            case .string(let reason)?: disabledReason = reason
            case .bool(true)?: disabledReason = "unavailable"
            case .bool(false)?, .null?, nil: break
            default: throw Problem(description: "\(location): \"disabled\" must be a reason (a string) or true")
            }
            var value: String?
            switch json["value"] {
            case .string(let text)?: value = text
            case .number(let number)?: value = number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
            case nil, .null?: break
            default: throw Problem(description: "\(location): \"value\" must be a string or a number")
            }
            let isChecked = json["checked"] == .bool(true)
            if let children = json["items"] {
                let nested = try items(json: children, at: "\(location) (\(label))")
                return MenuItem(label: label, kind: .submenu(nested), disabledReason: disabledReason, value: value)
            }
            if case .string(let group)? = json["radio"] {
                return MenuItem(
                    label: label, kind: .radio(group: group), isChecked: isChecked, disabledReason: disabledReason, value: value)
            }
            if json["checkbox"] == .bool(true) {
                return MenuItem(label: label, kind: .checkbox, isChecked: isChecked, disabledReason: disabledReason, value: value)
            }
            return MenuItem(label: label, kind: .command, disabledReason: disabledReason, value: value)
        default:
            throw Problem(description: "\(location) must be a string or an object")
        }
    }

    /// Items from paths, one per line: `File/Export/PDF` puts PDF in Export in File; items that
    /// share a prefix share the submenu, in the order first seen; `\/` is a slash inside a label
    /// and a last part `-` is a separator (`File/-`).
    static func items(paths: [String]) throws(Problem) -> [MenuItem] {
        var root: [MenuItem] = []
        for line in paths where !line.isEmpty {
            let parts = split(line)
            guard !parts.contains(where: \.isEmpty) else { throw Problem(description: "\"\(line)\" has an empty part") }
            insert(parts[...], into: &root)
        }
        return root
    }

    private static func insert(_ parts: ArraySlice<String>, into items: inout [MenuItem]) {
        guard let first = parts.first else { return }
        let rest = parts.dropFirst()
        if rest.isEmpty {
            items.append(first == "-" ? .separator : .command(first))
            return
        }
        if let index = items.firstIndex(where: { $0.label == first && $0.isSubmenu }) {
            var children = items[index].children
            insert(rest, into: &children)
            items[index].kind = .submenu(children)
        } else {
            var children: [MenuItem] = []
            insert(rest, into: &children)
            items.append(.submenu(first, children))
        }
    }

    /// Splits a path at `/`, reading `\/` and `\\` as literal characters.
    static func split(_ path: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var escaped = false
        for character in path {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "/" {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaped { current.append("\\") }
        parts.append(current)
        return parts
    }
}
