/// The queries typed before, recalled into the filter field one at a time (fzf's `--history`
/// with `prev-history` and `next-history`): the oldest first, the query being typed last. A
/// recalled query edited and left keeps its edit until the prompt ends, as in fzf.
///
/// A value: the configuration holds the history as read, and the prompt keeps its own copy, whose
/// place moves with each recall.
///
/// ```swift
/// var configuration = ListPromptConfiguration()
/// configuration.queryHistory = QueryHistory(["src", "test"])
/// ```
package struct QueryHistory: Sendable, Equatable {
    private var lines: [String]
    private var edited: [Int: String] = [:]
    private var cursor: Int

    /// A history of `entries`, oldest first; recalling starts after the newest.
    package init(_ entries: [String]) {
        lines = entries + [""]
        cursor = entries.count
    }

    /// Leaves `query` at the current place, moves one older (or newer), and returns the query
    /// found there; at either end it stays.
    package mutating func recall(older: Bool, leaving query: String) -> String {
        if cursor == lines.count - 1 { lines[cursor] = query } else { edited[cursor] = query }
        cursor = older ? max(0, cursor - 1) : min(lines.count - 1, cursor + 1)
        return edited[cursor] ?? lines[cursor]
    }
}
