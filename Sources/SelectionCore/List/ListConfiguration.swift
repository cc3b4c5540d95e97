/// The list behaviours that differ between widgets or references, each with the default
/// docs/behaviour.md §13 names.
///
/// ```swift
/// var configuration = ListConfiguration()
/// configuration.visibleRows = .upTo(8)
/// configuration.pageMode = .fixed(10)     // APG's page step
/// configuration.rowHeight = 4             // options with pictures 8 pixels tall
/// ```
public struct ListConfiguration: Sendable, Equatable {
    /// Whether Down on the last option goes to the first (and Up on the first to the last).
    /// Default false: a list or select stops at the edge, and the key is a no-op (NAV-03).
    public var wrapsAround: Bool
    /// How far PageUp/PageDown move (NAV-05). Default `.viewport`.
    public var pageMode: PageMode
    /// Whether disabled options can be highlighted (NAV-11). Default `.skip`.
    public var disabledOptions: DisabledOptionBehavior
    /// How many rows (lines, in a grid) the list shows at most. Default `.asManyAsFit`.
    public var visibleRows: VisibleRows
    /// How many screen lines every row of a `.vertical` list takes, at least 1 (a smaller value
    /// counts as 1). Default 1.
    ///
    /// A taller row shows its option's picture larger (a row four lines tall shows eight pixel
    /// rows) with the marker, checkmark, label and detail on its middle line. Every row,
    /// headers and separators included, takes the same height, so a row's lines are found in
    /// O(1). ``VisibleRows/upTo(_:)`` still counts rows; the ``Viewport`` and the height a host
    /// makes available (``ListAction/resize(availableRows:)``) count screen lines, and the list
    /// shows whole rows only. Grids and horizontal lists ignore it: their rows stay one line.
    public var rowHeight: Int
    /// How the rows are laid out, which decides what the arrow keys do (NAV-09). Default
    /// `.vertical`.
    public var layout: ListLayout
    /// Type-to-select settings (TA).
    public var typeahead: TypeaheadConfiguration
    /// Whether choosing the selected option of a `.single` section deselects it (LB-05).
    /// Default false: it stays selected and nothing is reported (SEL-13).
    public var allowsEmptySelection: Bool
    /// Whether select-all on a section whose options are all selected deselects them (LB-09).
    /// Default false.
    public var selectAllToggles: Bool
    /// Whether moving the highlight in a `.single` section selects the option it lands on
    /// (LB-03). Default false: the highlight and the selection stay apart (CORE-01).
    public var selectionFollowsHighlight: Bool
    /// LB-11 (an option, off by default): whether ``ListAction/escape`` in a stand-alone list
    /// clears the selection — every `.multiple` section's, and a `.single` section's only when
    /// `allowsEmptySelection` is on (React Aria's `escapeKeyBehavior = 'clearSelection'`, which
    /// `disallowEmptySelection` overrides). Off, Escape changes nothing in the list.
    public var escapeClearsSelection = false
    /// LB-10: how moving and choosing select in a `.multiple` section. Default `.toggle`.
    public var selectionBehavior: SelectionBehavior = .toggle

    /// Creates a configuration; every argument defaults to docs/behaviour.md §13 for a listbox.
    public init(
        wrapsAround: Bool = false,
        pageMode: PageMode = .viewport,
        disabledOptions: DisabledOptionBehavior = .skip,
        visibleRows: VisibleRows = .asManyAsFit,
        layout: ListLayout = .vertical,
        typeahead: TypeaheadConfiguration = TypeaheadConfiguration(),
        allowsEmptySelection: Bool = false,
        selectAllToggles: Bool = false,
        selectionFollowsHighlight: Bool = false,
        rowHeight: Int = 1
    ) {
        self.wrapsAround = wrapsAround
        self.pageMode = pageMode
        self.disabledOptions = disabledOptions
        self.visibleRows = visibleRows
        self.layout = layout
        self.typeahead = typeahead
        self.allowsEmptySelection = allowsEmptySelection
        self.selectAllToggles = selectAllToggles
        self.selectionFollowsHighlight = selectionFollowsHighlight
        self.rowHeight = rowHeight
    }

    /// The menu defaults (docs/behaviour.md §6, §13): wrapping, and disabled items highlightable
    /// but never activated (APG).
    public static var menu: ListConfiguration {
        ListConfiguration(wrapsAround: true, disabledOptions: .focusable)
    }
}

/// How far PageUp and PageDown move the highlight (NAV-05).
public enum PageMode: Sendable, Equatable {
    /// One screenful: the visible row count minus one, so one row of context stays (react-aria).
    case viewport
    /// A fixed number of rows (APG and Downshift use 10).
    case fixed(Int)
}

/// Whether disabled options take part in keyboard navigation (NAV-11).
public enum DisabledOptionBehavior: Sendable, Equatable {
    /// Navigation, typeahead and the pointer pass over disabled options (listbox and select).
    case skip
    /// Navigation and the pointer can highlight a disabled option, which still cannot be chosen
    /// (APG's menus, so that a reader learns the item exists and why it is disabled).
    case focusable
}

/// How many rows a list shows before it scrolls.
public enum VisibleRows: Sendable, Equatable {
    /// As many rows as the list has, up to the height the host makes available.
    case asManyAsFit
    /// At most this many rows, fewer when the list is shorter or the height does not allow.
    case upTo(Int)
}

/// How a `.multiple` section's selection follows the keys (LB-10).
///
/// ```swift
/// var configuration = ListConfiguration()
/// configuration.selectionBehavior = .replace   // a file manager's list
/// ```
public enum SelectionBehavior: Sendable, Equatable {
    /// The checklist model (the default): arrows only move; Space or a click toggles the option.
    case toggle
    /// The "replace" model (WAI-ARIA APG's alternative, React Aria's `selectionBehavior =
    /// 'replace'`): a plain arrow, Space or a click makes the highlighted option the section's
    /// only selected one; Ctrl+arrow (``ListAction/moveHighlightUp``) moves without selecting;
    /// Ctrl+Space (``ListAction/toggleHighlighted``) toggles; Shift+arrow extends the range.
    case replace
}
