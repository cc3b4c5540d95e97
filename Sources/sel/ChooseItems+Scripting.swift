import SelectionMatching
import SelectionScripting
import SelectionTerminal

/// Lines read as fzf reads them for `sel choose`: the first `--header-lines` taken off for the
/// header, `--ansi` sequences taken out (their colours kept aside), `--with-nth` fields shown,
/// `--accept-nth` fields printed, `--tac` reversed.
struct ScriptedLines {
    /// The items.
    var items: ChooseItems
    /// The header lines, as shown (without sequences).
    var header: [String]
    /// The header lines' colours, by line.
    var headerStyles: [Int: [StyledCharacters]]
    /// The labels' colours, by item (only for items that have some).
    var labelStyles: [Int: [StyledCharacters]]

    /// Reads `records`.
    ///
    /// - Parameters:
    ///   - records: The input lines (or NUL-separated records).
    ///   - headerLines: How many first records are the header.
    ///   - ansi: Whether SGR sequences are colours (and every sequence is taken out).
    ///   - withNth: The fields shown and matched, if not the whole line.
    ///   - acceptNth: The fields printed, if not the whole line.
    ///   - fieldDelimiter: How fields are cut.
    ///   - labelDelimiter: Without field options, `--delimiter`'s `label<D>value` split.
    ///   - reversed: `--tac`: the last line first.
    init(
        records: ItemBuffer, headerLines: Int, ansi: Bool, withNth: FieldExpression?, acceptNth: FieldExpression?,
        fieldDelimiter: FieldDelimiter, labelDelimiter: [UInt8]?, reversed: Bool
    ) {
        var bytes: [UInt8] = []
        var items: [ChooseItems.Item] = []
        var header: [String] = []
        var headerStyles: [Int: [StyledCharacters]] = [:]
        var labelStyles: [Int: [StyledCharacters]] = [:]
        func store(_ text: [UInt8]) -> Range<Int> {
            let start = bytes.count
            bytes += text
            return start..<bytes.count
        }
        var order = Array(0..<records.count)
        let headerCount = min(headerLines, records.count)
        if reversed { order = Array(order[..<headerCount]) + order[headerCount...].reversed() }
        for (position, index) in order.enumerated() {
            let raw = Array(records.storage[records.byteRange(at: index)])
            let parsed = ansi ? ANSIText(parsing: raw) : nil
            let line = parsed?.bytes ?? raw
            if position < headerCount {
                let (label, runs) = parsed?.characterRuns ?? (String(decoding: line, as: UTF8.self), [])
                if !runs.isEmpty { headerStyles[header.count] = runs }
                header.append(label)
                continue
            }
            let lineRange = store(line)
            var labelRange = lineRange
            var valueRange = lineRange
            if withNth != nil || acceptNth != nil {
                if let withNth { labelRange = store(withNth.text(of: line, delimiter: fieldDelimiter)) }
                if let acceptNth { valueRange = store(acceptNth.text(of: line, delimiter: fieldDelimiter)) }
            } else if let labelDelimiter, let cut = Self.firstIndex(of: labelDelimiter, in: line) {
                labelRange = lineRange.lowerBound..<(lineRange.lowerBound + cut)
                valueRange = (lineRange.lowerBound + cut + labelDelimiter.count)..<lineRange.upperBound
            }
            let label: String
            // Colours follow the label only when it is the line itself (fields are shown plain).
            if let parsed, labelRange == lineRange {
                let (text, runs) = parsed.characterRuns
                label = text
                if !runs.isEmpty { labelStyles[items.count] = runs }
            } else {
                label = String(decoding: bytes[labelRange], as: UTF8.self)
            }
            items.append(ChooseItems.Item(label: label, labelRange: labelRange, valueRange: valueRange))
        }
        var list = ChooseItems(records: ItemBuffer([String]()), delimiter: nil)
        list.bytes = bytes
        list.items = items
        list.sections = [ChooseItems.Section(title: nil, selectionMode: nil, items: 0..<items.count)]
        self.items = list
        self.header = header
        self.headerStyles = headerStyles
        self.labelStyles = labelStyles
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start
        }
        return nil
    }
}
