/// How a text field treats what is typed into it and how it shows its text.
///
/// ```swift
/// let password = TextFieldConfiguration(mask: "•")
/// let notes = TextFieldConfiguration(keepsLineBreaks: true)
/// ```
public struct TextFieldConfiguration: Sendable, Hashable {
    /// Whether line breaks typed or pasted are kept (as `"\n"`); when false (the default) they
    /// are dropped, as a one-line field must.
    public var keepsLineBreaks: Bool
    /// Shown in place of every character when set (a password field); the text itself is kept.
    public var mask: Character?
    /// Whether tabs typed or pasted are kept (a multi-line text area, TXT-09); when false (the
    /// default) they are dropped with the other control characters.
    package var keepsTabs = false

    /// Creates a configuration: one line, nothing masked, unless asked.
    public init(keepsLineBreaks: Bool = false, mask: Character? = nil) {
        self.keepsLineBreaks = keepsLineBreaks
        self.mask = mask
    }
}
