import SelectionCore

extension TerminalColour {
    /// This colour as the terminal can show it: unchanged when it can, else the nearest it has.
    ///
    /// | from \ to | ``ColourCapability/trueColour`` | ``ColourCapability/xterm256`` | ``ColourCapability/ansi16`` | ``ColourCapability/noColour`` |
    /// | --- | --- | --- | --- | --- |
    /// | `.rgb` | kept | nearest of indices 16–255 | nearest of the 16 | `.default` |
    /// | `.indexed(n)` | kept | kept | n < 16: `.ansi(n)`; else nearest of the 16 | `.default` |
    /// | `.ansi` | kept | kept | kept | `.default` |
    /// | `.default` | kept | kept | kept | kept |
    ///
    /// "Nearest" is `Colour.perceptualDistance(to:)` (the redmean metric) against xterm's
    /// palette values: `Colour.nearestXterm256Index` and `Colour.nearestANSI16Index`.
    ///
    /// ```swift
    /// TerminalColour.rgb(Colour(red: 128, green: 0, blue: 0)).degraded(to: .xterm256)  // .indexed(88)
    /// TerminalColour.indexed(196).degraded(to: .ansi16)                                 // .ansi(.brightRed)
    /// ```
    ///
    /// - Parameter capability: What the terminal can show.
    /// - Returns: A colour the terminal can show.
    package func degraded(to capability: ColourCapability) -> TerminalColour {
        switch (self, capability) {
        case (.default, _), (_, .trueColour):
            return self
        case (_, .noColour):
            return .default
        case (.ansi, _), (.indexed, .xterm256):
            return self
        case (.rgb(let colour), .xterm256):
            return .indexed(colour.nearestXterm256Index)
        case (.indexed(let index), .ansi16):
            if index < 16, let system = ANSIColour(rawValue: index) {
                return .ansi(system)
            }
            return TerminalColour.nearestSystemColour(to: Colour(xtermIndex: index))
        case (.rgb(let colour), .ansi16):
            return TerminalColour.nearestSystemColour(to: colour)
        }
    }

    private static func nearestSystemColour(to colour: Colour) -> TerminalColour {
        // nearestANSI16Index is always 0...15, so the fallback is never taken.
        .ansi(ANSIColour(rawValue: colour.nearestANSI16Index) ?? .white)
    }
}
