/// The packing of fzf's ranking criteria into one 64-bit key: lower keys rank first.
///
///     bits 63...48   65535 − score          (higher scores first)
///     bits 47...32   first tiebreak value   (e.g. length: shorter first)
///     bits 31...16   second tiebreak value
///     bits 15...0    third tiebreak value
///
/// Every value is clamped to 0...65535 as fzf clamps it; ties between equal keys go to the
/// earlier item, which a stable sort of items in input order gives for free.
enum RankKey {
    /// `value` clamped to the 16-bit range fzf ranks with.
    @inline(__always)
    static func clamp(_ value: Int) -> Int {
        value < 0 ? 0 : (value > 65535 ? 65535 : value)
    }

    /// The score a key was made from (clamped to 0...65535).
    static func score(of key: UInt64) -> Int {
        65535 - Int(key >> 48)
    }
}
