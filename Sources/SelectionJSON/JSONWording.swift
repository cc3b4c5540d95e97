/// How the readers of JSON documents word their messages: a value quoted and cut, and the known
/// key nearest to a mistyped one.
///
/// ```swift
/// JSONWording.closest(to: "lable", among: ["label", "value"])  // "label"
/// ```
package enum JSONWording {
    /// The allowed key nearest to `key` (ignoring case, at most two edits, or a third of its length), if any.
    package static func closest(to key: String, among allowed: [String]) -> String? {
        let typed = Array(key.lowercased().unicodeScalars)
        guard typed.count <= 64 else { return nil }
        var best: (key: String, distance: Int)?
        for candidate in allowed {
            let distance = editDistance(typed, Array(candidate.unicodeScalars))
            if distance <= max(2, candidate.count / 3), distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.key
    }

    /// Levenshtein distance, with a swap of two neighbours counting as one edit.
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1) }
            }
        }
        return table[a.count][b.count]
    }

    /// `text` in double quotes, cut to 40 characters with an ellipsis (the message writer sanitises it).
    package static func quoted(_ text: String) -> String {
        "\"" + (text.count > 40 ? String(text.prefix(39)) + "…" : text) + "\""
    }
}
