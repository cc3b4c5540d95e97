/// The typeahead index of a list's rows, kept in the ``ListState`` value once a search has built
/// it: a cache, not part of the state.
///
/// Building the index sorts every enabled option's folded label, O(n log n) — about a second
/// for a million options — so it is built only when a search must look further than a short
/// read of the rows (``ListState/typeaheadMatch(_:at:anchor:)``), by that mutating search. The
/// index lives in an immutable object, so copies of the state made afterwards share it, and a
/// copy on another thread only ever reads it: no lock, nothing mutable is shared. Copies made
/// before the build build their own.
///
/// The object also holds the ``ListContent`` it was built from, so an index is never used
/// with other rows: replacing the rows makes the cache miss, and the next search rebuilds it.
///
/// Two caches are always equal, so that comparing whole states (as the tests do) compares what
/// the list is, not what it has computed.
struct TypeaheadIndexCache<Value: Sendable & Equatable>: Sendable, Equatable {
    private final class Entry: Sendable {
        let content: ListContent<Value>
        let index: TypeaheadIndex

        init(content: ListContent<Value>, index: TypeaheadIndex) {
            self.content = content
            self.index = index
        }
    }

    private var entry: Entry?

    /// An empty cache.
    init() {
        entry = nil
    }

    /// The index built from `content`, if this cache holds it.
    func index(for content: ListContent<Value>) -> TypeaheadIndex? {
        guard let entry, entry.content === content else { return nil }
        return entry.index
    }

    /// The index built from `content`: the cached one, or a new one, kept.
    mutating func index(buildingFor content: ListContent<Value>) -> TypeaheadIndex {
        if let index = index(for: content) { return index }
        let index = content.makeTypeaheadIndex()
        entry = Entry(content: content, index: index)
        return index
    }

    /// True when this cache holds an index built from `content`.
    func holdsIndex(for content: ListContent<Value>) -> Bool {
        index(for: content) != nil
    }

    /// True when both caches hold the same index object: copies made after a build share it.
    func sharesIndex(with other: TypeaheadIndexCache) -> Bool {
        guard let entry, let otherEntry = other.entry else { return false }
        return entry === otherEntry
    }

    /// Always true: a cache is not part of the value.
    static func == (left: TypeaheadIndexCache, right: TypeaheadIndexCache) -> Bool {
        true
    }
}
