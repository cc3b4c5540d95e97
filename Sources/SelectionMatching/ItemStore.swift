/// Items kept as ranges of a growing list of byte chunks: how a list that is still being read
/// is held. Each chunk is an ``ItemBuffer`` (one byte array, one end offset per item); an item's
/// index counts across the chunks, in arrival order.
///
/// A store is a value: a reader appends chunks to its own copy and hands out copies, which
/// share the chunks' bytes, so a snapshot costs an array of chunk references, never a copy of
/// the items.
///
/// ```swift
/// var store = ItemStore()
/// store.append(ItemBuffer(bytes: Array("alpha\nbeta\n".utf8)))
/// store.string(at: 1)   // "beta"
/// ```
package struct ItemStore: Sendable, Equatable {
    /// The chunks, in order.
    package private(set) var chunks: [ItemBuffer] = []
    /// The index of each chunk's first item.
    private var starts: [Int] = []
    /// How many items the chunks hold.
    package private(set) var count = 0
    /// How many bytes the chunks hold.
    package private(set) var byteCount = 0
    /// How many items were removed from the front so far (``removeFirst(_:)``, fzf's `--tail`):
    /// item `index` of this store was the `droppedCount + index`th item read.
    package private(set) var droppedCount = 0

    /// An empty store.
    package init() {}

    /// A store of one chunk.
    package init(_ items: ItemBuffer) {
        append(items)
    }

    /// True when there are no items.
    package var isEmpty: Bool { count == 0 }

    /// Adds `chunk`'s items after the others.
    package mutating func append(_ chunk: ItemBuffer) {
        guard !chunk.isEmpty else { return }
        starts.append(count)
        chunks.append(chunk)
        count += chunk.count
        byteCount += chunk.storage.count
    }

    /// Replaces the last chunk with `chunk`, which must begin with the same items (a chunk that
    /// is still filling up); appends it when there is no chunk.
    package mutating func replaceLast(with chunk: ItemBuffer) {
        guard let last = chunks.last else { return append(chunk) }
        count -= last.count
        byteCount -= last.storage.count
        chunks.removeLast()
        starts.removeLast()
        append(chunk)
    }

    /// Removes the first `k` items (all of them when there are fewer), counting them in
    /// ``droppedCount``: whole chunks go, and the first one kept is copied without its first
    /// items. The indices of the items kept go down by `k`.
    package mutating func removeFirst(_ k: Int) {
        let k = min(max(0, k), count)
        guard k > 0 else { return }
        var removed = 0
        var firstKept = 0
        while firstKept < chunks.count, removed + chunks[firstKept].count <= k {
            removed += chunks[firstKept].count
            firstKept += 1
        }
        var kept = Array(chunks[firstKept...])
        if removed < k, let first = kept.first { kept[0] = first.droppingFirst(k - removed) }
        let dropped = droppedCount + k
        self = ItemStore()
        droppedCount = dropped
        for chunk in kept { append(chunk) }
    }

    /// The chunk that holds item `index`, and the item's index within it.
    package func location(of index: Int) -> (chunk: Int, index: Int) {
        var low = 0
        var high = starts.count
        // The last chunk whose first item is at or before `index`.
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if starts[middle] <= index { low = middle } else { high = middle }
        }
        return (low, index - starts[low])
    }

    /// The index of chunk `chunk`'s first item.
    package func firstIndex(ofChunk chunk: Int) -> Int { starts[chunk] }

    /// The bytes of item `index` (without its delimiter).
    package subscript(index: Int) -> ArraySlice<UInt8> {
        let place = location(of: index)
        return chunks[place.chunk][place.index]
    }

    /// Item `index` as a string (invalid UTF-8 repaired).
    package func string(at index: Int) -> String {
        String(decoding: self[index], as: UTF8.self)
    }

    /// True when item `index` is plain ASCII.
    package func isASCII(at index: Int) -> Bool {
        let place = location(of: index)
        return chunks[place.chunk].isASCII(at: place.index)
    }
}
