/// Why the terminal could not be used, with a one-line message fit for a user.
public enum TerminalError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No terminal could be opened (no controlling terminal, e.g. under `setsid` or in CI).
    case noTerminal(reason: String)
    /// `TERM=dumb`: the terminal cannot draw an interactive UI.
    case dumbTerminal
    /// The terminal went away (hang-up, end of file, or EIO/EPIPE on write).
    case terminalClosed
    /// Another operating-system failure.
    case system(String)

    /// A one-line message without a trailing period, e.g. `cannot open /dev/tty: …`.
    public var description: String {
        switch self {
        case .noTerminal(let reason):
            return "no terminal to draw on: \(reason)"
        case .dumbTerminal:
            return "TERM=dumb: this terminal cannot show an interactive prompt (ask in line mode instead, or set TERM)"
        case .terminalClosed:
            return "the terminal went away"
        case .system(let message):
            return message
        }
    }
}
