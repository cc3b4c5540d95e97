import SelectionCore
import SelectionMatching
import SelectionTerminal

/// The options of a list prompt that come from an ``ItemFeed`` while it is shown: the latest
/// snapshot of the feed's store (the host reads it: ``PromptEffect/readItems``), the filter's query and the ranked result of the last scan,
/// read through indices. The list's rows are made from these on demand (``ListRows``), so
/// neither an arrival nor a keystroke rebuilds anything in proportion to the items.
struct StreamedList<Value: Sendable & Equatable> {
    /// Makes the option of item `index` (its label is the item's text).
    let makeChoice: @Sendable (_ label: String, _ index: Int) -> Choice<Value>
    /// The items so far.
    private(set) var store = ItemStore()
    /// The lines the feed set aside as a header (`--header-lines`).
    private(set) var header: [[UInt8]] = []
    /// True once the input has ended.
    private(set) var isFinished = false
    /// What a shaping feed keeps beside each item (labels, bytes printed, colours), if it shapes.
    private(set) var shaped: ShapedItems?
    /// True when the newest item goes first: at the top of an unfiltered list, and first among
    /// equal matches (`--tac`; the matcher's ``MatchOptions/reversesInputOrder``).
    var isReversed: Bool { matcher.options.reversesInputOrder }
    /// The item the highlight goes to as it arrives (`--cursor`, or a single choice's
    /// `--selected`), until the user moves or types.
    var highlightTarget: Int?
    /// The item a single choice starts with (`--selected`).
    var selectedTarget: Int?
    /// True once the user moved the highlight or typed: an arriving target no longer takes it.
    var userMoved = false
    /// How many items there were when the rows on screen were made (``isReversed`` maps rows
    /// to items through it).
    var shownItemCount = 0
    /// The unfiltered list's order: the ranked items (``ShapedItem/rank``) first.
    var order = UnfilteredOrder()
    /// ``order`` as it was when the rows on screen were made.
    var shownOrder = UnfilteredOrder()
    /// What the user typed.
    var query = ""
    /// The text `search(...)` matches in place of the query, until the query changes (fzf's
    /// `search`, `transform-search`); the query shown stays.
    var searchOverride: String?
    /// What the scans match: the override, else the query.
    var searched: String { searchOverride ?? query }
    /// The result on screen (nil: every item, in input order) and the query it answers.
    var results: MatchResults?
    /// Scans started; a finished scan counts only if it is the latest.
    var generation = 0
    /// True while a scan runs on other threads.
    var isScanning = false
    /// Items arrived while a scan ran: scan again when it finishes.
    var needsRescan = false
    /// True once a host performs the list's effects: a large list is then scanned off the loop
    /// (before, or without a host, scans run here).
    var isConnected = false
    /// The scans to start and stop, for the host to perform (taken after every event).
    var effects: [PromptEffect] = []
    /// When the rows were last refreshed from the feed, and when the next refresh is due.
    var lastRefresh: Duration?
    var refreshDeadline: Duration?
    /// Keys that came before the first item, replayed in order when it arrives.
    var pendingKeys: [KeyEvent] = []
    /// The items chosen in a multiple-choice list, by index (filtered out ones included).
    var selectedItems: Set<Int> = []
    /// How many times rows were shown for the query (a scan's result, arrivals): fzf's `result` event.
    var shownResults = 0
    /// True in fzf's raw mode (`--raw`, `toggle-raw`): every item stays listed, in input order,
    /// and those the query does not match are drawn dimmed (``StreamedList/unmatchedRows(_:)``).
    var isRaw = false
    /// fzf's `--track`: the highlighted item keeps the highlight as the rows change.
    var tracksHighlight = false
    /// In raw mode, the items the result on screen matches (nil: every item matches).
    var rawMatches: Set<Int>?
    /// Items fzf's `exclude` and `exclude-multi` took out: no scan lists them, whatever the query,
    /// until a reload brings other items (``StreamedList/exclude(_:searchesWithQuery:in:)``).
    var excluded: Set<Int> = []
    /// True when the query does not narrow the list (`--disabled`, `disable-search`), as the last
    /// new query found: a scan for exclusions then matches the empty query.
    var ignoresQuery = false
    /// The highlighted row and its line before the rows changed under it (an exclusion, other
    /// fields matched or shown): the next rows shown keep the highlight there (within the list),
    /// whatever item is there then, as fzf's cursor stays without `--track`.
    var keptHighlight: (line: Int, row: Int)?
    /// The fields matched and shown now, once `change-nth` or `change-with-nth` changed them
    /// (nil: those of the start), and how far each list of alternatives has cycled.
    var fieldsInEffect: (nth: String, withNth: String?)?
    var fieldCycles: [[String]: Int] = [:]
    /// True from asking the host to shape the items again until they come back: then every
    /// result is stale (the texts changed under the same indices).
    var awaitsReshapedItems = false
    /// True when the next rows shown uncheck the checked items they do not list (after
    /// `change-with-nth`, as fzf filters its selection).
    var filtersSelection = false

    /// At most this many matches are listed (the count says how many there were).
    static var listedLimit: Int { 100_000 }

    init(makeChoice: @escaping @Sendable (String, Int) -> Choice<Value>) {
        self.makeChoice = makeChoice
    }

    /// Starts over with a new feed's items (a reload): the query stays; the rows, the result on
    /// screen and the chosen items go, and a scan still running is stale.
    mutating func startOver() {
        store = ItemStore()
        header = []
        isFinished = false
        shaped = nil
        shownItemCount = 0
        order = UnfilteredOrder()
        shownOrder = UnfilteredOrder()
        highlightTarget = nil
        selectedTarget = nil
        results = nil
        generation += 1
        isScanning = false
        needsRescan = false
        selectedItems = []
        excluded = []
        keptHighlight = nil
        lastRefresh = nil
        refreshDeadline = nil
    }

    /// Takes the feed's latest items (read by the host); true when there are others than before
    /// (more, or the first ones dropped: `--tail`).
    mutating func take(_ store: ItemStore, header: [[UInt8]], isFinished: Bool, shaped: ShapedItems? = nil) -> Bool {
        let grew = store.count != self.store.count || store.droppedCount != self.store.droppedCount
        self.store = store
        self.header = header
        self.isFinished = isFinished
        self.shaped = shaped
        return grew
    }

    /// True when keys can act on the rows: some are shown, or none will come (the input ended
    /// and no scan runs).
    var canTakeKeys: Bool {
        guard !isScanning else { return false }
        return rowCount > 0 || isFinished
    }

    /// How many rows the list shows.
    var rowCount: Int { isRaw ? store.count : results?.ranked.count ?? store.count }

    /// How many items match the query.
    var matchCount: Int {
        guard let results else { return store.count }
        // Items that arrived after the scan are not counted until the next one.
        return results.matchCount
    }

    /// The item shown in `row`.
    func item(ofRow row: Int) -> Int {
        if isRaw { return order.item(ofRow: row, count: store.count, isReversed: isReversed) }
        return results.map { $0.ranked[row].index } ?? order.item(ofRow: row, count: store.count, isReversed: isReversed)
    }

    /// The row showing item `index`, if it is shown.
    func row(ofItem index: Int) -> Int? {
        guard let results, !isRaw else { return order.row(ofItem: index, count: store.count, isReversed: isReversed) }
        return results.ranked.firstIndex { $0.index == index }
    }

    /// The label shown for item `index`: its text in the store, unless the feed shaped another.
    func label(ofItem index: Int) -> String {
        Self.label(ofItem: index, in: store, shaped: shaped)
    }

    private static func label(ofItem index: Int, in store: ItemStore, shaped: ShapedItems?) -> String {
        guard let shaped, index < shaped.count else { return store.string(at: index) }
        let item = shaped[index]
        if let label = item.label { return label }
        if let prefix = item.labelPrefix { return prefix + store.string(at: index) }
        return store.string(at: index)
    }

    /// The text a command's placeholders see for item `index` (`{}`, `{1}`): the line as read
    /// (colours out), as fzf's, even when the label shows other fields (`--with-nth`).
    func placeholderText(ofItem index: Int) -> String {
        guard let shaped, index < shaped.count else { return label(ofItem: index) }
        let item = shaped[index]
        if let line = item.lineBytes { return String(decoding: line, as: UTF8.self) }
        if item.placeholdersUseValue { return String(decoding: printedBytes(ofItem: index, value: true), as: UTF8.self) }
        return label(ofItem: index)
    }

    /// The colours of item `index`'s label (`--ansi`), if it has some.
    func styles(ofItem index: Int) -> [StyledCharacters]? {
        guard let shaped, index < shaped.count else { return nil }
        return shaped[index].styles
    }

    /// The bytes printed for item `index`: its label's, or its value's (`--delimiter`, `--accept-nth`).
    func printedBytes(ofItem index: Int, value: Bool) -> [UInt8] {
        let item = shaped.flatMap { index < $0.count ? $0[index] : nil }
        let label = item?.labelBytes ?? Array(store[index])
        return value ? (item?.valueBytes ?? label) : label
    }

    /// The list's rows: made on demand from the store and the ranked result.
    var rows: ListRows<Value> {
        let store = self.store
        let shaped = self.shaped
        let makeChoice = self.makeChoice
        if !isRaw, let ranked = results?.ranked {
            return ListRows(count: ranked.count) { row in
                let index = ranked[row].index
                return .option(makeChoice(Self.label(ofItem: index, in: store, shaped: shaped), index))
            }
        }
        let count = store.count
        let isReversed = self.isReversed
        let order = self.order
        return ListRows(count: count) { row in
            let index = order.item(ofRow: row, count: count, isReversed: isReversed)
            return .option(makeChoice(Self.label(ofItem: index, in: store, shaped: shaped), index))
        }
    }

    /// How the query matches (case, exact, sorted).
    var matcher = Matcher()

    /// The option of item `index`.
    func choice(ofItem index: Int) -> Choice<Value> {
        makeChoice(label(ofItem: index), index)
    }

    /// The character offsets, within each shown label, that match the query, for `rows`.
    func highlightedCharacters(ofRows rows: Range<Int>) -> [Int: [Int]] {
        guard let results, !results.query.isEmpty, !searched.isEmpty else { return [:] }
        var result: [Int: [Int]] = [:]
        var highlighter = MatchHighlighter(searched, matcher: matcher)
        for row in rows where row < rowCount {
            let index = item(ofRow: row)
            if let rawMatches, !rawMatches.contains(index) { continue }
            // A label that is not the text matched (`--nth`) has nothing to emphasise, as for a
            // whole list; one that shows the text whole after a prefix (CTRL-R's ages) shifts.
            var shift = 0
            if let shaped, index < shaped.count {
                let item = shaped[index]
                if item.label != nil { continue }
                shift = item.labelPrefix?.count ?? 0
            }
            let offsets = highlighter.offsets(in: store[index])
            let characters = ListFilter<Value>.characterOffsets(ofByteOffsets: offsets, in: store.string(at: index))
            result[row] = shift == 0 ? characters : characters.map { $0 + shift }
        }
        return result
    }
}
