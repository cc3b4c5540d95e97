extension Matcher {
    /// The byte offsets of the characters of an item that `query` matches, for highlighting the
    /// item in a list: the positions fzf would highlight.
    ///
    /// Offsets are of each matched character's first byte in the item's UTF-8, sorted; empty when
    /// the item does not match.
    ///
    /// ```swift
    /// Matcher().highlightedOffsets(of: "mnsw", in: Array("main.swift".utf8))  // [0, 3, 5, 6]
    /// ```
    public func highlightedOffsets(of query: String, in item: [UInt8]) -> [Int] {
        let compiled = CompiledQuery(SearchQuery(query, options: options))
        if compiled.isEmpty { return [] }
        var evaluator = ItemEvaluator(query: compiled, options: options)
        var byteOffsets = [Int32](repeating: 0, count: Swift.max(item.count, 1))
        return item.withUnsafeBufferPointer { bytes in
            byteOffsets.withUnsafeMutableBufferPointer { offsets in
                guard let base = bytes.baseAddress, let offsetBase = offsets.baseAddress else { return [] }
                return evaluator.highlightedPositions(base, count: item.count, byteOffsets: offsetBase)
                    .map { Int(offsetBase[$0]) }
            }
        }
    }

    /// The byte offsets to highlight in item `index` of `items`; see
    /// ``highlightedOffsets(of:in:)-(_,[UInt8])``.
    public func highlightedOffsets(of query: String, at index: Int, in items: ItemBuffer) -> [Int] {
        highlightedOffsets(of: query, in: Array(items[index]))
    }
}
