/// The three standard streams, to ask whether one is a terminal.
///
/// ```swift
/// if !StandardStream.output.isTerminal { /* stdout is a pipe or file: also log there */ }
/// ```
package enum StandardStream: Int32, Sendable {
    /// Standard input, descriptor 0.
    case input = 0
    /// Standard output, descriptor 1.
    case output = 1
    /// Standard error, descriptor 2.
    case error = 2

    /// True when the stream is connected to a terminal.
    package var isTerminal: Bool { Platform.isTerminal(rawValue) }
}
