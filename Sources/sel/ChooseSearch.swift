import ArgumentParser
import SelectionMatching
import SelectionTerminal
import SelectionUI

/// fzf's search options on `sel choose` (issue 27): `--tiebreak`, `--literal`, `--scheme`,
/// `--algo`, by fzf's names and meanings. What sel's matcher cannot do is refused, naming it:
/// the tiebreaks `chunk` and `pathname`, and the `path` and `history` schemes (sel scores as
/// fzf's `default` scheme).
struct ChooseSearch: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "What decides between equal scores, before input order: a comma-separated list of length (default), begin, end, index (fzf's; not chunk or pathname).",
            valueName: "criteria"))
    var tiebreak: String?

    @Flag(help: "Do not fold accented letters to their base letters (é does not match e).")
    var literal = false

    @Option(help: ArgumentHelp("fzf's scoring scheme: only default (sel does not score as path or history).", valueName: "scheme"))
    var scheme: String?

    @Option(
        help: ArgumentHelp(
            "The fuzzy match: v2 (default) the best alignment, v1 fzf's faster greedy one.", valueName: "algo"))
    var algo: String?

    func validate() throws {
        _ = try tiebreaks()
        if let scheme, scheme != "default" {
            let quoted = Sanitiser.sanitise(scheme)
            if ["path", "history"].contains(scheme) {
                throw ValidationError(
                    "--scheme \(quoted) is not supported: sel scores as fzf's default scheme (for history, --tiebreak index comes near).")
            }
            throw ValidationError("--scheme must be default, path or history (sel takes only default), not '\(quoted)'.")
        }
        if let algo, !["v1", "v2"].contains(algo) {
            throw ValidationError("--algo must be v1 or v2, not '\(Sanitiser.sanitise(algo))'.")
        }
    }

    /// `--tiebreak`, read (nil without it).
    func tiebreaks() throws -> [Tiebreak]? {
        guard let tiebreak else { return nil }
        if let refused = tiebreak.lowercased().split(separator: ",").first(where: { ["chunk", "pathname"].contains($0) }) {
            throw ValidationError("--tiebreak \(refused) is not supported: sel breaks ties by length, begin, end and index.")
        }
        guard let criteria = Tiebreak.parseList(tiebreak) else {
            throw ValidationError(
                "invalid --tiebreak '\(Sanitiser.sanitise(tiebreak))': use a comma-separated list of length, begin, end and index, each at most once, index last."
            )
        }
        return criteria
    }

    /// Sets the matcher's options from these.
    func configure(_ configuration: inout ListPromptConfiguration) throws {
        if let criteria = try tiebreaks() { configuration.matchOptions.tiebreaks = criteria }
        if literal { configuration.matchOptions.normalizesLatin = false }
        if algo == "v1" { configuration.matchOptions.isGreedy = true }
    }
}
