import SelectionCore

/// A colour as a terminal understands it: the default, one of 16, one of 256, or 24-bit.
///
/// Cells hold the colour the widget asked for; the renderer degrades it to what the terminal
/// can show (`degraded(to:)`) only when it writes the cell.
///
/// ```swift
/// let swatch = TerminalColour.rgb(Colour(red: 255, green: 0, blue: 255))
/// swatch.degraded(to: .xterm256)  // .indexed(201)
/// swatch.degraded(to: .ansi16)    // .ansi(.brightMagenta)
/// ```
public enum TerminalColour: Sendable, Hashable {
    /// The terminal's own foreground or background colour (SGR 39 / 49).
    case `default`
    /// One of the 16 system colours (SGR 30–37, 90–97 / 40–47, 100–107).
    case ansi(ANSIColour)
    /// An xterm-256 palette index (SGR 38;5;n / 48;5;n).
    case indexed(UInt8)
    /// A 24-bit colour (SGR 38;2;r;g;b / 48;2;r;g;b).
    case rgb(Colour)

    /// The colour as 24-bit sRGB, using xterm's default palette for indexed and system colours; nil for `default`.
    public var approximateRGB: Colour? {
        switch self {
        case .default: nil
        case .ansi(let colour): Colour(xtermIndex: colour.rawValue)
        case .indexed(let index): Colour(xtermIndex: index)
        case .rgb(let colour): colour
        }
    }
}
