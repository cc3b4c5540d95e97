import Testing

@testable import SelectionMatching

/// The anchor search (`ScanAnchor`, the fast path of a scan over every item) against the plain
/// scan that evaluates every item: the same matches, in the same order, with the same scores and
/// highlights, on random inputs and queries.
@Suite struct ScanAnchorTests {
    /// A small seeded generator (splitmix64), so a failure can be replayed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Lines mostly of common characters, with rare ones (`q`, `Z`, `é`, `ｘ`) now and then, so
    /// that anchors are sometimes dense, sometimes sparse, and some slices hold non-ASCII items.
    static func lines(count: Int, generator: inout Generator) -> [String] {
        let common = Array("abcdeist/._- AB")
        let rare: [Character] = ["q", "z", "Z", "x", "é", "ｘ", "Q"]
        return (0..<count).map { _ in
            let length = Int.random(in: 0...24, using: &generator)
            return String(
                (0..<length).map { _ in
                    Int.random(in: 0..<40, using: &generator) == 0
                        ? rare.randomElement(using: &generator) ?? "q" : common.randomElement(using: &generator) ?? "a"
                })
        }
    }

    static let queries = [
        "q", "qa", "aq", "zq", "Z", "x", "ex", "e", "ab", "'qa", "^q", "q$", "^a$", "q | z", "!q", "a !q", "q e",
        "Q", "é", "ｘ", "zzqx", "a/b", "s.q", "'de q", "a\\ q", "bq$ ^a", "xyzq", "",
    ]

    /// The results of a scan with and without the anchor search.
    static func both(_ query: String, in items: ItemBuffer, limit: Int?) -> (fast: MatchResults, plain: MatchResults) {
        let matcher = Matcher()
        var plan = ScanPlan(
            query: SearchQuery(query, options: matcher.options), matcher: matcher, items: items, limit: limit,
            previous: nil)
        let fast = plan.finish((0..<plan.chunkCount).map { plan.scan(chunk: $0, checkCancellation: {}) })
        plan.searchesAnchor = false
        let plain = plan.finish((0..<plan.chunkCount).map { plan.scan(chunk: $0, checkCancellation: {}) })
        return (fast, plain)
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func theAnchorSearchFindsWhatTheItemByItemScanFinds(seed: UInt64) {
        var generator = Generator(state: seed)
        let lines = Self.lines(count: 30_000, generator: &generator)
        let items = ItemBuffer(lines)
        let matcher = Matcher()
        for query in Self.queries {
            for limit in [nil, 50] as [Int?] {
                let (fast, plain) = Self.both(query, in: items, limit: limit)
                #expect(fast.matchCount == plain.matchCount, "\(query) \(String(describing: limit))")
                #expect(fast.ranked == plain.ranked, "\(query) \(String(describing: limit))")
                #expect(fast.matchingIndices == plain.matchingIndices, "\(query)")
                // Highlights are found per item after the scan: the same items give the same ones.
                let highlights = { (results: MatchResults) in
                    results.ranked.prefix(30).map { matcher.highlightedOffsets(of: query, in: Array(items[$0.index])) }
                }
                #expect(highlights(fast) == highlights(plain), "\(query)")
            }
        }
    }

    @Test func aRareQueryOnAMillionByteInputMatchesTheSameLinesAsThePlainScan() {
        // Hits far apart (a `q` every 5,000 lines), a slice with a non-ASCII line and none.
        var lines = (0..<40_000).map { "src/module\($0 % 97)/file\($0).swift" }
        for index in stride(from: 17, to: lines.count, by: 5_000) { lines[index] = "src/quux/\(index).swift" }
        lines[20_001] = "src/qué/x"
        let items = ItemBuffer(lines)
        for query in ["qx", "quux", "q", "Quux", "qé", "'uu", "swift q"] {
            let (fast, plain) = Self.both(query, in: items, limit: nil)
            #expect(fast.ranked == plain.ranked, "\(query)")
            #expect(fast.matchCount == plain.matchCount, "\(query)")
        }
        #expect(Self.both("quux", in: items, limit: nil).fast.matchCount == 8)
        // `qx`: the eight `quux` lines and `src/qué/x`.
        #expect(Self.both("qx", in: items, limit: nil).fast.matchCount == 9)
    }

    @Test func theAnchorIsTheRarestByteOfATermItsClauseNeedsAlone() {
        let compile = { (query: String) in CompiledQuery(SearchQuery(query, options: MatchOptions())) }
        #expect(ScanAnchor(compile("main.swift"), delimiter: 0x0A)?.byte == UInt8(ascii: "w"))
        #expect(ScanAnchor(compile("xyzq"), delimiter: 0x0A)?.byte == UInt8(ascii: "z"))
        // Alternatives and negations need no particular byte.
        #expect(ScanAnchor(compile("q | z"), delimiter: 0x0A) == nil)
        #expect(ScanAnchor(compile("!q"), delimiter: 0x0A) == nil)
        #expect(ScanAnchor(compile("!q e"), delimiter: 0x0A)?.byte == UInt8(ascii: "e"))
        #expect(ScanAnchor(compile("é"), delimiter: 0x0A) == nil)
        #expect(ScanAnchor(compile("Q"), delimiter: 0x0A)?.isCaseSensitive == true)
    }
}
