import SelectionCore
import SelectionJSON

/// The document `sel choose --json` reads, checked whole before any item is built: an array of
/// options, or an array of sections.
///
/// ```json
/// ["Red", {"label": "Blue", "value": "#00f", "detail": "sky", "disabled": "sold out", "colour": "#0000ff"}]
/// [{"title": "Greens", "selection": "multiple", "options": ["Kale", "Leek"]}]
/// ```
///
/// Every error names the item or section it is about — `item 3 ("Kale"): "value" must be a
/// string or a number, not an array`, `section 2, item 1 ("Leek"): unknown key "disabld" (did
/// you mean "disabled"?)` — and an unknown key is an error, not ignored, so a typo is caught.
enum ChooseJSON {
    /// The keys an option object may have.
    static let optionKeys = ["label", "value", "detail", "disabled", "colour", "color"]
    /// The keys a section object may have.
    static let sectionKeys = ["title", "selection", "options"]

    /// A document that does not fit, with the message for the user.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// Parses `bytes` as JSON and checks it against the schema above.
    ///
    /// - Throws: `JSONParseError` for text that is not JSON, ``Problem`` for JSON that is not a list of options.
    static func validated(_ bytes: [UInt8]) throws -> JSONValue {
        let document = try JSONParser.parse(bytes)
        guard case .array(let elements) = document else {
            throw Problem(description: "--json expects an array of options or of sections, not \(document.kindDescription)")
        }
        let isSections = elements.contains { $0["options"] != nil }
        for (index, element) in elements.enumerated() {
            if isSections {
                try checkSection(element, number: index + 1)
            } else {
                try checkOption(element, name: "item \(index + 1)")
            }
        }
        return document
    }

    private static func checkSection(_ section: JSONValue, number: Int) throws(Problem) {
        guard case .object(let members) = section else {
            throw Problem(description: "section \(number) must be an object with an \"options\" array, not \(section.kindDescription)")
        }
        var name = "section \(number)"
        if case .string(let title)? = section["title"] { name += " (\(JSONWording.quoted(title)))" }
        try checkKeys(members, allowed: sectionKeys, in: name)
        switch section["title"] {
        case nil, .string?, .null?: break
        case let other?: throw Problem(description: "\(name): \"title\" must be a string, not \(other.kindDescription)")
        }
        switch section["selection"] {
        case nil, .null?, .string("single")?, .string("multiple")?, .string("none")?: break
        case .string(let text)?:
            throw Problem(description: "\(name): \"selection\" must be single, multiple or none, not \(JSONWording.quoted(text))")
        case let other?: throw Problem(description: "\(name): \"selection\" must be single, multiple or none, not \(other.kindDescription)")
        }
        guard case .array(let options)? = section["options"] else {
            throw Problem(description: "\(name) needs an \"options\" array")
        }
        for (index, option) in options.enumerated() {
            try checkOption(option, name: "section \(number), item \(index + 1)")
        }
    }

    private static func checkOption(_ option: JSONValue, name position: String) throws(Problem) {
        switch option {
        case .string: return
        case .object(let members):
            guard case .string(let label)? = option["label"] else {
                let found = option["label"].map { ", not \($0.kindDescription)" } ?? ""
                throw Problem(description: "\(position): an option object needs a string \"label\"\(found)")
            }
            let name = "\(position) (\(JSONWording.quoted(label)))"
            try checkKeys(members, allowed: optionKeys, in: name)
            switch option["value"] {
            case nil, .string?, .number?, .null?: break
            case let other?: throw Problem(description: "\(name): \"value\" must be a string or a number, not \(other.kindDescription)")
            }
            switch option["detail"] {
            case nil, .string?, .null?: break
            case let other?: throw Problem(description: "\(name): \"detail\" must be a string, not \(other.kindDescription)")
            }
            switch option["disabled"] {
            case nil, .string?, .bool?, .null?: break
            case let other?:
                throw Problem(description: "\(name): \"disabled\" must be a reason (a string) or true/false, not \(other.kindDescription)")
            }
            if option["colour"] != nil, option["color"] != nil {
                throw Problem(description: "\(name): give \"colour\" or \"color\", not both")
            }
            let key = option["colour"] != nil ? "colour" : "color"
            switch option[key] {
            case nil, .null?: break
            case .string(let text)?:
                do {
                    _ = try Colour(parsing: text)
                } catch {
                    throw Problem(description: "\(name): \"\(key)\" \(error)")
                }
            case let other?:
                throw Problem(description: "\(name): \"\(key)\" must be a string such as \"#ff8800\", not \(other.kindDescription)")
            }
        default:
            throw Problem(
                description: "\(position): an option must be a string or an object with a \"label\", not \(option.kindDescription)")
        }
    }

    /// Rejects a key given twice, and a key not in `allowed`, suggesting the closest allowed one.
    private static func checkKeys(_ members: [JSONMember], allowed: [String], in name: String) throws(Problem) {
        var seen: Set<String> = []
        for member in members {
            guard seen.insert(member.key).inserted else {
                throw Problem(description: "\(name): \(JSONWording.quoted(member.key)) is given twice")
            }
            guard allowed.contains(member.key) else {
                let suggestion = JSONWording.closest(to: member.key, among: allowed).map { " (did you mean \"\($0)\"?)" } ?? ""
                let known = allowed.map { "\"\($0)\"" }.joined(separator: ", ")
                throw Problem(description: "\(name): unknown key \(JSONWording.quoted(member.key))\(suggestion); the keys are \(known)")
            }
        }
    }
}
