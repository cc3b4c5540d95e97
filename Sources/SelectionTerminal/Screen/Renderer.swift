import SelectionCore

/// Turns each new frame into the fewest bytes that change the terminal from the last frame to it.
///
/// The renderer keeps the previous frame and writes only the cells that changed: it moves the
/// cursor only when the next changed cell is not where the cursor already is (choosing the
/// shortest of CUP, relative moves, CR, CR LF, or re-writing the unchanged cells in between),
/// sets SGR only where the style changes (adding what is new, resetting only when something
/// must be turned off and that is shorter), erases the ends of rows that became blank with
/// EL and runs of blanks inside a row with ECH (a shortened label before a border or a scroll
/// bar), and wraps every frame in a synchronized update (`CSI ? 2026 h` … `CSI ? 2026 l`). An
/// unchanged frame writes nothing at all.
///
/// It tolerates terminals that disagree about display width: after every wide glyph it forgets
/// the cursor's column, so the next cell is positioned explicitly (tmux 3.3a draws `❤️` in one
/// column, and trusting it would shift the rest of the row); and before a wide emoji sequence it
/// blanks both columns, so a terminal that draws it narrow shows a space, not stale text.
///
/// Two addressing modes:
///
/// - ``Mode/fullScreen``: the frame is the whole screen (normally the alternate screen),
///   addressed with absolute CUP.
/// - ``Mode/inline``: the frame is a region that starts at column 0 of the row the cursor is on
///   when the renderer first draws, and grows downward. It is addressed with relative moves
///   only (CUU, CUD, CUF, CUB, CR, CR LF), since where the region sits on screen is unknown.
///   Rows are reserved by going to the last reserved row and writing CR LF, which scrolls the
///   terminal at the bottom and keeps relative addressing valid.
///
/// The renderer tracks the terminal's cursor position, its visibility and its SGR state; each
/// is written only when it must change.
///
/// The frame must fit the terminal: no wider than it (or rows would wrap), and, inline, no
/// taller (rows scrolled off the top can no longer be reached by relative moves). The caller
/// sizes frames from the terminal's size and calls ``invalidate()`` when that changes.
///
/// ```swift
/// var renderer = Renderer(mode: .inline, capability: ColourCapability(environment: environment))
/// var frame = Buffer(width: 40, height: 3)
/// frame.write("› Red", at: Point(x: 0, y: 0), style: Style(attributes: .bold))
/// tty.write(renderer.render(frame))               // first frame: everything
/// frame.write(" ", at: Point(x: 0, y: 0))
/// tty.write(renderer.render(frame))               // one cell
/// tty.write(renderer.render(frame))               // nothing: zero bytes
/// tty.write(renderer.clearRegion())               // on exit
/// ```
package struct Renderer: Sendable {
    /// How the frame is placed on the terminal.
    package enum Mode: Sendable, Hashable {
        /// The frame fills the screen; absolute addressing (CUP).
        case fullScreen
        /// The frame is a region starting at the cursor's row; relative addressing only.
        case inline
    }

    /// How the frame is placed on the terminal.
    package let mode: Mode
    /// What colours the terminal can show; cell colours are degraded to it as they are written.
    package private(set) var capability: ColourCapability

    /// The last frame written, as the terminal now shows it; nil when the next frame is a full repaint.
    private var previous: Buffer?
    /// The terminal cursor's row: screen row (full-screen) or region row (inline); nil when unknown.
    var row: Int?
    /// The terminal cursor's column; nil when unknown (after a wide glyph, or pending wrap at the right edge).
    var column: Int?
    /// Whether the terminal shows the cursor; nil when unknown.
    private var isCursorVisible: Bool?
    /// The terminal's current rendition, already degraded; nil when unknown.
    var terminalStyle: Style?
    /// Inline: how many rows of the region exist on screen, from the region's top row.
    private var reservedRows = 1
    /// Inline: the region has been erased from its top-left and nothing drawn since.
    private var isRegionErased = false
    /// The order changed cells are written in; tests pin one of the two to check each draws the frame.
    package var drawingOrder = DrawingOrder.shorter
    /// Styles already degraded to ``capability``, so nearest-colour searches run once per style.
    private var degradedStyles: [Style: Style] = [:]
    /// With 16 colours: the system colour each swatch colour was given, kept for the renderer's
    /// life so a colour never changes as others come and go (``assignSwatchColours(in:)``).
    var swatchColours: [Colour: ANSIColour] = [:]

    /// Where the terminal's cursor is: its row in the region (inline) or on the screen
    /// (full-screen); nil when unknown. The session keeps it so a signal can erase an inline region.
    package var cursorRow: Int? { row }

    /// Creates a renderer that has drawn nothing yet.
    ///
    /// - Parameters:
    ///   - mode: ``Mode/fullScreen`` (absolute addressing) or ``Mode/inline`` (a region that
    ///     starts at column 0 of the cursor's row, relative addressing).
    ///   - capability: What colours the terminal can show.
    package init(mode: Mode, capability: ColourCapability) {
        self.mode = mode
        self.capability = capability
        // Inline: the region's first row is the cursor's row; its column is made sure of with CR.
        self.row = mode == .inline ? 0 : nil
    }

    /// Takes a new colour capability (the terminal answered late that it shows 24-bit colour):
    /// the next render repaints every cell with colours degraded to it.
    mutating func changeCapability(to capability: ColourCapability) {
        guard capability != self.capability else { return }
        self.capability = capability
        degradedStyles = [:]
        swatchColours = [:]
        previous = nil
    }

    /// The bytes that turn the previous frame into `frame`; `cursor` is where the hardware cursor should rest, visible (nil = hidden).
    ///
    /// The first frame, a frame of another size than the last, and the first frame after
    /// ``invalidate()`` are full repaints: the screen (full-screen) or the old region (inline,
    /// `CSI J` from its top-left) is erased first. Otherwise only changed cells are written, and
    /// an identical frame with the cursor where it was returns no bytes at all.
    ///
    /// - Parameters:
    ///   - frame: The whole screen (full-screen) or the whole region (inline).
    ///   - cursor: Where the cursor should be shown, clamped into the frame; nil hides it.
    /// - Returns: Bytes to write to the terminal, possibly none.
    package mutating func render(_ frame: Buffer, cursor: Point? = nil) -> [UInt8] {
        let target = cursor.map { clamp($0, into: frame.size) }
        let isRepaint = previous?.size != frame.size
        if capability == .ansi16 { assignSwatchColours(in: frame) }

        var body = TerminalOutput()
        let base: Buffer
        if isRepaint {
            hideCursorWhileDrawing(&body)
            base = Buffer(size: frame.size)
            erase(for: frame.size, &body)
        } else {
            base = previous ?? Buffer(size: frame.size)
        }
        drawChanges(from: base, to: frame, &body)
        placeCursor(at: target, &body)
        previous = frame
        isRegionErased = isRegionErased && body.count == 0

        // Nothing changed and the cursor is where it was: zero bytes, not even the sync pair.
        if body.count == 0 { return [] }
        var out = TerminalOutput()
        // CSI ? 2026 h: begin synchronized update; the terminal shows the frame only when complete.
        out.synchronizedUpdate(true)
        out.append(body)
        // CSI ? 2026 l: end synchronized update.
        out.synchronizedUpdate(false)
        return out.bytes
    }

    /// Forget the previous frame: the next render repaints everything (after a resize, SIGCONT, or the screen was cleared). In inline mode also erases the old region (return the bytes).
    ///
    /// The cursor's visibility and the terminal's SGR state are forgotten too, so the next
    /// frame sets both explicitly.
    ///
    /// In inline mode the region is found again by moving up from the cursor's row; a terminal
    /// that reflowed the region's rows on resize (rewrapping long lines) defeats that, which is
    /// why widgets should keep inline rows narrower than the terminal.
    ///
    /// - Returns: Inline: the bytes that erase the old region. Full-screen: none (the next
    ///   render erases the screen).
    package mutating func invalidate() -> [UInt8] {
        previous = nil
        isCursorVisible = nil
        switch mode {
        case .fullScreen:
            row = nil
            column = nil
            terminalStyle = nil
            return []
        case .inline:
            var out = TerminalOutput()
            eraseRegion(&out)
            return out.bytes
        }
    }

    /// Inline: move the cursor to the region's top-left and erase from there to the end of the screen (the caller then prints a summary line or nothing). Full-screen: bytes to clear the screen. Also resets SGR.
    ///
    /// The cursor is shown if the renderer had hidden it, so the terminal is left as it was
    /// found. The next render repaints everything; in inline mode it draws at the same place.
    ///
    /// ```swift
    /// tty.write(renderer.clearRegion())
    /// tty.write(Array("Chosen: Red\r\n".utf8))
    /// ```
    ///
    /// - Returns: The bytes to write.
    package mutating func clearRegion() -> [UInt8] {
        var out = TerminalOutput()
        switch mode {
        case .fullScreen:
            // CSI m: reset SGR, so the erase uses the default background.
            out.resetGraphicRendition()
            terminalStyle = .plain
            // CSI H: home; CSI 2 J: erase the screen.
            out.cursorPosition(row: 0, column: 0)
            out.eraseScreen()
            row = 0
            column = 0
        case .inline:
            eraseRegion(&out)
        }
        if isCursorVisible != true {
            // CSI ? 25 h: show the cursor again.
            out.cursorVisible(true)
            isCursorVisible = true
        }
        previous = nil
        return out.bytes
    }

    /// Forget everything about the terminal: the next render starts afresh, inline at the cursor's current row.
    ///
    /// For when the caller has written to the terminal itself, or the program was suspended
    /// and resumed with the cursor somewhere new. Writes nothing; in inline mode the next render
    /// starts a new region (CR, then erase below) where the cursor now is.
    package mutating func startOver() {
        previous = nil
        isCursorVisible = nil
        terminalStyle = nil
        column = nil
        row = mode == .inline ? 0 : nil
        reservedRows = 1
        isRegionErased = false
    }

    // MARK: Frame drawing

    /// Erases what a full repaint draws over, and (inline) reserves the rows the frame needs.
    private mutating func erase(for size: Size, _ out: inout TerminalOutput) {
        switch mode {
        case .fullScreen:
            resetStyleIfNeeded(&out)
            // CSI 2 J: erase the whole screen; the cursor stays where it is.
            out.eraseScreen()
        case .inline:
            if !isRegionErased { eraseRegion(&out) }
            if size.height > reservedRows {
                moveCursor(toColumn: 0, row: reservedRows - 1, in: nil, &out)
                for _ in reservedRows..<size.height {
                    // CR LF: one more row for the region; scrolls the terminal at the bottom.
                    out.newline()
                }
                row = size.height - 1
                column = 0
                reservedRows = size.height
            }
        }
    }

    /// Inline: to the region's top-left, SGR reset, erase to the end of the screen.
    private mutating func eraseRegion(_ out: inout TerminalOutput) {
        moveCursor(toColumn: 0, row: 0, in: nil, &out)
        // CSI m: reset SGR, so the erase uses the default background.
        out.resetGraphicRendition()
        terminalStyle = .plain
        // CSI J: erase from the region's top-left to the end of the screen.
        out.eraseBelow()
        isRegionErased = true
    }

    /// Writes every cell of `frame` that differs from `base`, in whichever of two orders writes fewer bytes.
    ///
    /// Row by row, left to right, a row whose matched characters are emphasised switches SGR
    /// twice for each of them (`CSI 1;4;38;5;108 m` and back, 18 bytes); style by style (all the
    /// cells of one look, then those of the next, each top to bottom and left to right) costs a
    /// cursor move instead (`LF CSI D`, 4 bytes). Both are drawn on copies of the renderer,
    /// so each tracks the cursor and the rendition it would leave, and the shorter is kept. The
    /// cells are compared once, for both.
    private mutating func drawChanges(from base: Buffer, to frame: Buffer, _ out: inout TerminalOutput) {
        let changes = FrameChanges(from: base, to: frame, degrading: { degraded($0) })
        var byRows = self
        var rowsOutput = TerminalOutput()
        if drawingOrder != .byStyles { byRows.drawDifferences(changes, in: frame, onlyInLook: nil, &rowsOutput) }
        // A few bytes, or one look, leave nothing to gain.
        if drawingOrder == .byStyles || drawingOrder == .shorter && rowsOutput.count >= Renderer.leastOutputToRegroup,
            let looks = changes.looks, looks.count > 1
        {
            var byStyles = self
            var stylesOutput = TerminalOutput()
            for look in looks.indices { byStyles.drawDifferences(changes, in: frame, onlyInLook: look, &stylesOutput) }
            if drawingOrder == .byStyles || stylesOutput.count < rowsOutput.count {
                self = byStyles
                out.append(stylesOutput)
                return
            }
        }
        if drawingOrder == .byStyles { byRows.drawDifferences(changes, in: frame, onlyInLook: nil, &rowsOutput) }
        self = byRows
        out.append(rowsOutput)
    }

    /// The order in which a frame's changed cells are written.
    package enum DrawingOrder: Sendable, CaseIterable {
        /// Whichever of the two below writes fewer bytes (what terminals get).
        case shorter
        /// Row by row, left to right.
        case byRows
        /// Style by style (each top to bottom, left to right), when the frame changes several looks.
        case byStyles
    }

    /// Below this many bytes a frame is drawn row by row without trying the other order.
    static let leastOutputToRegroup = 96

    /// Writes every changed cell of `frame`, row by row, left to right; with `onlyInLook`, only
    /// the changed cells of that look (an index into ``FrameChanges/looks``).
    private mutating func drawDifferences(_ changes: FrameChanges, in frame: Buffer, onlyInLook only: Int?, _ out: inout TerminalOutput) {
        let width = frame.width
        frame.cells.withUnsafeBufferPointer { cells in
            for y in 0..<frame.height {
                let rowStart = y * width
                // Most rows of most frames are unchanged: find the first changed cell, if any.
                guard var x = changes.firstChange(inRow: y) else { continue }
                // Where the row's run of trailing plain blanks begins: EL can draw it.
                var blankTail = width
                while blankTail > 0 && cells[rowStart + blankTail - 1].isBlank { blankTail -= 1 }
                while x < width {
                    let index = rowStart + x
                    if cells[index].isContinuation || !changes.isChanged(index) {
                        x += 1
                        continue
                    }
                    if let only, changes.look(at: index) != only {
                        x += max(1, cells[index].width)
                        continue
                    }
                    hideCursorWhileDrawing(&out)
                    if x >= blankTail && changes.isEraseCheaper(from: x, row: y) {
                        moveCursor(toColumn: x, row: y, in: frame, &out)
                        setStyle(.plain, &out)
                        // CSI K: erase to the end of the row, which is all plain blanks from here.
                        out.eraseToEndOfLine()
                        break
                    }
                    let cell = cells[index]
                    if cell.isBlank, let end = changes.erasableRun(in: cells, from: x, row: y) {
                        moveCursor(toColumn: x, row: y, in: frame, &out)
                        setStyle(.plain, &out)
                        // CSI n X: erase the run of plain blanks; the cursor stays where it is.
                        out.eraseCharacters(end - x)
                        x = end
                        continue
                    }
                    moveCursor(toColumn: x, row: y, in: frame, &out)
                    setStyle(degraded(cell), &out)
                    if cell.width == 2 && cell.character.unicodeScalars.count > 1 {
                        blankBothColumns(at: x, row: y, frameWidth: width, &out)
                    }
                    out.glyph(of: cell)
                    advanceCursor(over: cell, frameWidth: width)
                    x += max(1, cell.width)
                }
            }
        }
    }

    /// Writes two spaces where a wide emoji sequence goes, then returns to its first column.
    ///
    /// Terminals disagree about the width of emoji sequences (tmux 3.3a draws `❤️`, U+2764
    /// U+FE0F, in one column). One that draws the glyph narrow leaves the second column alone,
    /// which would keep showing whatever was there before; blanked first, it shows a space.
    /// Single-scalar wide glyphs (CJK) are drawn two columns wide everywhere and skip this.
    private mutating func blankBothColumns(at x: Int, row y: Int, frameWidth: Int, _ out: inout TerminalOutput) {
        out.character(" ")
        out.character(" ")
        column = x + 2 < frameWidth ? x + 2 : nil
        moveCursor(toColumn: x, row: y, in: nil, &out)
    }

    /// Updates the tracked cursor after a glyph was written at the tracked position.
    private mutating func advanceCursor(over cell: Cell, frameWidth: Int) {
        guard let current = column, cell.width == 1 else {
            // After a wide glyph, trust no terminal's idea of its width: position explicitly next time.
            column = nil
            return
        }
        // Writing the last column leaves the cursor there with a wrap pending: treat as unknown.
        column = current + 1 < frameWidth ? current + 1 : nil
    }

    // MARK: Cursor and style

    /// Leaves the hardware cursor where the frame asked, shown, or hides it.
    private mutating func placeCursor(at target: Point?, _ out: inout TerminalOutput) {
        guard let target else {
            if isCursorVisible != false {
                // CSI ? 25 l: hide the cursor.
                out.cursorVisible(false)
                isCursorVisible = false
            }
            return
        }
        moveCursor(toColumn: target.x, row: target.y, in: nil, &out)
        if isCursorVisible != true {
            // CSI ? 25 h: show the cursor, now that it rests where it should.
            out.cursorVisible(true)
            isCursorVisible = true
        }
    }

    /// Hides a visible (or possibly visible) cursor before cells are drawn, so it does not flicker across the screen.
    private mutating func hideCursorWhileDrawing(_ out: inout TerminalOutput) {
        if isCursorVisible != false {
            // CSI ? 25 l: hide the cursor while drawing.
            out.cursorVisible(false)
            isCursorVisible = false
        }
    }

    /// Sets the terminal's rendition to `style` (already degraded), writing only the difference.
    private mutating func setStyle(_ style: Style, _ out: inout TerminalOutput) {
        if style == terminalStyle { return }
        // CSI … m: SGR, only the attributes and colours that change.
        style.writeSGR(from: terminalStyle, into: &out)
        terminalStyle = style
    }

    /// Resets SGR unless it is known to be reset already.
    private mutating func resetStyleIfNeeded(_ out: inout TerminalOutput) {
        if terminalStyle != .plain {
            // CSI m: reset SGR.
            out.resetGraphicRendition()
            terminalStyle = .plain
        }
    }

    /// `style` degraded to the terminal's capability, cached.
    mutating func degraded(_ style: Style) -> Style {
        if capability == .trueColour { return style }
        // With 256 colours only a 24-bit colour changes, and most frames have none: no lookup.
        if capability == .xterm256, !style.foreground.isRGB, !style.background.isRGB { return style }
        if let known = degradedStyles[style] { return known }
        let result = style.degraded(to: capability)
        // Pictures can bring thousands of colours; keep the cache from growing without bound.
        if degradedStyles.count >= 4096 { degradedStyles.removeAll(keepingCapacity: true) }
        degradedStyles[style] = result
        return result
    }

    private func clamp(_ point: Point, into size: Size) -> Point {
        Point(x: min(max(0, point.x), max(0, size.width - 1)), y: min(max(0, point.y), max(0, size.height - 1)))
    }
}
