/// How a menu behaves where the references differ (docs/behaviour.md §6, §13).
public struct MenuConfiguration: Sendable, Equatable {
    /// What a disabled item does under the arrow keys (NAV-11).
    public enum DisabledItems: Sendable, Equatable {
        /// Disabled items can be active, so their reason can be read, but never activated (APG; the default for menus).
        case focusable
        /// The arrow keys skip disabled items (RA, Zag).
        case skipped
    }

    /// Whether Down on the last item goes to the first (MENU-04, NAV-03: menus wrap by default).
    public var wraps: Bool
    /// NAV-11 for menus; default ``DisabledItems/focusable``.
    public var disabledItems: DisabledItems
    /// Whether Right opens a submenu and Left closes one (false), or the reverse (right to left, MENU-12).
    public var isRightToLeft: Bool
    /// Whether pointer activation of a checkbox closes the menu (MENU-08 OPTION `closeOnSelect`; default false).
    public var checkboxClosesOnPointer: Bool
    /// How long the pointer rests on a submenu's item before the submenu opens (MENU-14: 200 ms).
    public var submenuOpenDelay: Duration
    /// How long a submenu stays open after the pointer leaves its item for another (MENU-14: 100 ms).
    public var submenuCloseDelay: Duration
    /// Typeahead within a level (MENU-05, §2).
    public var typeahead: TypeaheadConfiguration

    /// Creates a configuration; every default is the recommended one.
    public init(
        wraps: Bool = true, disabledItems: DisabledItems = .focusable, isRightToLeft: Bool = false,
        checkboxClosesOnPointer: Bool = false, submenuOpenDelay: Duration = .milliseconds(200),
        submenuCloseDelay: Duration = .milliseconds(100), typeahead: TypeaheadConfiguration = TypeaheadConfiguration()
    ) {
        self.wraps = wraps
        self.disabledItems = disabledItems
        self.isRightToLeft = isRightToLeft
        self.checkboxClosesOnPointer = checkboxClosesOnPointer
        self.submenuOpenDelay = submenuOpenDelay
        self.submenuCloseDelay = submenuCloseDelay
        self.typeahead = typeahead
    }
}
