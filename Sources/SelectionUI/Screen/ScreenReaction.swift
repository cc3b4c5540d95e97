/// What an ``AppScreen``'s caller says after a ``ControlNotification``.
public enum ScreenReaction: Sendable, Hashable {
    /// Keep running.
    case proceed
    /// Close the screen with this value (a chooser's choice).
    case finish(String)
}
