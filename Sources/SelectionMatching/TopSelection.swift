/// The best `limit` matches seen so far, for when only a screenful is shown: a max-heap with the
/// worst kept match on top, so a better newcomer replaces it in O(log limit).
struct TopSelection {
    /// How many matches to keep.
    let limit: Int
    /// True when the later of two items with equal keys ranks first (``MatchOptions/reversesInputOrder``).
    let prefersLater: Bool
    private(set) var keys: [UInt64] = []
    private(set) var indices: [UInt32] = []

    init(limit: Int, prefersLater: Bool = false) {
        self.limit = limit
        self.prefersLater = prefersLater
        keys.reserveCapacity(Swift.min(limit, 4096))
        indices.reserveCapacity(Swift.min(limit, 4096))
    }

    /// The score of the worst match kept once the selection is full, else nil: a newcomer must
    /// score at least this to get in.
    var worstScore: Int? {
        keys.count == limit && limit > 0 ? RankKey.score(of: keys[0]) : nil
    }

    /// Offers a match; items must come in increasing index order, so that among equal keys
    /// the earlier item stays (the later one replaces it when ``prefersLater``).
    mutating func offer(key: UInt64, index: UInt32) {
        if keys.count < limit {
            keys.append(key)
            indices.append(index)
            siftUp(keys.count - 1)
        } else if limit > 0 && (key < keys[0] || prefersLater && key == keys[0]) {
            keys[0] = key
            indices[0] = index
            siftDown(0)
        }
    }

    /// Whether `a` ranks after `b`: a higher key, or an equal key and a later item (an earlier
    /// one when ``prefersLater``).
    @inline(__always)
    private func ranksAfter(_ a: Int, _ b: Int) -> Bool {
        keys[a] > keys[b] || keys[a] == keys[b] && (prefersLater ? indices[a] < indices[b] : indices[a] > indices[b])
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            if !ranksAfter(child, parent) { return }
            keys.swapAt(child, parent)
            indices.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            if left >= keys.count { return }
            var worst = left
            if left + 1 < keys.count && ranksAfter(left + 1, left) { worst = left + 1 }
            if !ranksAfter(worst, parent) { return }
            keys.swapAt(worst, parent)
            indices.swapAt(worst, parent)
            parent = worst
        }
    }
}
