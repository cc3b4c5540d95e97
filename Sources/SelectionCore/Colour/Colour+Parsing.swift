extension Colour {
    /// Parses a colour as a user or a data file would write it.
    ///
    /// Accepted, ignoring case and surrounding whitespace:
    /// - `#rgb` and `#rrggbb` (`"#f0f"`, `"#ff00ff"`);
    /// - `rgb(r, g, b)` with whole numbers 0–255, spaces optional, or space-separated (`rgb(255 0 255)`);
    /// - the 148 CSS colour names (`"rebeccapurple"`, `"Grey"`);
    /// - forms with alpha — `#rgba`, `#rrggbbaa`, `rgba(r, g, b, a)` with `a` in 0–1 or 0%–100%,
    ///   `rgb(r g b / a)`, `transparent` — blended over `background`. A terminal cell has no
    ///   transparency, so without a background a translucent colour is an error
    ///   (``ColourParseError/Reason/translucent(alpha:)``); a fully opaque alpha (`ff`) needs none.
    ///   To keep the alpha, parse a ``Pixel`` instead.
    ///
    /// ```swift
    /// let red = try Colour(parsing: "#ff0000")
    /// let pink = try Colour(parsing: "#ff000080", over: Colour(rgb: 0xFFFFFF))   // #ff7f7f
    /// ```
    ///
    /// - Parameters:
    ///   - text: The colour's text.
    ///   - background: What a translucent colour is blended over.
    /// - Throws: ``ColourParseError`` naming the input and what is wrong with it.
    public init(parsing text: some StringProtocol, over background: Colour? = nil) throws(ColourParseError) {
        let input = String(text)
        let pixel = try ColourSyntax.parse(input)
        if pixel.alpha == 255 {
            self = pixel.colour
        } else if let background {
            self = pixel.composited(over: background)
        } else {
            throw ColourParseError(input: input, reason: .translucent(alpha: pixel.alpha))
        }
    }
}
