import SelectionMatching
import SelectionScripting
import SelectionTerminal
import SelectionUI

/// How `sel choose` makes one input record into an item, as fzf's and gum's options ask:
/// `--ansi` sequences taken out (their colours kept), `--with-nth` fields shown, `--accept-nth`
/// fields printed, or else `--delimiter`'s `label<D>value` split; `--nth` fields matched;
/// `--selected` and `--cursor` decided by label or value. One record at a time, so a list read
/// whole (``ScriptedLines``) and one that streams (``shaper``) read a line the same way.
struct ChooseRecordShape {
    /// Whether SGR sequences are colours (and every sequence is taken out).
    var ansi = false
    /// The fields shown and matched, if not the whole line.
    var withNth: FieldExpression?
    /// The fields printed, if not the whole line.
    var acceptNth: FieldExpression?
    /// The fields of the label matched, if not the whole label (streamed lists only; a list read
    /// whole matches them through ``SelectionUI/ListPromptConfiguration/searchText``).
    var nth: FieldExpression?
    /// How fields are cut.
    var fieldDelimiter: FieldDelimiter = .whitespace
    /// Without field options, `--delimiter`'s `label<D>value` split.
    var labelDelimiter: [UInt8]?
    /// `--selected`, lowercased (`*`: every item).
    var selected: Set<String> = []
    /// `--cursor`, lowercased.
    var cursor: String?

    /// One record made into an item.
    struct Item {
        /// Shown (before `--nth`).
        var label: String
        /// Printed for `--output label`.
        var labelBytes: [UInt8]
        /// Printed for `--output value`.
        var valueBytes: [UInt8]
        /// The label's colours.
        var styles: [StyledCharacters]
        /// The line as read, colours out.
        var line: [UInt8] = []
    }

    /// The item `record` (without its delimiter) makes.
    func item(_ record: [UInt8]) -> Item {
        let parsed = ansi ? ANSIText(parsing: record) : nil
        let line = parsed?.bytes ?? record
        var labelBytes = line
        var valueBytes = line
        var isWholeLine = true
        if withNth != nil || acceptNth != nil {
            if let withNth {
                labelBytes = withNth.text(of: line, delimiter: fieldDelimiter)
                isWholeLine = false
            }
            if let acceptNth { valueBytes = acceptNth.text(of: line, delimiter: fieldDelimiter) }
        } else if let labelDelimiter, let cut = Self.firstIndex(of: labelDelimiter, in: line) {
            labelBytes = Array(line[..<cut])
            valueBytes = Array(line[(cut + labelDelimiter.count)...])
            isWholeLine = false
        }
        // Colours follow the label only when it is the line itself (fields are shown plain).
        if let parsed, isWholeLine {
            let (label, runs) = parsed.characterRuns
            return Item(label: label, labelBytes: labelBytes, valueBytes: valueBytes, styles: runs, line: line)
        }
        return Item(
            label: String(decoding: labelBytes, as: UTF8.self), labelBytes: labelBytes, valueBytes: valueBytes, styles: [], line: line)
    }

    /// The header line `record` makes: its text and colours.
    func header(_ record: [UInt8]) -> (label: String, styles: [StyledCharacters]) {
        guard ansi else { return (String(decoding: record, as: UTF8.self), []) }
        let (label, runs) = ANSIText(parsing: record).characterRuns
        return (label, runs)
    }

    /// True when `text` (lowercased) names `item`, by label or value, ignoring case.
    private static func names(_ text: String, _ item: Item) -> Bool {
        item.label.lowercased() == text || String(decoding: item.valueBytes, as: UTF8.self).lowercased() == text
    }

    /// The shaping a streamed list's feed does on its reader thread: the store holds the text
    /// matched (the `--nth` fields, or the label), and the rest is kept beside it.
    var shaper: ItemShaper {
        let shape = self
        let selectsAll = selected.contains("*")
        let selects = !selected.isEmpty
        return ItemShaper(
            item: { record in
                let item = shape.item(record)
                let text = shape.nth.map { $0.text(of: Array(item.label.utf8), delimiter: shape.fieldDelimiter) } ?? Array(item.label.utf8)
                var extras = ShapedItem()
                if shape.nth != nil { extras.label = item.label }
                if item.labelBytes != text { extras.labelBytes = item.labelBytes }
                if item.valueBytes != item.labelBytes { extras.valueBytes = item.valueBytes }
                if !item.styles.isEmpty { extras.styles = item.styles }
                if shape.withNth != nil {
                    // Placeholders see the line as read, as fzf's do.
                    if item.line == item.valueBytes { extras.placeholdersUseValue = true } else { extras.lineBytes = item.line }
                }
                extras.isPreselected = selects && (selectsAll || shape.selected.contains { Self.names($0, item) })
                extras.isCursorTarget = shape.cursor.map { Self.names($0, item) } ?? false
                return ShapedRecord(text: text, item: extras)
            },
            header: { record in
                let (label, styles) = shape.header(record)
                return (Array(label.utf8), styles)
            })
    }

    /// Where `needle` first starts in `haystack`, if it does.
    static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start
        }
        return nil
    }
}
