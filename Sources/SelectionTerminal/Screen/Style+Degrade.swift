extension Style {
    /// This style with both colours degraded to what the terminal can show; attributes are kept.
    ///
    /// ```swift
    /// Style(foreground: .indexed(196), attributes: .bold).degraded(to: .noColour)  // Style(attributes: .bold)
    /// ```
    package func degraded(to capability: ColourCapability) -> Style {
        if capability == .trueColour { return self }
        return Style(
            foreground: foreground.degraded(to: capability),
            background: background.degraded(to: capability),
            attributes: attributes
        )
    }
}
