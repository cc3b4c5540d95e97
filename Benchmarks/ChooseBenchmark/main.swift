// ChooseBenchmark: what opening `sel choose` and pressing keys cost for 10, 1,000 and 1,000,000
// items, side by side, with the ratio 1M / 10.
//
//   swift run -c release ChooseBenchmark
//
// - open: build the drop-down prompt over an existing `[ListItem]` (making that array is the
//   caller's work and is not counted), then draw its first frame; median of 5, in ms.
// - keystrokes: one event handled and the frame drawn, in µs, averaged over 2,000 events on an
//   open list (Down: 200 Down then 200 Up, repeated; PageDown: 50 PageDown then 50 PageUp; End:
//   End then Home; typeahead: a letter every 600 ms, so each starts a new search; wheel: 200
//   notches down then 200 up).
// - first far typeahead: two letters, the second making a search whose nearest match is
//   further than a short read of the rows, so the list builds its typeahead prefix table (once
//   per list and per filter), in ms.
// - later far typeahead: the same, on a list whose table the first far search built, in ms.
//
// Frames are drawn with PromptRunner.frame(), the host loop's own drawing step, without a tty.
import SelectionCore
import SelectionTerminal
import SelectionUI

/// Labels like "cherry 1234": 26 first letters in turn, so a typed letter finds an option
/// within 26 rows, as in real lists.
let words = [
    "apple", "banana", "cherry", "damson", "elder", "fig", "grape", "hazel", "ilama", "jujube", "kiwi", "lemon", "mango",
    "nectarine", "olive", "peach", "quince", "raisin", "sloe", "tangerine", "ugli", "vanilla", "walnut", "xigua", "yuzu", "ziziphus",
]

func makeOptions(_ count: Int) -> [ListItem<Int>] {
    (0..<count).map { .option(Choice("\(words[$0 % words.count]) \($0)", value: $0)) }
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

let context = PromptContext(screen: Size(width: 80, height: 24), regionTop: 0)
let clock = ContinuousClock()

func openRunner(_ items: [ListItem<Int>]) -> PromptRunner<DropDown<Int>> {
    var runner = PromptRunner(DropDown("Pick", items: items), context: context)
    runner.handle(.key(KeyEvent(.down)), now: .zero)
    _ = runner.frame()
    return runner
}

func openMilliseconds(_ items: [ListItem<Int>]) -> Double {
    var runs: [Double] = []
    for _ in 0..<5 {
        runs.append(
            milliseconds(
                clock.measure {
                    let runner = PromptRunner(DropDown("Pick", items: items), context: context)
                    precondition(runner.frame().buffer.height > 0)
                }))
    }
    return runs.sorted()[2]
}

/// Microseconds per event, each followed by a frame; `event(i)` gives the i-th event.
func keystrokeMicroseconds(_ items: [ListItem<Int>], _ event: (Int) -> TerminalEvent) -> Double {
    var runner = openRunner(items)
    let count = 2000
    var checksum = 0
    let elapsed = clock.measure {
        for index in 0..<count {
            runner.handle(event(index), now: .milliseconds(600 * (index + 1)))
            checksum &+= runner.frame().buffer.height
        }
    }
    precondition(checksum > 0)
    return milliseconds(elapsed) * 1000 / Double(count)
}

func firstFarTypeaheadMilliseconds(_ items: [ListItem<Int>]) -> Double {
    var runner = openRunner(items)
    // "q" finds a "quince" nearby; no label starts with "q7", so that search reads past its
    // limit (or the whole of a short list). Both keys and their frames are timed.
    return milliseconds(
        clock.measure {
            runner.handle(.key(KeyEvent(.character("q"))), now: .seconds(1))
            _ = runner.frame()
            runner.handle(.key(KeyEvent(.character("7"))), now: .seconds(1) + .milliseconds(100))
            _ = runner.frame()
        })
}

func laterFarTypeaheadMilliseconds(_ items: [ListItem<Int>]) -> Double {
    var runner = openRunner(items)
    runner.handle(.key(KeyEvent(.character("q"))), now: .seconds(1))
    runner.handle(.key(KeyEvent(.character("7"))), now: .seconds(1) + .milliseconds(100))
    // "z" and "z7" (no label starts with it), after the first far search has built the table.
    return milliseconds(
        clock.measure {
            runner.handle(.key(KeyEvent(.character("z"))), now: .seconds(3))
            _ = runner.frame()
            runner.handle(.key(KeyEvent(.character("7"))), now: .seconds(3) + .milliseconds(100))
            _ = runner.frame()
        })
}

let key = { (key: Key) in TerminalEvent.key(KeyEvent(key)) }
let wheel = { (direction: MouseEvent.ScrollDirection) in TerminalEvent.mouse(MouseEvent(.scroll(direction), at: Point(x: 3, y: 4))) }
let rows: [(String, ([ListItem<Int>]) -> Double)] = [
    ("open (build + first frame), ms", openMilliseconds),
    ("Down + frame, µs", { keystrokeMicroseconds($0) { $0 % 400 < 200 ? key(.down) : key(.up) } }),
    ("PageDown + frame, µs", { keystrokeMicroseconds($0) { $0 % 100 < 50 ? key(.pageDown) : key(.pageUp) } }),
    ("End + frame, µs", { keystrokeMicroseconds($0) { $0 % 2 == 0 ? key(.end) : key(.home) } }),
    ("typeahead letter + frame, µs", { keystrokeMicroseconds($0) { key(.character(words[($0 * 7) % words.count].first ?? "a")) } }),
    ("wheel notch + frame, µs", { keystrokeMicroseconds($0) { $0 % 400 < 200 ? wheel(.down) : wheel(.up) } }),
    ("first far search, 2 letters, ms", firstFarTypeaheadMilliseconds),
    ("later far search, 2 letters, ms", laterFarTypeaheadMilliseconds),
]

func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

func padded(_ text: String, _ width: Int, left: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return left ? text + padding : padding + text
}

let sizes = [10, 1_000, 1_000_000]
let itemsBySize = sizes.map(makeOptions)
print(padded("", 40, left: true) + padded("10", 11) + padded("1,000", 11) + padded("1,000,000", 11) + padded("1M/10", 11))
for (name, measure) in rows {
    let figures = itemsBySize.map(measure)
    var line = padded(name, 40, left: true)
    for figure in figures { line += padded(format(figure), 11) }
    line += padded(format(figures[2] / max(figures[0], 0.000_001)) + "x", 11)
    print(line)
}
let build = (0..<3).map { _ in milliseconds(clock.measure { _ = ListState(items: itemsBySize[2], selectionMode: .single) }) }.sorted()[1]
print("ListState(items:) alone, 1,000,000 options: \(format(build)) ms (median of 3)")
