// ChooseBenchmark: what opening `sel choose` and pressing a key cost for 10 and for 1,000,000
// items. Prints milliseconds to build the prompt and draw its first frame, and microseconds per
// keystroke (Down, then draw the frame) with the ratio 1M / 10.
//
//   swift run -c release ChooseBenchmark
//
// Frames are drawn with PromptRunner.frame(), the host loop's own drawing step, without a tty.
import SelectionCore
import SelectionTerminal
import SelectionUI

func makeOptions(_ count: Int) -> [ListItem<Int>] {
    (0..<count).map { .option(Choice("item number \($0)", value: $0)) }
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

struct Figures {
    var openMilliseconds: Double
    var keystrokeMicroseconds: Double
}

func measure(count: Int) -> Figures {
    let clock = ContinuousClock()
    let items = makeOptions(count)
    let context = PromptContext(screen: Size(width: 80, height: 24), regionTop: 0)
    var opens: [Double] = []
    var runner: PromptRunner<DropDown<Int>>?
    for _ in 0..<3 {
        let elapsed = clock.measure {
            var fresh = PromptRunner(DropDown("Pick", items: items), context: context)
            _ = fresh.frame()
            runner = fresh
        }
        opens.append(milliseconds(elapsed))
    }
    guard var runner else { return Figures(openMilliseconds: 0, keystrokeMicroseconds: 0) }
    let presses = 2000
    var checksum = 0
    let elapsed = clock.measure {
        for index in 0..<presses {
            let key = index % 400 < 200 ? KeyEvent(.down) : KeyEvent(.up)
            runner.handle(.key(key), now: .milliseconds(index))
            checksum &+= runner.frame().buffer.height
        }
    }
    precondition(checksum > 0)
    return Figures(openMilliseconds: opens.sorted()[1],
                   keystrokeMicroseconds: milliseconds(elapsed) * 1000 / Double(presses))
}

func listStateBuild(count: Int) -> Double {
    let items = makeOptions(count)
    let clock = ContinuousClock()
    var runs: [Double] = []
    for _ in 0..<3 {
        runs.append(milliseconds(clock.measure { _ = ListState(items: items, selectionMode: .single) }))
    }
    return runs.sorted()[1]
}

let small = measure(count: 10)
let large = measure(count: 1_000_000)
let build = listStateBuild(count: 1_000_000)
func format(_ value: Double) -> String { String(Int((value * 100).rounded())).paddedDecimal }
extension String {
    var paddedDecimal: String {
        let digits = count < 3 ? String(repeating: "0", count: 3 - count) + self : self
        return String(digits.dropLast(2)) + "." + String(digits.suffix(2))
    }
}
print("ListState(items:) for 1,000,000 options: \(format(build)) ms (median of 3)")
print("open (build prompt + first frame):  10 items \(format(small.openMilliseconds)) ms   1M items \(format(large.openMilliseconds)) ms")
print("keystroke (Down + frame):           10 items \(format(small.keystrokeMicroseconds)) µs   1M items \(format(large.keystrokeMicroseconds)) µs")
print("ratio 1M / 10: open \(format(large.openMilliseconds / small.openMilliseconds))x, keystroke \(format(large.keystrokeMicroseconds / small.keystrokeMicroseconds))x")
