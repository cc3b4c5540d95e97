import Testing

@testable import SelectionCore

// Helpers for wheel tests. A generic `expectTransition` is planned in Support/; this one is
// specific to `WheelState` until the two are unified.

/// Sends `action` and expects the whole resulting state to equal the previous state changed by
/// `update`, and the events to equal `events` (TCA's TestStore style).
func expectWheelTransition(
    _ state: inout WheelState,
    _ action: WheelAction,
    events: [WheelEvent] = [],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout WheelState) -> Void = { _ in }
) {
    var expected = state
    update(&expected)
    let actual = state.send(action)
    #expect(actual == events, "events after \(action)", sourceLocation: sourceLocation)
    #expect(state == expected, "state after \(action)", sourceLocation: sourceLocation)
}

/// Everything an action can change in a wheel state, in one readable value: the text the
/// wheels show (which determines every row), the focused wheel and the pending typed entry.
struct WheelSnapshot: Equatable, CustomStringConvertible {
    var text: String
    var focus: Int
    var typed: String?

    init(_ text: String, focus: Int, typed: String? = nil) {
        self.text = text
        self.focus = focus
        self.typed = typed
    }

    init(_ state: WheelState) {
        text = state.text
        focus = state.focus
        typed = state.entry?.typed
    }

    var description: String { "\"\(text)\" focus \(focus)" + (typed.map { " typed \"\($0)\"" } ?? "") }
}

/// One step of a table: an action and the snapshot after it.
typealias WheelStep = (action: WheelAction, after: WheelSnapshot)

/// Runs `steps` from `state`, expecting each snapshot in turn; also checks that rejected steps
/// (those whose snapshot does not change) report `.rejectedInput` only when they are typed.
func expectWheelSteps(
    _ state: WheelState, _ steps: [WheelStep], sourceLocation: SourceLocation = #_sourceLocation
) {
    var state = state
    for (number, step) in steps.enumerated() {
        state.send(step.action)
        #expect(WheelSnapshot(state) == step.after, "step \(number + 1): \(step.action)", sourceLocation: sourceLocation)
    }
}

extension WheelState {
    /// A state for tests: `format` showing `text` (parsed), focus on `focus`.
    init(_ pattern: String, _ text: String, focus: Int = 0, carries: Bool = false) throws {
        let format = try WheelFormat(pattern)
        try self.init(format: format, carries: carries)
        rows = try format.parseRows(text).get()
        self.focus = focus
    }
}
