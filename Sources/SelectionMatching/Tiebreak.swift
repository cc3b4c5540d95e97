/// What decides between two matches of equal score, after which input order decides.
///
/// These are fzf's `--tiebreak` criteria; fzf's default, and ours, is `[.length]`.
public enum Tiebreak: String, Sendable, Equatable, CaseIterable {
    /// The shorter item first, counting scalars without leading and trailing white space.
    case length
    /// The item whose match starts (and so whose first matched character sits) earlier first.
    case begin
    /// The item whose match ends nearer to the end of the item first.
    case end
    /// The item whose matched chunk (the white-space-delimited run around the match) is shorter
    /// first.
    case chunk
    /// The item whose match starts nearer after its last path separator (`/` or `\`) first;
    /// a match that starts before the last separator counts as no tie broken.
    case pathname
    /// The earlier item in the input first; must come last, as it decides every tie.
    case index

    /// Parses a comma-separated list such as `length,begin`, as `fzf --tiebreak` does.
    ///
    /// - Returns: The criteria, or nil when one is unknown or repeated, when `index` is not
    ///   last, or when there are more than three besides `index`.
    public static func parseList(_ text: String) -> [Tiebreak]? {
        var criteria: [Tiebreak] = []
        for name in text.lowercased().split(separator: ",", omittingEmptySubsequences: false) {
            guard let criterion = Tiebreak(rawValue: String(name)),
                !criteria.contains(criterion), !criteria.contains(.index)
            else { return nil }
            criteria.append(criterion)
        }
        return criteria.filter({ $0 != .index }).count <= 3 ? criteria : nil
    }
}
