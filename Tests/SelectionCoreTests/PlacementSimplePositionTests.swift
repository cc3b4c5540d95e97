import SelectionCore
import Testing

/// docs/behaviour.md POS-14: React Aria's simpler rule — flip only to strictly more room, then cap.
@Suite struct PlacementSimplePositionTests {
    let screen = Rect(x: 0, y: 0, width: 80, height: 24)

    /// POS-V9: 13 rows below, 10 above: stay below and cap at 13.
    @Test func staysWhenTheOtherSideHasLessRoomPOSV9() {
        let position = SimplePosition(
            reference: Rect(x: 10, y: 10, width: 10, height: 1), floating: Size(width: 20, height: 15),
            placement: .bottom, boundary: screen)
        #expect(
            position
                == SimplePosition(
                    reference: Rect(x: 10, y: 10, width: 10, height: 1), floating: Size(width: 20, height: 15),
                    placement: .bottom, boundary: screen))
        #expect(position.frame == Rect(x: 5, y: 11, width: 20, height: 13))
        #expect(position.placement == .bottom)
        #expect(position.availableLength == 13)
        #expect(!position.isFlipped)
    }

    @Test func flipsWhenTheOtherSideHasMoreRoom() {
        let position = SimplePosition(
            reference: Rect(x: 10, y: 16, width: 10, height: 1), floating: Size(width: 20, height: 10),
            placement: .bottomStart, boundary: screen, padding: 1)
        #expect(position.frame == Rect(x: 10, y: 6, width: 20, height: 10))
        #expect(position.placement == .topStart)
        #expect(position.availableLength == 15)
        #expect(position.isFlipped)
    }

    @Test func doesNotFlipWhenItFits() {
        let position = SimplePosition(
            reference: Rect(x: 10, y: 2, width: 10, height: 1), floating: Size(width: 20, height: 5),
            placement: .bottomStart, boundary: screen, offset: 1)
        #expect(position.frame == Rect(x: 10, y: 4, width: 20, height: 5))
        #expect(!position.isFlipped)
    }

    /// POS-14: slide along the cross axis inside the padding; the start edge wins.
    @Test(arguments: [
        (Rect(x: 70, y: 2, width: 6, height: 1), 5, 55),
        (Rect(x: 2, y: 2, width: 6, height: 1), 5, 5),
        (Rect(x: 2, y: 2, width: 6, height: 1), 45, 45),
    ])
    func slidesInsideThePadding(reference: Rect, padding: Int, x: Int) {
        let position = SimplePosition(
            reference: reference, floating: Size(width: 20, height: 5), placement: .bottom, boundary: screen, padding: padding)
        #expect(position.frame.x == x)
    }
}
