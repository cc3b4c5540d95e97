/// What a user (or the program) means to do to a drop-down: the input of
/// ``DropDownState/send(_:)``.
///
/// The keys of a closed trigger are the same intents as in the open list: `.moveDown` on a
/// closed drop-down opens it as Down does (SEL-01), so a key map needs no state.
///
/// ```swift
/// dropDown.send(.open(.keyboard(.down)))
/// dropDown.send(.pointerDown(.trigger))   // opens at once, on press (SEL-17)
/// ```
public enum DropDownAction: Sendable, Equatable {
    /// Open the list; a no-op when it is open.
    case open(OpenCause)
    /// Close the list, as the program.
    case close
    /// Up: move the highlight; on a closed trigger, open (SEL-01).
    case moveUp
    /// Down: move the highlight; on a closed trigger, open (SEL-01).
    case moveDown
    /// Left: the previous option of a horizontal or grid list; nothing on a closed trigger
    /// (SEL-05 off).
    case moveLeft
    /// Right: the next option of a horizontal or grid list; nothing on a closed trigger.
    case moveRight
    /// Home: first option; on a closed trigger, open with it highlighted (SEL-03).
    case moveToFirst
    /// End: last option; on a closed trigger, open with it highlighted (SEL-03).
    case moveToLast
    /// PageUp in the open list (NAV-05).
    case pageUp
    /// PageDown in the open list (NAV-05).
    case pageDown
    /// A typed character at time `now` (TA, SEL-04). A space with no search running is
    /// `.select` (TA-03).
    case typeahead(Character, at: Duration)
    /// Space: choose the highlighted option — select and close, toggle in a `.multiple`
    /// section, fire an action and close; on a closed trigger, open.
    case select
    /// Enter (or Alt+Up): choose the highlighted option and close; in a `.multiple` section,
    /// just close. On a closed trigger, open.
    case commit
    /// Escape: close without changing anything (SEL-10).
    case cancel
    /// Tab or Shift+Tab: close, choosing the highlighted option first if `tabSelects` (SEL-11).
    case tab
    /// The primary button went down over `target`.
    case pointerDown(PointerTarget)
    /// The pointer moved over `target`, with or without the button held.
    case pointerMove(PointerTarget)
    /// The primary button came up over `target`.
    case pointerUp(PointerTarget)
    /// Mouse wheel: scroll the open list by this many rows (one per notch).
    case scroll(by: Int)
    /// The host can show this many rows of list.
    case resize(availableRows: Int?)
    /// Select every option of a `.multiple` section (`nil`: the highlighted one's).
    case selectAll(inSection: Int?)
    /// Deselect every option of a `.multiple` section (`nil`: the highlighted one's).
    case deselectAll(inSection: Int?)
}
