import SelectionCore
import Testing

/// A side decided once (POS-05's flip alone) and a layout that keeps it: what the inline prompt
/// does when its list opens, so drawing never decides. Together they are POS-14's simpler rule for
/// drop-downs: flip only to strictly more room, then cap, then slide with the start edge winning.
@Suite struct PlacementDecidedSideTests {
    static let screen = Rect(x: 0, y: 0, width: 40, height: 12)
    static let wide = Rect(x: 0, y: 0, width: 80, height: 24)

    /// Decides the side of a popover of `size` by `anchor` on the 80×24 screen, then lays it out there.
    static func placed(anchor: Rect, size: Size, preferred: Placement, padding: Int = 0) -> PopoverLayout.Popover? {
        var layout = PopoverLayout(
            preferredPlacement: preferred, padding: SideOffsets(all: padding), minimumVisibleRows: 0, allowsModal: false,
            showsArrow: false, triesPerpendicularSides: false, flips: false)
        if layout.side(of: size, anchor: anchor, within: wide) != preferred.side { layout.preferredPlacement = preferred.opposite }
        guard case .popover(let popover) = layout.layout(anchor: anchor, size: size, contentRows: size.height - 2, within: wide) else {
            return nil
        }
        return popover
    }

    /// POS-V9: 13 rows below, 10 above: stay below and cap at 13.
    @Test func staysWhenTheOtherSideHasLessRoomPOSV9() {
        let popover = Self.placed(anchor: Rect(x: 10, y: 10, width: 10, height: 1), size: Size(width: 20, height: 15), preferred: .bottom)
        #expect(popover?.frame == Rect(x: 5, y: 11, width: 20, height: 13))
        #expect(popover?.placement == .bottom)
        #expect(popover?.visibleRows == 11)
    }

    /// POS-14: the other side has more room and the popover fits there: it goes there.
    @Test func flipsWhenTheOtherSideHasMoreRoom() {
        let popover = Self.placed(
            anchor: Rect(x: 10, y: 16, width: 10, height: 1), size: Size(width: 20, height: 10), preferred: .bottomStart, padding: 1)
        #expect(popover?.frame == Rect(x: 10, y: 6, width: 20, height: 10))
        #expect(popover?.placement == .topStart)
    }

    @Test func doesNotFlipWhenItFits() {
        let popover = Self.placed(
            anchor: Rect(x: 10, y: 2, width: 10, height: 1), size: Size(width: 20, height: 5), preferred: .bottomStart)
        #expect(popover?.frame == Rect(x: 10, y: 3, width: 20, height: 5))
        #expect(popover?.placement == .bottomStart)
    }

    /// POS-14: slide along the cross axis inside the padding, never off the anchor; where the
    /// padding leaves too little room, the start edge wins.
    @Test(arguments: [
        (Rect(x: 70, y: 2, width: 6, height: 1), 20, 55),
        (Rect(x: 2, y: 2, width: 6, height: 1), 20, 5),
        (Rect(x: 2, y: 2, width: 6, height: 1), 75, 5),
    ])
    func slidesInsideThePadding(anchor: Rect, width: Int, x: Int) {
        let popover = Self.placed(anchor: anchor, size: Size(width: width, height: 5), preferred: .bottom, padding: 5)
        #expect(popover?.frame.x == x)
    }

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
