import ArgumentParser
import SelectionScripting
import SelectionTerminal
import SelectionUI

/// gum input's and gum write's style flags and `--width` on `sel input` and `sel write`, by
/// gum's names, mapped onto sel's theme as ``GumStyleOptions`` maps gum choose's.
///
/// gum's `--PART.ATTRIBUTE` flags (`--prompt.foreground 99`, `--cursor.foreground "#FF0"`,
/// `--base.padding 1`) are rewritten before parsing into the private `--gum-style
/// PART.ATTRIBUTE=VALUE` (``rewrite(_:)``); `GUM_INPUT_PROMPT_FOREGROUND`-style and
/// `GUM_WRITE_…`-style variables set defaults. Colours and text attributes are drawn; the
/// layout attributes (padding, margin, border, align, width, height) and the caret's and line
/// parts' colours are accepted and not drawn: sel lays the field out itself and draws its caret
/// in reverse video.
struct GumTextStyles: ParsableArguments {
    @Option(
        name: .customLong("gum-style"), parsing: .singleValue,
        help: ArgumentHelp("gum's PART.ATTRIBUTE=VALUE style flags, as rewritten.", visibility: .private))
    var styles: [String] = []

    @Option(
        help: ArgumentHelp(
            "gum's width (0: the terminal's): the columns sel write's rows take, its prompt and numbers included; sel input takes it and its field keeps the terminal's width. gum's style flags are taken too: --PART.foreground C, --PART.background C, --PART.bold, .faint, .italic, .underline, .strikethrough for the parts prompt, placeholder, header, base (the text), line-number; cursor, cursor-line, cursor-line-number, end-of-buffer and the layout attributes (padding, margin, border…) are accepted, not drawn.",
            valueName: "n"))
    var width: Int?

    /// gum's style prefixes and the theme parts each stands for (none: accepted, not drawn).
    static let parts: [String: [ThemePart]] = [
        "prompt": [.prompt], "placeholder": [.placeholder], "header": [.header, .title], "base": [.input],
        "line-number": [.detail], "cursor": [], "cursor-line": [], "cursor-line-number": [], "end-of-buffer": [],
    ]

    /// lipgloss's layout attributes: they take a value, and sel does not draw them.
    static let layoutAttributes: Set<String> = [
        "padding", "margin", "border", "border-foreground", "border-background", "align", "width", "height",
    ]

    func validate() throws {
        for text in styles { _ = try Self.setting(text) }
        if let width, width < 0 { throw ValidationError("--width must be 0 or more, not \(width).") }
    }

    /// Reads `PART.ATTRIBUTE=VALUE`.
    static func setting(_ text: String) throws -> GumStyleOptions.Setting {
        let pair = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let name = pair[0]
        let value = pair.count > 1 ? pair[1] : "true"
        guard let dot = name.lastIndex(of: "."), let parts = parts[String(name[..<dot])] else {
            throw ValidationError("unknown gum style flag '--\(Sanitiser.sanitise(name))'.")
        }
        let attribute = String(name[name.index(after: dot)...])
        if GumStyleOptions.colourAttributes.contains(attribute) {
            guard value.isEmpty || GumStyleOptions.colour(value) != nil else {
                throw ValidationError(
                    "--\(Sanitiser.sanitise(name)): '\(Sanitiser.sanitise(value))' is not a colour (0-255, #rrggbb, #rgb or a name such as red)."
                )
            }
        } else if GumStyleOptions.textAttributes[attribute] != nil {
            guard ["true", "false"].contains(value.lowercased()) else {
                throw ValidationError("--\(Sanitiser.sanitise(name)) takes true or false, not '\(Sanitiser.sanitise(value))'.")
            }
        } else if !layoutAttributes.contains(attribute) {
            throw ValidationError("unknown gum style flag '--\(Sanitiser.sanitise(name))'.")
        }
        return GumStyleOptions.Setting(parts: parts, attribute: attribute, value: value)
    }

    /// The settings of gum's `GUM_INPUT_PROMPT_FOREGROUND`-style variables (`command`: `INPUT`
    /// or `WRITE`), in a fixed order.
    static func environmentSettings(_ environment: [String: String], command: String) -> [GumStyleOptions.Setting] {
        var settings: [GumStyleOptions.Setting] = []
        for part in parts.keys.sorted() {
            let prefix = "GUM_\(command)_\(String(part.uppercased().map { $0 == "-" ? "_" : $0 }))_"
            for attribute in GumStyleOptions.colourAttributes.sorted() + GumStyleOptions.textAttributes.keys.sorted() {
                guard let value = environment[prefix + attribute.uppercased()], let setting = try? setting("\(part).\(attribute)=\(value)")
                else { continue }
                settings.append(setting)
            }
        }
        return settings
    }

    /// The theme change the styles make (the environment's first, the flags over them), or nil
    /// when there is none.
    func themeAdjustment(environment: [String: String], command: String) throws -> (@Sendable (Theme, ColourCapability) -> Theme)? {
        let settings = Self.environmentSettings(environment, command: command) + (try styles.map(Self.setting))
        guard !settings.isEmpty else { return nil }
        return { picked, capability in
            var theme = picked
            if capability != .noColour { GumStyleOptions.apply(settings, to: &theme) }
            return theme
        }
    }

    /// gum's `--PART.ATTRIBUTE[=VALUE]` words in `words` (a `sel input` or `sel write` command
    /// line) rewritten as `--gum-style PART.ATTRIBUTE=VALUE`; a colour or layout attribute's value
    /// may be the next word, a boolean attribute stands alone; `--NAME=` becomes `--NAME ""` (gum's
    /// `--header=""`). Everything after `--` stays.
    static func rewrite(_ words: [String]) -> [String] {
        GumStyleOptions.rewrite(
            words, parts: Set(parts.keys), valueAttributes: GumStyleOptions.colourAttributes.union(layoutAttributes),
            emptyValues: true)
    }
}
