import Foundation
import Testing

/// `sel choose` reading a pipe that is still being written: the list opens at once and fills
/// as lines come, keys typed early are kept, Enter does not wait for the producer, and the
/// reading indicator goes away at the end of input.
@Suite(.serialized) struct ChooseStreamingTests {
    /// Runs `PRODUCER | sel choose ARGUMENTS > out` from a bash script; the exit status of `sel`
    /// goes to `rc` as soon as it exits, and `producer-done` is written when the producer ends.
    private func startPipeline(in pane: TmuxPane, producer: String, _ arguments: String, environment: String = "") throws {
        let script = """
            stty -g > before
            { \(producer); echo done > producer-done; } | { \(environment) \(Tools.shellQuoted(Tools.sel)) choose \(arguments) > out; echo $? > rc; }
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

    @Test func yesOpensTakesAQueryAndEscapeExitsWith130() throws {
        let pane = try TmuxPane()
        try startPipeline(in: pane, producer: "yes", "--filter")
        try pane.waitFor("│/ ", timeout: .seconds(2))
        try pane.type("yq")
        try pane.waitFor("/ yq", timeout: .seconds(2))
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc", timeout: .seconds(3)) == "130")
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
        #expect(try pane.waitForFile("rc") == "130")
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
        #expect(try pane.waitForFile("rc") == "130")
        #expect(try pane.waitForFile("before") == pane.waitForFile("after"))
    }

    // A JSON document, read whole before the list can be built: the indicator at once.

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
        try startPipeline(in: pane, producer: #"sleep 8; echo '["b", "a"]'"#, "--json")
        try pane.waitFor("Reading input…", timeout: .seconds(1))
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc", timeout: .seconds(3)) == "130")
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

    // The options that shape each line as it arrives (issue 25): the list opens at once with the
    // first line, and they decide as the items come, while the producer still runs.

    /// The rows of the list on `screen`, in order, without the border.
    private func rows(_ screen: [String]) -> [String] {
        screen.filter { $0.hasPrefix("│") }.map { String($0.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces) }
    }

    @Test func selectedItemsArriveChecked() throws {
        let pane = try TmuxPane()
        try startPipeline(
            in: pane, producer: "echo a; echo b; sleep 1; echo c; echo d; sleep 8; echo e", "--multi --selected B --selected c")
        try pane.waitFor("[ ] a", timeout: .seconds(1))
        try pane.waitFor("[x] b", timeout: .seconds(1))
        // c arrives a second later, checked as it comes; d, from the same burst, is not.
        let screen = try pane.waitUntil(timeout: .seconds(10), "c checked, then d") { lines in
            lines.contains { $0.contains("[x] c") } && lines.contains { $0.contains("[ ] d") }
        }
        #expect(
            rows(screen).map { $0.replacingOccurrences(of: "›", with: " ").trimmingCharacters(in: .whitespaces) } == [
                "[ ] a", "[x] b", "[x] c", "[ ] d",
            ], "\(screen)")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc", timeout: .seconds(3)) == "0")
        #expect(try output(pane) == "b\nc\n")
        #expect(!exists(pane, "producer-done"))
    }

    @Test func selectedItemIsTheSingleChoiceWhenItArrives() throws {
        let pane = try TmuxPane()
        try startPipeline(in: pane, producer: "echo a; sleep 1; echo b; echo c; sleep 8; echo d", "--selected b")
        try pane.waitFor("›  a", timeout: .seconds(1))
        // b arrives a second later: chosen (✓) and highlighted; the trigger shows it.
        let screen = try pane.waitFor("›✓ b", timeout: .seconds(10))
        #expect(screen.first?.hasPrefix("b ") == true, "\(screen)")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc", timeout: .seconds(3)) == "0")
        #expect(try output(pane) == "b\n")
        #expect(!exists(pane, "producer-done"))
    }

    @Test func cursorLandsWhenItsItemArrives() throws {
        let pane = try TmuxPane()
        try startPipeline(in: pane, producer: "echo a; echo b; sleep 1; echo c; echo d; sleep 8; echo e", "--cursor C")
        try pane.waitFor("›  a", timeout: .seconds(1))
        // d, written after c, keeps the highlight on c.
        let screen = try pane.waitUntil(timeout: .seconds(10), "c highlighted, then d") { lines in
            lines.contains { $0.contains("›  c") } && lines.contains { $0.contains("   d") }
        }
        #expect(rows(screen) == ["a", "b", "›  c", "d"], "\(screen)")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc", timeout: .seconds(3)) == "0")
        #expect(try output(pane) == "c\n")
        #expect(!exists(pane, "producer-done"))
    }

    @Test func cursorStaysWhereTheUserMovedBeforeItsItemArrives() throws {
        let pane = try TmuxPane()
        try startPipeline(in: pane, producer: "echo a; echo b; sleep 1.5; echo c; sleep 8; echo d", "--cursor c")
        try pane.waitFor("›  a", timeout: .seconds(1))
        try pane.press("Down")
        try pane.waitFor("›  b")
        // c arriving (the positive sign) does not take the highlight.
        let screen = try pane.waitFor("   c", timeout: .seconds(10))
        #expect(screen.contains { $0.contains("›  b") }, "\(screen)")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc", timeout: .seconds(3)) == "0")
        #expect(try output(pane) == "b\n")
    }

    @Test func ansiShowsColoursWhileTheProducerRuns() throws {
        let pane = try TmuxPane()
        try startPipeline(
            in: pane, producer: #"printf '\033[31mred\033[0m\n\033[32mgreen\033]0;pwned\007\033[0m\n'; sleep 8; echo blue"#, "--ansi",
            environment: "env -u NO_COLOR")
        let screen = try pane.waitFor("›  red", timeout: .seconds(1))
        #expect(screen.contains { $0.contains("   green") }, "\(screen)")
        #expect(!screen.joined().contains("␛") && !screen.joined().contains("pwned"), "\(screen)")
        let styled = try pane.capture(styled: true).joined(separator: "\n")
        #expect(styled.contains("31m") || styled.contains("31;"), "\(styled)")
        #expect(styled.contains("32m") || styled.contains("32;"), "\(styled)")
        try pane.press("Down")
        try pane.waitFor("›  green")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc", timeout: .seconds(3)) == "0")
        #expect(try output(pane) == "green\n")
        #expect(!exists(pane, "producer-done"))
    }

    @Test func withNthShowsAndAcceptNthPrintsTheirFieldsWhileTheProducerRuns() throws {
        let pane = try TmuxPane()
        try startPipeline(in: pane, producer: "echo '1 one'; echo '2 two'; sleep 8; echo '3 three'", "--with-nth 2 --accept-nth 1")
        let screen = try pane.waitFor("›  one", timeout: .seconds(1))
        #expect(rows(screen) == ["›  one", "two"], "\(screen)")
        try pane.press("Down")
        try pane.waitFor("›  two")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc", timeout: .seconds(3)) == "0")
        #expect(try output(pane) == "2\n")
        #expect(!exists(pane, "producer-done"))
    }

    @Test func delimiterShowsTheLabelAndPrintsTheValueWhileTheProducerRuns() throws {
        let pane = try TmuxPane()
        try startPipeline(in: pane, producer: "echo 'Red:#f00'; echo plain; sleep 8; echo 'Blue:#00f'", "--delimiter :")
        let screen = try pane.waitFor("›  Red", timeout: .seconds(1))
        #expect(rows(screen) == ["›  Red", "plain"], "\(screen)")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc", timeout: .seconds(3)) == "0")
        #expect(try output(pane) == "#f00\n")
        #expect(!exists(pane, "producer-done"))
    }

    @Test func tacPutsTheNewestLineOnTopAsLinesArrive() throws {
        let pane = try TmuxPane()
        try startPipeline(in: pane, producer: "echo a; echo b; sleep 1; echo c; sleep 8; echo d", "--tac")
        let first = try pane.waitFor("›  b", timeout: .seconds(1))
        #expect(rows(first) == ["›  b", "a"], "\(first)")
        let later = try pane.waitFor("›  c", timeout: .seconds(10))
        #expect(rows(later) == ["›  c", "b", "a"], "\(later)")
        try pane.press("Down")
        try pane.waitFor("›  b")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc", timeout: .seconds(3)) == "0")
        #expect(try output(pane) == "b\n")
        #expect(!exists(pane, "producer-done"))
    }

    @Test func tacRanksTheLaterOfEqualMatchesFirstAsFzfDoes() throws {
        let pane = try TmuxPane()
        // fzf 0.74.5: printf 'x1 foo\nx2 foo\nfoo zz\n' | fzf --tac -f foo → foo zz, x2 foo, x1 foo.
        try startPipeline(in: pane, producer: "printf 'x1 foo\\nx2 foo\\nfoo zz\\nbar\\n'; sleep 8", "--tac --query foo")
        let screen = try pane.waitFor("3/4", timeout: .seconds(2))
        #expect(rows(screen).filter { $0.contains("foo") && !$0.hasPrefix("/") } == ["›  foo zz", "x2 foo", "x1 foo"], "\(screen)")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc", timeout: .seconds(3)) == "0")
        #expect(try output(pane) == "foo zz\n")
        #expect(!exists(pane, "producer-done"))
    }

    @Test func nthMatchesOnlyItsFieldsWhileTheProducerRuns() throws {
        let pane = try TmuxPane()
        try startPipeline(in: pane, producer: "echo 'apple banana'; echo 'banana cherry'; sleep 8; echo 'kiwi banana'", "--nth 2 --filter")
        try pane.waitFor("apple banana", timeout: .seconds(1))
        try pane.type("banana")
        let screen = try pane.waitFor("1/2", timeout: .seconds(5))
        #expect(screen.contains { $0.contains("›  apple banana") }, "\(screen)")
        #expect(!screen.contains { $0.contains("banana cherry") }, "\(screen)")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc", timeout: .seconds(3)) == "0")
        #expect(try output(pane) == "apple banana\n")
        #expect(!exists(pane, "producer-done"))
    }

    @Test func reloadReadsItsLinesAsStandardInputIsRead() throws {
        let pane = try TmuxPane()
        // Before, reload(...) refused --delimiter and --ansi: now the reloaded lines are shaped too.
        try startPipeline(
            in: pane, producer: "echo 'Red:#f00'; sleep 8",
            #"--delimiter : --ansi --bind 'ctrl-r:reload(printf "\033[32mGreen\033[0m:#0f0\n")'"#)
        try pane.waitFor("›  Red", timeout: .seconds(1))
        try pane.press("C-r")
        let screen = try pane.waitFor("›  Green", timeout: .seconds(5))
        #expect(!screen.joined().contains("␛") && !screen.joined().contains("Red"), "\(screen)")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc", timeout: .seconds(3)) == "0")
        #expect(try output(pane) == "#0f0\n")
        #expect(!exists(pane, "producer-done"))
    }

    @Test func tacKeepsTheCheckedItemsCheckedAsNewerLinesPushThemDown() throws {
        let pane = try TmuxPane()
        try startPipeline(in: pane, producer: "echo a; echo b; sleep 1; echo c; sleep 8; echo d", "--tac --multi --selected a")
        try pane.waitUntil(timeout: .seconds(1), "b on top, a checked") { lines in
            lines.contains { $0.contains("›[ ] b") } && lines.contains { $0.contains("[x] a") }
        }
        let screen = try pane.waitFor("›[ ] c", timeout: .seconds(10))
        #expect(rows(screen) == ["›[ ] c", "[ ] b", "[x] a"], "\(screen)")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc", timeout: .seconds(3)) == "0")
        #expect(try output(pane) == "a\n")
        #expect(!exists(pane, "producer-done"))
    }
}
