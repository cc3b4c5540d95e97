/// When a new query can only match items that an older one matched, so that a search may scan
/// the older matches alone. Typing more characters into a term is the common case:
/// `mai` → `main`, `'ma` → `'mai`, `^sr` → `^src`, `.s$` → `.rs$`.
enum QueryRefinement {
    /// Whether every item matching `new` also matches `old`.
    static func narrows(_ old: SearchQuery, to new: SearchQuery) -> Bool {
        if old.isEmpty { return true }
        return old.clauses.allSatisfy { oldClause in
            new.clauses.contains { newClause in implies(newClause, oldClause) }
        }
    }

    /// Whether a match of clause `new` guarantees a match of clause `old`.
    private static func implies(_ new: [SearchTerm], _ old: [SearchTerm]) -> Bool {
        if new == old { return true }
        guard new.count == 1, old.count == 1 else { return false }
        let newTerm = new[0], oldTerm = old[0]
        guard newTerm.kind == oldTerm.kind, !newTerm.isInverse, !oldTerm.isInverse,
            newTerm.isCaseSensitive == oldTerm.isCaseSensitive,
            newTerm.normalizesLatin == oldTerm.normalizesLatin
        else { return false }
        let newText = newTerm.scalars, oldText = oldTerm.scalars
        switch newTerm.kind {
        case .fuzzy: return isSubsequence(oldText, of: newText)
        case .exact: return isSubstring(oldText, of: newText)
        case .prefix: return newText.starts(with: oldText)
        case .suffix: return newText.reversed().starts(with: oldText.reversed())
        case .equal: return newText == oldText
        }
    }

    private static func isSubsequence(_ needle: [UInt32], of haystack: [UInt32]) -> Bool {
        var remaining = needle[...]
        for scalar in haystack where scalar == remaining.first { remaining.removeFirst() }
        return remaining.isEmpty
    }

    private static func isSubstring(_ needle: [UInt32], of haystack: [UInt32]) -> Bool {
        if needle.isEmpty { return true }
        if needle.count > haystack.count { return false }
        for start in 0...(haystack.count - needle.count)
        where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return true
        }
        return false
    }
}
