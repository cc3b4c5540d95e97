/// The typeahead prefix table of a list's rows, kept in the ``ListState`` value once a search
/// has built it: a cache, not part of the state.
///
/// Building the table reads every enabled option's label once, O(n) — some 40 ms for a million
/// options, about what one search reading every label costs — so it is built only when a search
/// must look further than a short read of the rows (``ListState/typeaheadMatch(_:at:anchor:)``),
/// by that mutating search; every later search reads the table, a million options in about a
/// millisecond. The table lives in an immutable object, so copies of the state made afterwards
/// share it, and a copy on another thread only ever reads it: no lock, nothing mutable is
/// shared. Copies made before the build build their own.
///
/// The object also holds the ``ListContent`` it was built from, so a table is never used with
/// other rows: replacing the rows makes the cache miss, and the next far search rebuilds it.
///
/// Two caches are always equal, so that comparing whole states (as the tests do) compares what
/// the list is, not what it has computed.
struct TypeaheadTableCache<Value: Sendable & Equatable>: Sendable, Equatable {
    private final class Entry: Sendable {
        let content: ListContent<Value>
        let table: TypeaheadPrefixTable

        init(content: ListContent<Value>, table: TypeaheadPrefixTable) {
            self.content = content
            self.table = table
        }
    }

    private var entry: Entry?

    /// An empty cache.
    init() {
        entry = nil
    }

    /// The table built from `content`, if this cache holds it.
    func table(for content: ListContent<Value>) -> TypeaheadPrefixTable? {
        guard let entry, entry.content === content else { return nil }
        return entry.table
    }

    /// The table built from `content`: the cached one, or a new one, kept.
    mutating func table(buildingFor content: ListContent<Value>) -> TypeaheadPrefixTable {
        if let table = table(for: content) { return table }
        // One plain loop in this generic function, not a closure called per row: the
        // unspecialised code then looks up `Choice<Value>`'s metadata once, not once a row
        // (which cost more than folding the labels).
        let items = content.items
        let rows = content.enabledRows
        var prefixes: [UInt64] = []
        prefixes.reserveCapacity(rows.count)
        var scratch: [UInt8] = []
        for row in rows {
            guard case .option(let option) = items[row] else {
                prefixes.append(0)
                continue
            }
            prefixes.append(TextFolding.foldedPrefix(of: option.label, scratch: &scratch))
        }
        let table = TypeaheadPrefixTable(prefixes: prefixes)
        entry = Entry(content: content, table: table)
        return table
    }

    /// True when this cache holds a table built from `content`.
    func holdsTable(for content: ListContent<Value>) -> Bool {
        table(for: content) != nil
    }

    /// True when both caches hold the same table object: copies made after a build share it.
    func sharesTable(with other: TypeaheadTableCache) -> Bool {
        guard let entry, let otherEntry = other.entry else { return false }
        return entry === otherEntry
    }

    /// Always true: a cache is not part of the value.
    static func == (left: TypeaheadTableCache, right: TypeaheadTableCache) -> Bool {
        true
    }
}
