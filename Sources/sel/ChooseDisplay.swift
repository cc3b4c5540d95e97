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
            "Fill a region this tall below the cursor instead of a drop-down: N rows, or N% of the terminal (100% is --full-screen); -N the terminal's height less N rows, as fzf; ~N or ~N% shrinks to fit a short list.",
            valueName: "[~][-]N[%]"))
    var height: String?

    @Flag(
        inversion: .prefixedNo,
        help:
            "Draw a long item over several rows, continuations marked with the wrap sign (--no-wrap: the part around the match, with an ellipsis)."
    )
    var wrap = false

    @Flag(
        name: .customLong("no-multi-line"),
        help: "Draw a --read0 item with line breaks on one row (default: over its lines, as fzf's --multi-line).")
    var noMultiLine = false

    @Flag(name: .customLong("multi-line"), help: "Draw a --read0 item with line breaks over its lines (the default).")
    var multiLine = false

    @Option(name: .customLong("wrap-sign"), help: ArgumentHelp("Drawn before each continuation row of --wrap.", valueName: "text"))
    var wrapSign: String?

    @Option(
        name: .customLong("preview-wrap-sign"),
        help: ArgumentHelp(
            "Drawn before each continuation row of a wrapped preview line (the preview window's wrap). Unlike fzf's, none by default.",
            valueName: "text"))
    var previewWrapSign: String?

    @Flag(help: "fzf's --reverse: the query above the list, the list top-down; how sel always draws it.")
    var reverse = false

    @Option(
        help: ArgumentHelp(
            "fzf's --layout: reverse (the query at the top, the list top-down: sel's own drawing), default (the query at the bottom, the list bottom-up) or reverse-list (the list top-down, the query at the bottom); the last two draw as fzf (see --border).",
            valueName: "layout"))
    var layout: String?

    func validate() throws {
        _ = try listHeight()
        if let layout, !["default", "reverse", "reverse-list"].contains(layout) {
            throw ValidationError("--layout must be default, reverse or reverse-list, not '\(Sanitiser.sanitise(layout))'.")
        }
    }

    /// The layout fzf's chrome draws: `--reverse` or `--layout reverse`, `reverse-list`, else
    /// fzf's default, bottom-up.
    var fzfLayout: ListChrome.Layout {
        if reverse || layout == "reverse" { return .reverse }
        return layout == "reverse-list" ? .reverseList : .bottomUp
    }

    /// fzf's layout `--layout` asks for when it is not sel's own (reverse): default or reverse-list.
    var chromeLayout: ListChrome.Layout? {
        switch layout {
        case "default": .bottomUp
        case "reverse-list": .reverseList
        default: nil
        }
    }

    /// `--height` read: `N`, `N%`, `~N`, `~N%`, each at least 1 (a percentage at most 100); a
    /// negative one (`-N`, `-N%`, after `~` too) is the terminal's height less N rows (or N%), as fzf's.
    func listHeight() throws -> ListPromptHeight? {
        guard let height else { return nil }
        var text = Substring(height)
        let adaptive = text.hasPrefix("~")
        if adaptive { text = text.dropFirst() }
        let negative = text.hasPrefix("-")
        if negative { text = text.dropFirst() }
        let percent = text.hasSuffix("%")
        if percent { text = text.dropLast() }
        guard let number = Int(text), number >= (negative ? 0 : 1), !percent || number <= 100, text.first != "+" else {
            throw ValidationError(
                "--height must be [~][-]N[%]: N rows or N% of the terminal (negative: the terminal's height less N), N at least 1 and a percentage at most 100, not '\(Sanitiser.sanitise(height))'."
            )
        }
        if negative { return percent ? .percent(100 - number, adaptive: adaptive) : ListPromptHeight(.allBut(number), adaptive: adaptive) }
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
        var wrapping = LabelWrapping(wrapsLongLines: wrap, breaksAtNewlines: breaksAtNewlines && !noMultiLine)
        if let wrapSign { wrapping.sign = wrapSign }
        configuration.labelWrapping = wrapping
        if let previewWrapSign { configuration.previewWrapSign = previewWrapSign }
    }
}
