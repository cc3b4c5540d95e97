import Testing

@testable import SelectionCore

/// docs/behaviour.md POS-01 (base coordinates) and the floor-division rounding rule of §10.1.
@Suite struct PlacementCoordinatesTests {
    /// POS-V1: ref (10,5,6×1), floating 20×4, every placement.
    @Test(arguments: [
        (Placement.top, Point(x: 3, y: 1)),
        (.topStart, Point(x: 10, y: 1)),
        (.topEnd, Point(x: -4, y: 1)),
        (.right, Point(x: 16, y: 3)),
        (.rightStart, Point(x: 16, y: 5)),
        (.rightEnd, Point(x: 16, y: 2)),
        (.bottom, Point(x: 3, y: 6)),
        (.bottomStart, Point(x: 10, y: 6)),
        (.bottomEnd, Point(x: -4, y: 6)),
        (.left, Point(x: -10, y: 3)),
        (.leftStart, Point(x: -10, y: 5)),
        (.leftEnd, Point(x: -10, y: 2)),
    ])
    func baseCoordinatesPOSV1(placement: Placement, expected: Point) {
        let reference = Rect(x: 10, y: 5, width: 6, height: 1)
        #expect(placement.origin(of: Size(width: 20, height: 4), anchoredTo: reference) == expected)
    }

    /// POS-01: right-to-left mirrors start and end for top and bottom only.
    @Test func rightToLeftMirrorsVerticalSidesOnly() {
        let reference = Rect(x: 10, y: 5, width: 6, height: 1)
        let size = Size(width: 20, height: 4)
        #expect(Placement.bottomStart.origin(of: size, anchoredTo: reference, isRightToLeft: true) == Point(x: -4, y: 6))
        #expect(Placement.topEnd.origin(of: size, anchoredTo: reference, isRightToLeft: true) == Point(x: 10, y: 1))
        #expect(Placement.rightStart.origin(of: size, anchoredTo: reference, isRightToLeft: true) == Point(x: 16, y: 5))
    }

    /// §10.1: odd differences round toward −∞ on both axes, also when the floating element is smaller.
    @Test func centringRoundsTowardMinusInfinity() {
        let reference = Rect(x: 0, y: 0, width: 5, height: 5)
        #expect(Placement.bottom.origin(of: Size(width: 2, height: 1), anchoredTo: reference) == Point(x: 1, y: 5))
        #expect(Placement.bottom.origin(of: Size(width: 8, height: 1), anchoredTo: reference) == Point(x: -2, y: 5))
        #expect(Placement.left.origin(of: Size(width: 3, height: 2), anchoredTo: reference) == Point(x: -3, y: 1))
        #expect(Placement.left.origin(of: Size(width: 3, height: 8), anchoredTo: reference) == Point(x: -3, y: -2))
    }

    @Test(arguments: [(-3, -2), (-2, -1), (-1, -1), (0, 0), (1, 0), (2, 1), (3, 1)])
    func floorDivisionByTwo(value: Int, half: Int) {
        #expect(PlacementRounding.half(value) == half)
    }

    @Test(arguments: [(7, 3, 2), (-7, 3, -3), (6, 3, 2), (-6, 3, -2), (7, -3, -3), (-7, -3, 2)])
    func floorDivision(value: Int, divisor: Int, quotient: Int) {
        #expect(PlacementRounding.floorDiv(value, divisor) == quotient)
    }
}
