extension Renderer {
    /// Re-writing unchanged cells beats a cursor move only for very short gaps: CUF is 3–5 bytes.
    private static let longestLiteralGap = 4

    /// Moves the terminal cursor to (`x`, `y`) with the fewest bytes, and tracks it there.
    ///
    /// Candidates, shortest kept (ties go to the first):
    ///
    /// ```
    /// full-screen only:   CUP row;col
    /// when the row is known:
    ///   vertical part:    CUU n | LF ×n (1–2 rows down) | CUD n | nothing   (keeps the column)
    ///   then horizontal:  CUF n | CUB n | nothing         (column known)
    ///                     the unchanged cells in between, re-written (same style, narrow)
    ///   or:               CR and the vertical part, then CUF n or the cells from column 0
    /// ```
    ///
    /// Inline mode never uses CUP. CHA is never used: CUF, CUB and CR cover a row as cheaply
    /// give or take a byte, and keep the set of sequences small for every terminal and test
    /// terminal to understand. A bare LF moves down keeping the column, as the terminal's
    /// output processing is off (`OPOST` cleared in raw mode) and new-line mode (LNM) is never
    /// set; it only ever moves to a row of the frame (or of the reserved region), which exists
    /// below the cursor, so it cannot scroll. Two LFs (2 bytes) beat CUD (3); three tie, and CUD
    /// is kept.
    ///
    /// - Parameters:
    ///   - x: Target column.
    ///   - y: Target row.
    ///   - frame: The frame being drawn, whose cells left of `x` on row `y` already show on the
    ///     terminal and may be re-written instead of moving over them; nil to never do that.
    mutating func moveCursor(toColumn x: Int, row y: Int, in frame: Buffer?, _ out: inout TerminalOutput) {
        if row == y && column == x { return }
        // The candidates are weighed by their lengths, and only the shortest is written: a move
        // happens for nearly every changed run of cells, so none is built to be thrown away.
        var best: CursorMove?
        func consider(_ candidate: CursorMove) {
            if let current = best, current.length <= candidate.length { return }
            best = candidate
        }

        if mode == .fullScreen {
            // CSI row ; column H: CUP.
            consider(CursorMove(lead: .absolute, horizontal: .none, length: TerminalOutput.lengthOfCursorPosition(row: y, column: x)))
        }

        if let row {
            // CSI n A: CUU; LF ×n or CSI n B: CUD; each keeps the column.
            let vertical = Self.lengthOfVerticalMove(from: row, to: y)

            if let column {
                if x > column {
                    consider(
                        CursorMove(
                            lead: .vertical, horizontal: .forward(x - column),
                            length: vertical + TerminalOutput.lengthOfCountSequence(x - column)))
                    if let literal = literalLength(of: frame, row: y, from: column, to: x) {
                        consider(CursorMove(lead: .vertical, horizontal: .literal(from: column), length: vertical + literal))
                    }
                } else if x < column {
                    consider(
                        CursorMove(
                            lead: .vertical, horizontal: .backward(column - x),
                            length: vertical + TerminalOutput.lengthOfCountSequence(column - x)))
                } else {
                    consider(CursorMove(lead: .vertical, horizontal: .none, length: vertical))
                }
            }

            // CR, then the vertical part: to column 0 of the row.
            considerFromColumnZero(lead: .carriageReturn, leadLength: vertical + 1, frame: frame, x: x, y: y, consider)
        }

        if let best {
            write(best, toColumn: x, row: y, in: frame, &out)
        } else {
            // Inline with an unknown row cannot happen; if it did, stay on the row and go to the column.
            out.carriageReturn()
            if x > 0 { out.cursorForward(x) }
        }
        row = y
        column = x
    }

    /// Rows down that LFs (a byte each) move rather than CUD (3 bytes or more).
    private static let mostLineFeeds = 2

    /// The bytes of the shortest move from row `row` to row `y` that keeps the column.
    private static func lengthOfVerticalMove(from row: Int, to y: Int) -> Int {
        if y == row { return 0 }
        if y > row && y - row <= mostLineFeeds { return y - row }
        return TerminalOutput.lengthOfCountSequence(abs(y - row))
    }

    /// Offers `lead` (which leaves the cursor at column 0 of row `y`) followed by a move or re-written cells to column `x`.
    private func considerFromColumnZero(
        lead: CursorMove.Lead, leadLength: Int, frame: Buffer?, x: Int, y: Int, _ consider: (CursorMove) -> Void
    ) {
        guard x > 0 else {
            consider(CursorMove(lead: lead, horizontal: .none, length: leadLength))
            return
        }
        // CSI n C: CUF from column 0.
        consider(CursorMove(lead: lead, horizontal: .forward(x), length: leadLength + TerminalOutput.lengthOfCountSequence(x)))
        if let literal = literalLength(of: frame, row: y, from: 0, to: x) {
            consider(CursorMove(lead: lead, horizontal: .literal(from: 0), length: leadLength + literal))
        }
    }

    /// Writes `move`, which ends at (`x`, `y`), from where the tracked cursor is.
    private func write(_ move: CursorMove, toColumn x: Int, row y: Int, in frame: Buffer?, _ out: inout TerminalOutput) {
        switch move.lead {
        case .absolute:
            out.cursorPosition(row: y, column: x)
            return
        case .vertical, .carriageReturn:
            let returns: Bool
            if case .carriageReturn = move.lead { returns = true } else { returns = false }
            if let row, y > row && y - row <= Self.mostLineFeeds {
                // CR first: a move to the next row's start is then CR LF, as a line ends.
                if returns { out.carriageReturn() }
                for _ in row..<y { out.lineFeed() }
            } else {
                if let row {
                    if y > row { out.cursorDown(y - row) } else if y < row { out.cursorUp(row - y) }
                }
                if returns { out.carriageReturn() }
            }
        }
        switch move.horizontal {
        case .none: break
        case .forward(let count): out.cursorForward(count)
        case .backward(let count): out.cursorBackward(count)
        case .literal(let start):
            // The cells are unchanged (or just drawn) and in the current rendition: writing them
            // again changes nothing on screen.
            if let frame {
                for column in start..<x { out.glyph(of: frame[column, y]) }
            }
        }
    }

    /// The bytes of cells `start..<end` of row `y`, when writing them moves the cursor as cheaply as a control sequence could; nil when they may not be written.
    ///
    /// Only narrow cells already in the terminal's current rendition qualify, and only short
    /// gaps: the cells are unchanged (or were just drawn), so writing them again changes nothing
    /// on screen.
    private func literalLength(of frame: Buffer?, row y: Int, from start: Int, to end: Int) -> Int? {
        guard let frame, let terminalStyle, end - start <= Renderer.longestLiteralGap, start < end else { return nil }
        var length = 0
        for x in start..<end {
            let cell = frame[x, y]
            guard cell.width == 1 else { return nil }
            // Compare without degrading: only a style that degrades to itself is cheap to check here.
            guard cell.style == terminalStyle || cell.style.degraded(to: capability) == terminalStyle else { return nil }
            length += cell.ascii != 0 ? 1 : cell.character.utf8.count
        }
        return length
    }
}

/// One way of moving the terminal's cursor, and how many bytes it takes.
struct CursorMove {
    /// How the move starts.
    enum Lead {
        /// CUP to the target.
        case absolute
        /// CUU, LFs or CUD to the target's row (or nothing), keeping the column.
        case vertical
        /// CR and CUU, LFs or CUD to the target's row (or nothing): LFs after the CR, CUU or CUD
        /// before it.
        case carriageReturn
    }

    /// How the move goes along the target's row after its lead.
    enum Horizontal {
        case none
        /// CUF.
        case forward(Int)
        /// CUB.
        case backward(Int)
        /// The row's cells from this column up to the target, written again.
        case literal(from: Int)
    }

    var lead: Lead
    var horizontal: Horizontal
    /// Bytes the move takes.
    var length: Int
}
