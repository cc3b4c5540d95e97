import SelectionCore
import SelectionJSON
import SelectionUI

/// Reads the options of one field's kind (`options`, `format`, `columns`…).
struct FormFieldKindReader {
    var reader: FormDocumentReader
    var value: JSONValue
    var path: [JSONPathComponent]

    func kind(_ kind: String) throws(FormDocument.Problem) -> FormField.Kind {
        switch kind {
        case "choose":
            if let command = try reader.string(value["options_from"], at: path + [.key("options_from")]) {
                guard value["options"] == nil else { throw reader.problem(path, "give \"options\" or \"options_from\", not both") }
                return .choose(command: command)
            }
            let (options, sections) = try self.options(isMultiple: false)
            return .choose(options: options, sections: sections)
        case "multi":
            let (options, sections) = try self.options(isMultiple: true)
            return .multi(options: options, sections: sections)
        case "input": return .input(placeholder: try string("placeholder"))
        case "password": return .password(placeholder: try string("placeholder"))
        case "write":
            let rows = try reader.count(value["rows"], in: 1...100, at: path + [.key("rows")]) ?? 4
            return .write(placeholder: try string("placeholder"), visibleRows: rows)
        case "confirm": return .confirm(affirmative: try string("affirmative") ?? "Yes", negative: try string("negative") ?? "No")
        case "number": return try numberKind()
        case "wheel": return try wheelKind()
        case "date": return .date(minimum: try day("min"), maximum: try day("max"))
        case "file":
            return .file(
                directory: try string("directory") ?? ".", globs: try reader.strings(value["globs"], at: path + [.key("globs")]) ?? [],
                allowsDirectories: value["directories"] == .bool(true))
        case "table": return try tableKind()
        default: return .note
        }
    }

    private func string(_ key: String) throws(FormDocument.Problem) -> String? {
        try reader.string(value[key], at: path + [.key(key)])
    }

    private func number(_ key: String) throws(FormDocument.Problem) -> Double? {
        try reader.number(value[key], at: path + [.key(key)])
    }

    /// `options`: strings, objects `{"label", "value", "detail", "disabled"}`, or sections `{"title", "options"}`.
    private func options(isMultiple: Bool) throws(FormDocument.Problem) -> ([Choice<String>], [ListSection<String>]) {
        let at = path + [.key("options")]
        guard case .array(let elements)? = value["options"], !elements.isEmpty else {
            throw reader.problem(value["options"] == nil ? path : at, "needs \"options\": a non-empty array of options or of sections")
        }
        guard elements.contains(where: { $0["options"] != nil }) else { return (try choices(elements, at: at), []) }
        var sections: [ListSection<String>] = []
        for (index, section) in elements.enumerated() {
            let sectionPath = at + [.index(index)]
            try reader.checkKeys(section, allowed: ["title", "options"], at: sectionPath)
            guard case .array(let options)? = section["options"] else {
                throw reader.problem(sectionPath, "a section needs an \"options\" array")
            }
            sections.append(
                ListSection(
                    try reader.string(section["title"], at: sectionPath + [.key("title")]),
                    selectionMode: isMultiple ? .multiple(limit: nil) : .single,
                    options: try choices(options, at: sectionPath + [.key("options")])))
        }
        return ([], sections)
    }

    private func choices(_ elements: [JSONValue], at path: [JSONPathComponent]) throws(FormDocument.Problem) -> [Choice<String>] {
        var choices: [Choice<String>] = []
        for (index, element) in elements.enumerated() {
            let at = path + [.index(index)]
            switch element {
            case .string(let label): choices.append(Choice(label))
            case .object:
                try reader.checkKeys(element, allowed: ["label", "value", "detail", "disabled"], at: at)
                guard let label = try reader.string(element["label"], at: at + [.key("label")]) else {
                    throw reader.problem(at, "an option object needs a string \"label\"")
                }
                let value = try element["value"].map { value throws(FormDocument.Problem) in
                    try reader.text(value, at: at + [.key("value")])
                }
                var disabled: String?
                switch element["disabled"] {
                case .string(let reason)?: disabled = reason
                case .bool(true)?: disabled = "unavailable"
                case nil, .null?, .bool(false)?: break
                case let other?:
                    throw reader.problem(at + [.key("disabled")], "must be a reason (a string) or true/false, not \(other.kindDescription)")
                }
                let detail = try reader.string(element["detail"], at: at + [.key("detail")])
                choices.append(Choice(label, value: value ?? label, detail: detail, disabled: disabled))
            default:
                throw reader.problem(at, "an option must be a string or an object with a \"label\", not \(element.kindDescription)")
            }
        }
        return choices
    }

    private func numberKind() throws(FormDocument.Problem) -> FormField.Kind {
        let step = try number("step") ?? 1
        guard step > 0 else { throw reader.problem(path + [.key("step")], "must be above 0") }
        let decimals = try reader.count(value["decimals"], in: 0...DecimalNumber.maximumDigits, at: path + [.key("decimals")])
        let configuration = NumberFieldConfiguration(
            minimum: try number("min").flatMap { DecimalNumber(FormValue.number($0).description) },
            maximum: try number("max").flatMap { DecimalNumber(FormValue.number($0).description) },
            step: DecimalNumber(FormValue.number(step).description) ?? DecimalNumber(1), fractionDigits: decimals)
        return .number(configuration, unit: try string("unit"))
    }

    private func wheelKind() throws(FormDocument.Problem) -> FormField.Kind {
        var unit: MeasurementUnit?
        if let name = try string("unit") {
            guard let named = MeasurementUnit(named: name) else {
                let names = MeasurementUnit.allCases.map(\.rawValue).joined(separator: ", ")
                throw reader.problem(path + [.key("unit")], "unknown unit \(JSONWording.quoted(name)); the units are \(names)")
            }
            unit = named
        }
        let pattern = try string("format") ?? unit?.defaultFormat.pattern ?? "999.99"
        do {
            return .wheel(try WheelFormat(pattern), unit: unit)
        } catch {
            throw reader.problem(path + [.key("format")], "\(error)")
        }
    }

    private func day(_ key: String) throws(FormDocument.Problem) -> WheelDate? {
        guard let text = try string(key) else { return nil }
        guard let day = FormDocument.day(from: text) else {
            throw reader.problem(path + [.key(key)], "must be a day as YYYY-MM-DD, not \(JSONWording.quoted(text))")
        }
        return day
    }

    private func tableKind() throws(FormDocument.Problem) -> FormField.Kind {
        guard let columns = try reader.strings(value["columns"], at: path + [.key("columns")]), !columns.isEmpty else {
            throw reader.problem(path, "a table needs \"columns\": an array of names")
        }
        guard case .array(let elements)? = value["rows"], !elements.isEmpty else {
            throw reader.problem(path, "a table needs \"rows\": arrays of cells")
        }
        var rows: [[String]] = []
        for index in elements.indices {
            rows.append(try reader.strings(elements[index], at: path + [.key("rows"), .index(index)]) ?? [])
        }
        return .table(columns: columns, rows: rows)
    }
}

/// Reads a field's rules: `required`, `pattern`, `min`/`max` (a number's value, a text's length,
/// a checklist's picks) and the `message` that replaces their words.
struct FormRuleReader {
    var reader: FormDocumentReader
    var value: JSONValue
    var path: [JSONPathComponent]

    func rules(kind: String) throws(FormDocument.Problem) -> [FormRule] {
        let message = try reader.string(value["message"], at: path + [.key("message")])
        var rules: [FormRule] = []
        switch value["required"] {
        case .bool(true)?: rules.append(.required(message: message))
        case nil, .null?, .bool(false)?: break
        case let other?: throw reader.problem(path + [.key("required")], "must be true or false, not \(other.kindDescription)")
        }
        if let pattern = try reader.string(value["pattern"], at: path + [.key("pattern")]) {
            do {
                _ = try Regex(pattern)
            } catch {
                throw reader.problem(path + [.key("pattern")], "\(JSONWording.quoted(pattern)) is not a regular expression")
            }
            rules.append(.pattern(pattern, message: message))
        }
        let minimum = try reader.number(value["min"], at: path + [.key("min")])
        let maximum = try reader.number(value["max"], at: path + [.key("max")])
        guard minimum != nil || maximum != nil, kind != "date" else { return rules }
        if let minimum, let maximum, minimum > maximum { throw reader.problem(path + [.key("max")], "is below \"min\"") }
        switch kind {
        case "number", "wheel": rules.append(.range(minimum: minimum, maximum: maximum, message: message))
        default:
            // A checklist's picks and a text's length are counts.
            let counts = 0...1_000_000
            let least = try reader.count(value["min"], in: counts, at: path + [.key("min")])
            let most = try reader.count(value["max"], in: counts, at: path + [.key("max")])
            rules.append(
                kind == "multi"
                    ? .picks(minimum: least, maximum: most, message: message) : .length(minimum: least, maximum: most, message: message))
        }
        return rules
    }
}

extension FormDocument {
    /// `YYYY-MM-DD` read as a day.
    static func day(from text: String) -> WheelDate? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        return WheelDate(year: year, month: month, day: day)
    }
}
