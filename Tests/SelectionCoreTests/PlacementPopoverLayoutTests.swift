import SelectionCore
import Testing

/// PopoverLayout: the POS-13 pipeline with the terminal gutters and arrow of POS-15, and the
/// popover-or-modal decision (a modal when no side fits; ``PopoverLayout``'s discussion). Diagrams: `.` screen, `A` anchor, `+-|` border,
/// `#` inside, `^ v < >` arrow.
@Suite struct PlacementPopoverLayoutTests {
    typealias Popover = PopoverLayout.Popover
    typealias Arrow = PopoverLayout.Arrow

    func drawing(
        _ layout: PopoverLayout = PopoverLayout(), screen: Size, anchor: Rect, size: Size, contentRows: Int
    ) -> String? {
        PlacementDiagram.layout(layout, screen: screen, anchor: anchor, size: size, contentRows: contentRows).drawing
    }

    @Test func dropDownBelowItsButton() {
        let result = PopoverLayout.compute(
            anchor: Rect(x: 2, y: 1, width: 8, height: 1), contentSize: Size(width: 14, height: 7), contentRows: 5,
            within: Rect(x: 0, y: 0, width: 40, height: 12))
        #expect(
            result
                == .popover(
                    Popover(
                        frame: Rect(x: 2, y: 2, width: 14, height: 7), placement: .bottomStart,
                        arrow: Arrow(edge: .top, cell: Point(x: 5, y: 2), offset: 3), visibleRows: 5, scrolls: false)))
        #expect(
            drawing(
                screen: Size(width: 40, height: 12), anchor: Rect(x: 2, y: 1, width: 8, height: 1),
                size: Size(width: 14, height: 7), contentRows: 5) == """
                    ........................................
                    ..AAAAAAAA..............................
                    ..+--^---------+........................
                    ..|############|........................
                    ..|############|........................
                    ..|############|........................
                    ..|############|........................
                    ..|############|........................
                    ..+------------+........................
                    ........................................
                    ........................................
                    ........................................
                    """)
    }

    /// POS-V3 on screen: a "Color" bar button at the top-right corner opens bottom-end.
    @Test func topRightCornerFlipsAlignment() {
        #expect(
            drawing(
                screen: Size(width: 40, height: 12), anchor: Rect(x: 32, y: 0, width: 8, height: 1),
                size: Size(width: 14, height: 7), contentRows: 5) == """
                    ................................AAAAAAAA
                    ..........................+--------^---+
                    ..........................|############|
                    ..........................|############|
                    ..........................|############|
                    ..........................|############|
                    ..........................|############|
                    ..........................+------------+
                    ........................................
                    ........................................
                    ........................................
                    ........................................
                    """)
    }

    @Test func bottomLeftCornerFlipsSide() {
        #expect(
            drawing(
                screen: Size(width: 40, height: 12), anchor: Rect(x: 0, y: 11, width: 8, height: 1),
                size: Size(width: 14, height: 7), contentRows: 5) == """
                    ........................................
                    ........................................
                    ........................................
                    ........................................
                    +------------+..........................
                    |############|..........................
                    |############|..........................
                    |############|..........................
                    |############|..........................
                    |############|..........................
                    +--v---------+..........................
                    AAAAAAAA................................
                    """)
    }

    @Test func bottomRightCornerFlipsSideAndAlignment() {
        #expect(
            drawing(
                screen: Size(width: 40, height: 12), anchor: Rect(x: 32, y: 11, width: 8, height: 1),
                size: Size(width: 14, height: 7), contentRows: 5) == """
                    ........................................
                    ........................................
                    ........................................
                    ........................................
                    ..........................+------------+
                    ..........................|############|
                    ..........................|############|
                    ..........................|############|
                    ..........................|############|
                    ..........................|############|
                    ..........................+--------v---+
                    ................................AAAAAAAA
                    """)
    }

    /// The height is capped to the room on the roomier side; only then do the rows scroll.
    @Test func tallContentIsCappedAndScrolls() {
        let result = PlacementDiagram.layout(
            screen: Size(width: 40, height: 12), anchor: Rect(x: 10, y: 5, width: 8, height: 1),
            size: Size(width: 14, height: 12), contentRows: 10)
        #expect(
            result.result
                == .popover(
                    Popover(
                        frame: Rect(x: 10, y: 6, width: 14, height: 6), placement: .bottomStart,
                        arrow: Arrow(edge: .top, cell: Point(x: 13, y: 6), offset: 3), visibleRows: 4, scrolls: true)))
        #expect(
            result.drawing == """
                ........................................
                ........................................
                ........................................
                ........................................
                ........................................
                ..........AAAAAAAA......................
                ..........+--^---------+................
                ..........|############|................
                ..........|############|................
                ..........|############|................
                ..........|############|................
                ..........+------------+................
                """)
    }

    /// Neither above nor below shows 3 rows; beside the anchor, sliding up, it shows 4.
    @Test func tooFewRowsAboveAndBelowGoesBesideTheAnchor() {
        let result = PlacementDiagram.layout(
            screen: Size(width: 40, height: 6), anchor: Rect(x: 10, y: 2, width: 8, height: 1),
            size: Size(width: 14, height: 12), contentRows: 10)
        #expect(
            result.result
                == .popover(
                    Popover(
                        frame: Rect(x: 19, y: 0, width: 14, height: 6), placement: .rightStart,
                        arrow: Arrow(edge: .left, cell: Point(x: 19, y: 2), offset: 2), visibleRows: 4, scrolls: true)))
        #expect(
            result.drawing == """
                ...................+------------+.......
                ...................|############|.......
                ..........AAAAAAAA.<############|.......
                ...................|############|.......
                ...................|############|.......
                ...................+------------+.......
                """)
    }

    @Test func tooFewRowsBecomesAModal() {
        let layout = PopoverLayout(triesPerpendicularSides: false)
        let result = layout.layout(
            anchor: Rect(x: 10, y: 2, width: 8, height: 1), size: Size(width: 14, height: 12), contentRows: 10,
            within: Rect(x: 0, y: 0, width: 40, height: 6))
        #expect(result == .modal(.tooFewRows(visible: 1, required: 3)))
    }

    /// An 8-row screen: 4 rows below the anchor, 3 above, none enough for a 5-row popover.
    @Test(arguments: [
        (
            Rect(x: 16, y: 3, width: 4, height: 1),
            """
            ....................
            ....................
            ......+-------+.....
            ......|#######>.AAAA
            ......|#######|.....
            ......|#######|.....
            ......+-------+.....
            ....................
            """
        ),
        (
            Rect(x: 0, y: 3, width: 4, height: 1),
            """
            ....................
            ....................
            .....+-------+......
            AAAA.<#######|......
            .....|#######|......
            .....|#######|......
            .....+-------+......
            ....................
            """
        ),
    ])
    func anchorsAtTheSideEdgesOpenSideways(anchor: Rect, expected: String) {
        let screen = Size(width: 20, height: 8)
        let size = Size(width: 9, height: 5)
        #expect(drawing(screen: screen, anchor: anchor, size: size, contentRows: 3) == expected)
        #expect(
            PlacementDiagram.layout(
                PopoverLayout(triesPerpendicularSides: false), screen: screen, anchor: anchor, size: size, contentRows: 3
            )
            .result == .modal(.tooFewRows(visible: 2, required: 3)))
    }

    @Test(arguments: [
        (
            Rect(x: 0, y: 0, width: 4, height: 1),
            """
            AAAA................
            +^------+...........
            |#######|...........
            |#######|...........
            |#######|...........
            +-------+...........
            ....................
            ....................
            """
        ),
        (
            Rect(x: 8, y: 0, width: 4, height: 1),
            """
            ........AAAA........
            ........+^------+...
            ........|#######|...
            ........|#######|...
            ........|#######|...
            ........+-------+...
            ....................
            ....................
            """
        ),
        (
            Rect(x: 8, y: 7, width: 4, height: 1),
            """
            ....................
            ....................
            ........+-------+...
            ........|#######|...
            ........|#######|...
            ........|#######|...
            ........+v------+...
            ........AAAA........
            """
        ),
    ])
    func anchorsAtTheTopAndBottomEdges(anchor: Rect, expected: String) {
        #expect(drawing(screen: Size(width: 20, height: 8), anchor: anchor, size: Size(width: 9, height: 5), contentRows: 3) == expected)
    }

    /// Modal forbidden: the best popover covers the anchor rather than show one row.
    @Test func modalForbiddenCoversTheAnchor() {
        let layout = PopoverLayout(allowsModal: false, triesPerpendicularSides: false)
        let result = PlacementDiagram.layout(
            layout, screen: Size(width: 40, height: 6), anchor: Rect(x: 10, y: 2, width: 8, height: 1),
            size: Size(width: 14, height: 12), contentRows: 10)
        #expect(
            result.result
                == .popover(
                    Popover(
                        frame: Rect(x: 10, y: 0, width: 14, height: 6), placement: .bottomStart,
                        arrow: nil, visibleRows: 4, scrolls: true, overlapsAnchor: true)))
        #expect(
            result.drawing == """
                ..........+------------+................
                ..........|############|................
                ..........|############|................
                ..........|############|................
                ..........|############|................
                ..........+------------+................
                """)
    }

    /// Fewer content rows than the minimum: the popover needs only as many as there are.
    @Test func minimumRowsNeverExceedsTheContent() {
        let result = PopoverLayout.compute(
            anchor: Rect(x: 0, y: 0, width: 4, height: 1), contentSize: Size(width: 8, height: 3), contentRows: 1,
            within: Rect(x: 0, y: 0, width: 10, height: 4))
        #expect(
            result
                == .popover(
                    Popover(
                        frame: Rect(x: 0, y: 1, width: 8, height: 3), placement: .bottomStart,
                        arrow: Arrow(edge: .top, cell: Point(x: 1, y: 1), offset: 1), visibleRows: 1, scrolls: false)))
    }

    @Test(arguments: [
        (
            Size(width: 1, height: 1), Rect(x: 0, y: 0, width: 1, height: 1), Size(width: 10, height: 5), 3,
            PopoverLayout.ModalReason.tooFewRows(visible: 0, required: 3)
        ),
        (
            Size(width: 10, height: 3), Rect(x: 0, y: 0, width: 4, height: 1), Size(width: 8, height: 4), 2,
            .tooFewRows(visible: 0, required: 2)
        ),
        (
            Size(width: 10, height: 10), Rect(x: 3, y: 1, width: 4, height: 1), Size(width: 14, height: 5), 3,
            .tooNarrow(width: 10, required: 14)
        ),
        (
            Size(width: 0, height: 0), Rect(x: 0, y: 0, width: 1, height: 1), Size(width: 4, height: 3), 1,
            .tooFewRows(visible: 0, required: 1)
        ),
    ])
    func tinyScreensAdaptToAModal(screen: Size, anchor: Rect, size: Size, rows: Int, reason: PopoverLayout.ModalReason) {
        let result = PlacementDiagram.layout(screen: screen, anchor: anchor, size: size, contentRows: rows)
        #expect(result.result == .modal(reason))
        #expect(result.drawing == nil)
    }

    @Test func oneByOneScreenWithoutModalKeepsTheOnlyCell() {
        let result = PlacementDiagram.layout(
            PopoverLayout(allowsModal: false), screen: Size(width: 1, height: 1), anchor: Rect(x: 0, y: 0, width: 1, height: 1),
            size: Size(width: 10, height: 5), contentRows: 3)
        #expect(
            result.result
                == .popover(
                    Popover(
                        frame: Rect(x: 0, y: 0, width: 1, height: 1), placement: .bottomStart,
                        arrow: nil, visibleRows: 0, scrolls: true, overlapsAnchor: true)))
        #expect(result.drawing == "+")
    }

    @Test func tenByThreeScreenWithoutModal() {
        #expect(
            drawing(
                PopoverLayout(allowsModal: false), screen: Size(width: 10, height: 3),
                anchor: Rect(x: 0, y: 0, width: 4, height: 1), size: Size(width: 8, height: 4), contentRows: 2) == """
                    +------+..
                    |######|..
                    +------+..
                    """)
    }

    @Test func tooNarrowWithoutModalTakesTheScreenWidth() {
        #expect(
            drawing(
                PopoverLayout(allowsModal: false), screen: Size(width: 10, height: 10),
                anchor: Rect(x: 3, y: 1, width: 4, height: 1), size: Size(width: 14, height: 5), contentRows: 3) == """
                    ..........
                    ...AAAA...
                    +---^----+
                    |########|
                    |########|
                    |########|
                    +--------+
                    ..........
                    ..........
                    ..........
                    """)
    }

    /// POS-V6 on screen: the anchor is partly off the left edge; the popover stays attached, the
    /// arrow stays off the corner, over the anchor's visible part.
    @Test func anchorPartlyOffTheLeftEdge() {
        #expect(
            drawing(
                screen: Size(width: 30, height: 10), anchor: Rect(x: -4, y: 3, width: 6, height: 1),
                size: Size(width: 12, height: 5), contentRows: 3) == """
                    ..............................
                    ..............................
                    ..............................
                    AA............................
                    +^---------+..................
                    |##########|..................
                    |##########|..................
                    |##########|..................
                    +----------+..................
                    ..............................
                    """)
    }

    @Test func anchorPartlyOffTheRightEdge() {
        #expect(
            drawing(
                screen: Size(width: 30, height: 10), anchor: Rect(x: 27, y: 3, width: 6, height: 1),
                size: Size(width: 12, height: 5), contentRows: 3) == """
                    ..............................
                    ..............................
                    ..............................
                    ...........................AAA
                    ..................+---------^+
                    ..................|##########|
                    ..................|##########|
                    ..................|##########|
                    ..................+----------+
                    ..............................
                    """)
    }

    /// OVL-11: an anchor scrolled off screen is reported, so the host can close the popover.
    @Test func anchorOffScreenIsReportedHidden() {
        let result = PopoverLayout.compute(
            anchor: Rect(x: 5, y: 12, width: 6, height: 1), contentSize: Size(width: 12, height: 5), contentRows: 3,
            within: Rect(x: 0, y: 0, width: 30, height: 10))
        #expect(
            result
                == .popover(
                    Popover(
                        frame: Rect(x: 5, y: 7, width: 12, height: 5), placement: .topStart,
                        arrow: Arrow(edge: .bottom, cell: Point(x: 7, y: 11), offset: 2), visibleRows: 3, scrolls: false,
                        isAnchorHidden: true)))
    }

    /// POS-15: one column of gutter beside the anchor; the arrow nudge of POS-V8 on the vertical axis.
    @Test func submenuToTheRight() {
        let layout = PopoverLayout(preferredPlacement: .rightStart)
        #expect(
            drawing(
                layout, screen: Size(width: 30, height: 10), anchor: Rect(x: 2, y: 2, width: 10, height: 1),
                size: Size(width: 12, height: 5), contentRows: 3) == """
                    ..............................
                    .............+----------+.....
                    ..AAAAAAAAAA.<##########|.....
                    .............|##########|.....
                    .............|##########|.....
                    .............+----------+.....
                    ..............................
                    ..............................
                    ..............................
                    ..............................
                    """)
    }

    @Test func submenuAtTheRightEdgeOpensLeft() {
        let layout = PopoverLayout(preferredPlacement: .rightStart)
        #expect(
            drawing(
                layout, screen: Size(width: 30, height: 8), anchor: Rect(x: 18, y: 2, width: 10, height: 1),
                size: Size(width: 12, height: 5), contentRows: 3) == """
                    ..............................
                    .....+----------+.............
                    .....|##########>.AAAAAAAAAA..
                    .....|##########|.............
                    .....|##########|.............
                    .....+----------+.............
                    ..............................
                    ..............................
                    """)
    }

    /// An anchor wider than the popover: the arrow points as near its centre as the border allows.
    @Test func anchorWiderThanThePopover() {
        #expect(
            drawing(
                screen: Size(width: 30, height: 8), anchor: Rect(x: 2, y: 2, width: 20, height: 1),
                size: Size(width: 8, height: 5), contentRows: 3) == """
                    ..............................
                    ..............................
                    ..AAAAAAAAAAAAAAAAAAAA........
                    ..+-----^+....................
                    ..|######|....................
                    ..|######|....................
                    ..|######|....................
                    ..+------+....................
                    """)
    }

    @Test func paddingKeepsTheScreenEdgeFree() {
        #expect(
            drawing(
                PopoverLayout(padding: 1), screen: Size(width: 20, height: 7), anchor: Rect(x: 0, y: 0, width: 6, height: 1),
                size: Size(width: 12, height: 5), contentRows: 3) == """
                    AAAAAA..............
                    .+^---------+.......
                    .|##########|.......
                    .|##########|.......
                    .|##########|.......
                    .+----------+.......
                    ....................
                    """)
    }

    @Test func withoutArrow() {
        #expect(
            drawing(
                PopoverLayout(showsArrow: false), screen: Size(width: 16, height: 5),
                anchor: Rect(x: 1, y: 0, width: 6, height: 1), size: Size(width: 8, height: 4), contentRows: 2) == """
                    .AAAAAA.........
                    .+------+.......
                    .|######|.......
                    .|######|.......
                    .+------+.......
                    """)
    }

    /// Every anchor position on a small screen: a popover is on screen and beside its anchor, or it is a modal.
    @Test(arguments: 0..<12)
    func everyAnchorRowGivesAnAttachedPopoverOrAModal(row: Int) {
        let screen = Rect(x: 0, y: 0, width: 24, height: 12)
        for column in stride(from: -3, through: 24, by: 3) {
            let anchor = Rect(x: column, y: row, width: 5, height: 1)
            let result = PopoverLayout().layout(anchor: anchor, size: Size(width: 10, height: 7), contentRows: 5, within: screen)
            guard case .popover(let popover) = result else {
                #expect(result == .modal(.tooFewRows(visible: 0, required: 3)), "anchor \(anchor)")
                continue
            }
            #expect(popover.frame.intersection(screen) == popover.frame, "anchor \(anchor)")
            #expect(popover.frame.intersection(anchor).isEmpty, "anchor \(anchor)")
            #expect(popover.visibleRows >= 3, "anchor \(anchor)")
            if let arrow = popover.arrow {
                let corners = [
                    Point(x: popover.frame.x, y: popover.frame.y), Point(x: popover.frame.maxX - 1, y: popover.frame.y),
                    Point(x: popover.frame.x, y: popover.frame.maxY - 1), Point(x: popover.frame.maxX - 1, y: popover.frame.maxY - 1),
                ]
                #expect(!corners.contains(arrow.cell), "anchor \(anchor)")
            }
        }
    }
}
