// In-process timings of the matcher: load time for a million lines, and the time per keystroke
// when a query is typed one character at a time (each search refining the previous one), for
// 100,000 and 1,000,000 items. Build in release mode:
//
//     swift run -c release MatcherBenchmark [corpus/paths-1m.txt] [repetitions] [query,query,...]
//     swift run -c release MatcherBenchmark --host corpus/paths-10k.txt [repetitions] [query] [pause µs]
//
// The second form times the scans of a small list's keys on sel's host thread (HostScans.swift).
//
// The corpus comes from scripts/generate-corpus.py (scripts/bench-filter.sh generates it).

import SelectionMatching

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole file, or exits with a message.
func readFile(_ path: String) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
        print("cannot open \(path); run scripts/generate-corpus.py all corpus first")
        exit(2)
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var block = [UInt8](repeating: 0, count: 1 << 20)
    while true {
        let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count <= 0 { break }
        bytes.append(contentsOf: block[0..<count])
    }
    return bytes
}

/// Milliseconds in a duration.
func milliseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return String(rounded)
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

let arguments = CommandLine.arguments
if arguments.count > 1 && arguments[1] == "--host" {
    runHostScans(Array(arguments.dropFirst(2)))
    exit(0)
}
let path = arguments.count > 1 ? arguments[1] : "corpus/paths-1m.txt"
let repetitions = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
let clock = ContinuousClock()

let bytes = readFile(path)

// Load: splitting a million lines into an item buffer (parallel), and on one thread.
var loadTimes: [Double] = []
var serialLoadTimes: [Double] = []
var allItems = ItemBuffer([String]())
for _ in 0..<repetitions {
    let start = clock.now
    allItems = await ItemBuffer.load(bytes: bytes)
    loadTimes.append(milliseconds(clock.now - start))
    let serialStart = clock.now
    _ = ItemBuffer(bytes: bytes)
    serialLoadTimes.append(milliseconds(clock.now - serialStart))
}
print("MatcherBenchmark: \(path), \(allItems.count) items, \(bytes.count) bytes, median of \(repetitions)")
print("load \(allItems.count) lines: \(format(median(loadTimes))) ms on all cores, \(format(median(serialLoadTimes))) ms on one")

// The first 100,000 lines as their own buffer.
let cut = allItems.count > 100_000 ? allItems.byteRange(at: 99_999).upperBound + 1 : bytes.count
let smallItems = ItemBuffer(bytes: Array(bytes[0..<cut]))

let queries =
    arguments.count > 3
    ? arguments[3].split(separator: ",").map(String.init)
    : ["src", "main", "config", "test.ts", "usr/share", "readme", "json/ug", "zzqx"]
let matcher = Matcher()
for (label, items) in [("100k", smallItems), ("1M", allItems)] {
    print("")
    print("\(label) items: per keystroke (limit 50, each refining the previous), and a full search of the whole query")
    print(
        pad("query", 12) + pad("matches", 10) + pad("median/key ms", 15) + pad("worst key ms", 14) + pad("typed total ms", 16)
            + "full search ms")
    var allKeystrokes: [Double] = []
    for query in queries {
        var perKeystroke: [[Double]] = []
        var totals: [Double] = []
        var fullSearches: [Double] = []
        var matchCount = 0
        for _ in 0..<repetitions {
            var previous: MatchResults?
            var times: [Double] = []
            for length in 1...query.count {
                let prefix = String(query.prefix(length))
                let start = clock.now
                let results = try await matcher.match(prefix, in: items, limit: 50, refining: previous)
                times.append(milliseconds(clock.now - start))
                previous = results
                matchCount = results.matchCount
            }
            perKeystroke.append(times)
            totals.append(times.reduce(0, +))
            let start = clock.now
            _ = try await matcher.match(query, in: items, limit: 50)
            fullSearches.append(milliseconds(clock.now - start))
        }
        // The median over repetitions of each keystroke, then their median and worst.
        let keystrokes = (0..<query.count).map { key in median(perKeystroke.map { $0[key] }) }
        allKeystrokes.append(contentsOf: keystrokes)
        print(
            pad(query, 12) + pad(String(matchCount), 10) + pad(format(median(keystrokes)), 15)
                + pad(format(keystrokes.max() ?? 0), 14) + pad(format(median(totals)), 16) + format(median(fullSearches)))
    }
    print("all keystrokes: median \(format(median(allKeystrokes))) ms, worst \(format(allKeystrokes.max() ?? 0)) ms")
}
