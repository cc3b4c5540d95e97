/// A query in fzf's extended search syntax, parsed into terms.
///
/// Space-separated terms must all match; `a | b` matches either. A term is fuzzy unless it is
/// marked: `'exact` (substring), `^prefix`, `suffix$`, `^whole$`, and `!` excludes (`!exact`,
/// `!^prefix`, `!suffix$`, `!'fuzzy`). A backslash keeps a space inside a term (`foo\ bar`).
///
/// ```swift
/// let query = SearchQuery("^src 'main .swift$ | .go$ !test")
/// query.clauses.count // 4
/// ```
public struct SearchQuery: Sendable, Equatable {
    /// The query as typed.
    public let text: String
    /// The terms: every clause must match, and a clause matches when any of its terms does.
    public let clauses: [[SearchTerm]]

    /// Parses `text` with the given options (case matching, exact mode, normalization).
    public init(_ text: String, options: MatchOptions = MatchOptions()) {
        self.text = text
        self.clauses = SearchQuery.parse(text, options: options)
    }

    /// Whether the query has no terms, so that every item matches in input order.
    public var isEmpty: Bool { clauses.isEmpty }

    /// Whether matches can be ranked: only when some term is not a negation.
    public var isSortable: Bool {
        clauses.contains { clause in clause.contains { !$0.isInverse } }
    }

    private static func parse(_ text: String, options: MatchOptions) -> [[SearchTerm]] {
        // Work on scalars, as fzf works on bytes: "!" + a combining mark is still a negation.
        var clauses: [[SearchTerm]] = []
        var clause: [SearchTerm] = []
        var startsNewClause = false
        var followsBar = false
        for token in tokenize(text) {
            var kind: SearchTerm.Kind = options.isExact ? .exact : .fuzzy
            var isInverse = false
            let lowered = token.map { ScalarFolding.lowercase($0) }
            let isCaseSensitive =
                options.caseMatching == .respect
                || options.caseMatching == .smart && lowered != token
            let normalizes = options.normalizesLatin && !LatinNormalization.changes(lowered)
            var term = isCaseSensitive ? token : lowered

            if !clause.isEmpty && !followsBar && term == [0x7C] {  // "|"
                startsNewClause = false
                followsBar = true
                continue
            }
            followsBar = false

            if term.first == 0x21 {  // "!"
                isInverse = true
                kind = .exact
                term.removeFirst()
            }
            if term != [0x24] && term.last == 0x24 {  // "$"
                kind = .suffix
                term.removeLast()
            }
            if term.first == 0x27 {  // "'"
                // A quote flips between exact and fuzzy.
                kind = !options.isExact && !isInverse ? .exact : .fuzzy
                term.removeFirst()
            } else if term.first == 0x5E {  // "^"
                kind = kind == .suffix ? .equal : .prefix
                term.removeFirst()
            }

            guard !term.isEmpty else { continue }
            if startsNewClause {
                clauses.append(clause)
                clause = []
            }
            if normalizes { term = term.map(LatinNormalization.normalize) }
            clause.append(
                SearchTerm(
                    kind: kind, isInverse: isInverse, text: string(term),
                    isCaseSensitive: isCaseSensitive, normalizesLatin: normalizes))
            startsNewClause = true
        }
        if !clause.isEmpty { clauses.append(clause) }
        return clauses
    }

    private static func string(_ scalars: [UInt32]) -> String {
        var view = String.UnicodeScalarView()
        for value in scalars {
            if let scalar = Unicode.Scalar(value) { view.append(scalar) }
        }
        return String(view)
    }

    /// Splits the query at runs of spaces, after trimming spaces at both ends (an escaped space
    /// at the end stays); `\ ` becomes a space inside a term.
    ///
    /// As in fzf, the escape is carried by a tab while splitting, so a tab typed in the query
    /// also becomes a space.
    private static func tokenize(_ text: String) -> [[UInt32]] {
        let space: UInt32 = 0x20, backslash: UInt32 = 0x5C, tab: UInt32 = 0x09
        var scalars = text.unicodeScalars.map(\.value)
        var leading = 0
        while leading < scalars.count && scalars[leading] == space { leading += 1 }
        scalars.removeFirst(leading)
        while scalars.last == space && !(scalars.count >= 2 && scalars[scalars.count - 2] == backslash) {
            scalars.removeLast()
        }
        var tokens: [[UInt32]] = []
        var current: [UInt32] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == backslash && index + 1 < scalars.count && scalars[index + 1] == space {
                current.append(tab)
                index += 2
                continue
            }
            if scalar == space {
                tokens.append(current)
                current = []
                while index + 1 < scalars.count && scalars[index + 1] == space { index += 1 }
            } else {
                current.append(scalar)
            }
            index += 1
        }
        tokens.append(current)
        // The tab that carried an escaped space, and any typed tab, become spaces.
        return tokens.map { token in token.map { $0 == tab ? space : $0 } }
    }
}
