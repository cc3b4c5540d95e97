/// How a cell is drawn: foreground and background colour plus text attributes.
///
/// ```swift
/// let highlight = Style(attributes: .reverse)
/// let error = Style(foreground: .ansi(.red), attributes: [.bold, .underline])
/// let swatch = Style(background: .rgb(Colour(red: 255, green: 255, blue: 0)))
/// ```
public struct Style: Sendable, Hashable, CustomStringConvertible {
    /// Text attributes, combined as a set.
    public struct Attributes: OptionSet, Sendable, Hashable {
        /// The bits of the set.
        public let rawValue: UInt8

        /// Creates a set from its bits.
        public init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// Bold or increased intensity (SGR 1).
        public static let bold = Attributes(rawValue: 1 << 0)
        /// Faint, decreased intensity (SGR 2).
        public static let dim = Attributes(rawValue: 1 << 1)
        /// Italic (SGR 3).
        public static let italic = Attributes(rawValue: 1 << 2)
        /// Single underline (SGR 4).
        public static let underline = Attributes(rawValue: 1 << 3)
        /// Foreground and background swapped (SGR 7).
        public static let reverse = Attributes(rawValue: 1 << 4)
        /// Crossed out (SGR 9).
        public static let strikethrough = Attributes(rawValue: 1 << 5)

        /// Every attribute, in SGR order.
        public static let all: [Attributes] = [.bold, .dim, .italic, .underline, .reverse, .strikethrough]
    }

    /// The text colour.
    public var foreground: TerminalColour
    /// The colour behind the text.
    public var background: TerminalColour
    /// Bold, dim, italic, underline, reverse, strikethrough.
    public var attributes: Attributes

    /// Creates a style; every part defaults to the terminal's own.
    public init(foreground: TerminalColour = .default, background: TerminalColour = .default, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default colours and no attributes.
    public static let plain = Style()

    /// True when this style is ``plain``.
    public var isPlain: Bool { foreground == .default && background == .default && attributes.isEmpty }

    /// This style with `attributes` added.
    public func adding(_ attributes: Attributes) -> Style {
        var copy = self
        copy.attributes.formUnion(attributes)
        return copy
    }

    /// `plain`, or the parts that differ from it, e.g. `fg:red bg:#ffff00 bold reverse`.
    public var description: String {
        var parts: [String] = []
        if foreground != .default { parts.append("fg:\(foreground.shortDescription)") }
        if background != .default { parts.append("bg:\(background.shortDescription)") }
        let names: [(Attributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.italic, "italic"),
            (.underline, "underline"), (.reverse, "reverse"), (.strikethrough, "strikethrough"),
        ]
        for (attribute, name) in names where attributes.contains(attribute) {
            parts.append(name)
        }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }
}

extension TerminalColour {
    /// `default`, `red`, `brightBlue`, `196`, `#ff00ff`.
    var shortDescription: String {
        switch self {
        case .default: return "default"
        case .ansi(let colour): return "\(colour)"
        case .indexed(let index): return "\(index)"
        case .rgb(let colour):
            let digits = Array("0123456789abcdef")
            var text = "#"
            for channel in [colour.red, colour.green, colour.blue] {
                text.append(digits[Int(channel >> 4)])
                text.append(digits[Int(channel & 0xF)])
            }
            return text
        }
    }
}
