import SelectionCore
import Testing

/// docs/behaviour.md POS-05: flip() and its fallback order.
@Suite struct PlacementFlipTests {
    typealias Flip = PlacementMiddleware.Flip
    typealias Record = PlacementMiddleware.OverflowRecord
    let screen = Rect(x: 0, y: 0, width: 80, height: 24)

    @Test func candidatesForAnAlignedPlacementFlipAlignmentFirst() {
        #expect(Flip().candidates(for: .bottomStart) == [.bottomStart, .bottomEnd, .topStart, .topEnd])
        #expect(Flip().candidates(for: .bottom) == [.bottom, .top])
        #expect(Flip(flipsAlignment: false).candidates(for: .bottomStart) == [.bottomStart, .topStart])
        #expect(Flip(fallbackPlacements: [.right, .left]).candidates(for: .bottomStart) == [.bottomStart, .right, .left])
        #expect(Flip(fallbackAxisSideDirection: .end).candidates(for: .bottom) == [.bottom, .top, .right, .left])
        #expect(
            Flip(fallbackAxisSideDirection: .start).candidates(for: .rightStart)
                == [.rightStart, .rightEnd, .leftStart, .leftEnd, .topStart, .bottomStart, .topEnd, .bottomEnd])
    }

    /// POS-V2: bottom-start (3) → bottom-end (3) → top-start, which fits.
    @Test func flipsToTopStartWhenBothBottomAlignmentsOverflowPOSV2() {
        let position = FloatingPosition(
            reference: Rect(x: 10, y: 20, width: 10, height: 1), floating: Size(width: 20, height: 6),
            placement: .bottomStart, middleware: [.flip()], boundary: screen)
        #expect(position.placement == .topStart)
        #expect(position.origin == Point(x: 10, y: 14))
        #expect(position.resetCount == 2)
        #expect(
            position.data.flip
                == Flip.Data(
                    index: 2,
                    overflows: [
                        Record(placement: .bottomStart, overflows: [3, -50, -10]),
                        Record(placement: .bottomEnd, overflows: [3, 0, -60]),
                    ]))
    }

    /// POS-V3 and §14 mistake 22: the alignment flips before the side does.
    @Test func overflowOnTheRightFlipsToBottomEndPOSV3() {
        let position = FloatingPosition(
            reference: Rect(x: 70, y: 5, width: 6, height: 1), floating: Size(width: 20, height: 4),
            placement: .bottomStart, middleware: [.flip()], boundary: screen)
        #expect(position.frame == Rect(x: 56, y: 6, width: 20, height: 4))
        #expect(position.placement == .bottomEnd)
        #expect(
            position.data.flip
                == Flip.Data(
                    index: 1,
                    overflows: [
                        Record(placement: .bottomStart, overflows: [-14, 10, -70])
                    ]))
    }

    /// POS-V3 with alignment flipping off: top-start overflows on the right as much, so bottom-start stays.
    @Test func withoutAlignmentFlipTheSideSwapDoesNotHelpPOSV3() {
        let position = FloatingPosition(
            reference: Rect(x: 70, y: 5, width: 6, height: 1), floating: Size(width: 20, height: 4),
            placement: .bottomStart, middleware: [.flip(Flip(flipsAlignment: false))], boundary: screen)
        #expect(position.frame == Rect(x: 70, y: 6, width: 20, height: 4))
        #expect(position.placement == .bottomStart)
    }

    /// POS-05 bestFit (and POS-V4's flip half): neither side fits, the smaller overflow wins.
    @Test(arguments: [
        (Placement.bottom, Flip.FallbackStrategy.bestFit, Placement.bottom, Point(x: 5, y: 11)),
        (.top, .bestFit, .bottom, Point(x: 5, y: 11)),
        (.top, .initialPlacement, .top, Point(x: 5, y: -5)),
    ])
    func whenNothingFitsTheStrategyDecides(preferred: Placement, strategy: Flip.FallbackStrategy, placement: Placement, origin: Point) {
        let position = FloatingPosition(
            reference: Rect(x: 10, y: 10, width: 10, height: 1), floating: Size(width: 20, height: 15),
            placement: preferred, middleware: [.flip(fallbackStrategy: strategy)], boundary: screen)
        #expect(position.placement == placement)
        #expect(position.origin == origin)
    }

    /// POS-05: the perpendicular sides join when fallbackAxisSideDirection is set.
    @Test func fallbackAxisSideDirectionReachesThePerpendicularSide() {
        let short = Rect(x: 0, y: 0, width: 80, height: 10)
        let position = FloatingPosition(
            reference: Rect(x: 30, y: 4, width: 10, height: 1), floating: Size(width: 20, height: 8),
            placement: .bottom, middleware: [.flip(Flip(fallbackAxisSideDirection: .end))], boundary: short)
        #expect(position.placement == .right)
        #expect(position.origin == Point(x: 40, y: 0))
    }

    /// POS-05 crossAxis 'alignment': the initial axis is left only when its main sides overflow.
    @Test(arguments: [
        (Flip.CrossAxisCheck.checked, Placement.left, Point(x: 5, y: 3)),
        (.alignmentOnly, .bottom, Point(x: 17, y: 6)),
    ])
    func crossAxisAlignmentOnlyStaysOnTheInitialAxis(check: Flip.CrossAxisCheck, placement: Placement, origin: Point) {
        let narrow = Rect(x: 0, y: 0, width: 30, height: 24)
        let flip = Flip(crossAxis: check, fallbackAxisSideDirection: .start)
        let position = FloatingPosition(
            reference: Rect(x: 25, y: 5, width: 4, height: 1), floating: Size(width: 20, height: 4),
            placement: .bottom, middleware: [.flip(flip)], boundary: narrow)
        #expect(position.placement == placement)
        #expect(position.origin == origin)
    }

    @Test func mainAxisOnlyIgnoresSidewaysOverflow() {
        let position = FloatingPosition(
            reference: Rect(x: 70, y: 5, width: 6, height: 1), floating: Size(width: 20, height: 4),
            placement: .bottomStart, middleware: [.flip(crossAxis: .ignored)], boundary: screen)
        #expect(position.placement == .bottomStart)
        #expect(position.resetCount == 0)
    }

    @Test func paddingMakesAnExactFitOverflow() {
        let reference = Rect(x: 10, y: 17, width: 10, height: 1)
        let floating = Size(width: 20, height: 6)
        let exact = FloatingPosition(
            reference: reference, floating: floating, placement: .bottomStart, middleware: [.flip()], boundary: screen)
        let padded = FloatingPosition(
            reference: reference, floating: floating, placement: .bottomStart, middleware: [.flip(padding: 1)], boundary: screen)
        #expect(exact.frame == Rect(x: 10, y: 18, width: 20, height: 6))
        #expect(padded.frame == Rect(x: 10, y: 11, width: 20, height: 6))
    }
}
