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
        let shape = ChooseRecordShape(
            ansi: ansi, withNth: withNth, acceptNth: acceptNth, fieldDelimiter: fieldDelimiter, labelDelimiter: labelDelimiter)
        for (position, index) in order.enumerated() {
            let raw = Array(records.storage[records.byteRange(at: index)])
            if position < headerCount {
                let (label, runs) = shape.header(raw)
                if !runs.isEmpty { headerStyles[header.count] = runs }
                header.append(label)
                continue
            }
            let item = shape.item(raw)
            let labelRange = store(item.labelBytes)
            let valueRange = item.valueBytes == item.labelBytes ? labelRange : store(item.valueBytes)
            if !item.styles.isEmpty { labelStyles[items.count] = item.styles }
            items.append(ChooseItems.Item(label: item.label, labelRange: labelRange, valueRange: valueRange))
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
}
