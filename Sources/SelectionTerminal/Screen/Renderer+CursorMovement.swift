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
        var best: TerminalOutput?
        func consider(_ candidate: TerminalOutput) {
            if let current = best, current.count <= candidate.count { return }
            best = candidate
        }

        if mode == .fullScreen {
            var absolute = TerminalOutput()
            // CSI row ; column H: CUP.
            absolute.cursorPosition(row: y, column: x)
            consider(absolute)
        }

        if let row {
            var vertical = TerminalOutput()
            // CSI n B / CSI n A: CUD / CUU, which keep the column.
            if y > row { vertical.cursorDown(y - row) } else if y < row { vertical.cursorUp(row - y) }

            if let column {
                considerAlongRow(after: vertical, from: column, frame: frame, x: x, y: y, consider)
            }

            var fromLeft = vertical
            // CR: to column 0.
            fromLeft.carriageReturn()
            considerFromColumnZero(fromLeft, frame: frame, x: x, y: y, consider)

            if y > row && y - row <= 2 {
                var newlines = TerminalOutput()
                for _ in row..<y {
                    // CR LF: next row, column 0; inside the frame, so it never scrolls.
                    newlines.newline()
                }
                considerFromColumnZero(newlines, frame: frame, x: x, y: y, consider)
            }
        }

        if let best {
            out.append(best)
        } else {
            // Inline with an unknown row cannot happen; if it did, stay on the row and go to the column.
            out.carriageReturn()
            if x > 0 { out.cursorForward(x) }
        }
        row = y
        column = x
    }

    /// Offers `prefix` (which leaves the cursor on row `y`, at `column`) followed by a move along
    /// the row, or by the re-written cells, to column `x`.
    private func considerAlongRow(
        after prefix: TerminalOutput,
        from column: Int,
        frame: Buffer?,
        x: Int,
        y: Int,
        _ consider: (TerminalOutput) -> Void
    ) {
        var horizontal = prefix
        if x > column {
            var forward = horizontal
            // CSI n C: CUF.
            forward.cursorForward(x - column)
            consider(forward)
            if let literal = literalCells(of: frame, row: y, from: column, to: x) {
                horizontal.append(literal)
                consider(horizontal)
            }
        } else if x < column {
            // CSI n D: CUB.
            horizontal.cursorBackward(column - x)
            consider(horizontal)
        } else {
            consider(horizontal)
        }
    }

    /// Offers `prefix` (which leaves the cursor at column 0 of row `y`) followed by a move or re-written cells to column `x`.
    private func considerFromColumnZero(
        _ prefix: TerminalOutput,
        frame: Buffer?,
        x: Int,
        y: Int,
        _ consider: (TerminalOutput) -> Void
    ) {
        guard x > 0 else {
            consider(prefix)
            return
        }
        var forward = prefix
        // CSI n C: CUF from column 0.
        forward.cursorForward(x)
        consider(forward)
        if let literal = literalCells(of: frame, row: y, from: 0, to: x) {
            var rewritten = prefix
            rewritten.append(literal)
            consider(rewritten)
        }
    }

    /// The bytes of cells `start..<end` of row `y`, when writing them moves the cursor as cheaply as a control sequence could.
    ///
    /// Only narrow cells already in the terminal's current rendition qualify, and only short
    /// gaps: the cells are unchanged (or were just drawn), so writing them again changes nothing
    /// on screen.
    private func literalCells(of frame: Buffer?, row y: Int, from start: Int, to end: Int) -> TerminalOutput? {
        guard let frame, let terminalStyle, end - start <= Renderer.longestLiteralGap, start < end else { return nil }
        var literal = TerminalOutput()
        for x in start..<end {
            let cell = frame[x, y]
            guard cell.width == 1 else { return nil }
            // Compare without degrading: only a style that degrades to itself is cheap to check here.
            guard cell.style == terminalStyle || cell.style.degraded(to: capability) == terminalStyle else { return nil }
            literal.glyph(of: cell)
        }
        return literal
    }
}
