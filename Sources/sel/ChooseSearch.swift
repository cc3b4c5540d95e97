import ArgumentParser
import SelectionMatching
import SelectionTerminal
import SelectionUI

/// fzf's search options on `sel choose` (issue 27): `--tiebreak`, `--literal`, `--scheme`,
/// `--algo`, by fzf's names and meanings.
struct ChooseSearch: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "What decides between equal scores, before input order: a comma-separated list of length (default), chunk, pathname, begin, end, index, as fzf's; it replaces the scheme's.",
            valueName: "criteria"))
    var tiebreak: String?

    @Flag(help: "Do not fold accented letters to their base letters (é does not match e).")
    var literal = false

    @Option(
        help: ArgumentHelp(
            "fzf's scoring scheme: default; path (a word after / scores most, ties to the shorter file name: --tiebreak pathname,length); history (no word-start bonus after white space, ties to input order).",
            valueName: "scheme"))
    var scheme: String?

    @Option(
        help: ArgumentHelp(
            "The fuzzy match: v2 (default) the best alignment, v1 fzf's faster greedy one.", valueName: "algo"))
    var algo: String?

    func validate() throws {
        _ = try tiebreaks()
        _ = try SearchSchemeOption.parse(scheme)
        if let algo, !["v1", "v2"].contains(algo) {
            throw ValidationError("--algo must be v1 or v2, not '\(Sanitiser.sanitise(algo))'.")
        }
    }

    /// `--tiebreak`, read (nil without it).
    func tiebreaks() throws -> [Tiebreak]? {
        try SearchSchemeOption.tiebreaks(tiebreak)
    }

    /// Sets the matcher's options from these.
    func configure(_ configuration: inout ListPromptConfiguration) throws {
        let scheme = try SearchSchemeOption.parse(scheme)
        configuration.matchOptions.scheme = scheme
        if let criteria = try tiebreaks() {
            configuration.matchOptions.tiebreaks = criteria
        } else {
            configuration.matchOptions.tiebreaks = scheme.defaultTiebreaks
        }
        if literal { configuration.matchOptions.normalizesLatin = false }
        if algo == "v1" { configuration.matchOptions.isGreedy = true }
    }
}
