import SelectionCore
import SelectionTerminal

extension Theme {
    /// The standard theme's variant for `background` and what the terminal can show: the
    /// 16-colour ``standard`` (dark) or ``standardLight``, or the 256-colour ``dark`` or ``light``
    /// (also used with 24-bit colour: the 256-colour palette is the same on every terminal, so its
    /// contrast is known); ``monochrome`` without colour.
    ///
    /// ```swift
    /// let theme = Theme.standard(on: .light, colours: .xterm256)   // Theme.light
    /// ```
    public static func standard(on background: TerminalBackground, colours capability: ColourCapability) -> Theme {
        switch (capability, background) {
        case (.noColour, _): .monochrome
        case (.ansi16, .dark): .standard
        case (.ansi16, .light): .standardLight
        case (_, .dark): .dark
        case (_, .light): .light
        }
    }

    /// The 16-colour theme for a light background: the same cues as ``standard``, in colours that
    /// read on white (no bright yellow or green text; bold only on the default colour or on bright
    /// white).
    public static let standardLight: Theme = {
        var theme = Theme.standard
        theme.header = Style(attributes: [.bold, .underline])
        theme.detail = Style(foreground: .ansi(.magenta))
        theme.match = Style(foreground: .ansi(.blue), attributes: .underline)
        theme.border = Style(foreground: .ansi(.blue))
        theme.scrollThumb = Style(foreground: .ansi(.blue))
        theme.error = Style(foreground: .ansi(.red), attributes: .underline)
        return theme
    }()

    /// The 256-colour theme for a dark background (also `--color dark`): white on a deep blue
    /// highlight, muted greys for secondary text, with this package's attributes, so no cue is
    /// colour alone.
    public static let dark = IndexedVariant(
        current: 24, secondary: 246, highlightText: 255, currentMatch: 229, pointer: 229, match: 108, header: 109,
        prompt: 110, info: 144, marker: 225, border: 67, error: 203
    ).applied(to: .standard)

    /// The 256-colour theme for a light background (also `--color light`): black on a pale blue
    /// highlight, dark greys for secondary text.
    public static let light = IndexedVariant(
        current: 153, secondary: 241, highlightText: 16, currentMatch: 18, pointer: 88, match: 25, header: 24,
        prompt: 25, info: 94, marker: 125, border: 67, error: 124
    ).applied(to: .standardLight)
}

/// The 256-colour palette entries a variant lays over its 16-colour base theme; every cue keeps
/// the base's attributes, so none is colour alone.
private struct IndexedVariant {
    /// The highlighted row's background, and the focused trigger's.
    var current: UInt8
    /// Secondary text: details, help, disabled items, the placeholder.
    var secondary: UInt8
    /// Text on the highlighted row and the focused trigger.
    var highlightText: UInt8
    var currentMatch: UInt8
    var pointer: UInt8
    var match: UInt8
    var header: UInt8
    var prompt: UInt8
    var info: UInt8
    var marker: UInt8
    /// Borders and the scroll thumb.
    var border: UInt8
    var error: UInt8

    func applied(to base: Theme) -> Theme {
        var theme = base
        let current = TerminalColour.indexed(current)
        let secondary = TerminalColour.indexed(secondary)
        theme.highlight = Style(foreground: .indexed(highlightText), background: current, attributes: .bold)
        theme.currentMatch = Style(foreground: .indexed(currentMatch), background: current, attributes: [.bold, .underline])
        theme.pointer = Style(foreground: .indexed(pointer), background: current, attributes: .bold)
        theme.focusedTrigger = Style(foreground: .indexed(highlightText), background: current, attributes: [.bold, .underline])
        theme.match = Style(foreground: .indexed(match), attributes: [.bold, .underline])
        theme.header = Style(foreground: .indexed(header), attributes: .bold)
        theme.prompt = Style(foreground: .indexed(prompt))
        theme.info = Style(foreground: .indexed(info))
        theme.marker = Style(foreground: .indexed(marker))
        theme.detail = Style(foreground: secondary)
        theme.help = Style(foreground: secondary)
        theme.disabled = Style(foreground: secondary, attributes: .italic)
        theme.placeholder = Style(foreground: secondary, attributes: .italic)
        theme.border = Style(foreground: .indexed(border))
        theme.scrollThumb = Style(foreground: .indexed(border))
        theme.error = Style(foreground: .indexed(error), attributes: .bold)
        return theme
    }
}
