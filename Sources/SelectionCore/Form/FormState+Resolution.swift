extension FormState {
    /// The fields shown, in order, and the answer (or default) of each one that is answered.
    package struct Resolution: Sendable, Equatable {
        /// Every field shown, notes included, in order.
        package var shown: [Position] = []
        /// The answers of the fields shown: given, else their defaults.
        package var values: [String: FormValue] = [:]
        /// The fields shown that can take the focus.
        package var focusable: [Position] = []
    }

    /// Walks the fields in order: each is shown when its conditions hold for the answers before it.
    package var resolved: Resolution {
        var resolution = Resolution()
        for (groupIndex, group) in groups.enumerated() {
            guard group.condition?.holds(for: resolution.values) ?? true else { continue }
            for (fieldIndex, field) in group.fields.enumerated() {
                guard field.condition?.holds(for: resolution.values) ?? true else { continue }
                let position = Position(group: groupIndex, field: fieldIndex)
                resolution.shown.append(position)
                guard field.role != .note else { continue }
                resolution.focusable.append(position)
                if let value = answers[field.key] ?? Self.expand(field.defaultValue, with: resolution.values) {
                    resolution.values[field.key] = value
                }
            }
        }
        return resolution
    }

    /// The answer of `field` (given, else its default), among the fields before it.
    package func value(of field: Field) -> FormValue? { resolved.values[field.key] }

    /// The groups that have a field shown, in order.
    package var shownGroups: [Int] {
        var seen: [Int] = []
        for position in resolved.shown where seen.last != position.group { seen.append(position.group) }
        return seen
    }

    /// The first rule `value` fails, for `field`.
    package static func problem(of field: Field, value: FormValue?) -> String? {
        for rule in field.rules {
            if let problem = rule.problem(with: value) { return problem }
        }
        return nil
    }

    /// `value` with each `{key}` of its text replaced by that answer's text (`{{`, `}}`: braces).
    package static func expand(_ value: FormValue?, with answers: [String: FormValue]) -> FormValue? {
        guard case .text(let template)? = value, template.contains("{") || template.contains("}") else { return value }
        var text = ""
        var index = template.startIndex
        while index < template.endIndex {
            let character = template[index]
            let next = template.index(after: index)
            if character == "{" || character == "}", next < template.endIndex, template[next] == character {
                text.append(character)
                index = template.index(after: next)
            } else if character == "{", let close = template[next...].firstIndex(of: "}") {
                text += answers[String(template[next..<close])]?.description ?? ""
                index = template.index(after: close)
            } else {
                text.append(character)
                index = next
            }
        }
        return .text(text)
    }
}
