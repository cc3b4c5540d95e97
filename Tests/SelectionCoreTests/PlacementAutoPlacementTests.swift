import SelectionCore
import Testing

/// docs/behaviour.md POS-11: autoPlacement().
@Suite struct PlacementAutoPlacementTests {
    typealias AutoPlacement = PlacementMiddleware.AutoPlacement
    typealias Record = PlacementMiddleware.OverflowRecord

    /// POS-V7: right has the most room but overflows at the top; bottom fits on every side.
    /// (The vector lists right's bottom overflow as −18; floor division everywhere gives y = −1, hence −19.)
    @Test func mostRoomIsNotEnoughPOSV7() {
        let position = FloatingPosition(
            reference: Rect(x: 30, y: 2, width: 10, height: 1), floating: Size(width: 20, height: 6),
            placement: .top, middleware: [.autoPlacement()], boundary: Rect(x: 0, y: 0, width: 80, height: 24))
        #expect(position.placement == .bottom)
        #expect(position.origin == Point(x: 25, y: 3))
        #expect(
            position.data.autoPlacement
                == AutoPlacement.Data(
                    index: 4,
                    overflows: [
                        Record(placement: .top, overflows: [4, -25, -35]),
                        Record(placement: .right, overflows: [-20, 1, -19]),
                        Record(placement: .bottom, overflows: [-15, -25, -35]),
                        Record(placement: .left, overflows: [-10, 1, -19]),
                    ]))
    }

    @Test func ignoresThePreferredPlacement() {
        let reference = Rect(x: 30, y: 2, width: 10, height: 1)
        let floating = Size(width: 20, height: 6)
        let screen = Rect(x: 0, y: 0, width: 80, height: 24)
        let fromLeft = FloatingPosition(
            reference: reference, floating: floating, placement: .left, middleware: [.autoPlacement()], boundary: screen)
        #expect(fromLeft.placement == .bottom)
    }

    @Test func candidateLists() {
        #expect(AutoPlacement().candidates == [.top, .right, .bottom, .left])
        #expect(
            AutoPlacement(alignment: .start).candidates
                == [.topStart, .rightStart, .bottomStart, .leftStart, .topEnd, .rightEnd, .bottomEnd, .leftEnd])
        #expect(AutoPlacement(alignment: .end, autoAlignment: false).candidates == [.topEnd, .rightEnd, .bottomEnd, .leftEnd])
        #expect(AutoPlacement(allowedPlacements: [.bottomStart, .top]).candidates == [.bottomStart, .top])
        #expect(AutoPlacement(alignment: .start, allowedPlacements: [.top, .bottomEnd, .topStart]).candidates == [.topStart, .bottomEnd])
    }

    /// Nothing fits anywhere: the most room wins.
    @Test func whenNothingFitsTheMostRoomWins() {
        let position = FloatingPosition(
            reference: Rect(x: 4, y: 4, width: 2, height: 1), floating: Size(width: 12, height: 12),
            placement: .top, middleware: [.autoPlacement()], boundary: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(position.placement == .bottom)
        #expect(position.origin == Point(x: -1, y: 5))
    }

    @Test func alignedCandidatesCheckTwoSides() {
        let position = FloatingPosition(
            reference: Rect(x: 70, y: 2, width: 6, height: 1), floating: Size(width: 20, height: 6),
            placement: .top, middleware: [.autoPlacement(alignment: .start, allowedPlacements: [.bottomStart, .bottomEnd])],
            boundary: Rect(x: 0, y: 0, width: 80, height: 24))
        #expect(position.placement == .bottomEnd)
        #expect(position.origin == Point(x: 56, y: 3))
    }
}
