import SelectionCore

/// A line of program output with its ANSI escape sequences taken out: the bytes that remain,
/// and the styles its SGR sequences gave them (`sel choose --ansi`, fzf's `--ansi`).
///
/// `git branch --color=always`, `ls --color`, `rg --color=always` colour their lines with SGR
/// sequences (`ESC [ 31 m`). Parsing takes every escape sequence out of the bytes — SGR, other
/// CSI sequences (`ESC [ 2 J`), OSC (`ESC ] 0 ; title BEL`, hyperlinks), DCS/SOS/PM/APC strings,
/// two-byte escapes — and turns only the SGR ones into ``Style`` runs. What remains:
///
/// - ``bytes`` is what a picker matches and prints, exactly as fzf prints an `--ansi` line: the
///   input with its sequences removed, every other byte (invalid UTF-8 included) unchanged;
/// - ``runs`` say which bytes are drawn in which style (16, 256 and 24-bit colours, bold, dim,
///   italic, underline, reverse, strikethrough);
/// - ``segments`` is the text to draw, run by run. It still goes through the ``Sanitiser`` when
///   written into a ``Buffer``: an ESC that did not begin a complete sequence, a BEL, a CR stay
///   in ``bytes`` and are drawn as placeholders, never sent to the terminal.
///
/// ```swift
/// let line = ANSIText(parsing: Array("* \u{1B}[32mmain\u{1B}[m".utf8))
/// line.bytes      // "* main"
/// line.runs       // [Run(range: 2..<6, style: Style(foreground: .ansi(.green)))]
/// ```
///
/// What counts as a sequence is what fzf takes out (see `ANSIParser`): a broken escape loses
/// its `ESC` and the character after it, as in fzf, and only a lone `ESC` at the end of the line
/// stays (drawn as a placeholder), so the bytes that remain never hold a whole escape sequence.
package struct ANSIText: Sendable, Hashable {
    /// A range of ``ANSIText/bytes`` drawn in one style.
    package struct Run: Sendable, Hashable, CustomStringConvertible {
        /// Byte offsets into ``ANSIText/bytes``.
        package var range: Range<Int>
        /// The style the sequences before these bytes set.
        package var style: Style

        /// Creates a run.
        package init(range: Range<Int>, style: Style) {
            self.range = range
            self.style = style
        }

        /// `2..<6 fg:green`.
        package var description: String { "\(range.lowerBound)..<\(range.upperBound) \(style)" }
    }

    /// The line without its escape sequences: what is matched and printed.
    package private(set) var bytes: [UInt8]
    /// The styled ranges of ``bytes``, in order, not overlapping, none of them plain or empty.
    package private(set) var runs: [Run]

    /// Parses `line`, starting in the plain style.
    ///
    /// - Parameter line: One line of input, without its line terminator.
    package init(parsing line: some Collection<UInt8>) {
        self.init(parsing: line, startingIn: .plain)
    }

    /// Parses `line`, starting in `style` (fzf carries a style from one line to the next; sel starts each line plain).
    package init(parsing line: some Collection<UInt8>, startingIn style: Style) {
        var parser = ANSIParser(style: style)
        let input = Array(line)
        parser.parse(input)
        bytes = parser.output
        runs = parser.runs
        endStyle = parser.style
    }

    /// The style in force at the end of the line.
    package private(set) var endStyle: Style

    /// True when the line held no escape sequence at all.
    package var isPlain: Bool { runs.isEmpty }

    /// The text to draw, cut where the style changes: each piece's bytes decoded as UTF-8
    /// (invalid sequences become U+FFFD) with its style. Sanitise before drawing — `Buffer`'s
    /// text API does.
    package var segments: [(text: String, style: Style)] {
        var pieces: [(text: String, style: Style)] = []
        var position = 0
        func add(_ range: Range<Int>, _ style: Style) {
            guard !range.isEmpty else { return }
            pieces.append((String(decoding: bytes[range], as: UTF8.self), style))
        }
        for run in runs {
            add(position..<run.range.lowerBound, .plain)
            add(run.range, run.style)
            position = run.range.upperBound
        }
        add(position..<bytes.count, .plain)
        return pieces
    }

    /// The text as a label (``bytes`` decoded as UTF-8, invalid sequences as U+FFFD) and the
    /// styled runs in *character* offsets of that label, as list widgets count characters.
    ///
    /// A character whose scalars straddle a change of style takes the style of its first scalar.
    ///
    /// ```swift
    /// let line = ANSIText(parsing: Array("a\u{1B}[1mbc".utf8)).characterRuns
    /// line.label   // "abc"
    /// line.runs    // [StyledCharacters(characters: 1..<3, style: bold)]
    /// ```
    package var characterRuns: (label: String, runs: [StyledCharacters]) {
        var label = ""
        // The style of each scalar, in order.
        var scalarStyles: [Style] = []
        for (text, style) in segments {
            label += text
            scalarStyles += Array(repeating: style, count: text.unicodeScalars.count)
        }
        var runs: [StyledCharacters] = []
        var scalarIndex = 0
        for (offset, character) in label.enumerated() {
            let style = scalarIndex < scalarStyles.count ? scalarStyles[scalarIndex] : .plain
            scalarIndex += character.unicodeScalars.count
            guard !style.isPlain else { continue }
            if let last = runs.last, last.style == style, last.characters.upperBound == offset {
                runs[runs.count - 1].characters = last.characters.lowerBound..<(offset + 1)
            } else {
                runs.append(StyledCharacters(characters: offset..<(offset + 1), style: style))
            }
        }
        return (label, runs)
    }

    /// The same text with every colour taken out and only the attributes left (`NO_COLOR`).
    package func droppingColours() -> ANSIText {
        var copy = self
        copy.runs = []
        for run in runs {
            let style = Style(attributes: run.style.attributes)
            guard !style.isPlain else { continue }
            if let last = copy.runs.last, last.style == style, last.range.upperBound == run.range.lowerBound {
                copy.runs[copy.runs.count - 1].range = last.range.lowerBound..<run.range.upperBound
            } else {
                copy.runs.append(Run(range: run.range, style: style))
            }
        }
        copy.endStyle = Style(attributes: endStyle.attributes)
        return copy
    }
}

/// The byte-level scanner behind ``ANSIText``. What counts as a sequence is what fzf takes out
/// of an `--ansi` line, so both print the same bytes:
///
/// - `ESC` then one of `[ ( ) \`, then any of `0-9 ; : ?`, then a letter or `@` (CSI, and
///   character-set selection);
/// - `ESC ]`, digits, `;` or `:`, a printable byte, …, then BEL or `ESC \` (OSC; also the
///   hyperlink end `ESC ] 8 ; ; ESC`);
/// - any other `ESC` and the character after it (not a newline): a broken or unknown escape;
/// - SO and SI (0x0E, 0x0F);
/// - a character and the backspace after it (overstrike, as `man` prints bold).
///
/// A lone `ESC` at the end of the line is kept (and drawn as a placeholder), so what remains
/// never holds a whole escape sequence.
struct ANSIParser {
    /// The style in force.
    var style: Style
    /// The bytes kept.
    var output: [UInt8] = []
    /// The styled runs of ``output``.
    var runs: [ANSIText.Run] = []
    /// Where the bytes kept since the last sequence start: a backspace takes back only those.
    private var segmentStart = 0

    private static let escape: UInt8 = 0x1B
    private static let bell: UInt8 = 0x07
    private static let backspace: UInt8 = 0x08
    private static let newline: UInt8 = 0x0A

    init(style: Style) {
        self.style = style
    }

    /// Scans `input`, keeping what is not a sequence and applying the SGR sequences.
    mutating func parse(_ input: [UInt8]) {
        output.reserveCapacity(input.count)
        var index = 0
        while index < input.count {
            let byte = input[index]
            switch byte {
            case 0x0E, 0x0F:
                // SO / SI: shift to the G1 / G0 character set.
                index += 1
                segmentStart = output.count
            case Self.backspace where output.count > segmentStart && output[output.count - 1] != Self.newline:
                // Overstrike: the character before the backspace goes with it.
                takeBackLastCharacter()
                index += 1
                segmentStart = output.count
            case Self.escape:
                guard let end = sequenceEnd(in: input, from: index) else {
                    keep(byte)
                    index += 1
                    continue
                }
                if input[index + 1] == UInt8(ascii: "["), input[end - 1] == UInt8(ascii: "m") {
                    applySGR(input[(index + 2)..<(end - 1)])
                }
                index = end
                segmentStart = output.count
            default:
                keep(byte)
                index += 1
            }
        }
    }

    private mutating func keep(_ byte: UInt8) {
        let position = output.count
        output.append(byte)
        guard !style.isPlain else { return }
        if let last = runs.last, last.style == style, last.range.upperBound == position {
            runs[runs.count - 1].range = last.range.lowerBound..<(position + 1)
        } else {
            runs.append(ANSIText.Run(range: position..<(position + 1), style: style))
        }
    }

    /// Removes the last character kept (one UTF-8 sequence, or one byte that is not valid UTF-8).
    private mutating func takeBackLastCharacter() {
        var start = output.count - 1
        // Back over continuation bytes (at most three) to a lead byte that claims them.
        var back = 0
        while back < 3, start > segmentStart, output[start] & 0xC0 == 0x80 {
            start -= 1
            back += 1
        }
        let lead = output[start]
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        if length != back + 1 { start = output.count - 1 }
        output.removeSubrange(start...)
        while let last = runs.last, last.range.upperBound > start {
            if last.range.lowerBound >= start {
                runs.removeLast()
            } else {
                runs[runs.count - 1].range = last.range.lowerBound..<start
            }
        }
    }

    /// The index just past the sequence that starts at `start` (an ESC), or nil when the ESC
    /// begins none (it ends the line, or a newline follows it).
    private func sequenceEnd(in input: [UInt8], from start: Int) -> Int? {
        let count = input.count
        // CSI and character sets: ESC [ ( ) \, then 0-9 ; : ?, then a letter or @.
        if start + 2 < count, [UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\\")].contains(input[start + 1]) {
            var index = start + 2
            while index < count, Self.isControlSequenceParameter(input[index]) { index += 1 }
            if index < count, Self.isLetterOrAt(input[index]) { return index + 1 }
        }
        // OSC: ESC ] digits [;:] printable … BEL or ESC \ (or the hyperlink end ESC ] 8 ; ; ESC).
        if start + 5 < count, input[start + 1] == UInt8(ascii: "]") {
            var index = start + 2
            while index < count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(input[index]) { index += 1 }
            if index > start + 2, index + 1 < count, input[index] == UInt8(ascii: ";") || input[index] == UInt8(ascii: ":"),
                input[index + 1] >= 0x20
            {
                var end = index + 2
                while end < count, input[end] != Self.bell, input[end] != Self.escape { end += 1 }
                if end < count {
                    if input[end] == Self.bell { return end + 1 }
                    if end + 1 < count, input[end + 1] == UInt8(ascii: "\\") { return end + 2 }
                    if input[start...end].elementsEqual([Self.escape] + Array("]8;;".utf8) + [Self.escape]) { return end + 1 }
                }
            }
        }
        // Any other ESC takes the character after it (one UTF-8 sequence), unless that is a newline.
        guard start + 1 < count, input[start + 1] != Self.newline else { return nil }
        return start + 1 + Self.utf8Length(in: input, at: start + 1)
    }

    private static func isControlSequenceParameter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":")
            || byte == UInt8(ascii: "?")
    }

    private static func isLetterOrAt(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "@")
    }

    /// The length of the UTF-8 sequence at `index`: 1 for ASCII and for any byte that does not begin a whole, valid sequence.
    private static func utf8Length(in input: [UInt8], at index: Int) -> Int {
        let lead = input[index]
        let length = lead < 0xC2 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : lead < 0xF5 ? 4 : 1
        guard length > 1, index + length <= input.count else { return 1 }
        for offset in 1..<length where input[index + offset] & 0xC0 != 0x80 { return 1 }
        return String(validating: input[index..<(index + length)], as: UTF8.self) == nil ? 1 : length
    }

    /// Applies an SGR sequence's parameters (`1;38;5;208`, `38:2::255:0:0`); an empty list is 0.
    private mutating func applySGR(_ bytes: ArraySlice<UInt8>) {
        guard let parameters = Self.sgrParameters(bytes) else { return }
        var index = 0
        while index < parameters.count {
            let parameter = parameters[index]
            let code = parameter[0] ?? 0
            index += 1
            switch code {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 3: style.attributes.insert(.italic)
            case 4:
                // 4:0 is "no underline"; 4:1…4:5 are underline styles, all drawn as one underline here.
                if parameter.count > 1, parameter[1] == 0 {
                    style.attributes.remove(.underline)
                } else {
                    style.attributes.insert(.underline)
                }
            case 7: style.attributes.insert(.reverse)
            case 9: style.attributes.insert(.strikethrough)
            case 21: style.attributes.insert(.underline)  // doubly underlined
            case 22: style.attributes.subtract([.bold, .dim])
            case 23: style.attributes.remove(.italic)
            case 24: style.attributes.remove(.underline)
            case 27: style.attributes.remove(.reverse)
            case 29: style.attributes.remove(.strikethrough)
            case 30...37: style.foreground = Self.system(code - 30)
            case 39: style.foreground = .default
            case 40...47: style.background = Self.system(code - 40)
            case 49: style.background = .default
            case 90...97: style.foreground = Self.system(code - 90 + 8)
            case 100...107: style.background = Self.system(code - 100 + 8)
            case 38, 48, 58:
                // An unknown colour kind leaves no way to tell where its numbers end: stop here.
                guard applyExtendedColour(code, parameter, following: parameters, at: &index) else { return }
            default:
                // Blink (5, 6, 25), conceal (8, 28), fonts, frames, overline…: nothing to draw.
                break
            }
        }
    }

    /// An SGR sequence's parameters, separated by ';', each with ':'-separated sub-parameters;
    /// missing numbers are nil. Nil when the bytes are not a rendition sequence.
    private static func sgrParameters(_ bytes: ArraySlice<UInt8>) -> [[Int?]]? {
        var parameters: [[Int?]] = [[nil]]
        for byte in bytes {
            switch byte {
            case UInt8(ascii: ";"): parameters.append([nil])
            case UInt8(ascii: ":"): parameters[parameters.count - 1].append(nil)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int(byte - UInt8(ascii: "0"))
                let last = parameters[parameters.count - 1].count - 1
                let value = parameters[parameters.count - 1][last] ?? 0
                // Saturate: a hostile number never overflows.
                parameters[parameters.count - 1][last] = min(value * 10 + digit, 1_000_000)
            default:
                // A private marker (`<`, `=`, `>`, `?`) or an intermediate: not a rendition sequence.
                return nil
            }
        }
        return parameters
    }

    /// Applies 38 (foreground), 48 (background) or 58 (underline colour), whose colour is in
    /// `parameter`'s sub-parameters (`38:5:n`) or in the parameters after it (`38;5;n`), which
    /// `index` then moves past. False when the colour's kind is unknown.
    private mutating func applyExtendedColour(
        _ code: Int, _ parameter: [Int?], following parameters: [[Int?]], at index: inout Int
    ) -> Bool {
        let colour: TerminalColour?
        if parameter.count > 1 {
            colour = Self.extendedColour(Array(parameter.dropFirst()), colonForm: true)
        } else {
            // `38;5;n` / `38;2;r;g;b`: the colour's numbers are the next parameters.
            let kind = index < parameters.count ? parameters[index][0] : nil
            guard kind == 5 || kind == 2 else { return false }
            let count = kind == 5 ? 2 : 4
            let numbers = parameters[index..<min(parameters.count, index + count)].map { $0[0] }
            index = min(parameters.count, index + count)
            colour = Self.extendedColour(numbers, colonForm: false)
        }
        // 58 is the underline colour, which cells do not carry: read past it.
        guard let colour, code != 58 else { return true }
        if code == 38 { style.foreground = colour } else { style.background = colour }
        return true
    }

    private static func system(_ index: Int) -> TerminalColour {
        .ansi(ANSIColour(rawValue: UInt8(index)) ?? .white)
    }

    /// `5;n` or `2;r;g;b` (the colon form may hold a colour-space id before r: `2::r:g:b`).
    private static func extendedColour(_ numbers: [Int?], colonForm: Bool) -> TerminalColour? {
        guard let kind = numbers.first ?? nil else { return nil }
        switch kind {
        case 5:
            guard numbers.count >= 2, let index = numbers[1], (0...255).contains(index) else { return nil }
            return .indexed(UInt8(index))
        case 2:
            var channels = Array(numbers.dropFirst())
            if colonForm, channels.count >= 4 { channels.removeFirst() }
            guard channels.count >= 3 else { return nil }
            var values: [UInt8] = []
            for channel in channels.prefix(3) {
                guard let channel, (0...255).contains(channel) else { return nil }
                values.append(UInt8(channel))
            }
            return .rgb(Colour(red: values[0], green: values[1], blue: values[2]))
        default:
            return nil
        }
    }
}

/// Characters of a label drawn in a style of their own (an `--ansi` item's colours).
package struct StyledCharacters: Sendable, Hashable, CustomStringConvertible {
    /// Offsets, in characters, into the label.
    package var characters: Range<Int>
    /// The style.
    package var style: Style

    /// Creates a run.
    package init(characters: Range<Int>, style: Style) {
        self.characters = characters
        self.style = style
    }

    /// `1..<3 bold`.
    package var description: String { "\(characters.lowerBound)..<\(characters.upperBound) \(style)" }
}
