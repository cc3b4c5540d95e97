/// A parsed JSON value. Objects keep their members in the order written, duplicates included.
///
/// ```swift
/// let value = try JSONParser.parse(Array(#"[{"label": "Kale"}]"#.utf8))
/// value[0]?["label"]  // .string("Kale")
/// ```
package enum JSONValue: Equatable, Sendable {
    /// A string, decoded from its escapes.
    case string(String)
    /// A finite number (the reader rejects numbers too large for a `Double`).
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// An array, in order.
    case array([JSONValue])
    /// An object's members, in the order written.
    case object([JSONMember])

    /// The value of the first member named `key`, when this is an object that has one.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The element at `index`, when this is an array that long.
    package subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// What kind of value this is, in words for messages: `a string`, `a number`, `an object`.
    package var kindDescription: String {
        switch self {
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value as compact JSON text that ``JSONParser/parse(_:)`` reads back as an equal value.
    ///
    /// Strings escape `"`, `\` and every control below U+0020; numbers use Swift's shortest
    /// round-tripping form.
    package var serialised: String {
        var text = ""
        write(into: &text)
        return text
    }

    private func write(into text: inout String) {
        switch self {
        case .string(let string): Self.writeString(string, into: &text)
        case .number(let number): text += number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
        case .bool(let flag): text += flag ? "true" : "false"
        case .null: text += "null"
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                element.write(into: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                Self.writeString(member.key, into: &text)
                text += ":"
                member.value.write(into: &text)
            }
            text += "}"
        }
    }

    private static func writeString(_ string: String, into text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case "\r": text += "\\r"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}

/// One member of a JSON object: its key and its value.
package struct JSONMember: Equatable, Sendable {
    /// The key, decoded.
    package var key: String
    /// The value.
    package var value: JSONValue

    /// Creates a member.
    package init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}
