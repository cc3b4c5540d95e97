import ArgumentParser

/// fzf's `--tmux` and `--popup` for `sel choose`: inside tmux (3.3 or later), the picker opens in
/// a `display-popup` over the pane, placed and sized as fzf places it, with standard input
/// streamed in and the choice and exit status passed back (``PopupRelay``). Outside tmux the
/// options change nothing and the picker opens inline, as fzf's do. Of `--height` and
/// `--tmux`, the one given later wins, as in fzf.
struct ChoosePopup: ParsableArguments {
    @Option(
        name: [.customLong("tmux"), .customLong("popup")],
        help: ArgumentHelp(
            "Inside tmux, open in a popup (fzf's; a bare --tmux is center,50%; tmux draws the border; Zellij is not supported).",
            valueName: "[center|top|bottom|left|right][,SIZE[%]][,SIZE[%]][,border-native]"))
    var popup: String?

    @Flag(name: [.customLong("no-tmux"), .customLong("no-popup")], help: "Do not open in a popup (undoes --tmux).")
    var noPopup = false

    func validate() throws {
        if let popup {
            do { _ = try PopupPlacement(popup) } catch { throw ValidationError("--tmux: \(error)") }
        }
    }

    /// Where the popup goes, when one is asked for and wins over `--height` in `words` (the
    /// command line after `sel`), and this process runs inside tmux.
    func placement(words: [String], environment: [String: String]) -> PopupPlacement? {
        guard !noPopup, let popup, environment["TMUX"].map({ !$0.isEmpty }) == true else { return nil }
        let options = words.prefix { $0 != "--" }
        let lastPopup = options.lastIndex { Self.isOption($0, named: ["--tmux", "--popup"]) }
        let lastHeight = options.lastIndex { Self.isOption($0, named: ["--height", "--full-screen"]) }
        if let lastHeight, let lastPopup, lastHeight > lastPopup { return nil }
        return try? PopupPlacement(popup)
    }

    private static func isOption(_ word: String, named names: [String]) -> Bool {
        names.contains { word == $0 || word.hasPrefix($0 + "=") }
    }

    /// Runs the command line in a tmux popup when asked (see ``placement(words:environment:)``),
    /// and returns its exit status; nil when the picker opens here.
    func runInPopupIfAsked(environment: [String: String]) throws(CommandError) -> Int32? {
        let words = Array(CommandLine.arguments.dropFirst())
        guard let placement = placement(words: words, environment: environment) else { return nil }
        // The popup's own sel fills the popup, and opens no popup of its own.
        let end = words.firstIndex(of: "--") ?? words.endIndex
        let inner = Array(words[..<end]) + ["--no-tmux", "--height=100%"] + Array(words[end...])
        return try PopupRelay.run(inner, placement: placement, environment: environment)
    }
}
