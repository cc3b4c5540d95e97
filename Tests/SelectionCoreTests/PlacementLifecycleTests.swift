import SelectionCore
import Testing

/// docs/behaviour.md POS-03 (the middleware lifecycle), POS-04 (offset) and POS-13 (the pipeline).
@Suite struct PlacementLifecycleTests {
    typealias Offset = PlacementMiddleware.Offset
    let screen = Rect(x: 0, y: 0, width: 80, height: 24)
    let reference = Rect(x: 10, y: 5, width: 6, height: 1)
    let floating = Size(width: 20, height: 4)

    @Test func noMiddlewareGivesTheBaseCoordinates() {
        let position = FloatingPosition(reference: reference, floating: floating, placement: .right, boundary: screen)
        #expect(
            position
                == FloatingPosition(
                    reference: reference, floating: floating, placement: .right, middleware: [], boundary: screen))
        #expect(position.frame == Rect(x: 16, y: 3, width: 20, height: 4))
        #expect(position.data == PlacementData())
        #expect(position.resetCount == 0)
    }

    /// POS-04 and POS-15: rows for top and bottom, columns for left and right, away from the reference.
    @Test(arguments: [
        (Placement.bottomStart, Offset(rows: 1, columns: 2), Point(x: 10, y: 7)),
        (.top, Offset(rows: 1, columns: 2), Point(x: 3, y: 0)),
        (.left, Offset(rows: 1, columns: 2), Point(x: -12, y: 3)),
        (.rightEnd, Offset(rows: 1, columns: 2), Point(x: 18, y: 2)),
        (.right, .terminalGutter, Point(x: 17, y: 3)),
        (.bottom, .terminalGutter, Point(x: 3, y: 6)),
        (.bottom, Offset(crossAxis: 3), Point(x: 6, y: 6)),
        (.bottomStart, Offset(crossAxis: 3, alignmentAxis: 2), Point(x: 12, y: 6)),
        (.bottomEnd, Offset(crossAxis: 3, alignmentAxis: 2), Point(x: -6, y: 6)),
        (.leftStart, Offset(crossAxis: 3), Point(x: -10, y: 8)),
        (.bottom, Offset(2), Point(x: 3, y: 8)),
    ])
    func offsetMovesAwayFromTheReference(placement: Placement, offset: Offset, origin: Point) {
        let position = FloatingPosition(
            reference: reference, floating: floating, placement: placement, middleware: [.offset(offset)], boundary: screen)
        #expect(position.origin == origin)
        let base = placement.origin(of: floating, anchoredTo: reference)
        #expect(position.data.offset == Offset.Data(x: origin.x - base.x, y: origin.y - base.y, placement: placement))
    }

    @Test func offsetSkidIsMirroredRightToLeft() {
        let position = FloatingPosition(
            reference: reference, floating: floating, placement: .bottom, middleware: [.offset(crossAxis: 3)],
            boundary: screen, isRightToLeft: true)
        #expect(position.origin == Point(x: 0, y: 6))
    }

    /// POS-03: a reset recomputes the base coordinates of the new placement and restarts from the
    /// first middleware, so the offset is applied to the flipped placement too.
    @Test func flipRestartsThePipelineWithTheOffset() {
        let position = FloatingPosition(
            reference: Rect(x: 10, y: 20, width: 10, height: 1), floating: Size(width: 20, height: 6),
            placement: .bottomStart, middleware: [.offset(rows: 1), .flip()], boundary: screen)
        #expect(position.frame == Rect(x: 10, y: 13, width: 20, height: 6))
        #expect(position.data.offset == Offset.Data(x: 0, y: -1, placement: .topStart))
    }

    /// POS-03: stages that disagree still end after at most 50 restarts.
    @Test func restartsAreCappedAtFifty() {
        let position = FloatingPosition(
            reference: Rect(x: 10, y: 10, width: 10, height: 1), floating: Size(width: 20, height: 4),
            placement: .top,
            middleware: [.flip(fallbackPlacements: [.bottom]), .autoPlacement(allowedPlacements: [.top, .left])],
            boundary: screen)
        #expect(position.resetCount == FloatingPosition.maximumResetCount)
    }

    /// POS-13: the recommended pipeline, with an arrow nudge, a flip and a cap all at once.
    @Test func recommendedPipeline() {
        let position = FloatingPosition(
            reference: Rect(x: 0, y: 18, width: 2, height: 1), floating: Size(width: 20, height: 12),
            placement: .bottomStart,
            middleware: [
                .offset(.terminalGutter),
                .flip(padding: 1),
                .shift(padding: 1, limiter: PlacementMiddleware.LimitShift()),
                .arrow(padding: 1),
                .sizing(padding: 1),
                .hide(),
            ],
            boundary: screen)
        #expect(position.placement == .topStart)
        #expect(position.frame == Rect(x: 1, y: 6, width: 20, height: 12))
        #expect(position.data.arrow == PlacementMiddleware.Arrow.Data(offset: 1, centerOffset: -2, alignmentOffset: -2))
        #expect(
            position.data.hide
                == PlacementMiddleware.Hide.Data(
                    isReferenceHidden: false, referenceHiddenOffsets: SideOffsets(top: -19, right: -80, bottom: -6, left: -2)))
    }
}
