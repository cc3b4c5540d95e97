// WheelFuzzer: libFuzzer driver for the wheel pattern parser and the wheel value parser of
// `sel wheel --format/--value`, and a replayer of saved inputs (see TESTING.md, "Fuzzing").
// The input is a pattern, a NUL byte, then a value text; the checks trap on failure.
import Foundation
import FuzzSupport
import SelectionCore

/// Every invariant, for one input.
func check(_ data: [UInt8]) {
    let cut = data.firstIndex(of: 0) ?? data.count
    let pattern = String(decoding: data[..<cut], as: UTF8.self)
    let text = cut < data.count ? String(decoding: data[(cut + 1)...], as: UTF8.self) : ""
    let format: WheelFormat
    do {
        format = try WheelFormat(pattern)
    } catch {
        _ = error.description
        return
    }
    precondition(!format.wheels.isEmpty, "a format without wheels")
    switch format.parse(text) {
    case .failure(let error):
        _ = error.description
    case .success(let value):
        precondition(value.isFinite, "a parsed value is not finite")
        // A value the text gave, the wheels can show, and their text reads back as the same value.
        do {
            let shown = try format.string(for: value)
            guard case .success(let again) = format.parse(shown) else { preconditionFailure("\(shown) does not read back") }
            precondition(again == value, "\(shown) reads back as \(again), not \(value)")
            _ = try WheelState(format: format, value: value)
        } catch {
            preconditionFailure("a parsed value cannot be shown: \(error)")
        }
    }
    // Any number at all, the input's bytes taken as a Double, is shown or refused, never a trap.
    if data.count >= 8 {
        var bits: UInt64 = 0
        for byte in data.suffix(8) { bits = bits << 8 | UInt64(byte) }
        _ = try? format.string(for: Double(bitPattern: bits))
        _ = try? WheelState(format: format, value: Double(bitPattern: bits))
    }
}

FuzzTarget.run(named: "WheelFuzzer", check: check)
