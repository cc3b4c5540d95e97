import SelectionMatching

/// The state of a list prompt as fzf 0.74's server reports it for `GET /` (`dumpStatus` in
/// `src/terminal.go`): the same fields in the same order, strings escaped as Go's `encoding/json`
/// escapes them.
///
/// ```json
/// {"reading":false,"progress":100,"query":"ap","position":0,"sort":true,"totalCount":3,"matchCount":1,
///  "current":{"index":0,"text":"apple","positions":[0,1]},"matches":[…],"selected":[]}
/// ```
struct ListStatusJSON<Value: Sendable & Equatable> {
    /// One item: its index in the input, its text, the characters the query matched.
    struct Item {
        var index: Int
        var text: String
        var positions: [Int]
    }

    var reading = false
    var query = ""
    var position = 0
    var sorts = true
    var totalCount = 0
    var matchCount = 0
    var current: Item?
    var matches: [Item] = []
    var selected: [Item] = []

    /// The state of `engine`: at most `limit` matches and checked items from `offset`, checked
    /// items in the order picked.
    init(_ engine: ListPromptEngine<Value>, limit: Int, offset: Int, pickOrder: [AnyHashable]) {
        let limit = max(0, limit)
        let offset = max(0, offset)
        query = engine.query ?? ""
        position = engine.state.list.highlighted ?? 0
        guard let stream = engine.stream else { return }
        reading = !stream.isFinished
        sorts = stream.matcher.options.isSorted
        totalCount = stream.store.count
        matchCount = stream.rowCount
        func item(_ index: Int) -> Item {
            let text = stream.store.string(at: index)
            guard !stream.query.isEmpty, stream.results != nil else { return Item(index: index, text: text, positions: []) }
            let offsets = stream.matcher.highlightedOffsets(of: stream.query, at: index, in: stream.store)
            return Item(index: index, text: text, positions: Self.scalarPositions(ofByteOffsets: offsets, in: text))
        }
        if let row = engine.state.list.highlighted, row < stream.rowCount { current = item(stream.item(ofRow: row)) }
        let rows = stream.rowCount
        if offset < rows { matches = (offset..<min(rows, offset + min(limit, rows))).map { item(stream.item(ofRow: $0)) } }
        let picked = pickOrder.compactMap { $0 as? Int }.filter { stream.selectedItems.contains($0) }
        let checked = picked + stream.selectedItems.subtracting(picked).sorted()
        if offset < checked.count { selected = checked[offset..<min(checked.count, offset + min(limit, checked.count))].map(item) }
    }

    /// The JSON text.
    var text: String {
        var out = "{\"reading\":\(reading),\"progress\":100,\"query\":\(Self.quoted(query)),\"position\":\(position)"
        out += ",\"sort\":\(sorts),\"totalCount\":\(totalCount),\"matchCount\":\(matchCount),\"current\":"
        out += current.map(Self.encoded) ?? "null"
        out += ",\"matches\":[" + matches.map(Self.encoded).joined(separator: ",") + "]"
        out += ",\"selected\":[" + selected.map(Self.encoded).joined(separator: ",") + "]}"
        return out
    }

    private static func encoded(_ item: Item) -> String {
        var out = "{\"index\":\(item.index),\"text\":\(quoted(item.text))"
        if !item.positions.isEmpty { out += ",\"positions\":[" + item.positions.map(String.init).joined(separator: ",") + "]" }
        return out + "}"
    }

    /// `text` as a JSON string, escaped as Go's `encoding/json` does (HTML characters and the
    /// line and paragraph separators too).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}", "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// The Unicode scalar positions (fzf's rune positions) of UTF-8 byte `offsets` in `text`, sorted.
    static func scalarPositions(ofByteOffsets offsets: [Int], in text: String) -> [Int] {
        let wanted = Set(offsets)
        var positions: [Int] = []
        var byte = 0
        for (position, scalar) in text.unicodeScalars.enumerated() {
            if wanted.contains(byte) { positions.append(position) }
            byte += UTF8.width(scalar)
        }
        return positions
    }
}
