import SelectionCore
import SelectionTerminal
import SelectionUI

/// A theme written as fzf's `--color` spec: an optional base scheme, then `NAME:COLOUR[:ATTRIBUTE…]`
/// entries separated by commas or blanks.
///
/// ```swift
/// let spec = try ColourSpec(parsing: "dark,hl:#ff8700:bold,fg+:231,bg+:24,pointer:red")
/// let theme = spec.theme(for: .trueColour)    // nil with NO_COLOR: the monochrome theme wins
/// ```
///
/// - Base schemes: `dark` and `light` (the standard theme for a dark or a light background, in the
///   terminal's colours, overriding the detected background), `16` or `base16` (the 16-colour
///   standard theme), `bw` (no colour at all, as with `NO_COLOR`).
/// - Colours: `-1` (the terminal's default), `0`…`255`, `#rrggbb`, or a name: `black`, `red`,
///   `green`, `yellow`, `blue`, `magenta`, `cyan`, `white`, and `bright-` before each
///   (`bright-black` is also `gray` / `grey`).
/// - Attributes: `regular` (clears those set before), `bold`, `dim`, `italic`, `underline`
///   (and fzf's `underline-double`, `-curly`, `-dotted`, `-dashed`, drawn as underline),
///   `reverse`, `strikethrough`, `strip` (no colour). An entry may hold attributes only: `hl:underline`.
/// - Names and the parts they set (``ThemePart``): `fg` (`list-fg`) text; `bg` (`list-bg`) the
///   background of text and of the popover; `hl` matched characters; `current-fg` (`fg+`),
///   `current-bg` (`bg+`) the highlighted row; `current-hl` (`hl+`) its matched characters;
///   `query` (`input-fg`) the typed query; `ghost` the placeholder; `disabled` disabled options;
///   `info` counts and status; `border` (`list-border`) the border; `scrollbar`; `separator`;
///   `label` (`list-label`) the title; `prompt`; `pointer`; `marker`; `header` (`header-fg`)
///   section headers and the header; `preview-fg`, `preview-bg`, `preview-border`
///   (`preview-scrollbar`), `preview-label` the preview pane; `input-border` (`input-label`),
///   `header-border` (`header-label`) those borders; `gutter` the column before unhighlighted
///   rows; `spinner`; `selected-fg`, `selected-bg`, `selected-hl` checked rows; `gap-line`;
///   `nomatch` the rows raw mode lists that the query does not match (dim by default).
/// - fzf's names for parts sel does not draw (the input and header backgrounds, the footer,
///   `alt-bg`, `nth`) are accepted and change nothing, so a spec written for fzf works.
package struct ColourSpec: Sendable, Hashable {
    /// A base scheme, the first word of a spec.
    package enum BaseScheme: String, Sendable, Hashable {
        /// The standard theme's variant for a dark background (fzf's `dark`: for dark terminals).
        case dark
        /// The standard theme's variant for a light background (fzf's `light`: for light terminals).
        case light
        /// The 16 system colours (the standard theme).
        case base16
        /// No colour.
        case blackAndWhite

        /// The theme this scheme starts from on a terminal with `capability`: `dark` and `light` are
        /// ``Theme/standard(on:colours:)`` for that background.
        package func theme(for capability: ColourCapability) -> Theme {
            switch self {
            case .dark: .standard(on: .dark, colours: capability)
            case .light: .standard(on: .light, colours: capability)
            case .base16, .blackAndWhite: theme
            }
        }

        /// The theme this scheme starts from with 256 colours or more.
        package var theme: Theme {
            switch self {
            case .dark: .dark
            case .light: .light
            case .base16: .standard
            case .blackAndWhite: .monochrome
            }
        }
    }

    /// Which layer of a style an entry's colour sets.
    package enum Layer: Sendable, Hashable {
        /// The text colour.
        case foreground
        /// The colour behind the text.
        case background
    }

    /// One `NAME:COLOUR:ATTRIBUTE…` entry.
    package struct Entry: Sendable, Hashable {
        /// The name as written (`hl+`).
        package var name: String
        /// The parts it sets (none for an fzf part sel does not draw).
        package var parts: [ThemePart]
        /// Which layer the colour goes to.
        package var layer: Layer
        /// The colour, if the entry gives one.
        package var colour: TerminalColour?
        /// Attributes to add.
        package var attributes: Style.Attributes
        /// `regular`: the part's attributes are cleared first.
        package var clearsAttributes: Bool
        /// `strip`: the part loses its colours.
        package var stripsColours: Bool
    }

    /// The base scheme, when the spec names one.
    package var base: BaseScheme?
    /// The entries, in order; a later entry for the same part wins.
    package var entries: [Entry]

    /// No base, no entries.
    package init() {
        base = nil
        entries = []
    }

    /// Parses a spec.
    ///
    /// - Throws: ``ColourSpecError`` naming the unknown name, colour or attribute.
    package init(parsing spec: String) throws(ColourSpecError) {
        base = nil
        entries = []
        let words = spec.split { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" }.map(String.init)
        for (index, word) in words.enumerated() {
            let fields = word.split(separator: ":", omittingEmptySubsequences: false).map { String($0).lowercased() }
            if fields.count == 1 {
                guard index == 0, let scheme = Self.baseSchemes[fields[0]] else {
                    throw fields.count == 1 && Self.parts[fields[0]] != nil ? .missingColour(word) : .unknownScheme(word)
                }
                base = scheme
                continue
            }
            guard let (parts, layer) = Self.parts[fields[0]] else { throw .unknownName(word) }
            var entry = Entry(
                name: fields[0], parts: parts, layer: layer, colour: nil, attributes: [], clearsAttributes: false,
                stripsColours: false)
            for (position, field) in fields.dropFirst().enumerated() {
                if position == 0, let colour = Self.colour(field) {
                    entry.colour = colour
                } else if let attributes = Self.attributes[field] {
                    entry.attributes.formUnion(attributes)
                } else if field == "regular" {
                    entry.attributes = []
                    entry.clearsAttributes = true
                } else if field == "strip" {
                    entry.stripsColours = true
                } else {
                    throw position == 0 ? .unknownColour(word) : .unknownAttribute(word)
                }
            }
            entries.append(entry)
        }
    }

    /// This spec with `other`'s base (if it names one) and entries after its own: `--color` given twice.
    package func adding(_ other: ColourSpec) -> ColourSpec {
        var copy = self
        if let base = other.base { copy.base = base }
        copy.entries += other.entries
        return copy
    }

    /// `theme` (or the base scheme's, when the spec names one) with the entries applied.
    package func applied(to theme: Theme) -> Theme {
        var result = base?.theme ?? theme
        for entry in entries {
            for part in entry.parts {
                var style = result[part]
                if entry.clearsAttributes { style.attributes = [] }
                style.attributes.formUnion(entry.attributes)
                if entry.stripsColours {
                    style.foreground = .default
                    style.background = .default
                }
                if let colour = entry.colour {
                    switch entry.layer {
                    case .foreground: style.foreground = colour
                    case .background: style.background = colour
                    }
                }
                result[part] = style
            }
        }
        return result
    }

    /// `theme` (or the base scheme's for a terminal with `capability`, when the spec names one)
    /// with the entries applied: how `sel choose --color light` picks the light variant.
    package func applied(to theme: Theme, colours capability: ColourCapability) -> Theme {
        var copy = self
        let start = base?.theme(for: capability) ?? theme
        copy.base = nil
        return copy.applied(to: start)
    }

    /// The theme for a terminal with `capability`: nil without colour (`NO_COLOR`, `TERM=dumb`),
    /// so the host's monochrome theme wins over any spec; else the spec applied to the standard theme.
    package func theme(for capability: ColourCapability) -> Theme? {
        capability == .noColour ? nil : applied(to: .standard, colours: capability)
    }

    private static let baseSchemes: [String: BaseScheme] = [
        "dark": .dark, "light": .light, "base16": .base16, "16": .base16, "bw": .blackAndWhite,
    ]

    /// fzf's colour names and the parts they set.
    private static let parts: [String: ([ThemePart], Layer)] = {
        var parts: [String: ([ThemePart], Layer)] = [
            "fg": ([.text], .foreground), "list-fg": ([.text], .foreground),
            "bg": ([.text, .popover], .background), "list-bg": ([.text, .popover], .background),
            "hl": ([.match], .foreground),
            "fg+": ([.highlight], .foreground), "current-fg": ([.highlight], .foreground),
            "bg+": ([.highlight, .currentMatch, .pointer], .background),
            "current-bg": ([.highlight, .currentMatch, .pointer], .background),
            "hl+": ([.currentMatch], .foreground), "current-hl": ([.currentMatch], .foreground),
            "query": ([.input], .foreground), "input-fg": ([.input], .foreground),
            "ghost": ([.placeholder], .foreground), "disabled": ([.disabled], .foreground),
            "info": ([.info], .foreground), "border": ([.border], .foreground), "list-border": ([.border], .foreground),
            "scrollbar": ([.scrollThumb], .foreground), "separator": ([.separator], .foreground),
            "label": ([.title], .foreground), "list-label": ([.title], .foreground),
            "prompt": ([.prompt], .foreground), "pointer": ([.pointer], .foreground), "marker": ([.marker], .foreground),
            "header": ([.header], .foreground), "header-fg": ([.header], .foreground),
            "preview-fg": ([.previewText], .foreground), "preview-bg": ([.previewText], .background),
            "preview-border": ([.previewBorder], .foreground), "preview-label": ([.previewLabel], .foreground),
            "preview-scrollbar": ([.previewBorder], .foreground),
            "input-border": ([.inputBorder], .foreground), "header-border": ([.headerBorder], .foreground),
            "input-label": ([.inputBorder], .foreground), "header-label": ([.headerBorder], .foreground),
            "gutter": ([.gutter], .background), "spinner": ([.spinner], .foreground),
            "selected-fg": ([.checkedRow], .foreground), "selected-bg": ([.checkedRow], .background),
            "selected-hl": ([.checkedMatch], .foreground), "gap-line": ([.separator], .foreground),
            "nomatch": ([.noMatch], .foreground),
        ]
        // fzf's parts sel has no counterpart for, accepted so that a spec written for fzf works: the
        // backgrounds of the input and header sections (sel paints them with the list's), the
        // footer (sel has none), alternate row backgrounds, `nth` (attributes of a part sel does
        // not set apart).
        for name in [
            "input-bg", "header-bg", "footer-bg", "footer", "footer-fg", "alt-bg", "alt-gutter", "footer-border",
            "footer-label", "nth",
        ] {
            parts[name] = ([], .foreground)
        }
        return parts
    }()

    private static let attributes: [String: Style.Attributes] = [
        "bold": .bold, "dim": .dim, "italic": .italic, "underline": .underline, "underline-double": .underline,
        "underline-curly": .underline, "underline-dotted": .underline, "underline-dashed": .underline,
        "reverse": .reverse, "strikethrough": .strikethrough,
    ]

    private static let colourNames: [String: ANSIColour] = {
        var names: [String: ANSIColour] = ["gray": .brightBlack, "grey": .brightBlack]
        let base: [(String, ANSIColour, ANSIColour)] = [
            ("black", .black, .brightBlack), ("red", .red, .brightRed), ("green", .green, .brightGreen),
            ("yellow", .yellow, .brightYellow), ("blue", .blue, .brightBlue), ("magenta", .magenta, .brightMagenta),
            ("cyan", .cyan, .brightCyan), ("white", .white, .brightWhite),
        ]
        for (name, colour, bright) in base {
            names[name] = colour
            names["bright-" + name] = bright
        }
        return names
    }()

    /// The colour `--color` reads from `text` (-1, 0–255, `#rrggbb` or a name such as
    /// `bright-red`), or nil.
    package static func colour(named text: String) -> TerminalColour? {
        colour(text)
    }

    private static func colour(_ text: String) -> TerminalColour? {
        if text == "-1" { return .default }
        if let name = colourNames[text] { return .ansi(name) }
        if let number = Int(text), (0...255).contains(number), text.first != "+" {
            return number < 16 ? .ansi(ANSIColour(rawValue: UInt8(number)) ?? .white) : .indexed(UInt8(number))
        }
        if text.count == 7, text.first == "#", let value = UInt32(text.dropFirst(), radix: 16) {
            return .rgb(Colour(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF)))
        }
        return nil
    }
}

/// Why a `--color` spec was refused; the description quotes the entry, sanitised.
package enum ColourSpecError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The first word is not a base scheme, or a later word has no colon.
    case unknownScheme(String)
    /// A part name alone, without `:COLOUR`.
    case missingColour(String)
    /// An unknown part name.
    case unknownName(String)
    /// A colour that is not -1, 0–255, #rrggbb or a name.
    case unknownColour(String)
    /// An unknown attribute.
    case unknownAttribute(String)

    /// One line, e.g. `unknown colour in 'hl:purpleish' (use -1, 0-255, #rrggbb or a name such as bright-red)`.
    package var description: String {
        switch self {
        case .unknownScheme(let word): "unknown base scheme '\(Self.shown(word))' (dark, light, 16, bw)"
        case .missingColour(let word): "'\(Self.shown(word))' needs a colour (\(Self.shown(word)):COLOUR)"
        case .unknownName(let word):
            "unknown colour name in '\(Self.shown(word))' (fg, bg, hl, fg+, bg+, hl+, prompt, pointer, marker, header, …)"
        case .unknownColour(let word): "unknown colour in '\(Self.shown(word))' (use -1, 0-255, #rrggbb or a name such as bright-red)"
        case .unknownAttribute(let word):
            "unknown attribute in '\(Self.shown(word))' (bold, dim, italic, underline, reverse, strikethrough, regular, strip)"
        }
    }

    private static func shown(_ word: String) -> String { Sanitiser.sanitise(word) }
}
