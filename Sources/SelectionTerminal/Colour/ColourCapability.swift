/// How many colours the terminal can show, from none to 24-bit.
///
/// Cases are ordered from least to most capable, so `capability >= .xterm256` reads naturally.
/// Detect it from the environment with ``init(environment:)``; colours in cells are degraded
/// to it when the renderer writes them (`TerminalColour/degraded(to:)`).
///
/// ```swift
/// let capability = ColourCapability(environment: ["TERM": "xterm-256color"])  // .xterm256
/// ```
public enum ColourCapability: Int, Sendable, Hashable, Comparable, CaseIterable, CustomStringConvertible {
    /// No colour at all: only attributes (bold, reverse, ...). What `NO_COLOR` asks for.
    case noColour
    /// The 16 ANSI colours (SGR 30–37, 90–97 and their backgrounds).
    case ansi16
    /// The xterm 256-colour palette (SGR 38;5;n).
    case xterm256
    /// Any 24-bit colour (SGR 38;2;r;g;b).
    case trueColour

    /// Orders by how many colours can be shown.
    public static func < (lhs: ColourCapability, rhs: ColourCapability) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// `none`, `16`, `256` or `24-bit`.
    public var description: String {
        switch self {
        case .noColour: "none"
        case .ansi16: "16"
        case .xterm256: "256"
        case .trueColour: "24-bit"
        }
    }
}
