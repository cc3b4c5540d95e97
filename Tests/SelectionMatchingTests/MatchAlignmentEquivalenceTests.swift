import Testing

@testable import SelectionMatching

/// The sparse alignment used for ASCII items must score exactly as the full matrix does.
@Suite struct MatchAlignmentEquivalenceTests {
    /// A small deterministic generator (SplitMix64, as the test kit's `SeededRandom`), so failures reproduce.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((value ^ (value >> 31)) % UInt64(bound))
        }
    }

    static let alphabet = Array("aabbcxyzAB/-_ .:1".utf8)

    @Test(arguments: [1, 2, 3, 4, 5])
    func sparseAndDenseAlignmentsAgree(seed: UInt64) {
        var generator = Generator(state: seed)
        for _ in 0..<400 {
            let item = (0..<generator.next(40)).map { _ in Self.alphabet[generator.next(Self.alphabet.count)] }
            let query = String(
                decoding: (0..<(1 + generator.next(4))).map { _ in
                    Array("abcxz/.".utf8)[generator.next(7)]
                }, as: UTF8.self)
            for forward in [true, false] {
                let options = MatchOptions(tiebreaks: forward ? [.length] : [.end])
                let compiled = CompiledQuery(SearchQuery(query, options: options))
                var evaluator = ItemEvaluator(query: compiled, options: options)
                let (sparse, dense) = item.withUnsafeBufferPointer { buffer -> (Int?, Int?) in
                    guard let base = buffer.baseAddress else { return (nil, nil) }
                    let sparse = evaluator.evaluate(base, count: item.count, isASCII: true)
                    let sparseKey = sparse.map { evaluator.rankKey(for: $0) }
                    let dense = evaluator.evaluate(base, count: item.count, isASCII: false)
                    let denseKey = dense.map { evaluator.rankKey(for: $0) }
                    #expect(sparse?.minimumEnd == dense?.minimumEnd, "\(query) in \(String(decoding: item, as: UTF8.self))")
                    return (sparseKey.map { Int($0 >> 16) }, denseKey.map { Int($0 >> 16) })
                }
                #expect(sparse == dense, "\(query) in \(String(decoding: item, as: UTF8.self))")
            }
        }
    }
}
