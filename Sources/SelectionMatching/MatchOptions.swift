/// How a query is interpreted and how matches are ranked; the defaults are fzf's.
///
/// ```swift
/// var options = MatchOptions()
/// options.tiebreaks = [.begin, .length]
/// let matcher = Matcher(options: options)
/// ```
public struct MatchOptions: Sendable, Equatable {
    /// How letter case counts. Default: ``CaseMatching/smart``.
    public var caseMatching: CaseMatching
    /// Whether plain terms match as substrings instead of fuzzily (`fzf --exact`); a term
    /// starting with `'` then matches fuzzily. Default: false.
    public var isExact: Bool
    /// Whether Latin letters with diacritics match their base letter (é matches e) when the
    /// term itself has none. Default: true, as in fzf (`--literal` turns it off).
    public var normalizesLatin: Bool
    /// What decides between matches of equal score, before input order. Default: `[.length]`.
    public var tiebreaks: [Tiebreak]
    /// Whether matches are ranked at all (false keeps input order, as `fzf --no-sort`).
    public var isSorted: Bool
    /// Whether the later item goes first where input order decides (equal rank keys, and every
    /// match when unsorted), as `fzf --tac` ranks a list whose input order is reversed on screen.
    /// Default: false.
    package var reversesInputOrder = false
    /// Whether fuzzy terms always take fzf's greedy match (`--algo v1`: faster, the alignment
    /// not always the best) instead of the optimal one, which falls back to the greedy match
    /// only for very long items (`--algo v2`, the default).
    package var isGreedy = false
    /// fzf's `--scheme`: which position bonuses the score gives. Default: `.default`. Setting
    /// it does not change ``tiebreaks``; ``ScoringScheme/defaultTiebreaks`` holds fzf's.
    package var scheme: ScoringScheme = .default

    /// Creates options; every argument defaults to fzf's behaviour.
    public init(
        caseMatching: CaseMatching = .smart, isExact: Bool = false, normalizesLatin: Bool = true,
        tiebreaks: [Tiebreak] = [.length], isSorted: Bool = true
    ) {
        self.caseMatching = caseMatching
        self.isExact = isExact
        self.normalizesLatin = normalizesLatin
        self.tiebreaks = tiebreaks
        self.isSorted = isSorted
    }

    /// Whether matching runs forward (the earliest best match wins) or backward, as fzf decides:
    /// the first of `begin`, `end` and `pathname` in the tiebreaks chooses, and `end` and
    /// `pathname` scan backward.
    var scansForward: Bool {
        for criterion in tiebreaks {
            if criterion == .begin { return true }
            if criterion == .end || criterion == .pathname { return false }
        }
        return true
    }
}
