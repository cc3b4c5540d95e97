import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

@Suite struct VirtualTerminalTests {
    @Test func anInlineRegionNeverDamagesEarlierOutputOrTheScrollback() {
        let earlier = (1...8).map { "line \($0)" }
        let terminal = VirtualTerminal(width: 24, height: 10, earlierOutput: earlier)
        var driver = PromptDriver(DropDown("Pick", options: ["a", "b", "c", "d", "e"]), terminal: terminal)
        // The region needs more rows than the two below the cursor: the terminal scrolled.
        let scrolled = terminal.screen.scrollback.map { String($0.map(\.character)).trimmingCharacters() }
        let visible = driver.snapshot.trimmedLines
        #expect(scrolled + visible.prefix(8 - scrolled.count) == earlier)
        driver.press(.escape)
        let after = terminal.screen.scrollback.map { String($0.map(\.character)).trimmingCharacters() } + driver.snapshot.trimmedLines
        #expect(after == earlier)
        #expect(terminal.violations == [])
    }

    @Test func aScriptThatRunsOutWithoutATimeoutEndsAsAClosedTerminal() async {
        let terminal = VirtualTerminal(width: 20, height: 6)
        await #expect(throws: TerminalError.terminalClosed) {
            _ = try await DropDown("Pick", options: ["a", "b"]).run(on: terminal)
        }
        #expect(terminal.isClosed)
    }

    @Test func aTimeoutRunsTheManualClockNotTheWallClock() async throws {
        let terminal = VirtualTerminal(width: 20, height: 6)
        terminal.enqueueWait(.seconds(30))
        let result = try await DropDown("Pick", options: ["a", "b"]).run(on: terminal, options: PromptHost.Options(timeout: .seconds(10)))
        #expect(result == .timedOut)
        #expect(terminal.now == .seconds(10))
    }

    @Test func snapshotsQuoteLinesAndListStyleRuns() {
        var buffer = Buffer(width: 6, height: 2)
        buffer.write("ab", at: Point(x: 1, y: 0), style: Style(attributes: .bold))
        let snapshot = ScreenSnapshot(buffer)
        #expect(snapshot.quotedLines == ["| ab   |", "|      |"])
        #expect(snapshot.styleRuns(ofRow: 0) == [StyleRun(columns: 1..<3, style: Style(attributes: .bold))])
        #expect(snapshot.styleSummary == ["0: 1..<3 bold"])
        #expect(snapshot.position(of: "b") == Point(x: 2, y: 0))
    }

    @Test func svgEscapesTextAndPaintsBackgrounds() {
        var buffer = Buffer(width: 4, height: 1)
        buffer.write("<&\">", at: Point(x: 0, y: 0), style: Style(background: .rgb(Colour(rgb: 0x0000ff))))
        let svg = ScreenSnapshot(buffer).svg()
        #expect(svg.contains("&lt;"))
        #expect(svg.contains("&amp;"))
        #expect(svg.contains("&quot;"))
        #expect(svg.contains("&gt;"))
        #expect(svg.contains("fill=\"#0000ff\""))
        #expect(!svg.contains("<&"))
    }
}

extension String {
    fileprivate func trimmingCharacters() -> String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}
