import SelectionMatching

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `MatcherBenchmark --host FILE [repetitions] [query] [pause µs]`: the scans a small list's query
/// keys run on `sel choose`'s host thread (an ``ItemStore`` of the file's lines, each prefix of the
/// query refining the one before, every match ranked), one thread, the median of each key over the
/// repetitions. A pause before each key (20,000 µs is a typing gap) lets the core go idle, as
/// between a person's keys; without one the scans run back to back, caches warm.
func runHostScans(_ arguments: [String]) {
    guard let path = arguments.first else {
        print("usage: MatcherBenchmark --host FILE [repetitions] [query] [pause µs]")
        exit(2)
    }
    let repetitions = arguments.count > 1 ? Int(arguments[1]) ?? 50 : 50
    let query = arguments.count > 2 ? arguments[2] : "config"
    let pause = arguments.count > 3 ? UInt32(arguments[3]) ?? 0 : 0
    let store = ItemStore(ItemBuffer(bytes: readFile(path)))
    let matcher = Matcher()
    let clock = ContinuousClock()
    var times = Array(repeating: [Double](), count: query.count)
    var counts = Array(repeating: 0, count: query.count)
    for _ in 0..<repetitions {
        var previous: MatchResults?
        for length in 1...query.count {
            if pause > 0 { usleep(pause) }
            let start = clock.now
            let results = matcher.matchOnCurrentThread(
                String(query.prefix(length)), in: store, limit: 100_000, refining: previous)
            times[length - 1].append(milliseconds(clock.now - start))
            counts[length - 1] = results.matchCount
            previous = results
        }
    }
    print("MatcherBenchmark --host: \(path), \(store.count) items, one thread, median of \(repetitions), pause \(pause) µs")
    var total = 0.0
    for length in 1...query.count {
        let key = median(times[length - 1])
        total += key
        print(pad(String(query.prefix(length)), 12) + pad(String(counts[length - 1]), 10) + format3(key) + " ms")
    }
    print("all keys: \(format3(total)) ms")
}

/// A value with three decimals.
func format3(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return String(rounded)
}
