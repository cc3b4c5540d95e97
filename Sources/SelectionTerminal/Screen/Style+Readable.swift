import SelectionCore

extension Style {
    /// Text on a background of `colour`, in black or white, whichever contrasts more with it
    /// (WCAG 2): how a colour that carries meaning — a unit category's, a painted view — is shown
    /// without putting the terminal's default foreground, whose colour is unknown, on it.
    ///
    /// ```swift
    /// Style.text(on: Colour(rgb: 0xff9500))   // black on orange
    /// Style.text(on: Colour(rgb: 0x0000ff))   // white on blue
    /// ```
    public static func text(on colour: Colour, attributes: Attributes = []) -> Style {
        let black = Colour(rgb: 0x000000)
        let white = Colour(rgb: 0xFFFFFF)
        let text = TerminalPalette.contrast(black, colour) >= TerminalPalette.contrast(white, colour) ? black : white
        return Style(foreground: .rgb(text), background: .rgb(colour), attributes: attributes)
    }
}
