/// A parsed query laid out for the scanning loops: every term's pattern in one block of memory,
/// plus an ASCII copy for the byte prefilter. Immutable once built, so tasks share it.
///
/// Why its `Sendable` conformance is unchecked: its stored properties are unsafe pointers, which
/// are never `Sendable`, but the memory they point at is written only by the initializer and freed
/// only by `deinit`, so concurrent scans only read it. (This module imports nothing, so it could
/// not use SelectionTerminal's `Locked`; nor does it need a lock.)
final class CompiledQuery: @unchecked Sendable {
    /// One term, pointing into the shared pattern memory.
    struct Term {
        let kind: SearchTerm.Kind
        let isInverse: Bool
        let isCaseSensitive: Bool
        let normalizes: Bool
        /// The pattern scalars.
        let scalars: UnsafePointer<UInt32>
        /// The pattern as ASCII bytes, or nil when it has a non-ASCII scalar.
        let bytes: UnsafePointer<UInt8>?
        /// How many scalars (and bytes) the pattern has.
        let count: Int
    }

    /// The clauses: all must match, any term of a clause may.
    let clauses: [[Term]]
    /// Every term, clause after clause, for the scanning loops (no reference counting).
    let terms: UnsafeMutablePointer<Term>
    /// Where each clause's terms start in ``terms``, followed by the total term count.
    let clauseStarts: UnsafeMutablePointer<Int>
    /// How many clauses there are.
    let clauseCount: Int
    /// The longest pattern, to size scratch space.
    let longestPattern: Int
    /// Whether the query ranks its matches (it has a term that is not a negation).
    let isSortable: Bool
    /// Whether the query is one fuzzy term, not negated.
    var isSingleFuzzyTerm: Bool {
        clauses.count == 1 && clauses[0].count == 1 && clauses[0][0].kind == .fuzzy && !clauses[0][0].isInverse
    }

    /// Whether the query has no terms at all.
    var isEmpty: Bool { clauses.isEmpty }

    /// Valid memory to point at before any item is set.
    var placeholderBytes: UnsafePointer<UInt8> { UnsafePointer(byteStorage) }

    private let scalarStorage: UnsafeMutablePointer<UInt32>
    private let byteStorage: UnsafeMutablePointer<UInt8>

    init(_ query: SearchQuery) {
        let total = query.clauses.reduce(0) { sum, clause in
            clause.reduce(sum) { $0 + $1.scalars.count }
        }
        scalarStorage = .allocate(capacity: Swift.max(total, 1))
        byteStorage = .allocate(capacity: Swift.max(total, 1))
        var offset = 0
        var longest = 0
        var clauses: [[Term]] = []
        for clause in query.clauses {
            var terms: [Term] = []
            for term in clause {
                let scalars = term.scalars
                let isASCII = scalars.allSatisfy { $0 < 0x80 }
                for (index, scalar) in scalars.enumerated() {
                    scalarStorage[offset + index] = scalar
                    byteStorage[offset + index] = UInt8(truncatingIfNeeded: scalar)
                }
                terms.append(
                    Term(
                        kind: term.kind, isInverse: term.isInverse,
                        isCaseSensitive: term.isCaseSensitive, normalizes: term.normalizesLatin,
                        scalars: UnsafePointer(scalarStorage + offset),
                        bytes: isASCII ? UnsafePointer(byteStorage + offset) : nil,
                        count: scalars.count))
                offset += scalars.count
                longest = Swift.max(longest, scalars.count)
            }
            clauses.append(terms)
        }
        self.clauses = clauses
        self.clauseCount = clauses.count
        let termCount = clauses.reduce(0) { $0 + $1.count }
        terms = .allocate(capacity: Swift.max(termCount, 1))
        clauseStarts = .allocate(capacity: clauses.count + 1)
        var next = 0
        for (clauseIndex, clause) in clauses.enumerated() {
            clauseStarts[clauseIndex] = next
            for term in clause {
                (terms + next).initialize(to: term)
                next += 1
            }
        }
        clauseStarts[clauses.count] = next
        self.longestPattern = longest
        self.isSortable = query.isSortable
    }

    deinit {
        terms.deinitialize(count: clauseStarts[clauseCount])
        terms.deallocate()
        clauseStarts.deallocate()
        scalarStorage.deallocate()
        byteStorage.deallocate()
    }
}
