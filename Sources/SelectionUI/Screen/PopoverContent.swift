import SelectionCore

/// What a control's popover needs from the screen: its natural size and how it may be presented.
///
/// The screen places it with `PopoverLayout` (flip, shift, cap, arrow); when it cannot fit,
/// it becomes a full-screen modal unless ``allowsModal`` is false.
public struct PopoverContent: Sendable, Hashable {
    /// The natural size, border included.
    public var size: Size
    /// Rows (lines) of content; fewer show, and the content scrolls, when the popover is capped.
    public var contentRows: Int
    /// The side tried first.
    public var preferredPlacement: Placement
    /// Whether the popover may become a full-screen modal when it cannot fit.
    public var allowsModal: Bool
    /// Whether a press outside that dismisses the popover also reaches what is under it.
    public var passesThroughOutsidePresses: Bool
    /// The title of the full-screen modal the popover may become.
    public var title: String
    /// Controls whose presses do not count as "outside" (OVL-10): pressing one leaves the
    /// popover open, and the press reaches that control.
    public var keepsOpenForPressesOn: Set<String>
    /// Lines per content row (a list of tall rows): a capped popover keeps whole rows, so no
    /// blank lines are left at its end.
    public var linesPerRow: Int

    /// Creates popover content.
    public init(
        size: Size, contentRows: Int, preferredPlacement: Placement = .bottomStart,
        allowsModal: Bool = true, passesThroughOutsidePresses: Bool = false, title: String = "",
        linesPerRow: Int = 1, keepsOpenForPressesOn: Set<String> = []
    ) {
        self.keepsOpenForPressesOn = keepsOpenForPressesOn
        self.linesPerRow = max(1, linesPerRow)
        self.size = size
        self.contentRows = contentRows
        self.preferredPlacement = preferredPlacement
        self.allowsModal = allowsModal
        self.passesThroughOutsidePresses = passesThroughOutsidePresses
        self.title = title
    }
}
