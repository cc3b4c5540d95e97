import SelectionCore
import Testing

/// A side decided once (POS-05's flip alone) and a layout that keeps it: what the inline prompt
/// does when its list opens, so drawing never decides.
@Suite struct PlacementDecidedSideTests {
    static let screen = Rect(x: 0, y: 0, width: 40, height: 12)

    @Test(arguments: [
        // (anchor row, popover height, side)
        (2, 8, Placement.Side.bottom),  // fits below: 9 rows under row 2
        (9, 8, .top),  // 2 rows below, 9 above
        (5, 9, .bottom),  // fits nowhere: 6 rows below, 5 above; the least overflow is below
        (6, 9, .top),  // fits nowhere: 5 rows below, 6 above; the least overflow is above
    ])
    func theFlipStageAloneDecidesTheSide(row: Int, height: Int, side: Placement.Side) {
        let layout = PopoverLayout(preferredPlacement: .bottomStart)
        let decided = layout.side(of: Size(width: 10, height: height), anchor: Rect(x: 4, y: row, width: 6, height: 1), within: Self.screen)
        #expect(decided == side)
    }

    @Test func aTieGoesToThePreferredSide() {
        // Rows 0…4 above the anchor on row 5, rows 6…10 below it on an 11-row screen: 5 and 5.
        let screen = Rect(x: 0, y: 0, width: 40, height: 11)
        let anchor = Rect(x: 4, y: 5, width: 6, height: 1)
        #expect(
            PopoverLayout(preferredPlacement: .bottomStart).side(of: Size(width: 10, height: 7), anchor: anchor, within: screen) == .bottom)
        #expect(PopoverLayout(preferredPlacement: .topStart).side(of: Size(width: 10, height: 7), anchor: anchor, within: screen) == .top)
    }

    @Test func withoutFlippingTheSideIsKeptAndThePopoverCapped() {
        let layout = PopoverLayout(preferredPlacement: .bottomStart, minimumVisibleRows: 0, allowsModal: false, flips: false)
        let result = layout.layout(
            anchor: Rect(x: 4, y: 9, width: 6, height: 1), size: Size(width: 10, height: 8), contentRows: 6, within: Self.screen)
        #expect(
            result
                == .popover(
                    PopoverLayout.Popover(
                        frame: Rect(x: 4, y: 10, width: 10, height: 2), placement: .bottomStart,
                        arrow: PopoverLayout.Arrow(edge: .top, cell: Point(x: 6, y: 10), offset: 2), visibleRows: 0, scrolls: true)))
    }
}
