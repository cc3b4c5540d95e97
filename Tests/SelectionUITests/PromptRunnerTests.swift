import SelectionCore
import SelectionTerminal
import SelectionUI
import Testing

/// A prompt that records what reaches it, for testing the runner alone.
private struct RecordingPrompt: Prompt {
    var height = 3
    var events: [PromptEvent] = []
    var wakeAt: Duration?

    func preferredHeight(in screen: Size, context: PromptContext) -> Int { height }

    mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<String> {
        events.append(event)
        if case .key(let key) = event, key.key == .enter { return .finish(.chosen("done")) }
        if case .tick = event { wakeAt = nil }
        return .proceed
    }

    func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        buffer.write("events: \(events.count)", at: Point(x: 0, y: 0))
        return Point(x: 0, y: 1)
    }

    var deadline: Duration? { wakeAt }
}

@Suite struct PromptRunnerTests {
    private let screen = Size(width: 40, height: 10)

    @Test func inlineMouseReportsMoveIntoTheRegion() {
        var runner = PromptRunner(RecordingPrompt(), context: PromptContext(screen: screen))
        runner.setRegionTop(4)
        runner.handle(.mouse(MouseEvent(.press, button: .left, at: Point(x: 3, y: 5))), now: .zero)
        #expect(runner.prompt.events == [.mouse(MouseEvent(.press, button: .left, at: Point(x: 3, y: 1)))])
    }

    @Test func mouseIsIgnoredInlineWhenTheRegionCannotBeLocated() {
        var runner = PromptRunner(RecordingPrompt(), context: PromptContext(screen: screen))
        runner.handle(.mouse(MouseEvent(.press, button: .left, at: Point(x: 3, y: 5))), now: .zero)
        #expect(runner.prompt.events == [])
    }

    @Test func fullScreenMouseReportsAreUnchanged() {
        var runner = PromptRunner(RecordingPrompt(), context: PromptContext(screen: screen, presentation: .fullScreen))
        runner.handle(.mouse(MouseEvent(.press, button: .left, at: Point(x: 3, y: 5))), now: .zero)
        #expect(runner.prompt.events == [.mouse(MouseEvent(.press, button: .left, at: Point(x: 3, y: 5)))])
        #expect(runner.regionSize == screen)
    }

    /// The terminal's cursor report came after frames that scrolled the terminal: the row it
    /// names (where the region started) has moved up by as many rows.
    @Test func aRegionTopReportedAfterAScrollingFrameIsMovedUpByTheScroll() {
        var runner = PromptRunner(RecordingPrompt(height: 5), context: PromptContext(screen: screen))
        runner.didDraw(height: 5)
        #expect(runner.context.regionTop == nil)
        runner.setRegionTop(8)
        #expect(runner.context.regionTop == 5)
        runner.setRegionTop(2)
        #expect(runner.context.regionTop == 2)
    }

    @Test func aLateThemeIsTheOneTheNextFrameIsDrawnWith() {
        var runner = PromptRunner(RecordingPrompt(), context: PromptContext(screen: screen, theme: .standard))
        runner.setTheme(.standardLight)
        #expect(runner.context.theme == .standardLight)
    }

    @Test func aRegionTallerThanTheRoomBelowScrollsItsTopUp() {
        var runner = PromptRunner(RecordingPrompt(height: 5), context: PromptContext(screen: screen))
        runner.setRegionTop(8)
        runner.didDraw(height: 5)
        #expect(runner.context.regionTop == 5)
        runner.didDraw(height: 2)
        #expect(runner.context.regionTop == 5)
    }

    @Test func inlineRegionIsClampedToTheScreen() {
        let runner = PromptRunner(RecordingPrompt(height: 50), context: PromptContext(screen: screen))
        #expect(runner.regionSize == Size(width: 40, height: 10))
        let tiny = PromptRunner(RecordingPrompt(height: 0), context: PromptContext(screen: screen))
        #expect(tiny.regionSize == Size(width: 40, height: 1))
    }

    @Test func controlCInterruptsControlZAsksToSuspend() {
        var runner = PromptRunner(RecordingPrompt(), context: PromptContext(screen: screen))
        #expect(runner.handle(.key(KeyEvent(.character("z"), modifiers: .ctrl)), now: .zero) == .suspend)
        #expect(runner.result == nil)
        #expect(runner.handle(.key(KeyEvent(.character("c"), modifiers: .ctrl)), now: .zero) == .finish)
        #expect(runner.result == .interrupted)
        #expect(runner.prompt.events == [])
    }

    @Test func theTimeLimitEndsThePromptAtItsDeadline() {
        var runner = PromptRunner(RecordingPrompt(), context: PromptContext(now: .seconds(1), screen: screen), timeout: .seconds(5))
        #expect(runner.nextDeadline == .seconds(6))
        #expect(runner.advance(to: .milliseconds(5999)) == .none)
        #expect(runner.advance(to: .seconds(6)) == .finish)
        #expect(runner.result == .timedOut)
    }

    @Test func thePromptsDeadlineArrivesAsATick() {
        var prompt = RecordingPrompt()
        prompt.wakeAt = .milliseconds(500)
        var runner = PromptRunner(prompt, context: PromptContext(screen: screen))
        #expect(runner.nextDeadline == .milliseconds(500))
        runner.advance(to: .milliseconds(499))
        #expect(runner.prompt.events == [])
        runner.advance(to: .milliseconds(500))
        #expect(runner.prompt.events == [.tick])
        #expect(runner.nextDeadline == nil)
    }

    @Test func resizeReachesThePromptAndTheContext() {
        var runner = PromptRunner(RecordingPrompt(), context: PromptContext(screen: screen))
        runner.handle(.resize(Size(width: 20, height: 5)), now: .zero)
        #expect(runner.context.screen == Size(width: 20, height: 5))
        #expect(runner.prompt.events == [.resize(Size(width: 20, height: 5))])
    }

    @Test func theCursorIsShownOnlyInAccessibleMode() {
        let plain = PromptRunner(RecordingPrompt(), context: PromptContext(screen: screen))
        #expect(plain.frame().cursor == nil)
        let accessible = PromptRunner(RecordingPrompt(), context: PromptContext(screen: screen, isAccessible: true))
        #expect(accessible.frame().cursor == Point(x: 0, y: 1))
    }
}
