import SelectionCore
import Testing

@testable import SelectionUI

/// fzf's `follow`, `cycle` and `+SCROLL` on the preview pane's state (issue 27).
struct PreviewPaneScrollingTests {
    private func pane(_ change: (inout PreviewWindow) -> Void) -> PreviewPaneState<String> {
        var window = PreviewWindow()
        change(&window)
        return PreviewPaneState(ListPreview<String>.command("seq 40", window: window))
    }

    private let item = PreviewItem(choice: Choice("main.swift 30 x", value: "main.swift 30 x"), index: 4)

    @Test func followingStopsWhenScrolledUpAndResumesAtTheEnd() {
        var state = pane { $0.follows = true }
        #expect(state.isFollowing)
        state.scroll(by: -1, within: 30)
        #expect(!state.isFollowing && state.scroll == 29)
        state.scroll(by: 1, within: 30)
        #expect(state.isFollowing && state.scroll == 30)
    }

    @Test func cyclingWrapsPastEitherEnd() {
        var state = pane { $0.cycles = true }
        state.scroll(by: -1, within: 30)
        #expect(state.scroll == 30)
        state.scroll(by: 1, within: 30)
        #expect(state.scroll == 0)
        var plain = pane { _ in }
        plain.scroll(by: -1, within: 30)
        #expect(plain.scroll == 0)
    }

    @Test func theFirstOutputOfAnItemScrollsToTheOffset() {
        var state = pane { $0.scrollOffset = PreviewScrollOffset(parsing: "+{2}-5") }
        state.request(item, now: .zero)
        state.startIfDue(now: .seconds(1))
        state.take(PreviewOutput(isRunning: true), generation: state.generation, textRows: 10)
        #expect(state.scroll == 24)
        state.scroll(by: 1, within: 40)
        state.take(PreviewOutput(isRunning: false), generation: state.generation, textRows: 10)
        #expect(state.scroll == 25)
    }

    @Test func headerLinesAreCountedInTheOffset() {
        var state = pane { ($0.scrollOffset, $0.headerLines) = (PreviewScrollOffset(parsing: "+5"), 1) }
        state.request(item, now: .zero)
        state.startIfDue(now: .seconds(1))
        state.take(PreviewOutput(isRunning: true), generation: state.generation, textRows: 10)
        #expect(state.scroll == 3)
    }
}
