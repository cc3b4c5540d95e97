import Testing

@testable import SelectionCore

/// NAV-09: horizontal lists and grids.
@Suite struct ListLayoutTests {
    private func list(
        _ layout: ListLayout, count: Int = 10, disabled: Set<Int> = [], visibleLines: Int? = nil, wraps: Bool = false
    ) -> ListState<String> {
        let items: [ListItem<String>] = (0..<count).map { .option(Choice("\($0)", disabledReason: disabled.contains($0) ? "no" : nil)) }
        var configuration = ListConfiguration(wrapsAround: wraps, layout: layout)
        if let visibleLines { configuration.visibleRows = .upTo(visibleLines) }
        return ListState(items: items, configuration: configuration)
    }

    @Test func leftAndRightDoNothingInAVerticalList() {
        var vertical = list(.vertical)
        vertical.send(.highlight(4))
        expectNoChange(&vertical, .moveLeft)
        expectNoChange(&vertical, .moveRight)
    }

    @Test func leftAndRightTakeTheRolesOfUpAndDownInAHorizontalList_NAV09() {
        var horizontal = list(.horizontal, count: 4)
        #expect(horizontal.viewport == Viewport(top: 0, height: 1, rowCount: 1))
        expectTransition(&horizontal, .moveRight, events: [.highlightChanged(0)]) { $0.highlighted = 0 }
        expectTransition(&horizontal, .moveRight, events: [.highlightChanged(1)]) { $0.highlighted = 1 }
        expectTransition(&horizontal, .moveLeft, events: [.highlightChanged(0)]) { $0.highlighted = 0 }
        expectNoChange(&horizontal, .moveLeft)
        expectNoChange(&horizontal, .moveDown)
        expectNoChange(&horizontal, .moveUp)
    }

    @Test func horizontalListWrapsWhenAskedTo_NAV03() {
        var horizontal = list(.horizontal, count: 4, wraps: true)
        horizontal.send(.moveLeft)
        #expect(horizontal.highlighted == 3)
        expectTransition(&horizontal, .moveRight, events: [.highlightChanged(0)]) { $0.highlighted = 0 }
    }

    struct GridCase: Sendable, CustomTestStringConvertible {
        var start: Int
        var action: ListAction
        var expected: Int
        var disabled: Set<Int> = []
        var testDescription: String { "\(start) \(action) → \(expected)\(disabled.isEmpty ? "" : ", disabled \(disabled.sorted())")" }
    }

    /// Ten cells in lines of three:
    /// ```
    /// 0 1 2
    /// 3 4 5
    /// 6 7 8
    /// 9
    /// ```
    @Test(arguments: [
        GridCase(start: 4, action: .moveDown, expected: 7),
        GridCase(start: 6, action: .moveDown, expected: 9),
        GridCase(start: 7, action: .moveDown, expected: 7),
        GridCase(start: 4, action: .moveUp, expected: 1),
        GridCase(start: 1, action: .moveUp, expected: 1),
        GridCase(start: 2, action: .moveRight, expected: 3),
        GridCase(start: 3, action: .moveLeft, expected: 2),
        GridCase(start: 9, action: .moveRight, expected: 9),
        GridCase(start: 0, action: .moveLeft, expected: 0),
        GridCase(start: 4, action: .moveDown, expected: 8, disabled: [7]),
        GridCase(start: 7, action: .moveUp, expected: 3, disabled: [4]),
        GridCase(start: 2, action: .moveRight, expected: 4, disabled: [3]),
    ])
    func gridMovesByOneAcrossAndByALineDown(_ vector: GridCase) {
        var grid = list(.grid(columns: 3), disabled: vector.disabled)
        grid.send(.highlight(vector.start))
        expectTransition(&grid, vector.action, events: vector.expected == vector.start ? [] : [.highlightChanged(vector.expected)]) {
            $0.highlighted = vector.expected
        }
    }

    @Test func gridViewportCountsLines() {
        var grid = list(.grid(columns: 3), visibleLines: 2)
        #expect(grid.viewport == Viewport(top: 0, height: 2, rowCount: 4))
        #expect((grid.line(ofRow: 9), grid.rowsPerLine) == (3, 3))
        expectTransition(&grid, .moveToLast, events: [.highlightChanged(9)]) {
            $0.highlighted = 9
            $0.viewport.top = 2
        }
        // A page is one line (two visible, minus one) of three cells.
        expectTransition(&grid, .pageUp, events: [.highlightChanged(6)]) { $0.highlighted = 6 }
        expectTransition(&grid, .pageUp, events: [.highlightChanged(3)]) {
            $0.highlighted = 3
            $0.viewport.top = 1
        }
        // The wheel scrolls a line; the highlight follows onto the nearest visible cell.
        expectTransition(&grid, .scroll(by: 1), events: [.highlightChanged(6)]) {
            $0.highlighted = 6
            $0.viewport.top = 2
        }
    }

    @Test func gridDropDownOpensWithTheSelectedLineOnTop() {
        let items: [ListItem<String>] = (0..<10).map { .option(Choice("\($0)")) }
        var dropDown = DropDownState(
            items: items,
            preselecting: .label("4"),
            listConfiguration: ListConfiguration(visibleRows: .upTo(2), layout: .grid(columns: 3))
        )
        expectTransition(&dropDown, .open(.pointer), events: [.shown, .highlightChanged(4)]) {
            $0.isOpen = true
            $0.list.highlighted = 4
            $0.list.viewport.top = 1
        }
        expectTransition(&dropDown, .list(.moveRight), events: [.highlightChanged(5)]) { $0.list.highlighted = 5 }
        expectTransition(&dropDown, .list(.moveLeft), events: [.highlightChanged(4)]) { $0.list.highlighted = 4 }
    }
}
