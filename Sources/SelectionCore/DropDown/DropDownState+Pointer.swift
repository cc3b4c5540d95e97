// Pointer gestures on an open drop-down: clicks, hover, and press-drag-release (SEL-06,
// SEL-12..SEL-14, SEL-17, OVL-03, OVL-04).
//
//   press trigger ──▶ open at once ──drag──▶ row highlighted ──release──▶ chosen, closed
//                          │                      └──release outside──▶ dismissed
//                          └──release on the trigger──▶ stays open ("sticky"): click a row
extension DropDownState {
    mutating func pointerDown(on target: PointerTarget, events: inout [DropDownEvent<Value>]) {
        switch target {
        case .trigger:
            // OVL-04: the trigger is not "outside"; its press toggles the list closed and the
            // release that follows must not reopen it.
            dismiss(.triggerPress, events: &events)
        case .outside:
            if configuration.selectsOnOutsidePress { chooseSingle(list.highlighted, events: &events) }
            dismiss(.outsidePress, events: &events)
        case .row(let row):
            gesture = PointerGesture(origin: .list)
            forward(.highlight(row), events: &events)
        case .list:
            gesture = PointerGesture(origin: .list)
        }
    }

    mutating func pointerMove(over target: PointerTarget, events: inout [DropDownEvent<Value>]) {
        if var current = gesture {
            if current.origin == .list || target != .trigger { current.hasMoved = true }
            gesture = current
        }
        switch target {
        case .row(let row):
            forward(.highlight(row), events: &events)
        case .outside:
            // SEL-14, SEL-17: outside the list nothing is highlighted.
            forward(.highlight(nil), events: &events)
        case .trigger, .list:
            // Jitter on the trigger while pressing, or the border: keep the highlight.
            break
        }
    }

    mutating func pointerUp(on target: PointerTarget, events: inout [DropDownEvent<Value>]) {
        guard let current = gesture else { return }
        gesture = nil
        switch target {
        case .row(let row):
            // A release on a header, a separator or a disabled option does nothing.
            choose(row, events: &events)
        case .outside:
            if current.origin == .trigger, current.hasMoved { dismiss(.dragReleasedOutside, events: &events) }
        case .trigger, .list:
            // Press and release on the trigger: the list stays open ("sticky") for a click.
            break
        }
    }
}
