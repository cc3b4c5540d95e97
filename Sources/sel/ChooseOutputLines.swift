/// What `sel choose` prints when something is accepted, in fzf's order: the query
/// (`--print-query`), then the key that ended the prompt (`--expect`; empty for Enter), then the
/// chosen items; each followed by a newline, or by NUL with `--print0`.
///
/// ```swift
/// ChooseOutputLines(query: "ma", key: "", items: [Array("main".utf8)], terminator: 0x0A).bytes
/// // "ma\n\nmain\n"
/// ```
struct ChooseOutputLines: Equatable {
    /// The query, when `--print-query` asks for it.
    var query: String?
    /// The key that ended the prompt, when `--expect` was given (empty for Enter or a click).
    var key: String?
    /// The lines `print(...)` queued, after the key.
    var printed: [String] = []
    /// The chosen items, as printed.
    var items: [[UInt8]]
    /// The byte after each line: newline, or NUL with `--print0`.
    var terminator: UInt8

    /// The bytes to write.
    var bytes: [UInt8] {
        var bytes: [UInt8] = []
        if let query { bytes += Array(query.utf8) + [terminator] }
        if let key { bytes += Array(key.utf8) + [terminator] }
        for line in printed { bytes += Array(line.utf8) + [terminator] }
        for item in items { bytes += item + [terminator] }
        return bytes
    }
}
