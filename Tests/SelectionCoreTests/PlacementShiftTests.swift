import SelectionCore
import Testing

/// docs/behaviour.md POS-07 (shift) and POS-08 (limitShift).
@Suite struct PlacementShiftTests {
    typealias Shift = PlacementMiddleware.Shift
    typealias LimitShift = PlacementMiddleware.LimitShift
    let screen = Rect(x: 0, y: 0, width: 80, height: 24)

    /// POS-V5: x from −6 to 0, or to 1 with padding 1.
    @Test(arguments: [(SideOffsets(all: 0), 0), (SideOffsets(all: 1), 1)])
    func shiftSlidesBackOnScreenPOSV5(padding: SideOffsets, x: Int) {
        let position = FloatingPosition(
            reference: Rect(x: 2, y: 5, width: 4, height: 1), floating: Size(width: 20, height: 3),
            placement: .bottom, middleware: [.shift(padding: padding)], boundary: screen)
        #expect(position.origin == Point(x: x, y: 6))
        #expect(position.data.shift == Shift.Data(x: x + 6, y: 0, isEnabledOnX: true, isEnabledOnY: false))
    }

    /// POS-V6: an anchor scrolled partly off screen keeps its popover attached.
    @Test(arguments: [
        (nil as LimitShift?, 0),
        (LimitShift(), -6),
        (LimitShift(mainAxisOffset: 2), -8),
    ])
    func limitShiftKeepsThePopoverTouchingTheAnchorPOSV6(limiter: LimitShift?, x: Int) {
        let position = FloatingPosition(
            reference: Rect(x: -10, y: 5, width: 4, height: 1), floating: Size(width: 20, height: 3),
            placement: .bottomStart, middleware: [.shift(limiter: limiter)], boundary: screen)
        #expect(position.origin == Point(x: x, y: 6))
    }

    /// POS-07: when the element is wider than the boundary, its start edge wins.
    @Test func startEdgeWinsWhenBothEndsOverflow() {
        let position = FloatingPosition(
            reference: Rect(x: 5, y: 2, width: 2, height: 1), floating: Size(width: 20, height: 3),
            placement: .bottom, middleware: [.shift()], boundary: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(position.origin == Point(x: 0, y: 3))
    }

    @Test func rightOverflowSlidesLeft() {
        let position = FloatingPosition(
            reference: Rect(x: 75, y: 2, width: 4, height: 1), floating: Size(width: 20, height: 3),
            placement: .bottomStart, middleware: [.shift()], boundary: screen)
        #expect(position.origin == Point(x: 60, y: 3))
    }

    /// POS-07: the cross axis is off by default; turned on, the element may cover the reference.
    @Test(arguments: [(false, 23), (true, 19)])
    func crossAxisShiftCoversTheReference(checksCrossAxis: Bool, y: Int) {
        let position = FloatingPosition(
            reference: Rect(x: 10, y: 22, width: 4, height: 1), floating: Size(width: 10, height: 5),
            placement: .bottomStart, middleware: [.shift(checksCrossAxis: checksCrossAxis)], boundary: screen)
        #expect(position.origin == Point(x: 10, y: y))
        #expect(position.data.shift == Shift.Data(x: 0, y: y - 23, isEnabledOnX: true, isEnabledOnY: checksCrossAxis))
    }

    /// POS-08 on the side axis: the offset middleware's gap counts on origin sides.
    @Test func limitShiftOnTheSideAxisCountsTheOffsetGap() {
        let limiter = LimitShift()
        var state = PlacementState(
            origin: Point(x: 10, y: -30), floating: Size(width: 10, height: 5), placement: .top,
            reference: Rect(x: 10, y: 10, width: 4, height: 1), boundary: screen)
        state.data.offset = PlacementMiddleware.Offset.Data(x: 0, y: -2, placement: .top)
        #expect(limiter.limit(state) == Point(x: 10, y: 3))
        state.origin.y = 20
        #expect(limiter.limit(state) == Point(x: 10, y: 11))
    }
}
