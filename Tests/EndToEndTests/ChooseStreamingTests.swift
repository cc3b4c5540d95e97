import Foundation
import Testing

/// `sel choose` reading a pipe that is still being written: the list opens at once and fills
/// as lines come, keys typed early are kept, Enter does not wait for the producer, and the
/// reading indicator goes away at the end of input.
@Suite(.serialized) struct ChooseStreamingTests {
    /// Runs `PRODUCER | sel choose ARGUMENTS > out` from a bash script; the exit status of `sel`
    /// goes to `rc` as soon as it exits, and `producer-done` is written when the producer ends.
    private func startPipeline(in pane: TmuxPane, producer: String, _ arguments: String) throws {
        let script = """
            stty -g > before
            { \(producer); echo done > producer-done; } | { \(Tools.shellQuoted(Tools.sel)) choose \(arguments) > out; echo $? > rc; }
            stty -g > after

            """
        try script.write(to: pane.directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        try pane.runCommand("clear; SWIFT_BACKTRACE=enable=no bash run.sh")
    }

    private func output(_ pane: TmuxPane) throws -> String {
        try String(contentsOf: pane.directory.appendingPathComponent("out"), encoding: .utf8)
    }

    private func exists(_ pane: TmuxPane, _ name: String) -> Bool {
        FileManager.default.fileExists(atPath: pane.directory.appendingPathComponent(name).path)
    }

    @Test func firstLineShowsAtOnceAndEnterChoosesItBeforeTheProducerEnds() throws {
        let pane = try TmuxPane()
        try startPipeline(in: pane, producer: "echo alpha; sleep 8; echo beta", "")
        try pane.waitFor("›  alpha", timeout: .seconds(1))
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc", timeout: .seconds(3)) == "0")
        #expect(try output(pane) == "alpha\n")
        #expect(!exists(pane, "producer-done"))
        #expect(try pane.modeFlags() == "0 1 0 0")
    }

    @Test func queryTypedBeforeTheFirstItemFiltersTheItemsThatArriveLater() throws {
        let pane = try TmuxPane()
        try startPipeline(in: pane, producer: "sleep 1.5; printf 'apple\\nbanana\\ncherry\\nblueberry\\n'", "--filter")
        try pane.waitFor("type to filter")
        try pane.type("rr")
        try pane.waitFor("/ rr")
        let screen = try pane.waitFor("2/4", timeout: .seconds(10))
        #expect(screen.contains { $0.contains("›  cherry") } || screen.contains { $0.contains("›  blueberry") }, "\(screen)")
        #expect(!screen.contains { $0.contains("banana") }, "\(screen)")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(["cherry\n", "blueberry\n"].contains(try output(pane)))
    }

    @Test func movesTypedBeforeTheFirstItemApplyWhenItArrives() throws {
        let pane = try TmuxPane()
        // `cat` writes the three lines at once, so the first arrival holds all of them.
        try "one\ntwo\nthree\n".write(to: pane.directory.appendingPathComponent("items"), atomically: true, encoding: .utf8)
        try startPipeline(in: pane, producer: "sleep 1.5; cat items", "")
        try pane.waitFor("Select...")
        try pane.press("Down")
        try pane.waitFor("›  two", timeout: .seconds(10))
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try output(pane) == "two\n")
    }

    @Test func yesOpensTakesAQueryAndEscapeExitsWith1() throws {
        let pane = try TmuxPane()
        try startPipeline(in: pane, producer: "yes", "--filter")
        try pane.waitFor("│/ ", timeout: .seconds(2))
        try pane.type("yq")
        try pane.waitFor("/ yq", timeout: .seconds(2))
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc", timeout: .seconds(3)) == "1")
        #expect(try pane.modeFlags() == "0 1 0 0")
    }

    @Test func highlightStaysOnTheItemTheUserMovedToWhileLinesArrive() throws {
        let pane = try TmuxPane()
        try startPipeline(
            in: pane, producer: "printf 'l1\\nl2\\nl3\\n'; sleep 1; for i in 4 5 6 7 8 9; do echo l$i; sleep 0.2; done; sleep 5", "")
        try pane.waitFor("›  l1")
        try pane.press("Down")
        try pane.waitFor("›  l2")
        try pane.waitFor("l9", timeout: .seconds(10))
        let screen = try pane.capture()
        #expect(screen.contains { $0.contains("›  l2") }, "\(screen)")
        #expect(screen.contains { $0.contains("   l1") }, "\(screen)")
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc") == "1")
    }

    @Test func indicatorShowsWhileReadingAndGoesAtEndOfInput() throws {
        let pane = try TmuxPane()
        try startPipeline(in: pane, producer: "printf 'a\\nb\\n'; sleep 2; echo c", "")
        let reading = try pane.waitFor("›  a")
        let trigger = reading.first { $0.contains("Select...") } ?? ""
        #expect(trigger.hasSuffix(" 2"), "\(reading)")
        // "c" may be drawn a frame before the end of input is seen: wait for the end, which must come.
        let ended = try pane.waitUntil(timeout: .seconds(10), "c, then the end of input") { lines in
            lines.contains { $0.contains("   c") }
                && lines.first { $0.contains("Select...") }?.trimmingCharacters(in: .whitespaces) == "Select... ▴"
        }
        #expect(ended.contains { $0.contains("   c") }, "\(ended)")
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc") == "1")
        #expect(try pane.waitForFile("before") == pane.waitForFile("after"))
    }

    // Input read whole before the list can be built (--json, --tac, …): the indicator at once.

    @Test func jsonShowsTheReadingIndicatorAndKeepsTheKeysTypedMeanwhile() throws {
        let pane = try TmuxPane()
        try startPipeline(in: pane, producer: #"sleep 2; echo '["apple", "banana", "mango", "cherry"]'"#, "--json --filter --title Fruit")
        try pane.waitFor("Fruit: ⠋ Reading input…", timeout: .seconds(1))
        // The spinner turns while the document is read.
        try pane.waitFor("Reading input…", timeout: .seconds(1))
        try pane.type("an")
        try pane.press("Down")
        let screen = try pane.waitFor("/ an", timeout: .seconds(10))
        #expect(screen.contains { $0.contains("2/4") }, "\(screen)")
        #expect(screen.contains { $0.contains("›  banana") }, "\(screen)")
        #expect(!screen.contains { $0.contains("Reading input") }, "\(screen)")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try output(pane) == "banana\n")
        #expect(try pane.waitForFile("before") == pane.waitForFile("after"))
    }

    @Test func escapeWhileReadingTheWholeInputExitsAtOnce() throws {
        let pane = try TmuxPane()
        try startPipeline(in: pane, producer: "sleep 8; echo b; echo a", "--tac")
        try pane.waitFor("Reading input…", timeout: .seconds(1))
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc", timeout: .seconds(3)) == "1")
        #expect(!exists(pane, "producer-done"))
        #expect(try pane.modeFlags() == "0 1 0 0")
    }

    @Test func aMalformedDocumentIsReportedAfterTheTerminalIsRestored() throws {
        let pane = try TmuxPane()
        try startPipeline(in: pane, producer: #"sleep 1; echo '["apple",'"#, "--json")
        try pane.waitFor("Reading input…", timeout: .seconds(1))
        #expect(try pane.waitForFile("rc", timeout: .seconds(5)) == "2")
        let screen = try pane.waitFor("sel choose: invalid JSON")
        #expect(!screen.contains { $0.contains("Reading input") }, "\(screen)")
        #expect(try pane.waitForFile("before") == pane.waitForFile("after"))
    }
}
