/// One matching item: which it is and how well it matched.
public struct Match: Sendable, Equatable, Hashable {
    private let storedIndex: UInt32
    private let storedScore: UInt16

    /// Creates a match of item `index` with `score` (clamped to 0...65535).
    public init(index: Int, score: Int) {
        storedIndex = UInt32(truncatingIfNeeded: index)
        storedScore = UInt16(RankKey.clamp(score))
    }

    /// The item's position in the ``ItemBuffer``.
    public var index: Int { Int(storedIndex) }

    /// The score: the sum of every term's score, clamped to 0...65535 as fzf ranks it.
    public var score: Int { Int(storedScore) }
}
