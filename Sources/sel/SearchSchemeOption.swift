import ArgumentParser
import SelectionMatching
import SelectionTerminal

/// Reads fzf's `--scheme` and `--tiebreak` values for `sel choose` and `sel filter`.
///
/// As in fzf 0.74, `--scheme` chooses the position bonuses and the tiebreaks (`path`:
/// `pathname,length`; `history`: none, so input order); `--tiebreak`, when given, replaces the
/// scheme's tiebreaks whatever the order of the two flags (fzf lets the later one win).
enum SearchSchemeOption {
    /// The scheme named by `text` (any case); `.default` when nil.
    static func parse(_ text: String?) throws -> ScoringScheme {
        guard let text else { return .default }
        guard let scheme = ScoringScheme(rawValue: text.lowercased()) else {
            throw ValidationError(
                "invalid --scheme '\(Sanitiser.sanitise(text))': use default, path or history.")
        }
        return scheme
    }

    /// The criteria of a `--tiebreak` list (nil without one).
    static func tiebreaks(_ text: String?) throws -> [Tiebreak]? {
        guard let text else { return nil }
        guard let criteria = Tiebreak.parseList(text) else {
            throw ValidationError(
                """
                invalid --tiebreak '\(Sanitiser.sanitise(text))': use a comma-separated list of length, \
                chunk, pathname, begin, end and index, each at most once, at most three besides index, \
                index last.
                """)
        }
        return criteria
    }
}
