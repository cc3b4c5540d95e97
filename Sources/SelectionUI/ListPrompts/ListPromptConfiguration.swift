import SelectionCore
import SelectionMatching
import SelectionTerminal

/// How a list prompt (``DropDown``, ``MultiSelect``) looks and behaves.
///
/// The highlight starts on ``cursor`` when given, else as ``initialHighlight`` says: by default
/// on the first preselected option, the list scrolled to it (a drop-down reopening on its
/// choice, LB-01, LB-02); `.firstOption` keeps it on the first row, as questionary and InquirerPy do.
///
/// ```swift
/// var configuration = ListPromptConfiguration()
/// configuration.visibleRows = 8
/// configuration.filters = true
/// configuration.rowHeight = 3      // pictures three lines tall
/// let prompt = DropDown("Branch", options: branches, configuration: configuration)
/// ```
///
/// A list prompt run full-screen fills the screen: the title, the filter field, the header and
/// the list, with the mouse and resizing as inline; the scrollback is left as it was.
///
/// ```swift
/// let file = try await DropDown("File", options: files, configuration: ListPromptConfiguration(filters: true))
///     .run(options: PromptHost.Options(presentation: .fullScreen))
/// ```
public struct ListPromptConfiguration: Sendable {
    /// What the trigger shows until something is chosen.
    public var placeholder: String
    /// At most this many rows of options; nil fits the content and the terminal.
    public var visibleRows: Int?
    /// Whether the list is already open when the prompt starts (as `sel choose` opens).
    public var startsOpen: Bool
    /// Type-to-filter with the fuzzy matcher (a filter field replaces type-to-select).
    public var filters: Bool
    /// Whether a help line generated from ``keyMap`` is shown under the list.
    public var showsHelp: Bool
    /// Vertical list, grid (a palette) or horizontal menu.
    public var layout: ListLayout
    /// The lines each row of a vertical list takes (`ListConfiguration.rowHeight`): 4 shows
    /// an option's picture eight pixels tall. Default 1.
    public var rowHeight: Int
    /// The keys and what they mean; rebinding changes the help line too.
    public var keyMap: KeyMap<ListIntent>
    /// The option to highlight first (a row index), instead of the selected or first one.
    public var cursor: Int?
    /// Where the highlight starts when the list opens, when ``cursor`` does not say: on the
    /// first selected option (the default), or on the first option whatever is preselected.
    public var initialHighlight: InitialHighlight = .firstSelected
    /// Finish at once, without showing anything, when there is exactly one option.
    public var choosesSoleOption: Bool
    /// Keys bound to chains of commands, looked up before ``keyMap``, and the commands run at the
    /// start and when the query changes.
    public var commands = ListCommandBindings()
    /// The query the filter starts with; it turns on ``filters``.
    public var query = ""
    /// In a multiple choice, Enter with nothing checked takes the highlighted option (as fzf
    /// and gum filter do); false keeps "done with nothing".
    package var takesHighlightedWhenNothingChecked = false
    /// Enter when the filter matches nothing (nothing highlighted, nothing checked) ends the
    /// prompt, as fzf does (exit 1), instead of leaving the list open; the report says so
    /// (``ListPromptReport/matchedNothing``).
    package var endsWhenNothingMatches = false
    /// A multiple choice is reported in the order its options were checked (``PickOrder``), as
    /// `fzf -m` prints them, instead of the list's order.
    package var ordersByPick = false
    /// Lines shown above the list, never matched or chosen.
    public var header: [String] = []
    /// The styled characters of ``header``'s lines, by line.
    package var headerStyles: [Int: [StyledCharacters]] = [:]
    /// How many of ``header``'s last lines were read from the input (fzf's `--header-lines`):
    /// `change-header` keeps them, and fzf's bottom-up layout draws them in reverse.
    package var inputHeaderCount = 0

    /// A header text's lines, as fzf cuts `--header`: at each line end, one final line end dropped
    /// (`"A\nB\n"` is `["A", "B"]`, `""` none).
    package static func headerLines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
    /// How the filter matches: case (smart by default), exact, sorted or in input order.
    public var matchOptions = MatchOptions()
    /// The text the filter matches for a label, when not the label itself (some of its fields,
    /// say); matched characters are then not emphasised. Lists read as they stream ignore it.
    package var searchText: (@Sendable (String) -> String)?
    /// Drawn before the query in the filter field.
    public var prompt = "/ "
    /// Whether the filter field shows the count of matches.
    public var showsCounts = true
    /// Moving past the last row goes to the first, and back. A filtered list wraps
    /// whatever this says: it is a combobox's popup (CB-09).
    public var wrapsAround = false
    /// Whether the query narrows the list (off: the query is only typed, for reloads and
    /// previews to use). Honoured by lists that stream (``ItemFeed``).
    package var searchesWithQuery = true
    /// True to start in fzf's raw mode (`--raw`): every item listed, those the query does not match dimmed.
    package var startsRaw = false
    /// The height of a region the list fills below the cursor, instead of a popover
    /// under a trigger; nil for the popover. A prompt run full-screen fills the whole screen
    /// whatever this says.
    public var height: ListPromptHeight?
    /// How labels longer than a row, or holding line breaks, are drawn. Off by default: one line per row, a long label showing the part around
    /// its matches. Only a vertical list of one-line rows (``rowHeight`` 1) wraps.
    public var labelWrapping = LabelWrapping()
    /// Drawn at the start of each continuation row of a wrapped preview line (fzf's
    /// `--preview-wrap-sign`); empty: none.
    package var previewWrapSign = ""

    /// fzf's layout and chrome for a list that fills its area (``ListChrome``): nil draws it as sel does.
    package var chrome: ListChrome?
    /// The label on the preview pane's border (fzf's `--preview-label`).
    package var previewLabel: BorderLabel?
    /// False to draw long labels from their start, whatever matched (fzf's `--no-hscroll`).
    package var followsMatches = true
    /// True to show the end of a long label that has no match (fzf's `--keep-right`).
    package var keepsRight = false
    /// Columns kept after a long label's last match (fzf's `--hscroll-off`; default 10).
    package var hscrollOff = LabelWindow.contextColumns
    /// Fields of a long row kept on screen while the rest scrolls (fzf's `--freeze-left`, `--freeze-right`); nil: none.
    package var frozenFields: FrozenFields?
    /// Columns between tab stops, a tab drawn as spaces to the next (fzf's `--tabstop`); nil
    /// draws a tab as the buffer's placeholder.
    package var tabStop: Int?
    /// What marks the hidden part of a long label (fzf's `--ellipsis`); nil is sel's `…`.
    package var ellipsis: String?
    /// fzf's `--track`: the highlighted item keeps the highlight when the rows change (a new
    /// query, items arriving), or its row when it is gone.
    package var tracksHighlight = false
    /// fzf's `--id-nth`: an item's identity (its text's identity fields), by which a reload
    /// finds the tracked item and `reload-sync` the checked ones again.
    package var itemIdentity: (@Sendable ([UInt8]) -> [UInt8])?
    /// fzf's `--min-height`: a ``height`` given as a percentage is at least this many rows, plus
    /// the rows around the list when `addsChrome` (fzf's `+`).
    package var minimumHeight: (rows: Int, addsChrome: Bool)?

    /// The queries that ``ListCommand/previousHistory`` and ``ListCommand/nextHistory`` recall
    /// (`sel choose --history`); none by default.
    package var queryHistory: QueryHistory?
    /// Keys wait for the end of the input, then act on the whole list (fzf's `--sync`): a key
    /// typed while lines still arrive is applied once they have all come. Esc and Ctrl-C act at once.
    package var waitsForInputEnd = false

    /// Creates a configuration; by default a vertical list that starts open, shows help and does not filter.
    public init(
        placeholder: String = "Select...",
        visibleRows: Int? = nil,
        startsOpen: Bool = true,
        filters: Bool = false,
        showsHelp: Bool = true,
        layout: ListLayout = .vertical,
        keyMap: KeyMap<ListIntent> = .dropDown,
        cursor: Int? = nil,
        choosesSoleOption: Bool = false,
        rowHeight: Int = 1
    ) {
        self.placeholder = placeholder
        self.visibleRows = visibleRows
        self.startsOpen = startsOpen
        self.filters = filters
        self.showsHelp = showsHelp
        self.layout = layout
        self.keyMap = keyMap
        self.cursor = cursor
        self.choosesSoleOption = choosesSoleOption
        self.rowHeight = rowHeight
    }
}
