import ArgumentParser
import SelectionUI

/// fzf's `--sync` for `sel choose`: the keys act on the whole input. The list is drawn as lines
/// arrive, as without it, but a key typed before the input ends waits for the end (Esc and
/// Ctrl-C act at once), so `… | sel choose --sync` with keys typed ahead chooses from every
/// line, as fzf, which opens only then, does.
struct ChooseSync: ParsableArguments {
    @Flag(
        name: .customLong("sync"), inversion: .prefixedNo,
        help: "Keys typed before the input ends wait for it, then act on the whole list (fzf's).")
    var sync = false

    @Flag(name: .customLong("async"), help: "fzf's name for --no-sync.")
    var async = false

    /// Sets the list's key handling.
    func configure(_ configuration: inout ListPromptConfiguration) {
        configuration.waitsForInputEnd = sync && !async
    }
}
