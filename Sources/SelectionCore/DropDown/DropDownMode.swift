/// What a drop-down's trigger shows.
///
/// ```swift
/// DropDownState(items: colours, mode: .value(placeholder: "Select..."))
/// DropDownState(items: commands, mode: .action(prompt: "Actions"))
/// ```
public enum DropDownMode: Sendable, Equatable {
    /// The trigger shows the chosen option, or `placeholder` ("Select...", "--") until one is.
    case value(placeholder: String)
    /// The trigger always shows `prompt`, and the list opens like a menu: the keyboard opens it
    /// with the first item highlighted (MENU-01). Built from items, its options are actions
    /// that fire and hold no value.
    case action(prompt: String)
}
