import SelectionCore
import SelectionMatching

// fzf's raw mode (`--raw`, `toggle-raw`, `enable-raw`, `disable-raw`): every item stays listed in
// input order and those the query does not match are drawn dimmed; `up-match`, `down-match` and
// `best` move among the matches only.
extension StreamedList {
    /// The rows of `rows` whose item the query does not match: none outside raw mode.
    func unmatchedRows(_ rows: Range<Int>) -> Set<Int> {
        guard isRaw, let rawMatches else { return [] }
        return Set(rows.lazy.filter { $0 < rowCount && !rawMatches.contains(item(ofRow: $0)) })
    }

    /// True when the query matches the item of `row` (every row outside raw mode).
    func rowMatches(_ row: Int) -> Bool {
        guard row >= 0, row < rowCount else { return false }
        guard isRaw, let rawMatches else { return true }
        return rawMatches.contains(item(ofRow: row))
    }

    /// The row of the best match: the first ranked one (in raw mode, where it is listed), else the first row.
    var bestRow: Int? {
        guard rowCount > 0 else { return nil }
        guard isRaw, let best = results?.ranked.first?.index else { return 0 }
        return row(ofItem: best)
    }

    /// Turns raw mode on, off, or over (nil). The highlighted item keeps its line; leaving raw mode
    /// on an item the query does not match highlights the nearest one it does, and checked items
    /// it does not match are unchecked (fzf's rules).
    mutating func setRaw(_ on: Bool?, in state: inout DropDownState<Value>) {
        let raw = on ?? !isRaw
        guard raw != isRaw else { return }
        var anchor: (item: Int, line: Int)?
        if let row = state.list.highlighted, row < rowCount {
            let target = raw ? row : nearestMatchingRow(to: row) ?? row
            anchor = (item(ofRow: target), row - state.list.viewport.top)
        }
        if !raw, let rawMatches { selectedItems.formIntersection(rawMatches) }
        isRaw = raw
        rawMatches = raw ? results.map { Set($0.ranked.lazy.map(\.index)) } : nil
        showRows(anchor: anchor, in: &state)
    }

    /// The matching row nearest `row`, below it first at the same distance (as fzf looks).
    private func nearestMatchingRow(to row: Int) -> Int? {
        if rowMatches(row) { return row }
        for distance in 1..<max(1, rowCount) {
            for candidate in [row + distance, row - distance] where rowMatches(candidate) { return candidate }
            if row + distance >= rowCount, row - distance < 0 { break }
        }
        return nil
    }
}
