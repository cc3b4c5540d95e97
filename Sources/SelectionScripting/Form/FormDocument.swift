import SelectionCore
import SelectionJSON
import SelectionUI

/// The JSON document `sel form` reads, checked whole before anything is drawn, read into a
/// ``Form``. Every error names the value it is about by its path (`groups[1].fields[2].type`),
/// and an unknown key is an error, with the nearest known one suggested.
///
/// ```json
/// {"title": "Deploy", "groups": [{"title": "Target", "fields": [
///   {"key": "service", "title": "Service", "type": "input", "required": true, "pattern": "[a-z-]+"},
///   {"key": "env", "type": "choose", "options": ["staging", "production"]},
///   {"key": "replicas", "type": "number", "min": 1, "default": 2, "when": {"field": "env", "equals": "production"}}
/// ]}]}
/// ```
package struct FormDocument {
    /// A value of the document that does not fit: where, and why.
    package struct Problem: Error {
        package var path: [JSONPathComponent]
        package var message: String
    }

    /// The kinds a field's `type` may name.
    package static let kinds = [
        "choose", "multi", "input", "password", "write", "confirm", "number", "wheel", "date", "file", "table", "note",
    ]
    /// The keys every field may have.
    static let commonKeys = ["key", "title", "type", "description", "default", "required", "message", "when"]
    /// The keys of each kind, beyond the common ones.
    static let kindKeys: [String: [String]] = [
        "choose": ["options", "options_from"], "multi": ["options", "min", "max"],
        "input": ["placeholder", "pattern", "min", "max"], "password": ["placeholder", "pattern", "min", "max"],
        "write": ["placeholder", "rows", "min", "max"], "confirm": ["affirmative", "negative"],
        "number": ["min", "max", "step", "decimals", "unit"], "wheel": ["format", "unit", "min", "max"],
        "date": ["min", "max"], "file": ["directory", "globs", "directories"], "table": ["columns", "rows"], "note": [],
    ]

    /// The form's title.
    package var title: String?
    /// The groups, read.
    package var groups: [FormGroup]

    /// Reads `document`.
    package init(_ document: JSONValue) throws(Problem) {
        var reader = FormDocumentReader()
        try reader.checkKeys(document, allowed: ["title", "groups", "fields"], at: [])
        title = try reader.string(document["title"], at: [.key("title")])
        if let fields = document["fields"] {
            guard document["groups"] == nil else { throw Problem(path: [], message: "give \"groups\" or \"fields\", not both") }
            groups = [FormGroup(fields: try reader.fields(fields, at: [.key("fields")]))]
            return
        }
        guard case .array(let elements)? = document["groups"] else {
            throw Problem(path: [], message: "a form needs a \"groups\" array (or a \"fields\" array for one group)")
        }
        groups = []
        for (index, element) in elements.enumerated() {
            groups.append(try reader.group(element, at: [.key("groups"), .index(index)]))
        }
    }

    /// The fields' keys in order, with their conditions, for writing the answers.
    package var fields: [(key: String, condition: FormCondition?, groupCondition: FormCondition?)] {
        groups.flatMap { group in
            group.fields.filter { if case .note = $0.kind { false } else { true } }.map { ($0.key, $0.condition, group.condition) }
        }
    }
}

/// Reads groups and fields, remembering the keys seen so that a condition refers only to an
/// earlier field.
struct FormDocumentReader {
    /// The keys of the fields read so far.
    var keys: [String] = []

    mutating func group(_ value: JSONValue, at path: [JSONPathComponent]) throws(FormDocument.Problem) -> FormGroup {
        guard case .object = value else { throw problem(path, "a group must be an object with \"fields\", not \(value.kindDescription)") }
        try checkKeys(value, allowed: ["title", "fields", "when"], at: path)
        let title = try string(value["title"], at: path + [.key("title")])
        let condition = try value["when"].map { value throws(FormDocument.Problem) in try self.condition(value, at: path + [.key("when")]) }
        guard let fields = value["fields"] else { throw problem(path, "a group needs a \"fields\" array") }
        return FormGroup(title, fields: try self.fields(fields, at: path + [.key("fields")]), when: condition)
    }

    mutating func fields(_ value: JSONValue, at path: [JSONPathComponent]) throws(FormDocument.Problem) -> [FormField] {
        guard case .array(let elements) = value else { throw problem(path, "must be an array of fields, not \(value.kindDescription)") }
        var fields: [FormField] = []
        for (index, element) in elements.enumerated() {
            fields.append(try field(element, at: path + [.index(index)]))
        }
        return fields
    }

    mutating func field(_ value: JSONValue, at path: [JSONPathComponent]) throws(FormDocument.Problem) -> FormField {
        guard case .object = value else { throw problem(path, "a field must be an object, not \(value.kindDescription)") }
        guard let kind = try string(value["type"], at: path + [.key("type")]) else {
            throw problem(path, "a field needs a \"type\": one of \(FormDocument.kinds.joined(separator: ", "))")
        }
        guard FormDocument.kinds.contains(kind) else {
            let suggestion = JSONWording.closest(to: kind, among: FormDocument.kinds).map { " (did you mean \"\($0)\"?)" } ?? ""
            throw problem(path + [.key("type")], "unknown kind \(JSONWording.quoted(kind))\(suggestion)")
        }
        try checkKeys(value, allowed: FormDocument.commonKeys + (FormDocument.kindKeys[kind] ?? []), at: path)
        let key = try self.key(value, kind: kind, at: path)
        let title = try string(value["title"], at: path + [.key("title")])
        let description = try string(value["description"], at: path + [.key("description")])
        let condition = try value["when"].map { value throws(FormDocument.Problem) in try self.condition(value, at: path + [.key("when")]) }
        let fieldKind = try FormFieldKindReader(reader: self, value: value, path: path).kind(kind)
        let defaultValue = try self.defaultValue(value["default"], kind: kind, at: path + [.key("default")])
        let rules = try FormRuleReader(reader: self, value: value, path: path).rules(kind: kind)
        if kind != "note" { keys.append(key) }
        return FormField(key, title: title, kind: fieldKind, description: description, default: defaultValue, rules: rules, when: condition)
    }

    /// The field's key: a shell variable's name, not given before (a note may go without one).
    private func key(_ value: JSONValue, kind: String, at path: [JSONPathComponent]) throws(FormDocument.Problem) -> String {
        guard let key = try string(value["key"], at: path + [.key("key")]) else {
            if kind == "note" { return "" }
            throw problem(path, "a field needs a \"key\": the name of its answer")
        }
        guard FormShell.isVariableName(key) else {
            throw problem(path + [.key("key")], "\(JSONWording.quoted(key)) must be letters, digits and _, not starting with a digit")
        }
        guard !keys.contains(key) else { throw problem(path + [.key("key")], "\(JSONWording.quoted(key)) is the key of an earlier field") }
        return key
    }

    /// `{"field": "env", "equals": "prod"}`, `{"field": "env", "one_of": [...]}`, `{"field": "env", "is_set": true}`.
    func condition(_ value: JSONValue, at path: [JSONPathComponent]) throws(FormDocument.Problem) -> FormCondition {
        if case .array(let elements) = value {
            var all: [FormCondition] = []
            for (index, element) in elements.enumerated() { all.append(try condition(element, at: path + [.index(index)])) }
            return .all(all)
        }
        guard case .object = value else { throw problem(path, "must be an object such as {\"field\": \"env\", \"equals\": \"prod\"}") }
        try checkKeys(value, allowed: ["field", "equals", "one_of", "is_set"], at: path)
        guard let field = try string(value["field"], at: path + [.key("field")]) else {
            throw problem(path, "needs a \"field\": an earlier field's key")
        }
        guard keys.contains(field) else {
            throw problem(path + [.key("field")], "\(JSONWording.quoted(field)) is not the key of an earlier field")
        }
        switch (value["equals"], value["one_of"], value["is_set"]) {
        case (let equals?, nil, nil): return .equals(field, try text(equals, at: path + [.key("equals")]))
        case (nil, .array(let values)?, nil):
            var texts: [String] = []
            for (index, element) in values.enumerated() { texts.append(try text(element, at: path + [.key("one_of"), .index(index)])) }
            return .oneOf(field, texts)
        case (nil, nil, .bool(true)?): return .isSet(field)
        default: throw problem(path, "needs one of \"equals\" (a value), \"one_of\" (an array) or \"is_set\": true")
        }
    }

    /// A default fitting the kind: text (with `{key}` for earlier answers), a number, true/false, an array.
    private func defaultValue(_ value: JSONValue?, kind: String, at path: [JSONPathComponent]) throws(FormDocument.Problem) -> FormValue? {
        switch (kind, value) {
        case (_, nil), (_, .null?): return nil
        case ("confirm", .bool(let flag)?): return .flag(flag)
        case ("number", .number(let number)?), ("wheel", .number(let number)?): return .number(number)
        case ("multi", .array(let elements)?):
            var items: [String] = []
            for (index, element) in elements.enumerated() { items.append(try text(element, at: path + [.index(index)])) }
            return .list(items)
        case ("confirm", _), ("number", _), ("wheel", _), ("multi", _), ("note", _), ("table", _):
            throw problem(
                path, "a \(kind) field's default must be \(Self.defaultKind[kind] ?? "absent"), not \(value?.kindDescription ?? "")")
        case (_, .string(let text)?): return .text(text)
        case (_, let other?): throw problem(path, "must be a string, not \(other.kindDescription)")
        }
    }

    private static let defaultKind = ["confirm": "true or false", "number": "a number", "wheel": "a number", "multi": "an array of values"]

    // MARK: Values

    func string(_ value: JSONValue?, at path: [JSONPathComponent]) throws(FormDocument.Problem) -> String? {
        switch value {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case let other?: throw problem(path, "must be a string, not \(other.kindDescription)")
        }
    }

    /// A string, or a number or true/false written as text (what a condition compares).
    func text(_ value: JSONValue, at path: [JSONPathComponent]) throws(FormDocument.Problem) -> String {
        switch value {
        case .string(let text): return text
        case .number(let number): return FormValue.number(number).description
        case .bool(let flag): return flag ? "true" : "false"
        default: throw problem(path, "must be a string, a number or true/false, not \(value.kindDescription)")
        }
    }

    func number(_ value: JSONValue?, at path: [JSONPathComponent]) throws(FormDocument.Problem) -> Double? {
        switch value {
        case nil, .null?: return nil
        case .number(let number)?: return number
        case let other?: throw problem(path, "must be a number, not \(other.kindDescription)")
        }
    }

    /// A whole number in `range` (a count: rows, picks, characters), or nil when absent.
    func count(_ value: JSONValue?, in range: ClosedRange<Int>, at path: [JSONPathComponent]) throws(FormDocument.Problem) -> Int? {
        guard let number = try number(value, at: path) else { return nil }
        guard number >= Double(range.lowerBound), number <= Double(range.upperBound), let whole = Int(exactly: number) else {
            throw problem(path, "must be a whole number from \(range.lowerBound) to \(range.upperBound), not \(FormValue.text(of: number))")
        }
        return whole
    }

    func strings(_ value: JSONValue?, at path: [JSONPathComponent]) throws(FormDocument.Problem) -> [String]? {
        guard let value, value != .null else { return nil }
        guard case .array(let elements) = value else { throw problem(path, "must be an array of strings, not \(value.kindDescription)") }
        var strings: [String] = []
        for (index, element) in elements.enumerated() {
            guard case .string(let text) = element else {
                throw problem(path + [.index(index)], "must be a string, not \(element.kindDescription)")
            }
            strings.append(text)
        }
        return strings
    }

    /// Rejects a key not in `allowed`, suggesting the closest.
    func checkKeys(_ value: JSONValue, allowed: [String], at path: [JSONPathComponent]) throws(FormDocument.Problem) {
        guard case .object(let members) = value else { throw problem(path, "must be an object, not \(value.kindDescription)") }
        var seen: Set<String> = []
        for member in members {
            guard seen.insert(member.key).inserted else { throw problem(path + [.key(member.key)], "is given twice") }
            guard allowed.contains(member.key) else {
                let suggestion = JSONWording.closest(to: member.key, among: allowed).map { " (did you mean \"\($0)\"?)" } ?? ""
                throw problem(path + [.key(member.key)], "unknown key\(suggestion); the keys here are \(allowed.joined(separator: ", "))")
            }
        }
    }

    func problem(_ path: [JSONPathComponent], _ message: String) -> FormDocument.Problem {
        FormDocument.Problem(path: path, message: message)
    }
}
