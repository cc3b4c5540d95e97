import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

@Suite struct TriggerWidgetTests {
    let theme = Theme.monochrome

    func render(_ trigger: TriggerView, width: Int, at x: Int = 0, maxWidth: Int = .max) -> (ScreenSnapshot, Rect) {
        var buffer = Buffer(width: width, height: 1)
        let rect = trigger.render(into: &buffer, at: Point(x: x, y: 0), maxWidth: maxWidth)
        return (ScreenSnapshot(buffer), rect)
    }

    @Test func zeroWidthDrawsNothing() {
        let (snapshot, rect) = render(TriggerView(label: "Blue", theme: theme), width: 0)
        #expect(snapshot.lines == [""])
        #expect(rect.isEmpty)
    }

    @Test func placeholderUntilChosenThenLabelHuggingItsText() {
        let (placeholder, rect) = render(TriggerView(label: "Select...", isPlaceholder: true, theme: theme), width: 14)
        #expect(placeholder.quotedLines == ["|Select... ▾   |"])
        #expect(
            placeholder.styleRuns(ofRow: 0) == [
                StyleRun(columns: 0..<9, style: theme.placeholder), StyleRun(columns: 9..<11, style: theme.trigger),
            ])
        #expect(rect == Rect(x: 0, y: 0, width: 11, height: 1))
        let (chosen, _) = render(TriggerView(label: "Blue", isOpen: true, theme: theme), width: 8)
        #expect(chosen.quotedLines == ["|Blue ▴  |"])
    }

    @Test func focusIsUnderlinedNotColourAlone() {
        let (snapshot, _) = render(TriggerView(label: "Blue", isFocused: true, theme: .standard), width: 6)
        #expect(snapshot.styleRuns(ofRow: 0).first?.style.attributes.contains(.underline) == true)
    }

    @Test func swatchGoesBeforeTheLabel() {
        let trigger = TriggerView(label: "Blue", isFocused: true, theme: theme, image: .swatch(Colour(rgb: 0x0000ff)))
        let (snapshot, rect) = render(trigger, width: 12, at: 1)
        #expect(snapshot.quotedLines == ["| ██ Blue ▾  |"])
        #expect(
            snapshot.styleRuns(ofRow: 0) == [
                StyleRun(columns: 1..<3, style: Style(foreground: .rgb(Colour(rgb: 0x0000ff)))),
                StyleRun(columns: 4..<8, style: theme.focusedTrigger),
                StyleRun(columns: 8..<10, style: theme.trigger),
            ])
        #expect(rect.width == trigger.width)
        #expect(trigger.width == 9)
    }

    @Test func labelLongerThanTheRoomIsCutWithAnEllipsisKeepingTheIndicator() {
        let (snapshot, rect) = render(TriggerView(label: "Strawberry milkshake", theme: theme), width: 14, maxWidth: 10)
        #expect(snapshot.quotedLines == ["|Strawbe… ▾    |"])
        #expect(rect.width == 10)
        let (wide, _) = render(TriggerView(label: "漢字漢字", theme: theme), width: 7)
        #expect(wide.quotedLines == ["|漢字… ▾|"])
    }
}

@Suite struct TitleBarWidgetTests {
    let theme = Theme.monochrome

    @Test func cancelLeftTitleCentredDoneRight() {
        var buffer = Buffer(width: 24, height: 1)
        let bar = TitleBarView(title: "Purpose", theme: theme)
        bar.render(into: &buffer, area: buffer.area)
        let snapshot = ScreenSnapshot(buffer)
        #expect(snapshot.quotedLines == ["|Cancel  Purpose     Done|"])
        #expect(
            snapshot.styleRuns(ofRow: 0) == [
                StyleRun(columns: 0..<6, style: theme.trigger),
                StyleRun(columns: 8..<15, style: theme.title),
                StyleRun(columns: 20..<24, style: theme.trigger),
            ])
        #expect(bar.target(at: Point(x: 5, y: 0), area: buffer.area) == .leading)
        #expect(bar.target(at: Point(x: 10, y: 0), area: buffer.area) == .bar)
        #expect(bar.target(at: Point(x: 20, y: 0), area: buffer.area) == .trailing)
        #expect(bar.target(at: Point(x: 20, y: 1), area: buffer.area) == .outside)
    }

    @Test(arguments: [
        (0, "||"), (4, "|Done|"), (8, "|Cancel  |"), (12, "|Cancel  Done|"), (16, "|Cancel Pur… Done|"),
    ])
    func narrowBarsCutTheTitleFirstAndNeverHalfAButton(width: Int, line: String) {
        var buffer = Buffer(width: width, height: 1)
        TitleBarView(title: "Purpose", theme: theme).render(into: &buffer, area: buffer.area)
        #expect(ScreenSnapshot(buffer).quotedLines == [line])
    }
}
