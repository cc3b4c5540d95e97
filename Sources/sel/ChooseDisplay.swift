import ArgumentParser
import SelectionCore
import SelectionTerminal
import SelectionUI

/// How `sel choose` lays its list out: a drop-down under a trigger (the default), a region of
/// fzf's `--height` below the cursor, or the whole screen (`--full-screen`); and how long items
/// are drawn (`--wrap`, multi-line `--read0` items).
struct ChooseDisplay: ParsableArguments {
    @Flag(
        name: .customLong("full-screen"),
        help: "Fill the terminal (alternate screen): title, filter field, header and list; the scrollback is left untouched.")
    var fullScreen = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Fill a region this tall below the cursor instead of a drop-down: N rows, or N% of the terminal (100% is --full-screen); ~N or ~N% shrinks to fit a short list.",
            valueName: "[~]N[%]"))
    var height: String?

    @Flag(
        help:
            "Draw a long item over several rows, continuations marked with the wrap sign (default: the part around the match, with an ellipsis)."
    )
    var wrap = false

    @Option(name: .customLong("wrap-sign"), help: ArgumentHelp("Drawn before each continuation row of --wrap.", valueName: "text"))
    var wrapSign: String?

    @Flag(help: "fzf's --reverse: the query above the list, the list top-down; how sel always draws it.")
    var reverse = false

    @Option(
        help: ArgumentHelp(
            "fzf's --layout: only reverse, how sel always draws (default and reverse-list, the query below the list, are refused).",
            valueName: "layout"))
    var layout: String?

    func validate() throws {
        _ = try listHeight()
        try validateLayout()
    }

    /// `--layout`: sel draws the query above the list and the list top-down, fzf's `reverse`;
    /// fzf's other layouts, with the query at the bottom, are refused by name.
    private func validateLayout() throws {
        guard let layout, layout != "reverse" else { return }
        let quoted = Sanitiser.sanitise(layout)
        guard ["default", "reverse-list"].contains(layout) else {
            throw ValidationError("--layout must be default, reverse or reverse-list (sel draws only reverse), not '\(quoted)'.")
        }
        throw ValidationError(
            "--layout \(quoted) is not supported: sel draws the query above the list, top-down (fzf's --layout reverse).")
    }

    /// `--height` read: `N`, `N%`, `~N`, `~N%`, each at least 1 (a percentage at most 100).
    func listHeight() throws -> ListPromptHeight? {
        guard let height else { return nil }
        var text = Substring(height)
        let adaptive = text.hasPrefix("~")
        if adaptive { text = text.dropFirst() }
        let percent = text.hasSuffix("%")
        if percent { text = text.dropLast() }
        guard let number = Int(text), number >= 1, !percent || number <= 100 else {
            throw ValidationError(
                "--height must be N rows or N% of the terminal (optionally after ~), N at least 1 and a percentage at most 100, not '\(Sanitiser.sanitise(height))'."
            )
        }
        return percent ? .percent(number, adaptive: adaptive) : .lines(number, adaptive: adaptive)
    }

    /// Full-screen for `--full-screen` and `--height 100%`, else inline.
    var presentation: PromptContext.Presentation {
        let height = (try? listHeight()).flatMap { $0 }
        return fullScreen || height?.coversScreen == true ? .fullScreen : .inline
    }

    /// Sets the height and the wrapping; an item with line breaks (read with `--read0`) is drawn
    /// over its lines.
    func configure(_ configuration: inout ListPromptConfiguration, breaksAtNewlines: Bool) throws {
        configuration.height = try listHeight()
        var wrapping = LabelWrapping(wrapsLongLines: wrap, breaksAtNewlines: breaksAtNewlines)
        if let wrapSign { wrapping.sign = wrapSign }
        configuration.labelWrapping = wrapping
    }
}
