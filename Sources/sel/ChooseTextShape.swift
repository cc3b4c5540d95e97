import ArgumentParser
import SelectionTerminal
import SelectionUI

/// How `sel choose` draws an item's text, as fzf: tabs as spaces to the next tab stop
/// (`--tabstop`, 8 by default) and the mark of a long item's hidden part (`--ellipsis`).
struct ChooseTextShape: ParsableArguments {
    @Option(
        name: .customLong("tabstop"),
        help: ArgumentHelp(
            "Columns between tab stops: a tab in an item is drawn as spaces to the next (default 8, as fzf).", valueName: "n"))
    var tabStop = 8

    @Option(
        help: ArgumentHelp(
            "Marks the hidden part of a long item (default ·· with fzf's layout and chrome, as fzf; … in sel's own look). Empty: cut without a mark.",
            valueName: "text"))
    var ellipsis: String?

    /// The options that take a value, for ``ChooseScripting/valueOptions``.
    static let valueOptions: Set<String> = ["--tabstop", "--ellipsis"]

    func validate() throws {
        guard tabStop >= 1 else { throw ValidationError("--tabstop must be 1 or more, not \(tabStop).") }
    }

    /// fzf's default ellipsis, drawn with fzf's chrome.
    static let fzfEllipsis = "\u{B7}\u{B7}"

    /// Sets the tab stops and the ellipsis, sanitised (it is drawn as text): with fzf's chrome
    /// (set before) fzf's `··` unless given, else sel's `…`.
    func configure(_ configuration: inout ListPromptConfiguration) {
        configuration.tabStop = tabStop
        configuration.ellipsis = ellipsis.map { Sanitiser.sanitise($0) } ?? (configuration.chrome != nil ? Self.fzfEllipsis : nil)
    }
}
