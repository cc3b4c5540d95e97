import SelectionTerminal
import SelectionUI

/// The ranks of the items chosen before under `--remember NAME` (``ChoiceMemory/ranks(at:)``),
/// given to items as they arrive (``ShapedItem/rank``), so that a list read from a pipe or a
/// shell's history puts them first without waiting for the end of its input. Only an item's
/// first copy is ranked, as ``ChoiceMemory/order(_:at:)`` ranks a repeated item once.
final class ChooseRememberedRanks: Sendable {
    private let ranks: [[UInt8]: Int]
    /// The lengths of the remembered items: most items are not looked up at all.
    private let lengths: Set<Int>
    private let ranked = Locked<Set<[UInt8]>>([])

    /// The ranks `memory` gives at `now`; nil when it remembers nothing.
    init?(_ memory: ChoiceMemory, at now: Int64) {
        let ranks = memory.ranks(at: now)
        guard !ranks.isEmpty else { return nil }
        self.ranks = ranks
        lengths = Set(ranks.keys.map(\.count))
    }

    /// The rank of `item`, if it is remembered and was not ranked before.
    func rank(of item: some Collection<UInt8>) -> Int? {
        guard lengths.contains(item.count) else { return nil }
        let bytes = Array(item)
        guard let rank = ranks[bytes] else { return nil }
        return ranked.withLock { $0.insert(bytes).inserted } ? rank : nil
    }

    /// `base` (or records as they are), the remembered items ranked.
    func shaper(around base: ItemShaper?) -> ItemShaper {
        let plain: @Sendable ([UInt8]) -> (text: [UInt8], styles: [StyledCharacters]) = { record in (record, []) }
        return ItemShaper(
            item: { [self] record -> ShapedRecord in
                var shaped = base?.item(record) ?? ShapedRecord(text: record)
                shaped.item.rank = rank(of: shaped.text)
                return shaped
            },
            header: base?.header ?? plain)
    }
}
