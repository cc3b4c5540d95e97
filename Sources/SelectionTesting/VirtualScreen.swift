import SelectionCore
import SelectionTerminal

/// A strict little terminal emulator: it applies a renderer's bytes to a grid of cells and
/// records, as a violation, anything SelectionKit's renderer is not supposed to send.
///
/// The virtual terminal of the test kit draws every frame through the real `Renderer` and
/// into a `VirtualScreen`, so what a test reads back is what a terminal would show — including
/// the lines above an inline region, which must never be damaged.
///
/// ```swift
/// var screen = VirtualScreen(width: 20, height: 5)
/// screen.feed(Array("hello".utf8))
/// screen.buffer().lines[0]   // "hello               "
/// screen.violations          // []
/// ```
///
/// It understands exactly the renderer's known set: printable UTF-8, CR, LF (scrolling at the
/// bottom), and CSI sequences CUP (H), CUU/CUD/CUF/CUB (A–D), ED (J, 0 or 2), EL (K), ECH (X),
/// SGR (m, the codes the renderer uses), DEC private modes ?2026 and ?25 (h/l). Everything
/// else (OSC, DCS, APC, PM, SOS, any other ESC, any other C0, DEL, C1 scalars, bidi controls
/// and marks, the line and paragraph separators, invalid UTF-8, unknown CSI finals or
/// parameters) is a violation. So is an autowrap (the renderer must never print past the right
/// edge) and a wide glyph at the last column.
public struct VirtualScreen: Sendable {
    /// One cell as the emulated terminal shows it.
    public struct ScreenCell: Equatable, Sendable {
        /// The glyph.
        public var character: Character = " "
        /// Its rendition.
        public var style = Style.plain
        /// True for the right half of a wide glyph.
        public var isContinuation = false

        /// Creates a cell.
        public init(character: Character = " ", style: Style = .plain, isContinuation: Bool = false) {
            self.character = character
            self.style = style
            self.isContinuation = isContinuation
        }
    }

    /// Columns (or rows) of the screen.
    public let width: Int
    /// Columns (or rows) of the screen.
    public let height: Int
    /// The cells, row by row.
    public private(set) var rows: [[ScreenCell]]
    /// The cursor's column.
    public private(set) var cursorX = 0
    /// The cursor's row.
    public private(set) var cursorY = 0
    /// True after a glyph was printed in the last column (the next one would wrap).
    public private(set) var isWrapPending = false
    /// The current rendition.
    public private(set) var style = Style.plain
    /// Whether the cursor is shown (DECTCEM, `CSI ? 25 h/l`).
    public private(set) var isCursorVisible = true
    /// Inside a synchronized update (`CSI ? 2026 h` … `l`).
    public private(set) var isSynchronized = false
    /// The rows scrolled off the top, oldest first: the scrollback.
    public private(set) var scrollback: [[ScreenCell]] = []
    /// Lines scrolled off the top by LF at the bottom.
    public private(set) var scrolledLines = 0
    /// Everything the renderer must not have sent, in order.
    public private(set) var violations: [String] = []
    /// The CSI finals received (with a `?` prefix for private modes), in order.
    public private(set) var sequences: [String] = []
    /// The terminal's own idea of a glyph's width; the standard one unless a test disagrees.
    public var widthOf: @Sendable (Character) -> Int = { DisplayWidth.of($0) }

    /// Creates a blank screen with the cursor at the start of `cursorRow`.
    public init(width: Int, height: Int, cursorRow: Int = 0) {
        self.width = width
        self.height = height
        self.rows = Array(repeating: Array(repeating: ScreenCell(), count: width), count: height)
        self.cursorY = cursorRow
    }

    /// Puts `lines` on the screen from the top, plain, as earlier output would be; the cursor
    /// goes to the start of the row after them.
    public mutating func show(_ lines: [String]) {
        for (y, line) in lines.prefix(height).enumerated() {
            var x = 0
            for character in line where x < width {
                rows[y][x] = ScreenCell(character: character)
                x += 1
            }
        }
        cursorY = min(height - 1, lines.count)
        cursorX = 0
    }

    /// Changes the screen's size, keeping the top-left cells (no reflow); the cursor is clamped.
    public mutating func resize(width newWidth: Int, height newHeight: Int) {
        var resized = Array(repeating: Array(repeating: ScreenCell(), count: newWidth), count: newHeight)
        for y in 0..<min(height, newHeight) {
            for x in 0..<min(width, newWidth) { resized[y][x] = rows[y][x] }
        }
        self = VirtualScreen(copying: self, rows: resized, width: newWidth, height: newHeight)
    }

    private init(copying other: VirtualScreen, rows: [[ScreenCell]], width: Int, height: Int) {
        self = VirtualScreen(width: width, height: height)
        self.rows = rows
        self.cursorX = min(other.cursorX, max(0, width - 1))
        self.cursorY = min(other.cursorY, max(0, height - 1))
        self.style = other.style
        self.isCursorVisible = other.isCursorVisible
        self.scrollback = other.scrollback
        self.violations = other.violations
        self.widthOf = other.widthOf
    }

    /// Marks every cell with `filler`, as if other output were on screen.
    public mutating func fill(with filler: Character) {
        for y in 0..<height {
            for x in 0..<width { rows[y][x] = ScreenCell(character: filler) }
        }
    }

    // MARK: Reading

    /// Rows `top..<top+count` as a buffer, for comparison with a frame.
    public func buffer(top: Int = 0, count: Int? = nil, width columns: Int? = nil) -> Buffer {
        let count = count ?? height - top
        let columns = columns ?? width
        var buffer = Buffer(width: columns, height: count)
        for y in 0..<count where top + y >= 0 && top + y < height {
            for x in 0..<min(columns, width) {
                let cell = rows[top + y][x]
                if cell.isContinuation { continue }
                buffer.set(Cell(cell.character, style: cell.style), at: Point(x: x, y: y))
            }
        }
        return buffer
    }

    // MARK: Feeding

    /// Applies terminal output.
    public mutating func feed(_ bytes: [UInt8]) {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            violations.append("invalid UTF-8")
            return
        }
        var scalars = Array(text.unicodeScalars)[...]
        var run = String.UnicodeScalarView()
        func flush(_ terminal: inout VirtualScreen) {
            for character in String(run) { terminal.print(character) }
            run = String.UnicodeScalarView()
        }
        while let scalar = scalars.popFirst() {
            switch scalar.value {
            case 0x1B:
                flush(&self)
                escape(&scalars)
            case 0x0D:
                flush(&self)
                cursorX = 0
                isWrapPending = false
            case 0x0A:
                flush(&self)
                lineFeed()
            case 0x00..<0x20, 0x7F, 0x80..<0xA0:
                flush(&self)
                violations.append("control U+\(String(scalar.value, radix: 16, uppercase: true))")
            case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
                flush(&self)
                violations.append("bidi control U+\(String(scalar.value, radix: 16, uppercase: true))")
            case 0x2028, 0x2029:
                flush(&self)
                violations.append("separator U+\(String(scalar.value, radix: 16, uppercase: true))")
            default:
                run.append(scalar)
            }
        }
        flush(&self)
    }

    private mutating func escape(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        guard let introducer = scalars.popFirst() else {
            violations.append("lone ESC at end")
            return
        }
        guard introducer == "[" else {
            violations.append("ESC \(introducer) (not CSI)")
            return
        }
        var isPrivate = false
        if scalars.first == "?" {
            isPrivate = true
            scalars.removeFirst()
        }
        var parameterText = ""
        while let next = scalars.first, (0x30...0x3F).contains(next.value) {
            parameterText.unicodeScalars.append(next)
            scalars.removeFirst()
        }
        guard let final = scalars.popFirst(), (0x40...0x7E).contains(final.value) else {
            violations.append("CSI \(parameterText) without a final byte")
            return
        }
        let parameters = parameterText.isEmpty ? [] : parameterText.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard parameters.allSatisfy({ $0 != nil }) else {
            violations.append("CSI \(parameterText)\(final): bad parameters")
            return
        }
        let numbers = parameters.compactMap { $0 }
        sequences.append((isPrivate ? "?" : "") + String(final))
        if isPrivate {
            privateMode(numbers, final: final)
        } else {
            control(numbers, final: final, text: parameterText)
        }
    }

    private mutating func privateMode(_ numbers: [Int], final: Unicode.Scalar) {
        guard numbers.count == 1, final == "h" || final == "l" else {
            violations.append("CSI ? \(numbers) \(final)")
            return
        }
        switch numbers[0] {
        case 2026: isSynchronized = final == "h"
        case 25: isCursorVisible = final == "h"
        default: violations.append("private mode \(numbers[0])")
        }
    }

    private mutating func control(_ numbers: [Int], final: Unicode.Scalar, text: String) {
        func count(_ index: Int = 0) -> Int { numbers.count > index ? max(1, numbers[index]) : 1 }
        let moves: Set<Unicode.Scalar> = ["A", "B", "C", "D"]
        if moves.contains(final) && numbers.count > 1 {
            violations.append("CSI \(text)\(final): too many parameters")
            return
        }
        switch final {
        case "H":
            guard numbers.count <= 2 else { return violations.append("CUP with \(numbers.count) parameters") }
            cursorY = min(height - 1, count(0) - 1)
            cursorX = min(width - 1, count(1) - 1)
        case "A": cursorY = max(0, cursorY - count())
        case "B": cursorY = min(height - 1, cursorY + count())
        case "C": cursorX = min(width - 1, cursorX + count())
        case "D": cursorX = max(0, cursorX - count())
        case "K":
            guard numbers.isEmpty || numbers == [0] else { return violations.append("EL \(numbers)") }
            for x in cursorX..<width { rows[cursorY][x] = erased }
            breakWideGlyph(at: cursorX)
        case "X":
            guard numbers.count <= 1 else { return violations.append("ECH \(numbers)") }
            for x in cursorX..<min(width, cursorX + count()) { rows[cursorY][x] = erased }
            breakWideGlyph(at: cursorX)
        case "J":
            switch numbers {
            case [], [0]:
                for x in cursorX..<width { rows[cursorY][x] = erased }
                breakWideGlyph(at: cursorX)
                for y in (cursorY + 1)..<max(cursorY + 1, height) {
                    rows[y] = Array(repeating: erased, count: width)
                }
            case [2]:
                rows = Array(repeating: Array(repeating: erased, count: width), count: height)
            default:
                violations.append("ED \(numbers)")
            }
        case "m":
            selectGraphicRendition(numbers.isEmpty ? [0] : numbers)
        default:
            violations.append("CSI \(text)\(final)")
        }
        isWrapPending = false
    }

    /// An erased cell: a space in the current background colour (BCE), nothing else.
    private var erased: ScreenCell {
        ScreenCell(character: " ", style: Style(background: style.background))
    }

    /// After erasing from `x`, a wide glyph whose right half was erased loses its left half too.
    private mutating func breakWideGlyph(at x: Int) {
        if x > 0 && x < width, rows[cursorY][x - 1].character != " ", widthOfCell(rows[cursorY][x - 1]) == 2 {
            rows[cursorY][x - 1] = erased
        }
    }

    private func widthOfCell(_ cell: ScreenCell) -> Int {
        widthOf(cell.character)
    }

    private mutating func selectGraphicRendition(_ numbers: [Int]) {
        var index = 0
        while index < numbers.count {
            let code = numbers[index]
            index += 1
            switch code {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 3: style.attributes.insert(.italic)
            case 4: style.attributes.insert(.underline)
            case 7: style.attributes.insert(.reverse)
            case 9: style.attributes.insert(.strikethrough)
            case 22: style.attributes.subtract([.bold, .dim])
            case 23: style.attributes.remove(.italic)
            case 24: style.attributes.remove(.underline)
            case 27: style.attributes.remove(.reverse)
            case 29: style.attributes.remove(.strikethrough)
            case 30...37: style.foreground = .ansi(ANSIColour(rawValue: UInt8(code - 30)) ?? .black)
            case 39: style.foreground = .default
            case 40...47: style.background = .ansi(ANSIColour(rawValue: UInt8(code - 40)) ?? .black)
            case 49: style.background = .default
            case 90...97: style.foreground = .ansi(ANSIColour(rawValue: UInt8(code - 90 + 8)) ?? .black)
            case 100...107: style.background = .ansi(ANSIColour(rawValue: UInt8(code - 100 + 8)) ?? .black)
            case 38, 48:
                guard let colour = extendedColour(numbers, &index) else {
                    return violations.append("SGR \(numbers): bad extended colour")
                }
                if code == 38 { style.foreground = colour } else { style.background = colour }
            default:
                violations.append("SGR \(code)")
            }
        }
    }

    private func extendedColour(_ numbers: [Int], _ index: inout Int) -> TerminalColour? {
        guard index < numbers.count else { return nil }
        let kind = numbers[index]
        if kind == 5, index + 1 < numbers.count, (0...255).contains(numbers[index + 1]) {
            defer { index += 2 }
            return .indexed(UInt8(numbers[index + 1]))
        }
        if kind == 2, index + 3 < numbers.count, numbers[(index + 1)...(index + 3)].allSatisfy({ (0...255).contains($0) }) {
            defer { index += 4 }
            return .rgb(Colour(red: UInt8(numbers[index + 1]), green: UInt8(numbers[index + 2]), blue: UInt8(numbers[index + 3])))
        }
        return nil
    }

    private mutating func lineFeed() {
        isWrapPending = false
        if cursorY == height - 1 {
            scrollback.append(rows.removeFirst())
            rows.append(Array(repeating: ScreenCell(), count: width))
            scrolledLines += 1
        } else {
            cursorY += 1
        }
    }

    private mutating func print(_ character: Character) {
        let glyphWidth = widthOf(character)
        if glyphWidth == 0 {
            violations.append("zero-width glyph \(character.unicodeScalars.map { String($0.value, radix: 16) })")
            return
        }
        if isWrapPending {
            violations.append("autowrap before \(character)")
            cursorX = 0
            isWrapPending = false
            lineFeed()
        }
        if glyphWidth == 2 && cursorX == width - 1 {
            violations.append("wide glyph \(character) at the last column")
            return
        }
        // Writing over either half of a wide glyph erases the other half, as xterm does.
        let x = cursorX
        for column in [x, x + glyphWidth - 1] where column < width {
            if rows[cursorY][column].isContinuation && column > 0 {
                rows[cursorY][column - 1] = ScreenCell(character: " ", style: rows[cursorY][column - 1].style)
            }
            if column + 1 < width && rows[cursorY][column + 1].isContinuation && widthOfCell(rows[cursorY][column]) == 2 {
                rows[cursorY][column + 1] = ScreenCell(character: " ", style: rows[cursorY][column + 1].style)
            }
        }
        rows[cursorY][x] = ScreenCell(character: character, style: style)
        if glyphWidth == 2 {
            rows[cursorY][x + 1] = ScreenCell(character: " ", style: style, isContinuation: true)
        }
        if x + glyphWidth >= width {
            cursorX = width - 1
            isWrapPending = true
        } else {
            cursorX = x + glyphWidth
        }
    }
}
