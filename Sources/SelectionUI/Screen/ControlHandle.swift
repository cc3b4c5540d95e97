/// A typed reference to a control on a screen: what ``ScreenContent/add(_:label:)`` returns.
///
/// The handle knows the control's type, so the caller reads the control and its events without
/// casting — the typed child of The Composable Architecture's scopes, for a screen of controls:
///
/// ```swift
/// var content = ScreenContent(title: "Selection View")
/// let colour = content.add(DropDownControl(id: "colour", options: colours), label: "Colour")
/// let screen = AppScreen(content) { note, content in
///     if case .selected(_, _, let value)? = note.event(from: colour) { content.background = value }  // a Colour
///     return .proceed
/// }
/// let chosen = screen.content[colour]?.state.list.selectedOptions  // [Choice<Colour>]
/// ```
public struct ControlHandle<C: Control>: Sendable, Hashable {
    /// The control's ``Control/id``.
    public let id: String

    /// Names the control `id` of type `C`, for a control added elsewhere (a test reading a
    /// demo's screen); ``ScreenContent/add(_:label:)`` gives the handle of a control it adds.
    public init(id: String) {
        self.id = id
    }
}
