/// Which cells of a frame differ from the last one, compared once for every way the renderer
/// weighs drawing them, and the looks (degraded styles) the changed cells are drawn in.
struct FrameChanges {
    /// The most looks for which drawing look by look is weighed; more (pictures) draw row by row.
    static let mostLooks = 8

    /// The frame's width.
    let width: Int
    /// Per cell: it differs from the last frame.
    private var changed: [Bool]
    /// Per changed cell that is not a continuation: its index in ``looks``.
    private var lookIndex: [UInt8]
    /// Per row: the first changed column, or -1.
    private var firstChanged: [Int]
    /// The degraded styles of the changed cells, in reading order of the first cell of each;
    /// nil when there are more than ``mostLooks``.
    private(set) var looks: [Style]?

    /// Compares `frame` with `base` (the same size); `degrading` gives the look of a style.
    init(from base: Buffer, to frame: Buffer, degrading: (Style) -> Style) {
        width = frame.width
        let count = frame.cells.count
        var changed = [Bool](repeating: false, count: count)
        var lookIndex = [UInt8](repeating: 0, count: count)
        var firstChanged = [Int](repeating: -1, count: frame.height)
        var looks: [Style]? = []
        frame.cells.withUnsafeBufferPointer { cells in
            base.cells.withUnsafeBufferPointer { baseCells in
                for y in 0..<frame.height {
                    let rowStart = y * frame.width
                    for x in 0..<frame.width where !Cell.isSame(cells, baseCells, at: rowStart + x) {
                        let index = rowStart + x
                        changed[index] = true
                        if firstChanged[y] < 0 { firstChanged[y] = x }
                        guard var known = looks, !cells[index].isContinuation else { continue }
                        let look = degrading(cells[index].style)
                        if let position = known.firstIndex(of: look) {
                            lookIndex[index] = UInt8(truncatingIfNeeded: position)
                        } else if known.count < FrameChanges.mostLooks {
                            lookIndex[index] = UInt8(truncatingIfNeeded: known.count)
                            known.append(look)
                            looks = known
                        } else {
                            looks = nil
                        }
                    }
                }
            }
        }
        self.changed = changed
        self.lookIndex = lookIndex
        self.firstChanged = firstChanged
        self.looks = looks
    }

    /// Whether the cell at `index` differs from the last frame.
    @inline(__always)
    func isChanged(_ index: Int) -> Bool { changed[index] }

    /// The index in ``looks`` of the changed cell at `index`.
    @inline(__always)
    func look(at index: Int) -> Int { Int(lookIndex[index]) }

    /// The first changed column of row `y`, or nil when the row is unchanged.
    func firstChange(inRow y: Int) -> Int? {
        firstChanged[y] < 0 ? nil : firstChanged[y]
    }

    /// True when erasing from column `start` to the end of row `y` costs fewer bytes than
    /// writing its changed blanks one by one.
    func isEraseCheaper(from start: Int, row y: Int) -> Bool {
        let rowStart = y * width
        var changedCount = 0
        var runs = 0
        var isInRun = false
        for x in start..<width {
            if changed[rowStart + x] {
                changedCount += 1
                if !isInRun { runs += 1 }
                isInRun = true
            } else {
                isInRun = false
            }
        }
        // Each changed blank is one byte; each gap between runs costs a move of 3 bytes or more.
        // CSI K is 3 bytes.
        return changedCount + 3 * (runs - 1) > 3
    }

    /// The end of the run of plain blanks that starts at column `start` of row `y`, when erasing
    /// it with ECH costs fewer bytes than writing its spaces; nil otherwise.
    ///
    /// ECH leaves the cursor at the run's start, so a later change on the row pays a move
    /// back to where the spaces would have left it (CUF, 3 bytes and the count's digits).
    func erasableRun(in cells: UnsafeBufferPointer<Cell>, from start: Int, row y: Int) -> Int? {
        let rowStart = y * width
        var end = start
        var changedCount = 0
        while end < width && cells[rowStart + end].isBlank {
            if changed[rowStart + end] { changedCount += 1 }
            end += 1
        }
        let count = end - start
        let erase = TerminalOutput.lengthOfCountSequence(count)
        var isChangedLater = false
        for x in end..<width where changed[rowStart + x] {
            isChangedLater = true
            break
        }
        let moveOn = isChangedLater ? TerminalOutput.lengthOfCountSequence(count) : 0
        // Writing the run costs at least a byte for each changed blank.
        return erase + moveOn < changedCount ? end : nil
    }
}
