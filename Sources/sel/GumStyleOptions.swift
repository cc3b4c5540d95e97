import ArgumentParser
import SelectionScripting
import SelectionTerminal
import SelectionUI

/// gum choose's and gum filter's style flags and prefixes on `sel choose` (issue 27), by gum's
/// names, mapped onto sel's theme.
///
/// gum's `--PART.ATTRIBUTE` flags (`--cursor.foreground 212`, `--match.bold`) are rewritten
/// before parsing into the private `--gum-style PART.ATTRIBUTE=VALUE` (see ``rewrite(_:)``);
/// gum's environment defaults (`GUM_CHOOSE_CURSOR_FOREGROUND`, `GUM_FILTER_MATCH_BOLD`…) apply
/// first, the flags over them, the result over `--color`. Colours are lipgloss's: 0–255,
/// `#rrggbb` or `#rgb`, and fzf's colour names; an empty value sets nothing.
struct GumStyleOptions: ParsableArguments {
    @Option(
        name: .customLong("gum-style"), parsing: .singleValue,
        help: ArgumentHelp("gum's PART.ATTRIBUTE=VALUE style flags, as rewritten.", visibility: .private))
    var styles: [String] = []

    @Option(help: ArgumentHelp("gum's prefix for a chosen item in a multiple choice (sel's checked box).", valueName: "text"))
    var selectedPrefix: String?

    @Option(help: ArgumentHelp("gum's prefix for an item not chosen in a multiple choice (sel's empty box).", valueName: "text"))
    var unselectedPrefix: String?

    @Option(
        help: ArgumentHelp(
            "gum's prefix for the highlighted item in a multiple choice: accepted; sel shows the item's box there.",
            valueName: "text"))
    var cursorPrefix: String?

    @Option(
        help: ArgumentHelp(
            "gum filter's mark for the highlighted item (fzf's --pointer). gum's style flags are taken too: --PART.foreground C, --PART.background C, --PART.bold, .faint, .italic, .underline, .strikethrough for the parts cursor, cursor-text, header, item, text, selected, selected-indicator, match, prompt, indicator, placeholder (C: 0-255, #rrggbb, #rgb, a colour name), over --color; GUM_CHOOSE_CURSOR_FOREGROUND-style and GUM_FILTER_MATCH_BOLD-style variables set defaults.",
            valueName: "text"))
    var indicator: String?

    /// One gum style setting: the theme parts it sets and what it sets on them.
    struct Setting: Equatable {
        var parts: [ThemePart]
        var attribute: String
        var value: String
    }

    /// gum's style prefixes and the theme parts each stands for (`unselected-prefix` has no part
    /// of its own: sel draws the empty box in the item's style, so it sets nothing).
    static let parts: [String: [ThemePart]] = [
        "cursor": [.highlight, .pointer], "cursor-text": [.highlight], "header": [.header], "item": [.text],
        "text": [.text], "selected": [.checkedRow], "selected-indicator": [.marker], "unselected-prefix": [],
        "match": [.match, .currentMatch], "prompt": [.prompt], "indicator": [.pointer], "placeholder": [.placeholder],
    ]

    /// gum's style attributes: two colours, then the text attributes (boolean flags).
    static let colourAttributes: Set<String> = ["foreground", "background"]
    static let textAttributes: [String: Style.Attributes] = [
        "bold": .bold, "faint": .dim, "italic": .italic, "underline": .underline, "strikethrough": .strikethrough,
    ]

    /// gum's environment prefixes for each part (`GUM_CHOOSE_` for choose's, `GUM_FILTER_` for filter's).
    static let environmentPrefixes: [(String, String)] = [
        ("GUM_CHOOSE_CURSOR_", "cursor"), ("GUM_CHOOSE_HEADER_", "header"), ("GUM_CHOOSE_ITEM_", "item"),
        ("GUM_CHOOSE_SELECTED_", "selected"), ("GUM_FILTER_INDICATOR_", "indicator"),
        ("GUM_FILTER_SELECTED_PREFIX_", "selected-indicator"), ("GUM_FILTER_UNSELECTED_PREFIX_", "unselected-prefix"),
        ("GUM_FILTER_HEADER_", "header"), ("GUM_FILTER_TEXT_", "text"), ("GUM_FILTER_CURSOR_TEXT_", "cursor-text"),
        ("GUM_FILTER_MATCH_", "match"), ("GUM_FILTER_PROMPT_", "prompt"), ("GUM_FILTER_PLACEHOLDER_", "placeholder"),
    ]

    func validate() throws {
        for text in styles { _ = try Self.setting(text) }
        if let indicator, indicator.isEmpty { throw ValidationError("--indicator must not be empty.") }
    }

    /// Reads `PART.ATTRIBUTE=VALUE`.
    static func setting(_ text: String) throws -> Setting {
        let pair = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let name = pair[0]
        let value = pair.count > 1 ? pair[1] : "true"
        guard let dot = name.lastIndex(of: "."), let parts = parts[String(name[..<dot])] else {
            throw ValidationError("unknown gum style flag '--\(Sanitiser.sanitise(name))'.")
        }
        let attribute = String(name[name.index(after: dot)...])
        if colourAttributes.contains(attribute) {
            guard value.isEmpty || colour(value) != nil else {
                throw ValidationError(
                    "--\(Sanitiser.sanitise(name)): '\(Sanitiser.sanitise(value))' is not a colour (0-255, #rrggbb, #rgb or a name such as red)."
                )
            }
        } else if textAttributes[attribute] != nil {
            guard ["true", "false"].contains(value.lowercased()) else {
                throw ValidationError("--\(Sanitiser.sanitise(name)) takes true or false, not '\(Sanitiser.sanitise(value))'.")
            }
        } else {
            throw ValidationError("unknown gum style flag '--\(Sanitiser.sanitise(name))'.")
        }
        return Setting(parts: parts, attribute: attribute, value: value)
    }

    /// A lipgloss colour: what `--color` takes, or `#rgb`.
    static func colour(_ text: String) -> TerminalColour? {
        if text.count == 4, text.first == "#" {
            return ColourSpec.colour(named: "#" + text.dropFirst().map { "\($0)\($0)" }.joined())
        }
        return ColourSpec.colour(named: text.lowercased())
    }

    /// The settings gum's environment variables in `environment` make, in a fixed order.
    static func environmentSettings(_ environment: [String: String]) -> [Setting] {
        var settings: [Setting] = []
        for (prefix, part) in environmentPrefixes {
            for attribute in colourAttributes.sorted() + textAttributes.keys.sorted() {
                guard let value = environment[prefix + attribute.uppercased()],
                    let setting = try? setting("\(part).\(attribute)=\(value)")
                else { continue }
                settings.append(setting)
            }
        }
        return settings
    }

    /// Applies `settings` to `theme`, in order.
    static func apply(_ settings: [Setting], to theme: inout Theme) {
        for setting in settings {
            for part in setting.parts {
                var style = theme[part]
                if setting.attribute == "foreground" || setting.attribute == "background" {
                    guard let colour = colour(setting.value) else { continue }
                    if setting.attribute == "foreground" { style.foreground = colour } else { style.background = colour }
                } else if let attribute = textAttributes[setting.attribute] {
                    if setting.value.lowercased() == "true" {
                        style.attributes.insert(attribute)
                    } else {
                        style.attributes.remove(attribute)
                    }
                }
                theme[part] = style
            }
        }
    }

    /// `adjustment` followed by gum's styles and prefixes (`cursorPrefix`: gum's `--cursor`
    /// when its value is a prefix, see ``ChooseCommand/gumCursorPrefix``).
    func adjusting(
        _ adjustment: @escaping @Sendable (Theme, ColourCapability) -> Theme, cursorPrefix gumCursor: String?,
        environment: [String: String]
    ) throws -> @Sendable (Theme, ColourCapability) -> Theme {
        let settings = Self.environmentSettings(environment) + (try styles.map(Self.setting))
        let pointer = (indicator ?? gumCursor).flatMap { $0.first(where: { !$0.isWhitespace }) }
        let (on, off) = (selectedPrefix, unselectedPrefix)
        return { picked, capability in
            var theme = adjustment(picked, capability)
            if capability != .noColour { Self.apply(settings, to: &theme) }
            if let pointer { theme.highlightMarker = pointer }
            if let on { theme.checkboxOn = on }
            if let off { theme.checkboxOff = off }
            return theme
        }
    }

    /// gum's `--PART.ATTRIBUTE[=VALUE]` words in `words` (a `sel choose` command line) rewritten
    /// as `--gum-style PART.ATTRIBUTE=VALUE`; a colour's value may be the next word, a boolean
    /// attribute stands alone. Everything after `--` stays as it is.
    static func rewrite(_ words: [String]) -> [String] {
        rewrite(words, parts: Set(parts.keys), valueAttributes: colourAttributes, emptyValues: false)
    }

    /// gum's `--PART.ATTRIBUTE[=VALUE]` words in `words` rewritten as `--gum-style
    /// PART.ATTRIBUTE=VALUE` for the prefixes in `parts`: an attribute in `valueAttributes` may
    /// take its value from the next word, any other stands alone; with `emptyValues`, `--NAME=`
    /// becomes `--NAME ""` (gum's `--header=""`, which ArgumentParser reads as a missing value).
    /// Everything after `--` stays as it is.
    static func rewrite(_ words: [String], parts: Set<String>, valueAttributes: Set<String>, emptyValues: Bool) -> [String] {
        var result: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "--" {
                result += words[(index - 1)...]
                break
            }
            if emptyValues, word.hasPrefix("--"), word.count > 3, word.hasSuffix("="), !word.dropLast().contains("=") {
                result += [String(word.dropLast()), ""]
                continue
            }
            guard word.hasPrefix("--"), let dot = word.firstIndex(of: "."),
                parts.contains(String(word[word.index(word.startIndex, offsetBy: 2)..<dot]))
            else {
                result.append(word)
                continue
            }
            var setting = String(word.dropFirst(2))
            let attribute = String(setting[setting.index(after: setting.firstIndex(of: ".") ?? setting.startIndex)...])
            if !setting.contains("="), valueAttributes.contains(attribute), index < words.count {
                setting += "=" + words[index]
                index += 1
            }
            result += ["--gum-style", setting]
        }
        return result
    }
}

extension ChooseCommand {
    /// gum's `--cursor PREFIX`: a `--cursor` value with no letter or digit in it (`"> "`, `"→ "`,
    /// `"* "`) is gum's prefix for the highlighted item, not an item to highlight.
    var gumCursorPrefix: String? {
        guard let cursorOption,
            !cursorOption.unicodeScalars.contains(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil })
        else { return nil }
        return cursorOption
    }

    /// `--cursor` as sel reads it: the item to highlight first (nil when it is gum's prefix).
    var cursor: String? { gumCursorPrefix == nil ? cursorOption : nil }
}
