import SelectionCore
import SelectionTerminal

/// The styles and glyphs widgets draw with.
///
/// Nothing is conveyed by colour alone: the highlighted row also carries ``highlightMarker``,
/// chosen rows carry ``checkmark`` or a checkbox, disabled rows say why in words, and a focused
/// trigger is underlined as well as coloured. So the ``monochrome`` theme (for `NO_COLOR` and
/// terminals without colour) loses no information.
///
/// ```swift
/// var theme = Theme.standard
/// theme.checkmark = "*"
/// let colour = try await DropDown("Colour", options: colours).run(options: PromptHost.Options(theme: theme))
/// ```
public struct Theme: Sendable, Hashable {
    /// Ordinary text.
    public var text: Style
    /// The highlighted row of a list (with ``highlightMarker`` in front of it).
    public var highlight: Style
    /// Drawn in the first column of the highlighted row.
    public var highlightMarker: Character
    /// Drawn before a chosen option in a single-choice section.
    public var checkmark: Character
    /// A chosen option in a multiple-choice section.
    public var checkboxOn: String
    /// An option not chosen in a multiple-choice section.
    public var checkboxOff: String
    /// Section headers.
    public var header: Style
    /// Separator rows, drawn with ``separatorGlyph``.
    public var separator: Style
    /// The glyph repeated across a separator row.
    public var separatorGlyph: Character
    /// Detail text after a label.
    public var detail: Style
    /// Disabled options and their reason.
    public var disabled: Style
    /// Characters of a label that match the filter query.
    public var match: Style
    /// A trigger (button) at rest.
    public var trigger: Style
    /// A trigger that has the keyboard focus.
    public var focusedTrigger: Style
    /// A trigger's placeholder text ("Select...").
    public var placeholder: Style
    /// After a closed trigger's label.
    public var closedIndicator: Character
    /// After an open trigger's label.
    public var openIndicator: Character
    /// A popover's border.
    public var border: Style
    /// A popover's inside (its background fill).
    public var popover: Style
    /// The border glyphs.
    public var borderGlyphs: BorderGlyphs
    /// A scroll bar's thumb.
    public var scrollThumb: Style
    /// A scroll bar's track.
    public var scrollTrack: Style
    /// The help line.
    public var help: Style
    /// Titles and labels of fields.
    public var title: Style
    /// Error and validation messages.
    public var error: Style
    /// The text of a filter field.
    public var input: Style
    /// Matched characters on the highlighted row; nil draws ``match`` over ``highlight``.
    package var currentMatch: Style? = nil
    /// The prompt before a query (`> `); nil uses ``help``.
    package var prompt: Style? = nil
    /// The pointer on the highlighted row (``highlightMarker``); nil uses ``highlight``.
    package var pointer: Style? = nil
    /// The marks of checked items; nil uses the row's own style.
    package var marker: Style? = nil
    /// Counts and status (`12/345`); nil uses ``help``.
    package var info: Style? = nil
    /// The preview's text and background (fzf's `preview-fg`, `preview-bg`); nil leaves the output's own.
    package var previewText: Style? = nil
    /// The preview's border (fzf's `preview-border`); nil uses ``border``.
    package var previewBorder: Style? = nil
    /// The preview's label (fzf's `preview-label`); nil uses ``title``.
    package var previewLabel: Style? = nil
    /// The border around the query (fzf's `input-border`); nil uses ``border``.
    package var inputBorder: Style? = nil
    /// The border around the header (fzf's `header-border`); nil uses ``border``.
    package var headerBorder: Style? = nil
    /// The border around the list (fzf's `list-border`); nil uses ``border``.
    package var listBorder: Style? = nil
    /// The column before unhighlighted rows (fzf's `gutter`); nil leaves it blank.
    package var gutter: Style? = nil
    /// The spinner while input is read (fzf's `spinner`); nil uses ``info``.
    package var spinner: Style? = nil
    /// Checked rows (fzf's `selected-fg`, `selected-bg`); nil draws them as the others.
    package var checkedRow: Style? = nil
    /// Matched characters on checked rows (fzf's `selected-hl`); nil uses ``match``.
    package var checkedMatch: Style? = nil
    /// Rows the query does not match, listed in raw mode (fzf's `nomatch`); nil dims them.
    package var noMatch: Style? = nil

    /// Creates a theme from every part.
    public init(
        text: Style, highlight: Style, highlightMarker: Character, checkmark: Character,
        checkboxOn: String, checkboxOff: String, header: Style, separator: Style, separatorGlyph: Character,
        detail: Style, disabled: Style, match: Style, trigger: Style, focusedTrigger: Style, placeholder: Style,
        closedIndicator: Character, openIndicator: Character, border: Style, popover: Style,
        borderGlyphs: BorderGlyphs, scrollThumb: Style, scrollTrack: Style, help: Style, title: Style,
        error: Style, input: Style
    ) {
        self.text = text
        self.highlight = highlight
        self.highlightMarker = highlightMarker
        self.checkmark = checkmark
        self.checkboxOn = checkboxOn
        self.checkboxOff = checkboxOff
        self.header = header
        self.separator = separator
        self.separatorGlyph = separatorGlyph
        self.detail = detail
        self.disabled = disabled
        self.match = match
        self.trigger = trigger
        self.focusedTrigger = focusedTrigger
        self.placeholder = placeholder
        self.closedIndicator = closedIndicator
        self.openIndicator = openIndicator
        self.border = border
        self.popover = popover
        self.borderGlyphs = borderGlyphs
        self.scrollThumb = scrollThumb
        self.scrollTrack = scrollTrack
        self.help = help
        self.title = title
        self.error = error
        self.input = input
    }

    /// The 16-colour theme for a dark background (the default when the background is unknown);
    /// every cue also has a glyph or an attribute. See ``standard(on:colours:)`` for the others.
    ///
    /// Every coloured cue sets its foreground and background together, or has been checked against
    /// the default background of its variant; bold never meets colours 0–7 (xterm draws those
    /// bright), and faint text is left to the monochrome theme: the contrast test
    /// (`ThemeContrastTests`) holds every pair to 4.5:1 on xterm's, the VGA and the Tango palettes.
    public static let standard = Theme(
        text: .plain,
        highlight: Style(foreground: .ansi(.brightWhite), background: .ansi(.blue), attributes: .bold),
        highlightMarker: "›",
        checkmark: "✓",
        checkboxOn: "[x]",
        checkboxOff: "[ ]",
        header: Style(foreground: .ansi(.brightYellow), attributes: .bold),
        separator: Style(attributes: .dim),
        separatorGlyph: "─",
        detail: Style(foreground: .ansi(.cyan)),
        disabled: Style(attributes: .italic),
        match: Style(foreground: .ansi(.brightGreen), attributes: [.bold, .underline]),
        trigger: Style(attributes: .bold),
        focusedTrigger: Style(foreground: .ansi(.brightWhite), background: .ansi(.blue), attributes: [.bold, .underline]),
        placeholder: Style(attributes: .italic),
        closedIndicator: "▾",
        openIndicator: "▴",
        border: Style(foreground: .ansi(.cyan)),
        popover: .plain,
        borderGlyphs: .rounded,
        scrollThumb: Style(foreground: .ansi(.cyan)),
        scrollTrack: Style(attributes: .dim),
        help: .plain,
        title: Style(attributes: .bold),
        error: Style(foreground: .ansi(.brightRed), attributes: .bold),
        input: Style(attributes: .bold)
    )

    /// No colour at all: reverse video, bold, underline and dim carry the cues (`NO_COLOR`).
    public static let monochrome: Theme = {
        var theme = Theme.standard
        theme.highlight = Style(attributes: [.reverse, .bold])
        theme.header = Style(attributes: [.bold, .underline])
        theme.match = Style(attributes: [.bold, .underline])
        theme.focusedTrigger = Style(attributes: [.bold, .underline, .reverse])
        theme.border = .plain
        theme.scrollThumb = Style(attributes: .reverse)
        theme.error = Style(attributes: [.bold, .underline])
        theme.detail = Style(attributes: .dim)
        theme.disabled = Style(attributes: [.dim, .italic])
        theme.placeholder = Style(attributes: [.dim, .italic])
        theme.help = Style(attributes: .dim)
        return theme
    }()

    /// The theme for a terminal that can show `capability` on an unknown background: ``monochrome``
    /// without colour, else ``standard``.
    package static func forCapability(_ capability: ColourCapability) -> Theme {
        forCapability(capability, background: nil)
    }

    /// The theme for a terminal that can show `capability` on `background`: ``monochrome`` without
    /// colour; ``standard`` (16 colours, dark) when the background is unknown — a terminal's
    /// scheme adapts its 16 colours to its own background, where the fixed 256-colour palette
    /// would not; else ``standard(on:colours:)``.
    package static func forCapability(_ capability: ColourCapability, background: TerminalBackground?) -> Theme {
        guard capability != .noColour else { return .monochrome }
        guard let background else { return .standard }
        return .standard(on: background, colours: capability)
    }
}

/// The characters a box is drawn with, and the arrows on its border.
public struct BorderGlyphs: Sendable, Hashable {
    /// Top-left corner.
    public var topLeft: Character
    /// Top-right corner.
    public var topRight: Character
    /// Bottom-left corner.
    public var bottomLeft: Character
    /// Bottom-right corner.
    public var bottomRight: Character
    /// Top and bottom edges.
    public var horizontal: Character
    /// Left and right edges.
    public var vertical: Character
    /// The arrow on a top edge, pointing up at an anchor above.
    public var arrowUp: Character
    /// The arrow on a bottom edge, pointing down at an anchor below.
    public var arrowDown: Character
    /// The arrow on a left edge, pointing at an anchor on the left.
    public var arrowLeft: Character
    /// The arrow on a right edge, pointing at an anchor on the right.
    public var arrowRight: Character

    /// Creates a set of border glyphs.
    public init(
        topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character,
        horizontal: Character, vertical: Character,
        arrowUp: Character = "▲", arrowDown: Character = "▼", arrowLeft: Character = "◀", arrowRight: Character = "▶"
    ) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.horizontal = horizontal
        self.vertical = vertical
        self.arrowUp = arrowUp
        self.arrowDown = arrowDown
        self.arrowLeft = arrowLeft
        self.arrowRight = arrowRight
    }

    /// `╭─╮ │ ╰─╯`
    public static let rounded = BorderGlyphs(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
    /// `┌─┐ │ └─┘`
    public static let square = BorderGlyphs(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
    /// `+-+ | +-+` with `^ v < >` arrows, for fonts without box drawing.
    public static let ascii = BorderGlyphs(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|",
        arrowUp: "^", arrowDown: "v", arrowLeft: "<", arrowRight: ">")
}
