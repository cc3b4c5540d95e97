/// The bytes of one renderer call, built from named control sequences.
///
/// Every escape sequence the renderer can emit is written here and nowhere else, so this file
/// is the complete list: CUP, CUU/CUD/CUF/CUB, CR, CR LF, EL, ECH, ED, SGR, DEC private modes
/// 2026 (synchronized update) and 25 (cursor visibility). Rows and columns are 0-based in the
/// API and 1-based on the wire. Parameters that equal the default (1) are omitted.
struct TerminalOutput {
    /// The bytes so far.
    private(set) var bytes: [UInt8] = []
    /// Inside an SGR sequence: a leading 0 not yet written (a lone one never is).
    private var isSGRZeroPending = false
    /// Inside an SGR sequence: a parameter has been given.
    private var hasSGRParameter = false

    /// The number of bytes so far.
    var count: Int { bytes.count }

    // MARK: Cursor movement

    /// CSI row ; column H (CUP): move to an absolute position.
    mutating func cursorPosition(row: Int, column: Int) {
        csi()
        // Defaults are omitted (CSI H is the top-left) but a row is always written before a
        // column: a few parsers mishandle an empty first parameter.
        if row > 0 || column > 0 { number(row + 1) }
        if column > 0 {
            bytes.append(UInt8(ascii: ";"))
            number(column + 1)
        }
        bytes.append(UInt8(ascii: "H"))
    }

    /// CSI n A (CUU): move up `count` rows, stopping at the top.
    mutating func cursorUp(_ count: Int) {
        csiWithCount(count, final: "A")
    }

    /// CSI n B (CUD): move down `count` rows, stopping at the bottom (never scrolls).
    mutating func cursorDown(_ count: Int) {
        csiWithCount(count, final: "B")
    }

    /// CSI n C (CUF): move right `count` columns.
    mutating func cursorForward(_ count: Int) {
        csiWithCount(count, final: "C")
    }

    /// CSI n D (CUB): move left `count` columns.
    mutating func cursorBackward(_ count: Int) {
        csiWithCount(count, final: "D")
    }

    /// CR: back to column 0 of the current row.
    mutating func carriageReturn() {
        bytes.append(0x0D)
    }

    /// LF: down a row, keeping the column (output processing is off in raw mode); at the
    /// bottom of the screen this scrolls.
    mutating func lineFeed() {
        bytes.append(0x0A)
    }

    /// CR LF: to column 0 of the next row; at the bottom of the screen this scrolls.
    mutating func newline() {
        bytes.append(0x0D)
        bytes.append(0x0A)
    }

    // MARK: Erasing

    /// CSI K (EL 0): erase from the cursor to the end of the row.
    mutating func eraseToEndOfLine() {
        csi()
        bytes.append(UInt8(ascii: "K"))
    }

    /// CSI n X (ECH): erase `count` cells from the cursor rightwards; the cursor does not move.
    mutating func eraseCharacters(_ count: Int) {
        csiWithCount(count, final: "X")
    }

    /// CSI J (ED 0): erase from the cursor to the end of the screen.
    mutating func eraseBelow() {
        csi()
        bytes.append(UInt8(ascii: "J"))
    }

    /// CSI 2 J (ED 2): erase the whole screen; the cursor does not move.
    mutating func eraseScreen() {
        csi()
        bytes.append(UInt8(ascii: "2"))
        bytes.append(UInt8(ascii: "J"))
    }

    // MARK: Modes and attributes

    /// CSI ? 2026 h / l: begin or end a synchronized update (the terminal shows the frame at once).
    mutating func synchronizedUpdate(_ isBeginning: Bool) {
        privateMode(2026, isSet: isBeginning)
    }

    /// CSI ? 25 h / l (DECTCEM): show or hide the cursor.
    mutating func cursorVisible(_ isVisible: Bool) {
        privateMode(25, isSet: isVisible)
    }

    /// CSI m (SGR 0): reset the graphic rendition; the 0 is the parameter's default, left out.
    mutating func resetGraphicRendition() {
        csi()
        bytes.append(UInt8(ascii: "m"))
    }

    /// CSI params m (SGR), written a parameter at a time: ``beginSGR()``, then ``sgrParameter(_:)``
    /// for each (a lone 0 is left out: `CSI m`), then ``endSGR()``.
    mutating func beginSGR() {
        csi()
        isSGRZeroPending = false
        hasSGRParameter = false
    }

    /// One SGR parameter, after a separator when it is not the first.
    mutating func sgrParameter(_ parameter: Int) {
        if isSGRZeroPending {
            // The 0 held back is followed by more: it is written after all.
            bytes.append(UInt8(ascii: "0"))
            isSGRZeroPending = false
        }
        if hasSGRParameter { bytes.append(UInt8(ascii: ";")) }
        if parameter == 0 && !hasSGRParameter {
            isSGRZeroPending = true
        } else {
            number(parameter)
        }
        hasSGRParameter = true
    }

    /// Ends the SGR sequence ``beginSGR()`` began.
    mutating func endSGR() {
        isSGRZeroPending = false
        bytes.append(UInt8(ascii: "m"))
    }

    // MARK: Text

    /// The UTF-8 of a glyph that the buffer has already sanitised.
    mutating func character(_ character: Character) {
        if let ascii = character.asciiValue {
            bytes.append(ascii)
        } else {
            bytes.append(contentsOf: character.utf8)
        }
    }

    /// The UTF-8 of a cell's glyph: its one byte when ASCII (most cells), without looking into its `Character`.
    mutating func glyph(of cell: Cell) {
        if cell.ascii != 0 {
            bytes.append(cell.ascii)
        } else {
            character(cell.character)
        }
    }

    /// Appends another output's bytes.
    mutating func append(_ other: TerminalOutput) {
        bytes.append(contentsOf: other.bytes)
    }

    // MARK: Pieces

    private mutating func csi() {
        // ESC [: Control Sequence Introducer, 7-bit form (8-bit C1 CSI is never sent).
        bytes.append(0x1B)
        bytes.append(UInt8(ascii: "["))
    }

    private mutating func privateMode(_ mode: Int, isSet: Bool) {
        csi()
        bytes.append(UInt8(ascii: "?"))
        number(mode)
        bytes.append(isSet ? UInt8(ascii: "h") : UInt8(ascii: "l"))
    }

    private mutating func csiWithCount(_ count: Int, final: Unicode.Scalar) {
        csi()
        if count != 1 { number(count) }
        bytes.append(UInt8(ascii: final))
    }

    private mutating func number(_ value: Int) {
        let start = bytes.count
        var remaining = max(0, value)
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(remaining % 10))
            remaining /= 10
        } while remaining > 0
        bytes[start...].reverse()
    }

    /// The byte length of ``cursorPosition(row:column:)``'s sequence.
    static func lengthOfCursorPosition(row: Int, column: Int) -> Int {
        var length = 3
        if row > 0 || column > 0 { length += digitCount(row + 1) }
        if column > 0 { length += 1 + digitCount(column + 1) }
        return length
    }

    /// The byte length of a cursor movement sequence with `count` as its parameter (1 omitted).
    static func lengthOfCountSequence(_ count: Int) -> Int {
        3 + (count == 1 ? 0 : digitCount(count))
    }

    /// The number of decimal digits of a non-negative number.
    static func digitCount(_ value: Int) -> Int {
        var digits = 1
        var remaining = value
        while remaining >= 10 {
            remaining /= 10
            digits += 1
        }
        return digits
    }
}
