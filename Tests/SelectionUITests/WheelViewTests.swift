import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

@Suite struct WheelViewTests {
    func draw(
        _ format: WheelFormat, _ value: Double, unit: MeasurementUnit? = nil, width: Int = 30, height: Int = 6,
        neighbours: Int = 2, minimum: Double? = nil, maximum: Double? = nil, focus: Int = 0
    ) throws -> ScreenSnapshot {
        var state = try WheelState(format: format, value: value, minimum: minimum, maximum: maximum)
        if focus > 0 { _ = state.send(.focus(wheel: focus)) }
        var buffer = Buffer(width: width, height: height)
        WheelView(state: state, unit: unit, theme: .standard, maximumNeighbours: neighbours)
            .render(into: &buffer, area: buffer.area)
        return ScreenSnapshot(buffer)
    }

    static let focused = Style(foreground: .ansi(.brightWhite), background: .ansi(.blue), attributes: [.bold, .underline])
    static let centre = Style(attributes: .bold)
    static let dim = Theme.standard.detail

    /// Runs of the centre row when the first wheel is focused and `digits` more columns follow.
    func centreRuns(_ columns: [Int]) -> [StyleRun] {
        [StyleRun(columns: 0..<3, style: Self.focused)] + columns.map { StyleRun(columns: $0..<($0 + 1), style: Self.centre) }
    }

    @Test func minutesSecondsAtZeroWrapsNeighbours() throws {
        let screen = try draw(.minutesSeconds, 0)
        #expect(
            screen.quotedLines == [
                "| 4 8   4 8                    |",
                "| 5 9   5 9                    |",
                "|›0‹0 : 0 0                    |",
                "| 1 1   1 1                    |",
                "| 2 2   2 2                    |",
                "|                              |",
            ])
        #expect(screen.styleRuns(ofRow: 2) == centreRuns([3, 5, 7, 9]))
        #expect(screen.styleRuns(ofRow: 0) == [1, 3, 7, 9].map { StyleRun(columns: $0..<($0 + 1), style: Self.dim) })
    }

    @Test func minutesSecondsAtTop() throws {
        let screen = try draw(.minutesSeconds, 3599)
        #expect(
            screen.quotedLines == [
                "| 3 7   3 7                    |",
                "| 4 8   4 8                    |",
                "|›5‹9 : 5 9                    |",
                "| 0 0   0 0                    |",
                "| 1 1   1 1                    |",
                "|                              |",
            ])
        #expect(screen.styleRuns(ofRow: 2) == centreRuns([3, 5, 7, 9]))
    }

    @Test func hoursMinutesSecondsAtTop() throws {
        let screen = try draw(.hoursMinutesSeconds, 359_999)
        #expect(
            screen.quotedLines == [
                "| 7 7   3 7   3 7              |",
                "| 8 8   4 8   4 8              |",
                "|›9‹9 : 5 9 : 5 9              |",
                "| 0 0   0 0   0 0              |",
                "| 1 1   1 1   1 1              |",
                "|                              |",
            ])
        #expect(screen.styleRuns(ofRow: 2) == centreRuns([3, 5, 7, 9, 11, 13, 15]))
    }

    @Test func twoDecimalAtZeroAndTop() throws {
        let zero = try draw(.twoDecimal, 0)
        #expect(
            zero.quotedLines == [
                "| 8 8 8   8 8                  |",
                "| 9 9 9   9 9                  |",
                "|›0‹0 0 . 0 0                  |",
                "| 1 1 1   1 1                  |",
                "| 2 2 2   2 2                  |",
                "|                              |",
            ])
        #expect(zero.styleRuns(ofRow: 2) == centreRuns([3, 5, 7, 9, 11]))
        let top = try draw(.twoDecimal, 999.99)
        #expect(
            top.quotedLines == [
                "| 7 7 7   7 7                  |",
                "| 8 8 8   8 8                  |",
                "|›9‹9 9 . 9 9                  |",
                "| 0 0 0   0 0                  |",
                "| 1 1 1   1 1                  |",
                "|                              |",
            ])
    }

    @Test func roundTripShows683As1123WithUnitAndFocusOnSeconds() throws {
        let screen = try draw(.minutesSeconds, 683, unit: .minutesPerMile, height: 4, neighbours: 1, focus: 3)
        #expect(
            screen.quotedLines == [
                "| 0 0   1 2                    |",
                "| 1 1 : 2›3‹ Minutes per mile  |",
                "| 2 2   3 4                    |",
                "|                              |",
            ])
        #expect(
            screen.styleRuns(ofRow: 1) == [1, 3, 5, 7].map { StyleRun(columns: $0..<($0 + 1), style: Self.centre) }
                + [StyleRun(columns: 8..<11, style: Self.focused)])
    }

    @Test func outOfBoundsIsShownWithAMessageNotClamped() throws {
        let screen = try draw(.minutesSeconds, 683, unit: .minutesPerMile, height: 4, neighbours: 1, maximum: 600, focus: 3)
        #expect(
            screen.quotedLines == [
                "| 0 0   1 2                    |",
                "| 1 1 : 2›3‹ Minutes per mile  |",
                "| 2 2   3 4                    |",
                "| ✗ above the maximum 10:00    |",
            ])
        let error = Style(foreground: .ansi(.brightRed), attributes: .bold)
        #expect(
            screen.styleRuns(ofRow: 1) == [1, 3, 5, 7].map { StyleRun(columns: $0..<($0 + 1), style: error) }
                + [StyleRun(columns: 8..<11, style: Self.focused)])
        #expect(screen.styleRuns(ofRow: 3) == [StyleRun(columns: 1..<26, style: error)])
    }

    @Test func twelveHourClockShowsOnlyRowsOnOfferAndATextWheel() throws {
        let screen = try draw(.clock12, 13 * 3600 + 5 * 60, width: 24)
        #expect(
            screen.quotedLines == [
                "|   8   4 3              |",
                "|   9   5 4              |",
                "|›0‹1 : 0 5   PM         |",
                "| 1 2   1 6   AM         |",
                "|   3   2 7              |",
                "|                        |",
            ])
        #expect(screen.styleRuns(ofRow: 2).last == StyleRun(columns: 13..<15, style: Self.centre))
    }

    @Test func degenerateAreasNeverOverflow() throws {
        #expect(try draw(.minutesSeconds, 683, unit: .minutesPerMile, width: 0, height: 3).quotedLines == ["||", "||", "||"])
        #expect(try draw(.minutesSeconds, 683, unit: .minutesPerMile, width: 3, height: 0).quotedLines == [])
        #expect(try draw(.minutesSeconds, 683, unit: .minutesPerMile, width: 1, height: 1).quotedLines == ["|›|"])
        #expect(try draw(.minutesSeconds, 683, unit: .minutesPerMile, width: 4, height: 1).quotedLines == ["|›1‹1|"])
        #expect(try draw(.minutesSeconds, 683, unit: .minutesPerMile, width: 6, height: 2).quotedLines == ["|›1‹1 :|", "|      |"])
    }

    @Test func drawsOnlyInsideItsArea() throws {
        let state = try WheelState(format: .minutesSeconds, value: 683)
        var buffer = Buffer(width: 14, height: 6)
        let cursor = WheelView(state: state, unit: .minutesPerMile, theme: .standard, maximumNeighbours: 1)
            .render(into: &buffer, area: Rect(x: 2, y: 1, width: 10, height: 4))
        #expect(
            ScreenSnapshot(buffer).quotedLines == [
                "|              |",
                "|   0 0   1 2  |",
                "|  ›1‹1 : 2 3  |",
                "|   2 2   3 4  |",
                "|              |",
                "|              |",
            ])
        #expect(cursor == Point(x: 3, y: 2))
    }

    @Test func hitTestingFindsWheelsAndRowOffsets() throws {
        let view = WheelView(state: try WheelState(format: .minutesSeconds, value: 683), theme: .standard, maximumNeighbours: 1)
        let area = Rect(x: 0, y: 0, width: 20, height: 4)
        #expect(view.hit(at: Point(x: 1, y: 1), area: area) == WheelView.Hit(wheel: 0, offset: 0))
        #expect(view.hit(at: Point(x: 0, y: 1), area: area) == WheelView.Hit(wheel: 0, offset: 0))
        #expect(view.hit(at: Point(x: 9, y: 0), area: area) == WheelView.Hit(wheel: 3, offset: -1))
        #expect(view.hit(at: Point(x: 7, y: 2), area: area) == WheelView.Hit(wheel: 2, offset: 1))
        #expect(view.hit(at: Point(x: 5, y: 1), area: area) == nil)
        #expect(view.hit(at: Point(x: 15, y: 1), area: area) == nil)
        #expect(view.hit(at: Point(x: 1, y: 3), area: area) == nil)
    }
}
