/// Working memory for matching one item after another, reused so that scanning a million
/// items allocates nothing per item. One scratch space serves one task at a time.
struct ScratchSpace: ~Copyable {
    /// How many text positions every buffer holds.
    private(set) var capacity = 0
    /// How many pattern positions `firstOccurrences` holds.
    private(set) var patternCapacity = 0
    /// The current item decoded into scalars (for non-ASCII items, or ASCII widened).
    private(set) var scalars: UnsafeMutablePointer<UInt32>
    /// The text the optimal alignment works on, folded in place.
    private(set) var folded: UnsafeMutablePointer<UInt32>
    /// Row 0 of the score matrix, then every other row.
    private(set) var scoreRowA: UnsafeMutablePointer<Int16>
    /// Row 0 of the consecutive-run matrix, then every other row.
    private(set) var runRowA: UnsafeMutablePointer<Int16>
    /// The other score row.
    private(set) var scoreRowB: UnsafeMutablePointer<Int16>
    /// The other consecutive-run row.
    private(set) var runRowB: UnsafeMutablePointer<Int16>
    /// The position bonus of every text position.
    private(set) var bonuses: UnsafeMutablePointer<Int16>
    /// The first possible position of every pattern character.
    private(set) var firstOccurrences: UnsafeMutablePointer<Int>
    /// The events of one row of the sparse alignment, and of the row before.
    private(set) var eventsA: UnsafeMutablePointer<SparseAlignment.Event>
    private(set) var eventsB: UnsafeMutablePointer<SparseAlignment.Event>
    /// The whole score matrix of the dense alignment, row after row.
    private(set) var scoreMatrix: UnsafeMutablePointer<Int16>
    /// The whole consecutive-run matrix of the dense alignment.
    private(set) var runMatrix: UnsafeMutablePointer<Int16>
    /// How many cells each matrix holds.
    private(set) var matrixCapacity = 1
    /// The class of every ASCII code, and the bonus for every pair of classes.
    let tables: Tables

    init(scheme: ScoringScheme = .default) {
        tables = Tables(scheme: scheme)
        scalars = .allocate(capacity: 1)
        folded = .allocate(capacity: 1)
        scoreRowA = .allocate(capacity: 1)
        runRowA = .allocate(capacity: 1)
        scoreRowB = .allocate(capacity: 1)
        runRowB = .allocate(capacity: 1)
        bonuses = .allocate(capacity: 1)
        firstOccurrences = .allocate(capacity: 1)
        eventsA = .allocate(capacity: 1)
        eventsB = .allocate(capacity: 1)
        scoreMatrix = .allocate(capacity: 1)
        runMatrix = .allocate(capacity: 1)
        capacity = 1
        patternCapacity = 1
    }

    deinit {
        scalars.deallocate()
        folded.deallocate()
        scoreRowA.deallocate()
        runRowA.deallocate()
        scoreRowB.deallocate()
        runRowB.deallocate()
        bonuses.deallocate()
        firstOccurrences.deallocate()
        eventsA.deallocate()
        eventsB.deallocate()
        scoreMatrix.deallocate()
        runMatrix.deallocate()
        tables.deallocate()
    }

    /// Makes every buffer hold at least `textLength` text positions and `patternLength`
    /// pattern positions.
    @inline(__always)
    mutating func reserve(textLength: Int, patternLength: Int) {
        // Called for every item: the check inline, the growing (rare) out of line.
        if textLength > capacity || patternLength > patternCapacity {
            grow(textLength: textLength, patternLength: patternLength)
        }
    }

    @inline(never)
    private mutating func grow(textLength: Int, patternLength: Int) {
        if textLength > capacity {
            let grown = Swift.max(textLength, capacity * 2)
            scalars.deallocate(); scalars = .allocate(capacity: grown)
            folded.deallocate(); folded = .allocate(capacity: grown)
            scoreRowA.deallocate(); scoreRowA = .allocate(capacity: grown)
            runRowA.deallocate(); runRowA = .allocate(capacity: grown)
            scoreRowB.deallocate(); scoreRowB = .allocate(capacity: grown)
            runRowB.deallocate(); runRowB = .allocate(capacity: grown)
            bonuses.deallocate(); bonuses = .allocate(capacity: grown)
            eventsA.deallocate(); eventsA = .allocate(capacity: grown)
            eventsB.deallocate(); eventsB = .allocate(capacity: grown)
            capacity = grown
        }
        if patternLength > patternCapacity {
            let grown = Swift.max(patternLength, patternCapacity * 2)
            firstOccurrences.deallocate(); firstOccurrences = .allocate(capacity: grown)
            patternCapacity = grown
        }
    }

    /// Makes each matrix hold at least `cells` cells.
    mutating func reserveMatrix(cells: Int) {
        if cells <= matrixCapacity { return }
        let grown = Swift.max(cells, matrixCapacity * 2)
        scoreMatrix.deallocate(); scoreMatrix = .allocate(capacity: grown)
        runMatrix.deallocate(); runMatrix = .allocate(capacity: grown)
        matrixCapacity = grown
    }
}
