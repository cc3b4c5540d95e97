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
        var highlighter = MatchHighlighter(query, matcher: self)
        return highlighter.offsets(in: item[...])
    }

    /// The byte offsets to highlight in item `index` of `items`; see
    /// ``highlightedOffsets(of:in:)-(_,[UInt8])``.
    public func highlightedOffsets(of query: String, at index: Int, in items: ItemBuffer) -> [Int] {
        var highlighter = MatchHighlighter(query, matcher: self)
        return highlighter.offsets(in: items[index])
    }
}

/// ``Matcher/highlightedOffsets(of:in:)-(_,[UInt8])`` for many items and one query: the query is
/// parsed and compiled, and the scratch space made, once (a frame highlights every row it shows).
///
/// ```swift
/// var highlighter = MatchHighlighter("mnsw", matcher: Matcher())
/// highlighter.offsets(in: Array("main.swift".utf8)[...])  // [0, 3, 5, 6]
/// ```
package struct MatchHighlighter: ~Copyable {
    private let compiled: CompiledQuery
    private var evaluator: ItemEvaluator
    private var byteOffsets: [Int32] = []

    /// A highlighter of `query` as `matcher` matches it.
    package init(_ query: String, matcher: Matcher) {
        compiled = CompiledQuery(SearchQuery(query, options: matcher.options))
        evaluator = ItemEvaluator(query: compiled, options: matcher.options)
    }

    /// The byte offsets of the characters of `item` the query matches, sorted; empty when the
    /// item does not match (or the query is empty).
    package mutating func offsets(in item: ArraySlice<UInt8>) -> [Int] {
        if compiled.isEmpty { return [] }
        let count = item.count
        if byteOffsets.count < Swift.max(count, 1) { byteOffsets = [Int32](repeating: 0, count: Swift.max(count, 1)) }
        return item.withUnsafeBufferPointer { bytes in
            byteOffsets.withUnsafeMutableBufferPointer { offsets in
                guard let base = bytes.baseAddress, let offsetBase = offsets.baseAddress else { return [] }
                return evaluator.highlightedPositions(base, count: count, byteOffsets: offsetBase).map { Int(offsetBase[$0]) }
            }
        }
    }
}
