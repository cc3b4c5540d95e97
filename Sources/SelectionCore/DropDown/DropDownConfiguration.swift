/// The drop-down behaviours where the references differ, each defaulting to docs/behaviour.md §13.
///
/// ```swift
/// var configuration = DropDownConfiguration()
/// configuration.tabSelects = false   // react-aria: Tab closes without choosing
/// ```
public struct DropDownConfiguration: Sendable, Equatable {
    /// Whether Tab while open chooses the highlighted option before closing (SEL-11).
    /// Default true (APG, Downshift): select and move on.
    public var tabSelects: Bool
    /// Whether a press outside the open list chooses the highlighted option before closing
    /// (SEL-12). Default false (react-aria, Zag): just close.
    public var selectsOnOutsidePress: Bool
    /// What typing on the closed trigger does (SEL-04). Default `.openAndHighlight`.
    public var closedTypeahead: ClosedTypeahead
    /// Whether choosing an option (Space, a click, a release) closes the list; `nil` means
    /// "not for `.multiple` sections, yes otherwise" (SEL-16, MENU-08).
    public var closesOnChoice: Bool?
    /// SEL-05 (an option, off by default): Left and Right on the closed trigger of a single-choice
    /// drop-down select the previous and next option without opening and without wrapping; with
    /// nothing selected both select the first option (React Aria's behaviour).
    public var arrowsChangeValueWhenClosed = false
    /// CORE-04, ARCH-01: a caller's rewrite of each proposed change before it is committed;
    /// `nil` (the default) commits every change as proposed. See ``DropDownStateReducer``.
    public var stateReducer: DropDownStateReducer?

    /// Creates a configuration; every argument defaults to docs/behaviour.md §13.
    public init(
        tabSelects: Bool = true,
        selectsOnOutsidePress: Bool = false,
        closedTypeahead: ClosedTypeahead = .openAndHighlight,
        closesOnChoice: Bool? = nil
    ) {
        self.tabSelects = tabSelects
        self.selectsOnOutsidePress = selectsOnOutsidePress
        self.closedTypeahead = closedTypeahead
        self.closesOnChoice = closesOnChoice
    }
}

/// What typing a letter on a closed drop-down does (SEL-04).
public enum ClosedTypeahead: Sendable, Equatable {
    /// Open the list and highlight the match (APG, Downshift).
    case openAndHighlight
    /// Select the match without opening (react-aria, Zag, a native macOS pop-up button).
    case selectWithoutOpening
}
