import SelectionCore
import SelectionMatching

/// Type-to-filter for a list prompt: the options as they were, their labels in one
/// ``ItemBuffer`` (built once), the query, and the ranked matches of the fuzzy ``Matcher``.
///
/// The filtered list holds the very `Choice` values of the original list, so a choice made in it
/// is the original option's value, whatever row it showed on.
///
/// A plain list (one untitled section) is ranked as a whole, best match first, as fzf ranks. A
/// list of sections keeps them (CB-02): each section shows its own matches, ranked within it,
/// under its header; a section without matches is left out, header and all; and every option
/// keeps its section's selection mode.
struct ListFilter<Value: Sendable & Equatable> {
    /// A section of the original list: its header and how it selects.
    struct Section {
        var title: String?
        var selectionMode: SelectionMode
    }

    /// Every option of the original list, in order (headers and separators left out).
    let options: [Choice<Value>]
    /// For each option, the index of its section in ``sectionsOfList``.
    let sectionOfOption: [Int]
    /// The original list's sections.
    let sectionsOfList: [Section]
    /// The options' labels, for the matcher.
    let labels: ItemBuffer
    /// What the user typed.
    private(set) var query = ""
    /// How the query matches (case, exact, sorted).
    let matcher: Matcher
    /// True when the text matched is not the label (`--nth`): matches are not emphasised then.
    let searchesOtherText: Bool
    /// The original indices (into ``options``) of the options the filtered list shows, best first.
    private(set) var shown: [Int]
    /// The filtered list's sections.
    private(set) var sections: [ListSection<Value>] = []
    /// For each row of the filtered list, the index (into ``options``) of the option it shows;
    /// nil for a header row.
    private(set) var optionOfRow: [Int?] = []
    /// At most this many matches are listed (the count says how many there were).
    static var listedLimit: Int { 100_000 }
    /// How many options match the query.
    private(set) var matchCount: Int

    /// Indexes `list`'s options and sections.
    init(list: ListState<Value>, matcher: Matcher = Matcher(), searchText: (@Sendable (String) -> String)? = nil) {
        self.matcher = matcher
        searchesOtherText = searchText != nil
        var options: [Choice<Value>] = []
        var sectionOfOption: [Int] = []
        let layouts = list.sections
        for (sectionIndex, layout) in layouts.enumerated() {
            for row in layout.rows {
                guard let option = list.option(at: row) else { continue }
                options.append(option)
                sectionOfOption.append(sectionIndex)
            }
        }
        self.options = options
        self.sectionOfOption = sectionOfOption
        sectionsOfList = layouts.map { Section(title: $0.title, selectionMode: $0.selectionMode) }
        // One item per option: a newline inside a label would split it in two.
        labels = ItemBuffer(
            options.map { option in
                let text = searchText?(option.label) ?? option.label
                return text.contains("\n") ? String(text.map { $0 == "\n" ? " " : $0 }) : text
            })
        shown = Array(options.indices)
        matchCount = options.count
        arrangeRows()
    }

    /// True when the list is a plain one: a single section without a header.
    private var isPlain: Bool { sectionsOfList.count <= 1 && sectionsOfList.first?.title == nil }

    /// Changes the query and ranks the options against it.
    mutating func setQuery(_ newQuery: String) {
        query = newQuery
        if newQuery.isEmpty {
            shown = Array(options.indices)
            matchCount = options.count
        } else {
            let results = matcher.matchOnCurrentThread(newQuery, in: labels, limit: Self.listedLimit)
            shown = results.ranked.map(\.index)
            matchCount = results.matchCount
        }
        arrangeRows()
    }

    /// Builds ``sections`` and ``optionOfRow`` from ``shown``.
    private mutating func arrangeRows() {
        if isPlain {
            let mode = sectionsOfList.first?.selectionMode ?? .single
            sections = [ListSection(nil, selectionMode: mode, options: shown.map { options[$0] })]
            optionOfRow = shown.map { $0 }
            return
        }
        var buckets = [[Int]](repeating: [], count: sectionsOfList.count)
        for index in shown { buckets[sectionOfOption[index]].append(index) }
        sections = []
        optionOfRow = []
        for (sectionIndex, bucket) in buckets.enumerated() where !bucket.isEmpty {
            let section = sectionsOfList[sectionIndex]
            sections.append(ListSection(section.title, selectionMode: section.selectionMode, options: bucket.map { options[$0] }))
            if section.title != nil { optionOfRow.append(nil) }
            optionOfRow.append(contentsOf: bucket.map { $0 })
        }
    }

    /// The character offsets, within each label, that match the query, for the rows `rows` of
    /// the filtered list (only the visible ones are asked for: highlighting costs a traceback).
    func highlightedCharacters(ofRows rows: Range<Int>) -> [Int: [Int]] {
        guard !query.isEmpty, !searchesOtherText else { return [:] }
        var result: [Int: [Int]] = [:]
        var highlighter = MatchHighlighter(query, matcher: matcher)
        for row in rows where row < optionOfRow.count {
            guard let index = optionOfRow[row] else { continue }
            let byteOffsets = highlighter.offsets(in: labels[index])
            result[row] = Self.characterOffsets(ofByteOffsets: byteOffsets, in: options[index].label)
        }
        return result
    }

    /// Converts byte offsets in a label's UTF-8 into offsets of its characters.
    static func characterOffsets(ofByteOffsets offsets: [Int], in label: String) -> [Int] {
        guard !offsets.isEmpty else { return [] }
        // In ASCII a byte is a character (but CR LF, which `--read0` items can hold, is one
        // character of two bytes): no walk through the label's characters.
        if label.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) { return offsets }
        var result: [Int] = []
        var wanted = offsets.makeIterator()
        var next = wanted.next()
        var byte = 0
        for (characterIndex, character) in label.enumerated() {
            let end = byte + character.utf8.count
            while let offset = next, offset < end {
                if offset >= byte, result.last != characterIndex { result.append(characterIndex) }
                next = wanted.next()
            }
            byte = end
            if next == nil { break }
        }
        return result
    }
}
