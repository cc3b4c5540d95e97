import Foundation
import Testing

@testable import SelectionCore

/// The caller's state reducer (CORE-04, ARCH-01, ARCH-06): every transition carries its cause
/// (the ``DropDownAction``), the reducer may rewrite the proposed changes before the commit, and
/// the events describe what was committed.
@Suite struct DropDownReducerTests {
    private func colours(_ reducer: DropDownStateReducer?) -> DropDownState<String> {
        var configuration = DropDownConfiguration()
        configuration.stateReducer = reducer
        return DropDownState(
            items: Fixtures.colourNames.map { .option(Choice($0)) }, mode: .action(prompt: "Color"), selectionMode: .single,
            configuration: configuration)
    }

    /// ARCH-06's canonical reducer: on a click or Enter, take the proposed changes but keep the
    /// list open and the highlight where it was.
    private static let staysOpen = DropDownStateReducer { state, action, proposed in
        switch action {
        case .commit, .pointerUp(.row):
            var changes = proposed
            changes.isOpen = state.isOpen
            changes.highlighted = state.highlighted
            return changes
        default:
            return proposed
        }
    }

    @Test func aMenuStaysOpenForSeveralPicks_ARCH06() {
        var dropDown = colours(Self.staysOpen)
        dropDown.send(.open(.pointer))
        dropDown.send(.pointerDown(.row(3)))
        let highlight = dropDown.list.highlighted
        expectTransition(&dropDown, .pointerUp(.row(3)), events: [.selected(index: 3, option: Choice("Blue"))]) {
            $0.gesture = nil
            $0.list.selection = [3]
        }
        #expect(dropDown.isOpen && dropDown.list.highlighted == highlight)
        dropDown.send(.list(.moveToFirst))
        expectTransition(
            &dropDown, .commit, events: [.deselected(index: 3, option: Choice("Blue")), .selected(index: 0, option: Choice("Red"))]
        ) {
            $0.list.selection = [0]
        }
        // Anything else is committed as proposed: Escape still closes.
        expectTransition(&dropDown, .cancel, events: [.dismissed(.escape)]) {
            $0.isOpen = false
            $0.list.highlighted = nil
        }
    }

    @Test func withoutAReducerAChoiceCloses_CORE04() {
        var dropDown = colours(nil)
        dropDown.send(.open(.keyboard(.down)))
        expectTransition(&dropDown, .commit, events: [.selected(index: 0, option: Choice("Red")), .dismissed(.commit)]) {
            $0.isOpen = false
            $0.list.highlighted = nil
            $0.list.selection = [0]
        }
    }

    /// ARCH-01, ARCH-06: the reducer is called only when the action changes the state. This one
    /// would open the list on every call; a no-op action on the closed drop-down stays a no-op.
    @Test func theReducerRunsOnlyOnARealChange_ARCH01_ARCH06() {
        let alwaysOpen = DropDownStateReducer { _, _, proposed in
            var changes = proposed
            changes.isOpen = true
            return changes
        }
        var dropDown = colours(alwaysOpen)
        expectNoChange(&dropDown, .cancel)
        expectNoChange(&dropDown, .tab)
        // A real change (opening) goes through it, and so does a closing, which it vetoes: the
        // list stays open with the proposed (cleared) highlight, and only that is reported.
        dropDown.send(.open(.keyboard(.down)))
        expectTransition(&dropDown, .cancel, events: [.highlightChanged(nil)]) { $0.list.highlighted = nil }
    }

    /// CORE-04: the action tells the reducer why the change happened, and the events follow what
    /// was committed, only for what changed: here the selection follows the keyboard highlight,
    /// but only for Down.
    @Test func theChangeTypeDecidesAndTheEventsFollowTheCommit_CORE04() {
        let selectOnDown = DropDownStateReducer { _, action, proposed in
            guard action == .list(.moveDown), let row = proposed.highlighted else { return proposed }
            var changes = proposed
            changes.selection = [row]
            return changes
        }
        var dropDown = colours(selectOnDown)
        dropDown.send(.open(.pointer))
        expectTransition(&dropDown, .list(.moveDown), events: [.highlightChanged(0), .selected(index: 0, option: Choice("Red"))]) {
            $0.list.highlighted = 0
            $0.list.selection = [0]
        }
        expectTransition(&dropDown, .list(.moveToLast), events: [.highlightChanged(Fixtures.colourNames.count - 1)]) {
            $0.list.highlighted = Fixtures.colourNames.count - 1
        }
    }

    /// The reducer's answer is checked: a highlight on a row that cannot hold it, or a selected
    /// row that is no option, is dropped.
    @Test func impossibleChangesAreDropped_CORE04() {
        let wild = DropDownStateReducer { _, _, proposed in
            var changes = proposed
            changes.highlighted = 999
            changes.selection = [1, 999]
            return changes
        }
        var dropDown = colours(wild)
        expectTransition(&dropDown, .open(.pointer), events: [.shown, .selected(index: 1, option: Choice(Fixtures.colourNames[1]))]) {
            $0.isOpen = true
            $0.list.selection = [1]
        }
    }

    /// ARCH-02: every change reaches the reducer labelled by its cause — keys on the trigger and
    /// in the list, hovering and clicking items, leaving, programmatic calls — and no-ops do not
    /// reach it at all.
    @Test func eachChangeReachesTheReducerWithItsCause_ARCH02() {
        let causes = CauseLog()
        let recorder = DropDownStateReducer { _, action, proposed in
            causes.append(action)
            return proposed
        }
        var dropDown = colours(recorder)
        let actions: [DropDownAction] = [
            .cancel,  // a no-op while closed
            .list(.moveDown),  // ToggleButtonKeyDownArrowDown
            .list(.moveToLast),  // …End
            .pointerMove(.row(1)),  // ItemMouseMove
            .pointerMove(.row(1)),  // the same row again: a no-op
            .pointerDown(.row(1)),
            .pointerUp(.row(1)),  // ItemClick
            .open(.program),  // FunctionOpenMenu
            .list(.moveDown),
            .tab,  // ToggleButtonBlur
            .close,  // FunctionCloseMenu while closed: a no-op
        ]
        var changing: [DropDownAction] = []
        for action in actions {
            let before = dropDown
            dropDown.send(action)
            if dropDown != before { changing.append(action) }
        }
        #expect(causes.actions == changing)
        #expect(
            changing == [
                .list(.moveDown), .list(.moveToLast), .pointerMove(.row(1)), .pointerDown(.row(1)), .pointerUp(.row(1)), .open(.program),
                .list(.moveDown), .tab,
            ])
    }
}

/// The actions a reducer saw, behind a lock (the reducer is `@Sendable`; macOS 13 has no `Mutex`).
private final class CauseLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [DropDownAction] = []

    func append(_ action: DropDownAction) {
        lock.withLock { recorded.append(action) }
    }

    var actions: [DropDownAction] { lock.withLock { recorded } }
}
