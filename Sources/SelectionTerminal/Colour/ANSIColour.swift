/// One of the 16 system colours every colour terminal has (SGR 30–37 and 90–97).
///
/// The raw value is the colour's xterm palette index, 0–15. What each looks like is up to the
/// terminal's theme; `Colour.xtermSystemPalette` holds xterm's defaults.
///
/// ```swift
/// let warning = Style(foreground: .ansi(.brightYellow))
/// ```
public enum ANSIColour: UInt8, Sendable, Hashable, CaseIterable {
    /// Palette index 0.
    case black
    /// Palette index 1.
    case red
    /// Palette index 2.
    case green
    /// Palette index 3.
    case yellow
    /// Palette index 4.
    case blue
    /// Palette index 5.
    case magenta
    /// Palette index 6.
    case cyan
    /// Palette index 7 (light grey in most themes).
    case white
    /// Palette index 8 (dark grey in most themes).
    case brightBlack
    /// Palette index 9.
    case brightRed
    /// Palette index 10.
    case brightGreen
    /// Palette index 11.
    case brightYellow
    /// Palette index 12.
    case brightBlue
    /// Palette index 13.
    case brightMagenta
    /// Palette index 14.
    case brightCyan
    /// Palette index 15.
    case brightWhite
}
