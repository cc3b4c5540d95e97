import Testing

@testable import SelectionCore

/// docs/behaviour.md §6 (MENU-01 … MENU-15) and OVL-05 on the menu state machine, whole states and events.
@Suite struct MenuStateTests {
    static let items: [MenuItem] = [
        .submenu(
            "File",
            [
                .command("New"),
                .submenu("Open Recent", [.command("a.txt"), .command("b.txt")]),
                .separator,
                .submenu("Export", [.command("PDF"), .command("HTML", disabledReason: "no template")]),
                .command("Print", disabledReason: "no printer"),
            ]),
        .submenu("Edit", [.command("Undo"), .command("Redo")]),
        .separator,
        .checkbox("Word Wrap", isChecked: true),
        .checkbox("Line Numbers"),
        .radio("Light", group: "theme", isChecked: true),
        .radio("Dark", group: "theme"),
        .command("Quit"),
    ]

    func menu(_ configuration: MenuConfiguration = MenuConfiguration()) -> MenuState {
        MenuState(items: Self.items, configuration: configuration)
    }

    func opened(at active: Int? = 0) -> MenuState {
        var state = menu()
        state.send(.triggerKey(.down))
        if let active { state.levels[0].active = active }
        return state
    }

    @Test func menu01TriggerKeysOpenAtTheFirstOrLastItem() {
        for key in [MenuTriggerKey.enter, .space, .down] {
            var state = menu()
            #expect(state.send(.triggerKey(key)) == [.opened])
            #expect(state.levels == [MenuLevel(path: [], active: 0)])
        }
        var state = menu()
        state.send(.triggerKey(.up))
        #expect(state.levels == [MenuLevel(path: [], active: 7)])
    }

    @Test func menu02APointerOpenMakesNoItemActiveThenArrowsStartAtTheEnds() {
        var state = menu()
        #expect(state.send(.pointerPress(.trigger, now: .zero)) == [.opened])
        #expect(state.levels == [MenuLevel(path: [], active: nil)])
        state.send(.moveDown)
        #expect(state.levels[0].active == 0)
        var up = menu()
        up.send(.pointerPress(.trigger, now: .zero))
        up.send(.moveUp)
        #expect(up.levels[0].active == 7)
    }

    @Test func menu03EnterAndSpaceOnTheTriggerToggleAndAPressOnTheTriggerCloses() {
        var state = menu()
        state.send(.triggerKey(.enter))
        #expect(state.send(.triggerKey(.enter)) == [.closed(.trigger)])
        state.send(.triggerKey(.space))
        #expect(state.send(.triggerKey(.space)) == [.closed(.trigger)])
        state.send(.pointerPress(.trigger, now: .zero))
        #expect(state.send(.pointerPress(.trigger, now: .zero)) == [.closed(.trigger)])  // OVL-04
        #expect(state.isOpen == false)
    }

    @Test func menu04ArrowsWrapSkipSeparatorsAndHomeEndGoToTheEnds() {
        var state = opened(at: 1)
        state.send(.moveDown)
        #expect(state.levels[0].active == 3)  // the separator is skipped (MENU-11)
        state.send(.moveToLast)
        #expect(state.levels[0].active == 7)
        state.send(.moveDown)
        #expect(state.levels[0].active == 0)  // wraps
        state.send(.moveUp)
        #expect(state.levels[0].active == 7)
        state.send(.moveToFirst)
        #expect(state.levels[0].active == 0)
        var flat = MenuState(items: Self.items, configuration: MenuConfiguration(wraps: false))
        flat.send(.triggerKey(.up))
        flat.send(.moveDown)
        #expect(flat.levels[0].active == 7)  // NAV-03: no wrap is a no-op
    }

    @Test func menu05TypeaheadWithinTheInnermostLevel() {
        var state = opened(at: 0)
        state.send(.type("l", now: .zero))
        #expect(state.levels[0].active == 4)  // Line Numbers
        state.send(.type("l", now: .milliseconds(100)))
        #expect(state.levels[0].active == 5)  // Light: a repeated letter cycles (TA-07)
        state.send(.type("w", now: .seconds(1)))
        #expect(state.levels[0].active == 3)  // Word Wrap, wrapping past the end
        state.send(.type("z", now: .seconds(2)))
        #expect(state.levels[0].active == 3)  // no match: no move (TA-08)
        state.send(.openSubmenu)  // Word Wrap has no submenu: nothing
        state.levels[0].active = 0
        state.send(.openSubmenu)
        state.send(.type("e", now: .seconds(3)))
        #expect(state.levels[1].active == 3)  // Export, in the submenu only
        state.send(.type("p", now: .seconds(4)))
        #expect(state.levels[1].active == 3)  // Print is disabled: never matched (TA-09)
    }

    @Test func menu06EnterActivatesAndClosesEvenACheckbox() {
        var state = opened(at: 7)
        #expect(state.send(.enter) == [.activated(path: [7]), .closed(.activated)])
        state = opened(at: 4)
        #expect(state.send(.enter) == [.checkChanged(path: [4], isChecked: true), .activated(path: [4]), .closed(.activated)])
        #expect(state.items[4].isChecked)
    }

    @Test func menu07SpaceTogglesACheckboxAndChecksARadioWithoutClosing() {
        var state = opened(at: 3)
        #expect(state.send(.space(now: .zero)) == [.checkChanged(path: [3], isChecked: false)])
        #expect(state.isOpen)
        state.levels[0].active = 6
        #expect(
            state.send(.space(now: .zero)) == [.checkChanged(path: [5], isChecked: false), .checkChanged(path: [6], isChecked: true)])
        #expect(state.send(.space(now: .zero)) == [])  // a checked radio stays checked
        #expect(state.isOpen)
        state.levels[0].active = 7
        #expect(state.send(.space(now: .zero)) == [.activated(path: [7]), .closed(.activated)])
    }

    @Test func menu08PointerActivationClosesExceptForACheckbox() {
        var state = opened(at: nil)
        state.send(.pointerPress(.item(level: 0, index: 4), now: .zero))
        #expect(state.send(.pointerRelease(.item(level: 0, index: 4), now: .zero)) == [.checkChanged(path: [4], isChecked: true)])
        #expect(state.isOpen)
        state.send(.pointerPress(.item(level: 0, index: 6), now: .zero))
        #expect(
            state.send(.pointerRelease(.item(level: 0, index: 6), now: .zero)) == [
                .checkChanged(path: [5], isChecked: false), .checkChanged(path: [6], isChecked: true), .activated(path: [6]),
                .closed(.activated),
            ])
        var closing = MenuState(items: Self.items, configuration: MenuConfiguration(checkboxClosesOnPointer: true))
        closing.send(.triggerKey(.down))
        closing.send(.pointerPress(.item(level: 0, index: 3), now: .zero))
        #expect(closing.send(.pointerRelease(.item(level: 0, index: 3), now: .zero)).last == .closed(.activated))
    }

    @Test func menu09EscapeClosesOnlyTheInnermostMenu() {
        var state = opened(at: 0)
        state.send(.openSubmenu)
        state.levels[1].active = 3
        state.send(.openSubmenu)
        #expect(state.levels.count == 3)
        #expect(state.send(.escape) == [.submenuClosed(depth: 2)])
        #expect(state.levels == [MenuLevel(path: [], active: 0), MenuLevel(path: [0], active: 3)])
        #expect(state.send(.escape) == [.submenuClosed(depth: 1)])
        #expect(state.levels == [MenuLevel(path: [], active: 0)])
        #expect(state.send(.escape) == [.closed(.escape)])
    }

    @Test func menu10TabClosesEveryMenu() {
        var state = opened(at: 0)
        state.send(.openSubmenu)
        #expect(state.send(.tab) == [.closed(.tab)])
        #expect(state.levels == [])
    }

    @Test func menu11DisabledItemsCanBeActiveButNeverActivated() {
        var state = opened(at: 0)
        state.send(.openSubmenu)
        state.send(.moveToLast)
        #expect(state.levels[1].active == 4)  // focusable (NAV-11, APG)
        #expect(state.send(.enter) == [.refused(path: [0, 4], reason: "no printer")])
        #expect(state.send(.space(now: .zero)) == [.refused(path: [0, 4], reason: "no printer")])
        #expect(state.isOpen)
        var skipping = MenuState(items: Self.items, configuration: MenuConfiguration(disabledItems: .skipped))
        skipping.send(.triggerKey(.down))
        skipping.send(.openSubmenu)
        skipping.send(.moveToLast)
        #expect(skipping.levels[1].active == 3)
    }

    @Test func menu12RightOpensWithTheFirstItemLeftReturnsToTheParentItem() {
        var state = opened(at: 1)
        #expect(state.send(.openSubmenu) == [.submenuOpened(depth: 1)])
        #expect(state.levels == [MenuLevel(path: [], active: 1), MenuLevel(path: [1], active: 0)])
        #expect(state.send(.closeSubmenu) == [.submenuClosed(depth: 1)])
        #expect(state.levels == [MenuLevel(path: [], active: 1)])
        #expect(state.send(.closeSubmenu) == [])  // Left on the root menu does nothing
        #expect(state.send(.enter) == [.submenuOpened(depth: 1)])  // Enter opens a submenu
        state.send(.closeSubmenu)
        #expect(state.send(.space(now: .zero)) == [.submenuOpened(depth: 1)])
    }

    @Test func menu13ActivatingInASubmenuClosesTheWholeTree() {
        var state = opened(at: 0)
        state.send(.openSubmenu)
        state.send(.moveDown)
        state.send(.openSubmenu)
        state.send(.moveDown)
        #expect(state.send(.enter) == [.activated(path: [0, 1, 1]), .closed(.activated)])
        #expect(state.levels == [])
        #expect(state.labels(along: [0, 1, 1]) == ["File", "Open Recent", "b.txt"])
    }

    @Test func menu14HoverOpensAfter200msAndClosesSiblingsAfter100ms() {
        var state = opened(at: nil)
        let frames = [Rect(x: 0, y: 1, width: 16, height: 10)]
        state.send(.pointerMove(.item(level: 0, index: 0), position: Point(x: 3, y: 2), frames: frames, now: .zero))
        #expect(state.levels[0].active == 0)
        #expect(state.deadline == .milliseconds(200))
        #expect(state.send(.tick(now: .milliseconds(199))) == [])
        #expect(state.send(.tick(now: .milliseconds(200))) == [.submenuOpened(depth: 1)])
        #expect(state.levels[1] == MenuLevel(path: [0], active: nil))  // a pointer open activates nothing
        // Straight down onto Edit (not toward the submenu): Edit is active, File's submenu closes after 100 ms.
        let both = frames + [Rect(x: 17, y: 1, width: 16, height: 7)]
        state.send(.pointerMove(.item(level: 0, index: 1), position: Point(x: 3, y: 3), frames: both, now: .milliseconds(300)))
        #expect(state.levels[0].active == 1)
        #expect(state.pendingClose == MenuState.PendingClose(level: 0, at: .milliseconds(400)))
        #expect(state.send(.tick(now: .milliseconds(400))) == [.submenuClosed(depth: 1)])
        #expect(state.pendingOpen == MenuState.PendingOpen(level: 0, index: 1, at: .milliseconds(500)))
        #expect(state.send(.tick(now: .milliseconds(500))) == [.submenuOpened(depth: 1)])
        #expect(state.levels.map(\.path) == [[], [1]])
    }

    @Test func menu14TheCloseDelayIsCancelledWhenThePointerEntersTheSubmenu() {
        var state = opened(at: 0)
        state.send(.openSubmenu)
        let frames = [Rect(x: 0, y: 1, width: 16, height: 10), Rect(x: 17, y: 1, width: 16, height: 7)]
        state.send(.pointerMove(.item(level: 0, index: 1), position: Point(x: 3, y: 3), frames: frames, now: .zero))
        #expect(state.pendingClose != nil)
        state.send(.pointerMove(.item(level: 1, index: 0), position: Point(x: 18, y: 2), frames: frames, now: .milliseconds(50)))
        #expect(state.pendingClose == nil)
        #expect(state.levels == [MenuLevel(path: [], active: 0), MenuLevel(path: [0], active: 0)])
        #expect(state.send(.tick(now: .seconds(1))) == [])
    }

    @Test func menu14TheSafeTriangleKeepsTheSubmenuOpenOnADiagonal() {
        // File at row 2 of the root menu (x 1…14); its submenu to the right, rows 1…7, from x 17.
        var state = opened(at: nil)
        let frames = [Rect(x: 0, y: 1, width: 16, height: 10), Rect(x: 17, y: 1, width: 16, height: 7)]
        state.send(.pointerMove(.item(level: 0, index: 0), position: Point(x: 10, y: 2), frames: frames, now: .zero))
        state.send(.tick(now: .milliseconds(200)))
        #expect(state.levels.count == 2)
        // Diagonally down-right across Edit (row 3) toward the submenu: nothing changes.
        let before = state
        state.send(.pointerMove(.item(level: 0, index: 1), position: Point(x: 13, y: 3), frames: frames, now: .milliseconds(250)))
        #expect(state == before)
        state.send(.pointerMove(.item(level: 1, index: 3), position: Point(x: 18, y: 5), frames: frames, now: .milliseconds(300)))
        #expect(state.levels == [MenuLevel(path: [], active: 0), MenuLevel(path: [0], active: 3)])
        // Straight down from File (outside the triangle) is an ordinary move.
        var straight = opened(at: nil)
        straight.send(.pointerMove(.item(level: 0, index: 0), position: Point(x: 10, y: 2), frames: frames, now: .zero))
        straight.send(.tick(now: .milliseconds(200)))
        straight.send(.pointerMove(.item(level: 0, index: 1), position: Point(x: 2, y: 3), frames: frames, now: .milliseconds(250)))
        #expect(straight.levels[0].active == 1)
    }

    @Test func menu15LeavingItemsClearsTheActiveItemButNotASubmenusItem() {
        var state = opened(at: nil)
        let frames = [Rect(x: 0, y: 1, width: 16, height: 10)]
        state.send(.pointerMove(.item(level: 0, index: 7), position: Point(x: 3, y: 9), frames: frames, now: .zero))
        #expect(state.levels[0].active == 7)
        state.send(.pointerMove(.menu(level: 0), position: Point(x: 0, y: 9), frames: frames, now: .zero))
        #expect(state.levels[0].active == nil)
        state.send(.pointerMove(.item(level: 0, index: 0), position: Point(x: 3, y: 2), frames: frames, now: .zero))
        state.send(.tick(now: .milliseconds(200)))
        state.send(.pointerMove(.outside, position: Point(x: 40, y: 20), frames: frames, now: .milliseconds(300)))
        #expect(state.levels[0].active == 0)
    }

    @Test func pressDragReleaseWorksAcrossLevels() {
        var state = menu()
        let frames = [Rect(x: 0, y: 1, width: 16, height: 10), Rect(x: 17, y: 1, width: 16, height: 7)]
        state.send(.pointerPress(.trigger, now: .zero))
        state.send(.pointerMove(.item(level: 0, index: 0), position: Point(x: 10, y: 2), frames: frames, now: .milliseconds(50)))
        state.send(.tick(now: .milliseconds(250)))
        state.send(.pointerMove(.item(level: 1, index: 3), position: Point(x: 18, y: 5), frames: frames, now: .milliseconds(300)))
        state.send(.tick(now: .milliseconds(500)))
        #expect(state.levels.map(\.path) == [[], [0], [0, 3]])
        state.send(.pointerMove(.item(level: 2, index: 0), position: Point(x: 36, y: 5), frames: frames, now: .milliseconds(600)))
        #expect(
            state.send(.pointerRelease(.item(level: 2, index: 0), now: .milliseconds(700))) == [
                .activated(path: [0, 3, 0]), .closed(.activated),
            ])
    }

    @Test func ovl05APressInANestedMenuIsNotOutsideForItsParents() {
        var state = opened(at: 0)
        state.send(.openSubmenu)
        #expect(state.send(.pointerPress(.item(level: 1, index: 0), now: .zero)) == [])
        #expect(state.send(.pointerPress(.menu(level: 1), now: .zero)) == [])
        #expect(state.levels.count == 2)
        #expect(state.send(.pointerPress(.outside, now: .zero)) == [.closed(.outsidePress)])
    }

    @Test func choosingByPathActsAsEnterOnTheItem() {
        var state = menu()
        #expect(state.choose(path: [3]) == [.checkChanged(path: [3], isChecked: false), .activated(path: [3]), .closed(.activated)])
        #expect(state.choose(path: [0, 4]) == [.refused(path: [0, 4], reason: "no printer")])
        #expect(state.choose(path: [9]) == [])
        #expect(state.choose(path: [0, 3, 0]) == [.activated(path: [0, 3, 0]), .closed(.activated)])
        #expect(state.checkableItems.map(\.path) == [[3], [4], [5], [6]])
    }

    @Test func safeTriangleGeometry() {
        let triangle = SafeTriangle(apex: Point(x: 10, y: 5), target: Rect(x: 20, y: 0, width: 10, height: 11))
        #expect(triangle.contains(Point(x: 15, y: 5)))
        #expect(triangle.contains(Point(x: 15, y: 3)))
        #expect(triangle.contains(Point(x: 11, y: 9)) == false)
        #expect(triangle.contains(Point(x: 9, y: 5)) == false)
        #expect(triangle.contains(Point(x: 25, y: 10)))  // inside the target
        let leftward = SafeTriangle(apex: Point(x: 30, y: 5), target: Rect(x: 0, y: 0, width: 10, height: 11))
        #expect(leftward.contains(Point(x: 20, y: 5)))
        #expect(leftward.contains(Point(x: 29, y: 9)) == false)
    }
}

/// MENU-15 across levels: the pointer goes from a submenu back to a plain item of the parent
/// (the submenu still closing) and then off the menus: the plain item's highlight clears.
@Suite struct MenuPointerLeaveTests {
    @Test func leavingAPlainItemWhileASubmenuClosesClearsIt_MENU15() {
        var state = MenuState(items: [.command("New"), .submenu("Recent", [.command("a"), .command("b")]), .command("Quit")])
        state.send(.triggerKey(.down))
        let frames = [Rect(x: 0, y: 1, width: 12, height: 5), Rect(x: 12, y: 2, width: 8, height: 4)]
        state.send(.pointerMove(.item(level: 0, index: 1), position: Point(x: 3, y: 3), frames: frames, now: .zero))
        state.send(.tick(now: .milliseconds(200)))
        #expect(state.levels.count == 2)
        state.send(.pointerMove(.item(level: 0, index: 0), position: Point(x: 3, y: 2), frames: frames, now: .milliseconds(300)))
        #expect(state.levels[0].active == 0)
        state.send(.pointerMove(.outside, position: Point(x: 40, y: 12), frames: frames, now: .milliseconds(320)))
        #expect(state.levels[0].active == nil)
    }
}
