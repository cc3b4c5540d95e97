import SelectionCore

/// Type-to-filter for a list prompt: the options as they were, their labels in one
/// ``ItemBuffer`` (built once), the query, and the ranked matches of the fuzzy ``Matcher``.
///
/// The filtered list holds the very `Choice` values of the original list, so a choice made in it
/// is the original option's value, whatever row it showed on.
struct ListFilter<Value: Sendable & Equatable> {
    /// Every option of the original list, in order (headers and separators left out).
    let options: [Choice<Value>]
    /// The options' labels, for the matcher.
    let labels: ItemBuffer
    /// What the user typed.
    private(set) var query = ""
    /// The original indices (into ``options``) of the rows the filtered list shows, best first.
    private(set) var shown: [Int]
    /// For each row of the filtered list, the character offsets of its label that match.
    private(set) var matches: [Int: [Int]] = [:]
    /// At most this many matches are listed (the count says how many there were).
    static var listedLimit: Int { 100_000 }
    /// How many options match the query.
    private(set) var matchCount: Int

    /// Indexes `items`' options.
    init(items: [ListItem<Value>]) {
        var options: [Choice<Value>] = []
        for item in items { if case .option(let option) = item { options.append(option) } }
        self.options = options
        // One item per option: a newline inside a label would split it in two.
        labels = ItemBuffer(options.map { $0.label.contains("\n") ? String($0.label.map { $0 == "\n" ? " " : $0 }) : $0.label })
        shown = Array(options.indices)
        matchCount = options.count
    }

    /// Changes the query and ranks the options against it.
    mutating func setQuery(_ newQuery: String) {
        query = newQuery
        matches = [:]
        guard !newQuery.isEmpty else {
            shown = Array(options.indices)
            matchCount = options.count
            return
        }
        let matcher = Matcher()
        let results = matcher.matchOnCurrentThread(newQuery, in: labels, limit: Self.listedLimit)
        shown = results.ranked.map(\.index)
        matchCount = results.matchCount
    }

    /// The character offsets to emphasise in row `row` of the filtered list (computed for the
    /// visible rows only).
    func highlightedCharacters(ofRows rows: Range<Int>) -> [Int: [Int]] {
        guard !query.isEmpty else { return [:] }
        let matcher = Matcher()
        var result: [Int: [Int]] = [:]
        for row in rows where row < shown.count {
            let index = shown[row]
            let byteOffsets = matcher.highlightedOffsets(of: query, at: index, in: labels)
            result[row] = Self.characterOffsets(ofByteOffsets: byteOffsets, in: options[index].label)
        }
        return result
    }

    /// The rows of the filtered list.
    var items: [ListItem<Value>] { shown.map { .option(options[$0]) } }

    /// Converts UTF-8 byte offsets into character offsets of `label`.
    static func characterOffsets(ofByteOffsets offsets: [Int], in label: String) -> [Int] {
        guard !offsets.isEmpty else { return [] }
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
