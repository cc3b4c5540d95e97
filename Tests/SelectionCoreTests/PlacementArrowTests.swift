import SelectionCore
import Testing

/// docs/behaviour.md POS-10 and POS-15: a one-cell arrow pointing at the reference's centre cell.
@Suite struct PlacementArrowTests {
    typealias Arrow = PlacementMiddleware.Arrow
    let screen = Rect(x: 0, y: 0, width: 80, height: 24)

    func position(_ reference: Rect, _ floating: Size, _ placement: Placement, _ middleware: [PlacementMiddleware]) -> FloatingPosition {
        FloatingPosition(reference: reference, floating: floating, placement: placement, middleware: middleware, boundary: screen)
    }

    /// POS-V8: the 2-cell anchor is too small for the padded arrow, so the popover moves one cell left.
    @Test func smallAnchorMovesTheAlignedPopoverPOSV8() {
        let result = position(Rect(x: 10, y: 5, width: 2, height: 1), Size(width: 20, height: 3), .bottomStart, [.arrow(padding: 1)])
        #expect(result.origin == Point(x: 9, y: 6))
        #expect(result.data.arrow == Arrow.Data(offset: 1, centerOffset: 0, alignmentOffset: -1))
        #expect(result.resetCount == 1)
    }

    /// Port decision (FloatingPosition): a size reset recomputes the coordinates and forgets the arrow's
    /// data, so the POS-V8 nudge is applied again to the capped popover instead of being lost.
    @Test func arrowNudgeSurvivesASizeReset() {
        let result = position(
            Rect(x: 10, y: 5, width: 2, height: 1), Size(width: 20, height: 30), .bottomStart, [.arrow(padding: 1), .sizing()])
        #expect(result.frame == Rect(x: 9, y: 6, width: 20, height: 18))
        #expect(result.data.arrow == Arrow.Data(offset: 1, centerOffset: 0, alignmentOffset: -1))
    }

    @Test func arrowPointsAtTheCentreCell() {
        let result = position(Rect(x: 10, y: 5, width: 6, height: 1), Size(width: 20, height: 3), .bottomStart, [.arrow()])
        #expect(result.origin == Point(x: 10, y: 6))
        #expect(result.data.arrow == Arrow.Data(offset: 2, centerOffset: 0))
    }

    /// POS-10 at the end edge: padding 2 pushes the popover right by one.
    @Test(arguments: [(SideOffsets(all: 1), -8, 18, nil as Int?), (SideOffsets(all: 2), -7, 17, 1)])
    func endAlignedSmallAnchor(padding: SideOffsets, x: Int, offset: Int, alignmentOffset: Int?) {
        let result = position(Rect(x: 10, y: 5, width: 2, height: 1), Size(width: 20, height: 3), .bottomEnd, [.arrow(padding: padding)])
        #expect(result.origin == Point(x: x, y: 6))
        #expect(result.data.arrow == Arrow.Data(offset: offset, centerOffset: 0, alignmentOffset: alignmentOffset))
    }

    /// A centred placement never moves itself; the arrow is clamped off the corner instead.
    @Test func centredPlacementClampsTheArrow() {
        let result = position(Rect(x: 0, y: 5, width: 1, height: 1), Size(width: 20, height: 3), .bottom, [.shift(), .arrow()])
        #expect(result.origin == Point(x: 0, y: 6))
        #expect(result.data.arrow == Arrow.Data(offset: 1, centerOffset: -1))
    }

    @Test func verticalArrowOnARightPlacement() {
        let result = position(Rect(x: 10, y: 5, width: 6, height: 3), Size(width: 10, height: 8), .rightStart, [.arrow()])
        #expect(result.origin == Point(x: 16, y: 5))
        #expect(result.data.arrow == Arrow.Data(offset: 1, centerOffset: 0))
    }

    /// POS-15: the padding is capped so the range is never empty; a 3-cell border puts the arrow in the middle.
    @Test(arguments: [(1, 0), (2, 0), (3, 1), (4, 1), (5, 2)])
    func paddingCappedForShortBorders(width: Int, offset: Int) {
        let result = position(Rect(x: 40, y: 5, width: 30, height: 1), Size(width: width, height: 3), .bottom, [.arrow(padding: 5)])
        #expect(result.data.arrow?.offset == offset)
    }
}
