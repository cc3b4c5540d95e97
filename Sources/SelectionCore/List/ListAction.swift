/// What a user (or the program) means to do to a list: the input of ``ListState/send(_:)``.
///
/// Actions are intents, not keys: a key map turns Down into `.moveDown` and Space into
/// `.typeahead(" ", at: now)` (a space is part of a running search, else it chooses).
///
/// ```swift
/// let events = list.send(.typeahead("b", at: .milliseconds(1200)))
/// ```
public enum ListAction: Sendable, Hashable {
    /// Highlight the previous option; with nothing highlighted, the last (NAV-01..03).
    case moveUp
    /// Highlight the next option; with nothing highlighted, the first (NAV-01..03).
    case moveDown
    /// Ctrl+Up: highlight the previous option without selecting it, whatever the selection
    /// behaviour (LB-10) or `selectionFollowsHighlight` say.
    case moveHighlightUp
    /// Ctrl+Down: highlight the next option without selecting it (LB-10).
    case moveHighlightDown
    /// Highlight the option to the left: the previous one in a horizontal list or grid (NAV-09).
    case moveLeft
    /// Highlight the option to the right: the next one in a horizontal list or grid (NAV-09).
    case moveRight
    /// Highlight the first option (Home, NAV-04).
    case moveToFirst
    /// Highlight the last option (End, NAV-04).
    case moveToLast
    /// Move the highlight up a page (NAV-05, NAV-06); never wraps.
    case pageUp
    /// Move the highlight down a page (NAV-05, NAV-06); never wraps.
    case pageDown
    /// Highlight this row, as the pointer does when it moves over it; a row that cannot be
    /// highlighted (a header, a separator, a skipped disabled option) or `nil` clears the
    /// highlight (SEL-14).
    case highlight(Int?)
    /// The list receives focus: highlight the first selected option, else the first option,
    /// unless something is highlighted already (LB-01, LB-02).
    case focus
    /// A typed character at time `now` (TA). A space with no search running chooses instead
    /// (TA-03); control characters are ignored (TA-01).
    case typeahead(Character, at: Duration)
    /// Choose the highlighted option (Space, Enter): select it in a `.single` section, toggle it
    /// in a `.multiple` one, fire it in an `.actions` one (LB-04).
    case chooseHighlighted
    /// Ctrl+Space: toggle the highlighted option of a `.multiple` section even in the
    /// `.replace` selection behaviour (LB-10); elsewhere the same as ``chooseHighlighted``.
    case toggleHighlighted
    /// Escape in a stand-alone list: clear the selection when `escapeClearsSelection` is on
    /// (LB-11), else nothing.
    case escape
    /// Choose this row, as a click does (LB-14): highlight it, then choose it.
    case choose(Int)
    /// Shift+Up: move up and make the selected range run from the anchor to the new row
    /// (LB-06); in a `.single` or `.actions` section, just move.
    case extendUp
    /// Shift+Down: move down and extend the range (LB-06).
    case extendDown
    /// Ctrl+Shift+Home: select from the highlighted option to the first and move there (LB-08).
    case extendToFirst
    /// Ctrl+Shift+End: select from the highlighted option to the last and move there (LB-08).
    case extendToLast
    /// Shift+click: extend the range to this row (LB-06, LB-14).
    case extendSelection(to: Int)
    /// Shift+Space: select the range from the anchor to the highlighted option (LB-07).
    case selectRangeToHighlight
    /// Select every enabled option of a `.multiple` section, up to its limit (LB-09, LB-12).
    /// `nil` means the highlighted option's section, else the first `.multiple` section.
    case selectAll(inSection: Int?)
    /// Deselect every option of a `.multiple` section; `nil` as for `selectAll`.
    case deselectAll(inSection: Int?)
    /// Scroll by this many rows (positive is down): one per mouse-wheel notch. The highlight
    /// moves onto the nearest visible option if it would scroll out of view.
    case scroll(by: Int)
    /// The host can show this many rows (`nil`: no limit), for `VisibleRows.asManyAsFit`.
    case resize(availableRows: Int?)

    /// Select all in the highlighted option's section.
    public static var selectAll: ListAction { .selectAll(inSection: nil) }
    /// Deselect all in the highlighted option's section.
    public static var deselectAll: ListAction { .deselectAll(inSection: nil) }
}
