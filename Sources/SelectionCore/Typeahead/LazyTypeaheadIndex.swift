#if canImport(Synchronization)
// Synchronization is a standard-library module (no Foundation, no OS calls): its `Mutex` guards
// the one-time build of a list's typeahead index.
import Synchronization
#endif

/// A list's ``TypeaheadIndex``, built the first time typeahead asks for it rather than when the
/// list is made: sorting a million folded labels takes about a second, and a list that is only
/// scrolled never needs it.
///
/// Thread-safe: copies of a `ListState` on different threads share one ``ListContent`` and so one
/// of these; the first caller builds under a lock, later callers read the stored index.
final class LazyTypeaheadIndex: Sendable {
    private let storage: any TypeaheadIndexStorage

    /// Remembers how to build the index over the labels of `items` at `rows`.
    init<Value: Sendable & Equatable>(items: [ListItem<Value>], rows: [Int]) {
        let build: @Sendable () -> TypeaheadIndex = {
            var entries: [(row: Int, label: String)] = []
            entries.reserveCapacity(rows.count)
            for row in rows {
                if case .option(let option) = items[row] { entries.append((row, option.label)) }
            }
            return TypeaheadIndex(entries: entries, rowCount: items.count)
        }
        #if canImport(Synchronization)
        if #available(macOS 15, iOS 18, *) {
            storage = LockedTypeaheadIndex(build: build)
        } else {
            storage = BuiltTypeaheadIndex(index: build())
        }
        #else
        storage = BuiltTypeaheadIndex(index: build())
        #endif
    }

    /// The index, built on first use.
    var index: TypeaheadIndex { storage.index }
}

private protocol TypeaheadIndexStorage: Sendable {
    var index: TypeaheadIndex { get }
}

/// Where `Mutex` is unavailable (older macOS): built at once.
private final class BuiltTypeaheadIndex: TypeaheadIndexStorage {
    let index: TypeaheadIndex
    init(index: TypeaheadIndex) { self.index = index }
}

#if canImport(Synchronization)
@available(macOS 15, iOS 18, *)
private final class LockedTypeaheadIndex: TypeaheadIndexStorage {
    private let build: @Sendable () -> TypeaheadIndex
    private let built = Mutex<TypeaheadIndex?>(nil)

    init(build: @escaping @Sendable () -> TypeaheadIndex) { self.build = build }

    var index: TypeaheadIndex {
        built.withLock { stored in
            if let stored { return stored }
            let index = build()
            stored = index
            return index
        }
    }
}
#endif
