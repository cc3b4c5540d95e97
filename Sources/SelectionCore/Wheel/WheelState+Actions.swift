// The one entry point, `send`, and focus movement.

extension WheelState {
    /// Applies one action and reports what changed.
    ///
    /// ```swift
    /// var clock = try WheelState(format: .clock24)
    /// clock.send(.type("2"))      // 02:00, waiting: 20–23 are still possible
    /// clock.send(.type("5"))      // 25 is too large: starts over as 05 and moves to the minutes (DT-11)
    /// clock.send(.stepUp)         // minutes tens 0 → 1: 05:10
    /// ```
    ///
    /// - Returns: ``WheelEvent/valueChanged(_:)``, ``WheelEvent/validityChanged(_:)`` and
    ///   ``WheelEvent/focusChanged(wheel:)`` for what changed, in that order, then the action's own
    ///   events (``WheelEvent/focusLeftEnd``, ``WheelEvent/focusRightEnd``); or only
    ///   ``WheelEvent/rejectedInput(_:)`` when the action was refused and nothing changed.
    @discardableResult
    public mutating func send(_ action: WheelAction) -> [WheelEvent] {
        let before = Snapshot(self)
        var trailing: [WheelEvent] = []
        let lastWheel = format.wheels.count - 1
        switch action {
        case .stepUp, .stepDown:
            entry = nil
            turn(focus, direction: action == .stepUp ? 1 : -1)
        case .pageUp, .pageDown:
            entry = nil
            page(direction: action == .pageUp ? 1 : -1)
        case .toLowest, .toHighest:
            entry = nil
            setSegmentToExtreme(highest: action == .toHighest)
        case .moveLeft, .tabBackward:
            entry = nil
            if focus > 0 {
                focus -= 1
            } else if action == .tabBackward {
                trailing.append(.focusLeftEnd)
            }
        case .moveRight, .tabForward:
            entry = nil
            if focus < lastWheel {
                focus += 1
            } else if action == .tabForward {
                trailing.append(.focusRightEnd)
            }
        case .type(let character):
            guard type(character) else { return [.rejectedInput(action)] }
        case .deleteBackward:
            deleteBackward()
        case .turn(let wheel, let steps):
            guard format.wheels.indices.contains(wheel) else { return [.rejectedInput(action)] }
            entry = nil
            focus = wheel
            for _ in 0..<steps.magnitude { turn(wheel, direction: steps > 0 ? 1 : -1) }
        case .focus(let wheel):
            guard format.wheels.indices.contains(wheel) else { return [.rejectedInput(action)] }
            entry = nil
            focus = wheel
        }
        return before.changes(to: self) + trailing
    }

    /// The first wheel of the segment after the one holding wheel `index`, if there is one.
    func firstWheelOfNextSegment(after index: Int) -> Int? {
        let next = format.wheels[index].segment + 1
        return format.segments.indices.contains(next) ? format.segments[next].wheels.lowerBound : nil
    }
}
