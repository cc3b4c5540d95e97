import SelectionCore

/// The colours a terminal shows for its 16 system colours and its default foreground and
/// background: what contrast is computed against.
///
/// Indices 16–255 are the same on every terminal (xterm's 6×6×6 cube and grey ramp); the 16 system
/// colours and the defaults are the terminal's own. Three palettes ship, the ones the theme's
/// contrast test checks: ``xterm`` (xterm's defaults), ``vga`` (the IBM VGA text-mode colours, as
/// the Linux console and PuTTY use), and ``tango`` (GNOME Terminal's Tango palette, the most common
/// on Linux desktops).
///
/// ```swift
/// let palette = TerminalPalette.xterm
/// let white = palette.rgb(.ansi(.brightWhite), on: .light, isForeground: true)
/// let ratio = TerminalPalette.contrast(white, palette.rgb(.ansi(.blue), on: .light, isForeground: false))
/// ```
package struct TerminalPalette: Sendable, Hashable {
    /// The palette's name, for messages.
    package var name: String
    /// The 16 system colours, index 0–15.
    package var system: [Colour]
    /// The default foreground and background on a light and on a dark background.
    package var defaultForeground: [TerminalBackground: Colour]
    /// The default background of each variant.
    package var defaultBackground: [TerminalBackground: Colour]
    /// Whether bold text in colours 0–7 is drawn in the bright colour (xterm's `boldColors`).
    package var brightensBold: Bool

    /// Creates a palette.
    package init(
        name: String, system: [Colour], defaultForeground: [TerminalBackground: Colour],
        defaultBackground: [TerminalBackground: Colour], brightensBold: Bool
    ) {
        self.name = name
        self.system = system
        self.defaultForeground = defaultForeground
        self.defaultBackground = defaultBackground
        self.brightensBold = brightensBold
    }

    /// xterm's default colours (black on white; `-rv` gives white on black); bold brightens 0–7.
    package static let xterm = TerminalPalette(
        name: "xterm",
        system: (0..<16).map { Colour(xtermIndex: UInt8($0)) },
        defaultForeground: [.light: Colour(rgb: 0x000000), .dark: Colour(rgb: 0xFFFFFF)],
        defaultBackground: [.light: Colour(rgb: 0xFFFFFF), .dark: Colour(rgb: 0x000000)],
        brightensBold: true)

    /// The VGA text-mode colours (the Linux console, PuTTY): light grey on black, or black on bright white.
    package static let vga = TerminalPalette(
        name: "VGA",
        system: [
            0x000000, 0xAA0000, 0x00AA00, 0xAA5500, 0x0000AA, 0xAA00AA, 0x00AAAA, 0xAAAAAA,
            0x555555, 0xFF5555, 0x55FF55, 0xFFFF55, 0x5555FF, 0xFF55FF, 0x55FFFF, 0xFFFFFF,
        ].map { Colour(rgb: $0) },
        defaultForeground: [.light: Colour(rgb: 0x000000), .dark: Colour(rgb: 0xAAAAAA)],
        defaultBackground: [.light: Colour(rgb: 0xFFFFFF), .dark: Colour(rgb: 0x000000)],
        brightensBold: true)

    /// GNOME Terminal's Tango palette, with its "Black on white" and "White on black" schemes.
    package static let tango = TerminalPalette(
        name: "Tango",
        system: [
            0x2E3436, 0xCC0000, 0x4E9A06, 0xC4A000, 0x3465A4, 0x75507B, 0x06989A, 0xD3D7CF,
            0x555753, 0xEF2929, 0x8AE234, 0xFCE94F, 0x729FCF, 0xAD7FA8, 0x34E2E2, 0xEEEEEC,
        ].map { Colour(rgb: $0) },
        defaultForeground: [.light: Colour(rgb: 0x000000), .dark: Colour(rgb: 0xFFFFFF)],
        defaultBackground: [.light: Colour(rgb: 0xFFFFFF), .dark: Colour(rgb: 0x000000)],
        brightensBold: false)

    /// The palettes the contrast test checks.
    package static let checked: [TerminalPalette] = [.xterm, .vga, .tango]

    /// The colour shown for `colour` as a foreground (`isBold`: drawn bold) or a background on `background`.
    package func rgb(_ colour: TerminalColour, on background: TerminalBackground, isForeground: Bool, isBold: Bool = false) -> Colour {
        switch colour {
        case .default:
            return (isForeground ? defaultForeground : defaultBackground)[background] ?? Colour(rgb: 0)
        case .ansi(let system):
            let index = Int(system.rawValue)
            return system.rawValue < 8 && isForeground && isBold && brightensBold ? self.system[index + 8] : self.system[index]
        case .indexed(let index):
            if index < 16 {
                return rgb(.ansi(ANSIColour(rawValue: index) ?? .white), on: background, isForeground: isForeground, isBold: isBold)
            }
            return Colour(xtermIndex: index)
        case .rgb(let value):
            return value
        }
    }

    /// The foreground and background colours a cell of `style` shows on `background`, after
    /// reverse video and faint text (drawn halfway between its colour and the background's).
    package func colours(of style: Style, on background: TerminalBackground) -> (foreground: Colour, background: Colour) {
        let isBold = style.attributes.contains(.bold)
        var foreground = rgb(style.foreground, on: background, isForeground: true, isBold: isBold)
        var back = rgb(style.background, on: background, isForeground: false)
        if style.attributes.contains(.reverse) { swap(&foreground, &back) }
        if style.attributes.contains(.dim) {
            foreground = Colour(
                red: UInt8((Int(foreground.red) + Int(back.red)) / 2), green: UInt8((Int(foreground.green) + Int(back.green)) / 2),
                blue: UInt8((Int(foreground.blue) + Int(back.blue)) / 2))
        }
        return (foreground, back)
    }

    /// The contrast ratio of text in `style` on `background` (WCAG 2: 1 to 21).
    package func contrast(of style: Style, on background: TerminalBackground) -> Double {
        let (foreground, back) = colours(of: style, on: background)
        return Self.contrast(foreground, back)
    }

    /// WCAG 2's relative luminance of an sRGB colour, 0 (black) to 1 (white).
    package static func relativeLuminance(of colour: Colour) -> Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(colour.red) + 0.7152 * linear(colour.green) + 0.0722 * linear(colour.blue)
    }

    /// WCAG 2's contrast ratio between two colours: (lighter + 0.05) / (darker + 0.05).
    package static func contrast(_ first: Colour, _ second: Colour) -> Double {
        let a = relativeLuminance(of: first)
        let b = relativeLuminance(of: second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `base` raised to `exponent` for the sRGB curve, without Foundation.
    private static func pow(_ base: Double, _ exponent: Double) -> Double {
        guard base > 0 else { return 0 }
        return exp(exponent * log(base))
    }

    private static func log(_ x: Double) -> Double {
        // ln(x) = 2 artanh((x-1)/(x+1)), converging fast for the range used (0.05…1).
        let y = (x - 1) / (x + 1)
        let y2 = y * y
        var term = y
        var sum = 0.0
        var n = 1.0
        while abs(term / n) > 1e-15 {
            sum += term / n
            term *= y2
            n += 2
        }
        return 2 * sum
    }

    private static func exp(_ x: Double) -> Double {
        var term = 1.0
        var sum = 1.0
        var n = 1.0
        while abs(term) > 1e-16 * abs(sum) {
            term *= x / n
            sum += term
            n += 1
        }
        return sum
    }
}
