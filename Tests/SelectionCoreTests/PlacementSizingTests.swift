import SelectionCore
import Testing

/// docs/behaviour.md POS-09: size() — the room available, and capping to it.
@Suite struct PlacementSizingTests {
    typealias Sizing = PlacementMiddleware.Sizing
    let screen = Rect(x: 0, y: 0, width: 80, height: 24)

    /// POS-V4: flip keeps bottom (bestFit), then size() finds 13 rows, and 30 columns of symmetric room.
    @Test func bestFitThenAvailableSizePOSV4() {
        let position = FloatingPosition(
            reference: Rect(x: 10, y: 10, width: 10, height: 1), floating: Size(width: 20, height: 15),
            placement: .bottom, middleware: [.flip(), .sizing()], boundary: screen)
        #expect(position.placement == .bottom)
        #expect(position.data.sizing == Sizing.Data(availableWidth: 30, availableHeight: 13))
        #expect(position.frame == Rect(x: 5, y: 11, width: 20, height: 13))
        #expect(position.resetCount == 3)
    }

    @Test func availableSizeMeasuredWithoutCapping() {
        let sizing = Sizing(capsWidth: false, capsHeight: false)
        let position = FloatingPosition(
            reference: Rect(x: 10, y: 10, width: 10, height: 1), floating: Size(width: 20, height: 15),
            placement: .bottom, middleware: [.sizing(sizing)], boundary: screen)
        #expect(position.frame == Rect(x: 5, y: 11, width: 20, height: 15))
        #expect(position.data.sizing == Sizing.Data(availableWidth: 30, availableHeight: 13))
        #expect(position.resetCount == 0)
    }

    /// POS-09: with shift enabled on an axis, the whole clipping length is available on it.
    @Test func shiftMakesTheWholeWidthAvailable() {
        let position = FloatingPosition(
            reference: Rect(x: 70, y: 5, width: 6, height: 1), floating: Size(width: 20, height: 4),
            placement: .bottomStart, middleware: [.shift(), .sizing()], boundary: screen)
        #expect(position.frame == Rect(x: 60, y: 6, width: 20, height: 4))
        #expect(position.data.sizing == Sizing.Data(availableWidth: 80, availableHeight: 18))
    }

    /// POS-09: an aligned placement without shift measures from its aligned edge to the far side.
    @Test(arguments: [
        (Placement.bottomStart, Sizing.Data(availableWidth: 70, availableHeight: 18)),
        (.bottomEnd, Sizing.Data(availableWidth: 16, availableHeight: 18)),
        (.rightStart, Sizing.Data(availableWidth: 64, availableHeight: 19)),
        (.rightEnd, Sizing.Data(availableWidth: 64, availableHeight: 6)),
        (.topStart, Sizing.Data(availableWidth: 70, availableHeight: 5)),
    ])
    func availableSizePerPlacement(placement: Placement, expected: Sizing.Data) {
        let position = FloatingPosition(
            reference: Rect(x: 10, y: 5, width: 6, height: 1), floating: Size(width: 20, height: 4),
            placement: placement, middleware: [.sizing(Sizing(capsWidth: false, capsHeight: false))], boundary: screen)
        #expect(position.data.sizing == expected)
    }

    @Test func cappingWidthAndHeightRestartsFromTheNewSize() {
        let position = FloatingPosition(
            reference: Rect(x: 2, y: 1, width: 4, height: 1), floating: Size(width: 40, height: 12),
            placement: .bottomStart, middleware: [.shift(), .sizing()], boundary: Rect(x: 0, y: 0, width: 30, height: 10))
        #expect(position.frame == Rect(x: 0, y: 2, width: 30, height: 8))
    }

    /// §14 mistake 22: after size() changes the height, a top placement is recomputed against its new height.
    @Test func cappedTopPlacementIsRecomputed() {
        let position = FloatingPosition(
            reference: Rect(x: 10, y: 10, width: 10, height: 1), floating: Size(width: 20, height: 15),
            placement: .top, middleware: [.flip(fallbackStrategy: .initialPlacement), .sizing()], boundary: screen)
        #expect(position.frame == Rect(x: 5, y: 0, width: 20, height: 10))
        #expect(position.placement == .top)
    }

    @Test func minimumSizeOutranksTheRoom() {
        let position = FloatingPosition(
            reference: Rect(x: 0, y: 8, width: 4, height: 1), floating: Size(width: 10, height: 6),
            placement: .bottomStart, middleware: [.sizing(minimumSize: Size(width: 3, height: 3))],
            boundary: Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(position.frame == Rect(x: 0, y: 9, width: 10, height: 3))
    }

    /// POS-13: Zag's sameWidth for a combobox list.
    @Test func matchingTheReferenceWidth() {
        let position = FloatingPosition(
            reference: Rect(x: 10, y: 5, width: 6, height: 1), floating: Size(width: 20, height: 4),
            placement: .bottomStart, middleware: [.sizing(Sizing(matchesReferenceWidth: true))], boundary: screen)
        #expect(position.frame == Rect(x: 10, y: 6, width: 6, height: 4))
    }
}
