import SelectionCore
import Testing

/// docs/behaviour.md POS-12 and OVL-11: hide().
@Suite struct PlacementHideTests {
    typealias Hide = PlacementMiddleware.Hide
    let screen = Rect(x: 0, y: 0, width: 80, height: 24)

    @Test(arguments: [
        (Rect(x: -10, y: 5, width: 4, height: 1), true, SideOffsets(top: -6, right: -90, bottom: -19, left: 6)),
        (Rect(x: -2, y: 5, width: 4, height: 1), false, SideOffsets(top: -6, right: -82, bottom: -19, left: -2)),
        (Rect(x: 10, y: 24, width: 4, height: 1), true, SideOffsets(top: -25, right: -70, bottom: 0, left: -14)),
    ])
    func referenceHiddenWhenClippedOnASide(reference: Rect, isHidden: Bool, offsets: SideOffsets) {
        let position = FloatingPosition(
            reference: reference, floating: Size(width: 20, height: 3), placement: .bottomStart,
            middleware: [.hide()], boundary: screen)
        #expect(position.data.hide == Hide.Data(isReferenceHidden: isHidden, referenceHiddenOffsets: offsets))
    }

    @Test func escapedWhenTheFloatingElementLeavesTheBoundary() {
        let position = FloatingPosition(
            reference: Rect(x: 85, y: 5, width: 4, height: 1), floating: Size(width: 20, height: 3), placement: .bottomStart,
            middleware: [.hide(.escaped), .hide()], boundary: screen)
        #expect(
            position.data.hide
                == Hide.Data(
                    isReferenceHidden: true,
                    referenceHiddenOffsets: SideOffsets(top: -6, right: 5, bottom: -19, left: -89),
                    hasEscaped: true,
                    escapedOffsets: SideOffsets(top: -9, right: 5, bottom: -18, left: -105)))
    }
}
