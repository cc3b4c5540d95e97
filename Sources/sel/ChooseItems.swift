import SelectionCore

/// The items of `sel choose`, with the exact bytes to print for each: the label is only for the
/// screen (drawn sanitised); what goes to stdout is the raw input, byte for byte.
struct ChooseItems {
    /// One option.
    struct Item {
        /// Shown on screen (sanitised when drawn).
        var label: String
        /// Printed for `--output label`.
        var labelBytes: [UInt8]
        /// Printed for `--output value` (the whole line when there is no delimiter).
        var valueBytes: [UInt8]
        /// Secondary text (JSON `detail`).
        var detail: String?
        /// Why it cannot be chosen (JSON `disabled`).
        var disabledReason: String?
        /// A colour swatch drawn beside the label (JSON `colour`).
        var colour: Colour?
    }

    /// A run of items under a title (JSON sections; plain input is one untitled section).
    struct Section {
        var title: String?
        var selectionMode: SelectionMode?
        var items: Range<Int>
    }

    var items: [Item]
    var sections: [Section]

    /// Lines (or NUL-separated records) of `bytes`, each split at the first `delimiter` if given.
    init(records: ItemBuffer, delimiter: [UInt8]?) {
        items = []
        items.reserveCapacity(records.count)
        for index in 0..<records.count {
            let raw = Array(records[index])
            var labelBytes = raw
            var valueBytes = raw
            if let delimiter, !delimiter.isEmpty, let cut = Self.firstIndex(of: delimiter, in: raw) {
                labelBytes = Array(raw[..<cut])
                valueBytes = Array(raw[(cut + delimiter.count)...])
            }
            items.append(Item(label: String(decoding: labelBytes, as: UTF8.self), labelBytes: labelBytes, valueBytes: valueBytes))
        }
        sections = [Section(title: nil, selectionMode: nil, items: 0..<items.count)]
    }

    /// Items from JSON: an array of options, or of sections `{title, selection, options}`.
    init(json: JSONValue) throws(ChooseInputError) {
        items = []
        sections = []
        guard case .array(let elements) = json else { throw ChooseInputError("--json expects an array of options or of sections") }
        let isSections = elements.contains { $0["options"] != nil }
        if isSections {
            for (number, element) in elements.enumerated() {
                guard case .object = element, case .array(let options)? = element["options"] else {
                    throw ChooseInputError("section \(number + 1) needs an \"options\" array")
                }
                var title: String?
                if case .string(let text)? = element["title"] { title = text }
                var mode: SelectionMode?
                switch element["selection"] {
                case nil, .null?: mode = nil
                case .string("single")?: mode = .single
                case .string("multiple")?: mode = .multiple
                case .string("none")?: mode = .actions
                default: throw ChooseInputError("section \(number + 1): \"selection\" must be single, multiple or none")
                }
                let start = items.count
                for option in options { items.append(try Self.item(from: option)) }
                sections.append(Section(title: title, selectionMode: mode, items: start..<items.count))
            }
        } else {
            for option in elements { items.append(try Self.item(from: option)) }
            sections = [Section(title: nil, selectionMode: nil, items: 0..<items.count)]
        }
    }

    private static func item(from json: JSONValue) throws(ChooseInputError) -> Item {
        switch json {
        case .string(let label):
            return Item(label: label, labelBytes: Array(label.utf8), valueBytes: Array(label.utf8))
        case .object:
            guard case .string(let label)? = json["label"] else { throw ChooseInputError("an option object needs a string \"label\"") }
            var value = label
            switch json["value"] {
            case .string(let text)?: value = text
            case .number(let number)?: value = number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
            case nil, .null?: break
            default: throw ChooseInputError("option \"\(label)\": \"value\" must be a string or a number")
            }
            var detail: String?
            if case .string(let text)? = json["detail"] { detail = text }
            var colour: Colour?
            switch json["colour"] ?? json["color"] {
            case .string(let text)?:
                do {
                    colour = try Colour(parsing: text)
                } catch {
                    throw ChooseInputError("option \"\(label)\": \"colour\" \(error)")
                }
            case nil, .null?: break
            default: throw ChooseInputError("option \"\(label)\": \"colour\" must be a string such as \"#ff8800\"")
            }
            var disabled: String?
            switch json["disabled"] {
            case .string(let reason)?: disabled = reason
            case .bool(true)?: disabled = "unavailable"
            default: break
            }
            return Item(label: label, labelBytes: Array(label.utf8), valueBytes: Array(value.utf8), detail: detail,
                        disabledReason: disabled, colour: colour)
        default:
            throw ChooseInputError("an option must be a string or an object with a \"label\"")
        }
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var index = 0
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0], Array(haystack[index..<index + needle.count]) == needle { return index }
            index += 1
        }
        return nil
    }

    /// The list's sections: one per input section, each with its own mode (`multiple` with
    /// `limit` for a section that names none when `isMultiple`, else `single`); the options'
    /// values are item indexes. Also returns each item's row in the list.
    func listSections(isMultiple: Bool, limit: Int?) -> (sections: [ListSection<Int>], rowOfItem: [Int]) {
        var result: [ListSection<Int>] = []
        var rowOfItem = [Int](repeating: 0, count: items.count)
        var row = 0
        for section in sections {
            if section.title != nil { row += 1 }
            var options: [Choice<Int>] = []
            options.reserveCapacity(section.items.count)
            for index in section.items {
                rowOfItem[index] = row
                row += 1
                let item = items[index]
                let content: OptionContent = item.colour.map { .swatchAndText($0) } ?? .text
                options.append(Choice(item.label, value: index, detail: item.detail, content: content, disabledReason: item.disabledReason))
            }
            var mode = section.selectionMode ?? (isMultiple ? .multiple(limit: limit) : .single)
            if case .multiple(nil) = mode, let limit { mode = .multiple(limit: limit) }
            result.append(ListSection(section.title, selectionMode: mode, options: options))
        }
        return (result, rowOfItem)
    }

    /// The items whose label or value equals `text`, ignoring case.
    func indices(matching text: String) -> [Int] {
        let wanted = text.lowercased()
        return items.indices.filter { index in
            let item = items[index]
            return item.label.lowercased() == wanted || String(decoding: item.valueBytes, as: UTF8.self).lowercased() == wanted
        }
    }
}

/// Input `sel choose` cannot use, with a message for the user.
struct ChooseInputError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
