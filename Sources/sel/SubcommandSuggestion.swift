import SelectionTerminal

/// The answer to a command line whose first word is not a `sel` command: the nearest command's
/// name when it is a likely typo (`sel chose` → "did you mean 'choose'?"), else the list.
enum SubcommandSuggestion {
    /// The message for `word`, given the commands there are; nil when `word` is a command, an
    /// option, or `help`.
    static func message(for word: String, commands: [String]) -> String? {
        guard !word.hasPrefix("-"), word != "help", !commands.contains(word) else { return nil }
        let shown = quoted(word)
        let ranked = commands.map { (name: $0, distance: editDistance(word.lowercased(), $0)) }
            .sorted { $0.distance < $1.distance }
        // Two edits for a name of five letters or more, one for shorter ones: close enough to be a typo.
        if let best = ranked.first, best.distance <= (best.name.count >= 5 ? 2 : 1) {
            return "unknown command \(shown): did you mean '\(best.name)'?"
        }
        return "unknown command \(shown) (commands: \(commands.joined(separator: ", ")))"
    }

    /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// two neighbours each cost one (`chose` → `choose` is 1, `cohose` → `choose` is 1).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    /// `word` between single quotes, sanitised (no control character reaches the terminal) and cut to 40 characters.
    static func quoted(_ word: String) -> String {
        let safe = Sanitiser.sanitise(word)
        return "'" + (safe.count > 40 ? String(safe.prefix(39)) + "…" : safe) + "'"
    }
}
