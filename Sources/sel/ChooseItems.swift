import SelectionCore
import SelectionJSON
import SelectionMatching

/// The items of `sel choose`, with the exact bytes to print for each: the label is only for the
/// screen (drawn sanitised); what goes to stdout is the raw input, byte for byte.
///
/// The bytes stay in one array (``bytes``): an item holds ranges into it, not arrays of its own,
/// so a million lines cost one label string each and no more allocations.
struct ChooseItems {
    /// One option.
    struct Item {
        /// Shown on screen (sanitised when drawn).
        var label: String
        /// Printed for `--output label`: a range of ``ChooseItems/bytes``.
        var labelRange: Range<Int>
        /// Printed for `--output value` (the whole line when there is no delimiter).
        var valueRange: Range<Int>
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

    /// The bytes the items' ranges point into.
    var bytes: [UInt8]
    var items: [Item]
    var sections: [Section]

    /// Lines (or NUL-separated records) of `bytes`, each split at the first `delimiter` if given.
    init(records: ItemBuffer, delimiter: [UInt8]?) {
        bytes = records.storage
        items = []
        items.reserveCapacity(records.count)
        for index in 0..<records.count {
            let record = records.byteRange(at: index)
            var labelRange = record
            var valueRange = record
            if let delimiter, !delimiter.isEmpty, let cut = Self.firstIndex(of: delimiter, in: bytes, within: record) {
                labelRange = record.lowerBound..<cut
                valueRange = (cut + delimiter.count)..<record.upperBound
            }
            let label = String(decoding: bytes[labelRange], as: UTF8.self)
            items.append(Item(label: label, labelRange: labelRange, valueRange: valueRange))
        }
        sections = [Section(title: nil, selectionMode: nil, items: 0..<items.count)]
    }

    /// The bytes `--output label` prints for the item at `index`.
    func labelBytes(of index: Int) -> ArraySlice<UInt8> { bytes[items[index].labelRange] }

    /// The bytes `--output value` prints for the item at `index`.
    func valueBytes(of index: Int) -> ArraySlice<UInt8> { bytes[items[index].valueRange] }

    /// Items from JSON: an array of options, or of sections `{title, selection, options}`.
    init(json: JSONValue) throws(ChooseInputError) {
        bytes = []
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
                for option in options { items.append(try Self.item(from: option, storingIn: &bytes)) }
                sections.append(Section(title: title, selectionMode: mode, items: start..<items.count))
            }
        } else {
            for option in elements { items.append(try Self.item(from: option, storingIn: &bytes)) }
            sections = [Section(title: nil, selectionMode: nil, items: 0..<items.count)]
        }
    }

    /// Appends `text`'s UTF-8 to `bytes` and returns its range.
    private static func store(_ text: String, in bytes: inout [UInt8]) -> Range<Int> {
        let start = bytes.count
        bytes.append(contentsOf: text.utf8)
        return start..<bytes.count
    }

    private static func item(from json: JSONValue, storingIn bytes: inout [UInt8]) throws(ChooseInputError) -> Item {
        switch json {
        case .string(let label):
            let range = store(label, in: &bytes)
            return Item(label: label, labelRange: range, valueRange: range)
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
            return Item(
                label: label, labelRange: store(label, in: &bytes), valueRange: store(value, in: &bytes), detail: detail,
                disabledReason: disabled, colour: colour)
        default:
            throw ChooseInputError("an option must be a string or an object with a \"label\"")
        }
    }

    /// Where `needle` first starts in `haystack[range]`, if it does.
    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], within range: Range<Int>) -> Int? {
        guard !needle.isEmpty, needle.count <= range.count else { return nil }
        var index = range.lowerBound
        while index + needle.count <= range.upperBound {
            if haystack[index] == needle[0], haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// The option for the item at `index`: its label, detail, swatch and disabled reason; its
    /// value is the index, so a choice maps back to the item's exact bytes.
    func choice(at index: Int) -> Choice<Int> {
        let item = items[index]
        let content: OptionContent = item.colour.map { .swatchAndText($0) } ?? .text
        return Choice(item.label, value: index, detail: item.detail, content: content, disabledReason: item.disabledReason)
    }

    /// True when the items are one untitled section of the command's own mode (plain input):
    /// the list can then be built from rows directly, the fast path for very long inputs.
    var isPlain: Bool { sections.count == 1 && sections[0].title == nil && sections[0].selectionMode == nil }

    /// The list rows of a plain input (``isPlain``); option values are item indexes, and an
    /// item's row is its index.
    func plainRows() -> [ListItem<Int>] {
        var rows: [ListItem<Int>] = []
        rows.reserveCapacity(items.count)
        for index in items.indices {
            rows.append(.option(choice(at: index)))
        }
        return rows
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
                options.append(choice(at: index))
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
            return item.label.lowercased() == wanted || String(decoding: bytes[item.valueRange], as: UTF8.self).lowercased() == wanted
        }
    }
}

/// Input `sel choose` cannot use, with a message for the user.
struct ChooseInputError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
