/// What a user (or the program) means to do to a drop-down: the input of
/// ``DropDownState/send(_:)``.
///
/// The keys of a closed trigger are the same intents as in the open list: `.list(.moveDown)` on
/// a closed drop-down opens it as Down does (SEL-01), so a key map needs no state. The list's
/// own vocabulary (``ListAction``) is embedded in ``list(_:)``, not repeated here.
///
/// ```swift
/// dropDown.send(.open(.keyboard(.down)))
/// dropDown.send(.list(.pageDown))
/// dropDown.send(.pointerDown(.trigger))   // opens at once, on press (SEL-17)
/// ```
public enum DropDownAction: Sendable, Equatable {
    /// Open the list; a no-op when it is open.
    case open(OpenCause)
    /// Close the list, as the program.
    case close
    /// An action of the list itself, embedded rather than restated (a parent's action carrying
    /// its child's): moves, pages, scrolling, the room it has, select and deselect all.
    ///
    /// While the list is open every list action goes to it as it is. On a closed trigger,
    /// `.moveUp` and `.moveDown` open it (SEL-01), `.moveToFirst` and `.moveToLast` open it with
    /// the first or last option highlighted (SEL-03), `.resize` is kept for the next opening, and
    /// the rest do nothing (Left and Right do not open, SEL-05 off).
    case list(ListAction)
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
}
