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
    public static let dark: Theme = {
        var theme = Theme.standard
        let current = TerminalColour.indexed(24)
        let secondary = TerminalColour.indexed(246)
        theme.highlight = Style(foreground: .indexed(255), background: current, attributes: .bold)
        theme.currentMatch = Style(foreground: .indexed(229), background: current, attributes: [.bold, .underline])
        theme.pointer = Style(foreground: .indexed(229), background: current, attributes: .bold)
        theme.focusedTrigger = Style(foreground: .indexed(255), background: current, attributes: [.bold, .underline])
        theme.match = Style(foreground: .indexed(108), attributes: [.bold, .underline])
        theme.header = Style(foreground: .indexed(109), attributes: .bold)
        theme.prompt = Style(foreground: .indexed(110))
        theme.info = Style(foreground: .indexed(144))
        theme.marker = Style(foreground: .indexed(225))
        theme.detail = Style(foreground: secondary)
        theme.help = Style(foreground: secondary)
        theme.disabled = Style(foreground: secondary, attributes: .italic)
        theme.placeholder = Style(foreground: secondary, attributes: .italic)
        theme.border = Style(foreground: .indexed(67))
        theme.scrollThumb = Style(foreground: .indexed(67))
        theme.error = Style(foreground: .indexed(203), attributes: .bold)
        return theme
    }()

    /// The 256-colour theme for a light background (also `--color light`): black on a pale blue
    /// highlight, dark greys for secondary text.
    public static let light: Theme = {
        var theme = Theme.standardLight
        let current = TerminalColour.indexed(153)
        let secondary = TerminalColour.indexed(241)
        theme.highlight = Style(foreground: .indexed(16), background: current, attributes: .bold)
        theme.currentMatch = Style(foreground: .indexed(18), background: current, attributes: [.bold, .underline])
        theme.pointer = Style(foreground: .indexed(88), background: current, attributes: .bold)
        theme.focusedTrigger = Style(foreground: .indexed(16), background: current, attributes: [.bold, .underline])
        theme.match = Style(foreground: .indexed(25), attributes: [.bold, .underline])
        theme.header = Style(foreground: .indexed(24), attributes: .bold)
        theme.prompt = Style(foreground: .indexed(25))
        theme.info = Style(foreground: .indexed(94))
        theme.marker = Style(foreground: .indexed(125))
        theme.detail = Style(foreground: secondary)
        theme.help = Style(foreground: secondary)
        theme.disabled = Style(foreground: secondary, attributes: .italic)
        theme.placeholder = Style(foreground: secondary, attributes: .italic)
        theme.border = Style(foreground: .indexed(67))
        theme.scrollThumb = Style(foreground: .indexed(67))
        theme.error = Style(foreground: .indexed(124), attributes: .bold)
        return theme
    }()
}
