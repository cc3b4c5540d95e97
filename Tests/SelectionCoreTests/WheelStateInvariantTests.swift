import Testing

@testable import SelectionCore

/// Long scripted runs of every action over many formats, checking after each step what must
/// always hold: the wheels show a value the format can hold, the text reads back as that value,
/// and the events report exactly what changed.
@Suite struct WheelStateInvariantTests {
    /// A fixed-seed generator (a 64-bit linear congruential one), so every run is the same.
    struct Script {
        var seed: UInt64
        mutating func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
    }

    static let patterns = [
        "999.99", "59:59", "99:59:59", "23:59", "12:59 [AM|PM]", "YYYY-MM-DD", "DD/MM/YYYY",
        "YYYY-MM-DD 12:59:59 [AM|PM]", "59:59.99", "999 [km|mi|m]", "9:59", "150", "5",
    ]

    @Test(arguments: patterns, [false, true])
    func invariantsHoldAfterEveryAction(pattern: String, carries: Bool) throws {
        let format = try WheelFormat(pattern)
        var state = try WheelState(format: format, carries: carries)
        var script = Script(seed: UInt64(pattern.count) &* 7919 &+ (carries ? 1 : 0))
        let typed: [Character] = Array("0123456789012345678901234567890123:.-/ apmAPkx")
        for step in 0..<3000 {
            let action: WheelAction
            switch script.next(14) {
            case 0: action = .stepUp
            case 1: action = .stepDown
            case 2: action = .pageUp
            case 3: action = .pageDown
            case 4: action = .toLowest
            case 5: action = .toHighest
            case 6: action = .moveLeft
            case 7: action = .moveRight
            case 8: action = [.tabForward, .tabBackward][script.next(2)]
            case 9: action = .deleteBackward
            case 10: action = .turn(wheel: script.next(format.wheels.count + 1), by: script.next(7) - 3)
            case 11: action = .focus(wheel: script.next(format.wheels.count + 1))
            default: action = .type(typed[script.next(typed.count)])
            }
            let before = state
            let events = state.send(action)
            let problems = Self.problems(after: action, from: before, to: state, events: events)
            #expect(problems.isEmpty, "\(pattern) step \(step): \(action) from \"\(before.text)\" focus \(before.focus)")
            if !problems.isEmpty { return }
        }
    }

    /// What is wrong with `state` after `action` took `before` to it with `events`; empty if nothing.
    static func problems(after action: WheelAction, from before: WheelState, to state: WheelState, events: [WheelEvent]) -> [String] {
        let format = state.format
        var problems: [String] = []
        func check(_ condition: Bool, _ problem: String) {
            if !condition { problems.append(problem) }
        }
        check(format.wheels.indices.contains(state.focus), "focus \(state.focus) out of range")
        for index in format.wheels.indices {
            check(state.availableRows(ofWheel: index).contains(state.rows[index]), "wheel \(index) shows a row it does not offer")
            check(format.wheels[index].rows.contains(state.rows[index]), "wheel \(index) outside its widest rows")
        }
        if case .impossibleDate = state.validity {
            // DT-16: a day the month lacks is shown as typed or turned, but it is no value.
            check(format.lastDayIfImpossible(in: state.rows) != nil, "an impossible date that is possible")
            check(!events.contains { if case .valueChanged = $0 { true } else { false } }, "an impossible date reported as a value")
            if case .success = format.parse(state.text) { problems.append("\"\(state.text)\" parses though it is no date") }
            return problems
        }
        check(format.parse(state.text) == .success(state.value), "\"\(state.text)\" does not read back as \(state.value)")
        check(format.rows(forTicks: format.ticks(of: state.rows), choices: state.rows) == state.rows, "rows do not round-trip")
        if events.contains(.rejectedInput(action)) {
            check(events == [.rejectedInput(action)], "a rejection with other events: \(events)")
            check(state == before, "a rejection changed the state")
        }
        check(events.contains(.valueChanged(state.value)) == (state.value != before.reportableValue), "value events \(events)")
        check(events.contains(.focusChanged(wheel: state.focus)) == (state.focus != before.focus), "focus events \(events)")
        if let entry = state.entry {
            check(entry.wheels.contains(state.focus), "an entry away from the focus")
        }
        return problems
    }
}
