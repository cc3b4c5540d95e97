import SelectionTerminal

/// What a preview has produced so far: its lines (with their SGR colours; every other control
/// sequence is taken out, and what is left is sanitised when drawn), whether it is still running,
/// and how it ended.
package struct PreviewOutput: Sendable, Hashable {
    /// One line of output: pieces of text, each with its style.
    package struct Line: Sendable, Hashable {
        /// The pieces, left to right; their text is untrusted (`Buffer` sanitises it).
        package var segments: [Segment]

        /// A line of pieces.
        package init(segments: [Segment]) {
            self.segments = segments
        }

        /// A line of plain text.
        package init(_ text: String) {
            segments = text.isEmpty ? [] : [Segment(text: text, style: .plain)]
        }

        /// The text without styles.
        package var text: String { segments.map(\.text).joined() }
    }

    /// A piece of a line in one style.
    package struct Segment: Sendable, Hashable {
        /// The text.
        package var text: String
        /// Its style (from the output's SGR sequences).
        package var style: Style

        /// A piece of text in `style`.
        package init(text: String, style: Style) {
            self.text = text
            self.style = style
        }
    }

    /// The lines so far.
    package var lines: [Line]
    /// True while the preview runs.
    package var isRunning: Bool
    /// How a command ended, when that is news: a status other than 0, or a signal.
    package var ending: String?
    /// True when the output was cut at `lineLimit` lines (or `byteLimit` bytes) and the
    /// command stopped.
    package var isCut: Bool

    /// Output with `lines`.
    package init(lines: [Line] = [], isRunning: Bool = false, ending: String? = nil, isCut: Bool = false) {
        self.lines = lines
        self.isRunning = isRunning
        self.ending = ending
        self.isCut = isCut
    }

    /// Nothing, not running.
    package static let empty = PreviewOutput()

    /// The finished output of a command that printed `bytes` and ended as `ending` says (nil for
    /// success): lines split, SGR colours kept across them, every other sequence taken out, tabs
    /// expanded, cut at the limits.
    ///
    /// ```swift
    /// PreviewOutput(parsing: Array("\u{1B}[31mred\n".utf8)).lines   // one line, "red" in red
    /// ```
    package init(parsing bytes: some Collection<UInt8>, ending: String? = nil) {
        var builder = PreviewOutputBuilder()
        _ = builder.append(bytes)
        builder.finish(ending: ending)
        self = builder.output
    }

    /// At most this many lines are kept; the command is stopped after them.
    package static var lineLimit: Int { 10_000 }
    /// At most this many bytes are read; the command is stopped after them.
    package static var byteLimit: Int { 4 << 20 }

    /// The lines the pane shows: the output, then a note of a cut or of how the command ended.
    package var shownLines: [Line] {
        var result = lines
        if isCut { result.append(Line("[output cut at \(lines.count) lines]")) }
        if let ending { result.append(Line("[\(ending)]")) }
        return result
    }
}

/// Turns a preview's bytes, as they come, into ``PreviewOutput`` lines: splits lines, keeps SGR
/// colours across them, expands tabs, and stops at the limits.
struct PreviewOutputBuilder {
    private(set) var output = PreviewOutput(isRunning: true)
    private var partial: [UInt8] = []
    private var style: Style = .plain
    private var bytesRead = 0
    /// A line longer than this is cut (a megabyte of output without a newline).
    static var lineByteLimit: Int { 64 << 10 }

    /// Adds `bytes`; false once a limit is reached (stop reading).
    mutating func append(_ bytes: some Collection<UInt8>) -> Bool {
        guard !output.isCut else { return false }
        bytesRead += bytes.count
        for byte in bytes {
            if byte == 0x0A {
                finishLine()
                if output.lines.count >= PreviewOutput.lineLimit {
                    output.isCut = true
                    return false
                }
            } else if partial.count < Self.lineByteLimit {
                partial.append(byte)
            }
        }
        if bytesRead >= PreviewOutput.byteLimit {
            output.isCut = true
            return false
        }
        return true
    }

    /// Adds one whole line of text (from a Swift preview provider).
    mutating func append(line: String) -> Bool {
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        return append(bytes)
    }

    /// The output ended (with `ending` to show, if any).
    mutating func finish(ending: String?) {
        if !partial.isEmpty { finishLine() }
        output.isRunning = false
        output.ending = output.isCut ? nil : ending
    }

    private mutating func finishLine() {
        if partial.last == 0x0D { partial.removeLast() }
        let parsed = ANSIText(parsing: partial, startingIn: style)
        style = parsed.endStyle
        output.lines.append(Self.line(of: parsed))
        partial.removeAll(keepingCapacity: true)
    }

    /// The line's pieces, tabs expanded to the next multiple of 8 columns.
    static func line(of text: ANSIText) -> PreviewOutput.Line {
        var segments: [PreviewOutput.Segment] = []
        var column = 0
        for (piece, style) in text.segments {
            var expanded = ""
            for character in piece {
                if character == "\t" {
                    let spaces = 8 - column % 8
                    expanded += String(repeating: " ", count: spaces)
                    column += spaces
                } else {
                    expanded.append(character)
                    column += Buffer.displayWidth(of: String(character))
                }
            }
            segments.append(PreviewOutput.Segment(text: expanded, style: style))
        }
        return PreviewOutput.Line(segments: segments)
    }
}
