// ListBenchmark: shows that navigating a list of 1,000,000 options costs what navigating one of
// 10 does. Prints nanoseconds per operation for each list size and the ratio 1M / 10.
//
//   swift run -c release ListBenchmark
//
// Each figure is the median of 5 runs; a run sends the same action (or an alternating pair, so
// that every send really moves) many times and divides the elapsed ContinuousClock time.
import SelectionCore

/// A small deterministic generator, so every run builds the same labels.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// `count` options with pseudo-random word labels ("kelu 17"), every 7th one disabled and a
/// header every 100 rows, so that navigation has something to skip.
func makeItems(_ count: Int) -> [ListItem<Int>] {
    var random = SplitMix64(state: 42)
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    var items: [ListItem<Int>] = []
    items.reserveCapacity(count + count / 100)
    for index in 0..<count {
        if index % 100 == 0 { items.append(.header("Group \(index / 100)")) }
        let length = Int.random(in: 3...8, using: &random)
        let word = String((0..<length).map { _ in letters[Int.random(in: 0..<letters.count, using: &random)] })
        items.append(.option(Choice("\(word) \(index)", value: index, disabled: index % 7 == 3 ? "unavailable" : nil)))
    }
    return items
}

/// Nanoseconds per call of `body`, the median of 5 runs of `iterations` calls.
func nanosecondsPerOperation(iterations: Int, _ body: (Int) -> Int) -> Double {
    var runs: [Double] = []
    var sink = 0
    for _ in 0..<5 {
        let clock = ContinuousClock()
        let start = clock.now
        for iteration in 0..<iterations {
            sink &+= body(iteration)
        }
        let elapsed = clock.now - start
        let components = elapsed.components
        let nanoseconds = Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
        runs.append(nanoseconds / Double(iterations))
    }
    if sink == Int.min { print("") }  // keeps the work observable
    runs.sort()
    return runs[runs.count / 2]
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// Measures every operation at every size and prints the table.
func runBenchmark() {
    let sizes = [10, 1_000, 1_000_000]
    let iterations = 200_000
    var table: [(name: String, figures: [Double])] = []
    var buildTimes: [Double] = []

    func record(_ name: String, _ figure: Double) {
        if let row = table.firstIndex(where: { $0.name == name }) {
            table[row].figures.append(figure)
        } else {
            table.append((name, [figure]))
        }
    }

    for size in sizes {
        let items = makeItems(size)
        let clock = ContinuousClock()
        let buildStart = clock.now
        let list = ListState(
            items: items,
            configuration: ListConfiguration(wrapsAround: true, visibleRows: .upTo(20))
        )
        buildTimes.append(seconds(clock.now - buildStart))

        var moving = list
        record("moveDown", nanosecondsPerOperation(iterations: iterations) { _ in moving.send(.moveDown).count })

        var paging = list
        paging.send(.moveToFirst)
        record(
            "pageDown / pageUp",
            nanosecondsPerOperation(iterations: iterations) { i in
                paging.send(i % 2 == 0 ? .pageDown : .pageUp).count
            })

        var ends = list
        record(
            "end / home",
            nanosecondsPerOperation(iterations: iterations) { i in
                ends.send(i % 2 == 0 ? .moveToLast : .moveToFirst).count
            })

        var wheel = list
        wheel.send(.moveToFirst)
        record(
            "wheel ±3 rows",
            nanosecondsPerOperation(iterations: iterations) { i in
                wheel.send(.scroll(by: i % 2 == 0 ? 3 : -3)).count
            })

        // Keys one second apart: each is a fresh one-letter search, landing on a real label.
        let firstLetters: [Character] = stride(from: 0, to: items.count, by: max(1, items.count / 97)).compactMap {
            items[$0].option?.label.first
        }
        var hits = list
        record(
            "typeahead hit",
            nanosecondsPerOperation(iterations: iterations) { i in
                hits.send(.typeahead(firstLetters[i % firstLetters.count], at: .seconds(i))).count
            })

        // Two-letter queries: every other send refines the search 100 ms after the first letter.
        let prefixes: [(Character, Character)] = stride(from: 0, to: items.count, by: max(1, items.count / 97)).compactMap {
            guard let label = items[$0].option?.label, label.count >= 2 else { return nil }
            return (label[label.startIndex], label[label.index(after: label.startIndex)])
        }
        var refines = list
        record(
            "typeahead hit, 2 letters",
            nanosecondsPerOperation(iterations: iterations) { i in
                let prefix = prefixes[(i / 2) % prefixes.count]
                let now = Duration.seconds(i / 2) + .milliseconds(i % 2 == 0 ? 0 : 100)
                return refines.send(.typeahead(i % 2 == 0 ? prefix.0 : prefix.1, at: now)).count
            })

        var misses = list
        // A miss reads every enabled option's 8-byte prefix (O(n), about a millisecond at 1M):
        // fewer sends at large sizes keep the run short; the figure is per send either way.
        let missIterations = size >= 100_000 ? 500 : iterations
        record(
            "typeahead miss",
            nanosecondsPerOperation(iterations: missIterations) { i in
                misses.send(.typeahead("#", at: .seconds(i))).count
            })

        var dropDown = DropDownState(
            list: ListState(items: items, preselecting: .value(size / 2), configuration: ListConfiguration(visibleRows: .upTo(20))))
        record(
            "open with selection + close",
            nanosecondsPerOperation(iterations: iterations) { i in
                dropDown.send(i % 2 == 0 ? .open(.keyboard(.down)) : .cancel).count
            })
    }

    print("ListBenchmark: nanoseconds per send, median of 5 runs of \(iterations) sends")
    print("operation".padding(30) + sizes.map { format(Double($0), width: 12) }.joined() + "    1M / 10")
    for row in table {
        let ratio = (row.figures.last ?? 0) / max(row.figures.first ?? 1, 0.001)
        print(row.name.padding(30) + row.figures.map { format($0, width: 12) }.joined() + format(ratio, width: 11))
    }
    print("build (s, once)".padding(30) + buildTimes.map { format($0, width: 12) }.joined())
}

func format(_ value: Double, width: Int) -> String {
    // Tenths by integer arithmetic: Double.rounded() needs libm, which this target does not link.
    let tenths = Int(value * 10 + 0.5)
    let text = "\(tenths / 10).\(tenths % 10)"
    return String(repeating: " ", count: max(0, width - text.count)) + text
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

runBenchmark()
