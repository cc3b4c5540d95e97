import Testing

@testable import SelectionCore

/// Sends `action` to `state` and expects, TCA `TestStore` style, that the whole new state equals
/// the old one changed by `mutate`, and that exactly `events` were emitted, in order.
///
/// ```swift
/// expectTransition(&list, .moveDown, events: [.highlightChanged(0)]) { $0.highlighted = 0 }
/// ```
///
/// On a mismatch it names each field that differs, with the expected and actual values, then
/// leaves `state` as the machine produced it so that the next step starts from the truth.
func expectTransition<Machine: StateMachine>(
    _ state: inout Machine,
    _ action: Machine.Action,
    events expectedEvents: [Machine.Event] = [],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ mutate: (inout Machine) -> Void = { _ in }
) {
    var expected = state
    mutate(&expected)
    let events = state.send(action)
    #expect(events == expectedEvents, "events for \(action)", sourceLocation: sourceLocation)
    if state != expected {
        let differences = StateDifference.between(expected: expected, actual: state)
        Issue.record("state after \(action) differs:\n\(differences.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }
}

/// Sends `action` and expects that nothing changed and nothing was emitted: a no-op.
func expectNoChange<Machine: StateMachine>(
    _ state: inout Machine,
    _ action: Machine.Action,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectTransition(&state, action, events: [], sourceLocation: sourceLocation)
}

/// Field-by-field differences between two values, found with `Mirror`, for readable failures.
enum StateDifference {
    static func between(expected: Any, actual: Any, path: String = "", depth: Int = 0) -> [String] {
        let expectedText = String(describing: expected)
        let actualText = String(describing: actual)
        guard expectedText != actualText else { return [] }
        let expectedMirror = Mirror(reflecting: expected)
        let actualMirror = Mirror(reflecting: actual)
        let expectedChildren = Array(expectedMirror.children)
        let actualChildren = Array(actualMirror.children)
        let isStructured = expectedMirror.displayStyle == .struct || expectedMirror.displayStyle == .class
        if depth < 4, isStructured, expectedChildren.count == actualChildren.count, !expectedChildren.isEmpty {
            var lines: [String] = []
            for (left, right) in zip(expectedChildren, actualChildren) {
                let label = left.label ?? "?"
                lines += between(
                    expected: left.value, actual: right.value, path: path.isEmpty ? label : "\(path).\(label)", depth: depth + 1)
            }
            if !lines.isEmpty { return lines }
        }
        return ["  \(path.isEmpty ? "value" : path): expected \(expectedText), actual \(actualText)"]
    }
}
