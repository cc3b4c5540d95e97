import SelectionCore
import SelectionTerminal

/// What the host hands a ``Prompt``: input in the prompt's own coordinates, or the passing of time.
public enum PromptEvent: Sendable, Hashable {
    /// A key press.
    case key(KeyEvent)
    /// A mouse report, its position relative to the prompt's region (row 0 is the region's first row).
    /// Reports from outside the region arrive too, with positions outside it (negative rows above).
    case mouse(MouseEvent)
    /// A bracketed paste, whole.
    case paste(String)
    /// The terminal changed size; the next render is for the new size.
    case resize(Size)
    /// The clock reached the prompt's ``Prompt/deadline``.
    case tick
    /// Background work the prompt started (see ``Prompt/start(reportingTo:)``) has news.
    case background(BackgroundEvent)
}
