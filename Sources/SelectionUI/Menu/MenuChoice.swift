import SelectionCore

/// What a ``Menu`` returns: the chosen item and the menu's checkbox and radio items as they were
/// left (Space toggles them without closing, so several can change before the choice).
public struct MenuChoice: Sendable, Equatable {
    /// The chosen item's indexes from the root.
    public var path: [Int]
    /// The labels along ``path`` (`["File", "Export", "PDF"]`).
    public var labels: [String]
    /// The chosen item's value, if it has one.
    public var value: String?
    /// The items with their final checked states.
    public var items: [MenuItem]

    /// Creates a choice.
    public init(path: [Int], labels: [String], value: String?, items: [MenuItem]) {
        self.path = path
        self.labels = labels
        self.value = value
        self.items = items
    }

    /// The path as text: labels joined by `/`, a `/` or `\` inside a label escaped with `\`
    /// (`File/Export/PDF`, `Size/1\/2`).
    public var pathText: String { Self.pathText(labels) }

    /// Joins labels into a path (see ``pathText``).
    package static func pathText(_ labels: [String]) -> String {
        labels.map { $0.replacingAll("\\", with: "\\\\").replacingAll("/", with: "\\/") }.joined(separator: "/")
    }
}

extension String {
    /// The string with every `target` character replaced by `replacement` (no Foundation).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
