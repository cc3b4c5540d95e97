import SelectionCore
import Testing

/// docs/behaviour.md POS-02: detectOverflow, positive = overflow, ≤ 0 = room to spare.
@Suite struct PlacementOverflowTests {
    let screen = Rect(x: 0, y: 0, width: 80, height: 24)

    @Test func overflowOfARectStickingOutRightAndBottom() {
        let rect = Rect(x: 70, y: 20, width: 20, height: 6)
        #expect(SideOffsets.overflow(of: rect, within: screen) == SideOffsets(top: -20, right: 10, bottom: 2, left: -70))
    }

    @Test func paddingCountsAsOverflow() {
        let rect = Rect(x: 0, y: 0, width: 80, height: 24)
        #expect(SideOffsets.overflow(of: rect, within: screen, padding: 1) == SideOffsets(all: 1))
        #expect(SideOffsets.overflow(of: rect, within: screen, padding: SideOffsets(top: 2)) == SideOffsets(top: 2))
    }

    @Test func clipAwayFromTheOrigin() {
        let clip = Rect(x: 5, y: 3, width: 10, height: 4)
        let rect = Rect(x: 4, y: 6, width: 3, height: 3)
        #expect(SideOffsets.overflow(of: rect, within: clip) == SideOffsets(top: -3, right: -8, bottom: 2, left: 1))
    }

    @Test func stateMeasuresTheFloatingElementOrTheReference() {
        let state = PlacementState(
            origin: Point(x: -2, y: 22),
            floating: Size(width: 10, height: 4),
            placement: .bottom,
            reference: Rect(x: 78, y: 21, width: 4, height: 1),
            boundary: screen
        )
        #expect(state.overflow() == SideOffsets(top: -22, right: -72, bottom: 2, left: 2))
        #expect(state.overflow(padding: 1, of: .reference) == SideOffsets(top: -20, right: 3, bottom: -1, left: -77))
    }

    @Test func integerLiteralAndSubscript() {
        var offsets: SideOffsets = 3
        offsets[.left] = -1
        #expect(offsets == SideOffsets(top: 3, right: 3, bottom: 3, left: -1))
        #expect(offsets.description == "[top 3, right 3, bottom 3, left -1]")
    }
}
