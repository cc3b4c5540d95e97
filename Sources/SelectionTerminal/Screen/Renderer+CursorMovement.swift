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
    ///   vertical part:    CUU n | CUD n | nothing         (keeps the column)
    ///   then horizontal:  CUF n | CUB n | nothing         (column known)
    ///                     the unchanged cells in between, re-written (same style, narrow)
    ///                     CR, then CUF n or the cells from column 0
    ///   or, 1–2 rows down: CR LF ×n, then CUF n or the cells from column 0
    /// ```
    ///
    /// Inline mode never uses CUP. CHA is never used: CUF, CUB and CR cover a row as cheaply
    /// give or take a byte, and keep the set of sequences small for every terminal and test
    /// terminal to understand. CR LF only ever moves to a row of the frame (or of
    /// the reserved region), which exists below the cursor, so it cannot scroll.
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
            // CSI n B / CSI n A: CUD / CUU, which keep the column.
            let vertical = y == row ? 0 : TerminalOutput.lengthOfCountSequence(abs(y - row))

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

            // CR: to column 0.
            considerFromColumnZero(lead: .carriageReturn, leadLength: vertical + 1, frame: frame, x: x, y: y, consider)

            if y > row && y - row <= 2 {
                // CR LF: next row, column 0; inside the frame, so it never scrolls.
                considerFromColumnZero(lead: .newlines(y - row), leadLength: 2 * (y - row), frame: frame, x: x, y: y, consider)
            }
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
            if let row {
                if y > row { out.cursorDown(y - row) } else if y < row { out.cursorUp(row - y) }
            }
            if case .carriageReturn = move.lead { out.carriageReturn() }
        case .newlines(let count):
            for _ in 0..<count { out.newline() }
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
        /// CUU or CUD to the target's row (or nothing), keeping the column.
        case vertical
        /// CUU or CUD to the target's row (or nothing), then CR.
        case carriageReturn
        /// CR LF this many times.
        case newlines(Int)
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
