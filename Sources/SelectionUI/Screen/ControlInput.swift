import SelectionCore
import SelectionTerminal

/// What an ``AppScreen`` hands a ``Control``: a key, or a pointer report with where it fell.
public enum ControlInput: Sendable, Hashable {
    /// Where a pointer report fell, relative to the control and its popover.
    public enum Region: Sendable, Hashable {
        /// On the control itself (its trigger).
        case control
        /// Inside the control's popover (or the full-screen modal it became).
        case popover
        /// Anywhere else.
        case outside
    }

    /// A key press, while the control has the focus or its popover is the top layer.
    case key(KeyEvent)
    /// A mouse report in screen cells, and where it fell.
    case pointer(MouseEvent, Region)
}
