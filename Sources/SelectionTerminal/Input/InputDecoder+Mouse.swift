import SelectionCore

extension InputDecoder {
    /// SGR 1006 `CSI < b ; x ; y M` (press, motion) or `m` (release), 1-based x and y.
    static func sgrMouseStep(_ sequence: ControlSequence, length: Int) -> DecodeStep? {
        guard sequence.parameters.count == 3, let code = sequence.value(0), let column = sequence.value(1),
            let row = sequence.value(2)
        else { return nil }
        return mouseStep(code: code, column: column, row: row, isRelease: sequence.final == 0x6D, length: length)
    }

    /// urxvt 1015 `CSI b ; x ; y M`: the X10 button code (plus 32) in decimal.
    static func urxvtMouseStep(_ sequence: ControlSequence, length: Int) -> DecodeStep? {
        guard sequence.parameters.count == 3, let code = sequence.value(0), code >= 32,
            let column = sequence.value(1), let row = sequence.value(2)
        else { return nil }
        return mouseStep(code: code - 32, column: column, row: row, isRelease: false, length: length)
    }

    /// X10 `ESC [ M Cb Cx Cy` at `index`: each value plus 32 as one byte.
    ///
    /// A byte below 32 cannot be part of the report: then `ESC [ M` alone is unknown and
    /// decoding resumes at that byte.
    static func x10MouseStep(_ bytes: [UInt8], at index: Int) -> DecodeStep {
        let values = bytes[(index + 3)..<(index + 6)]
        guard values.allSatisfy({ $0 >= 32 }) else { return .unknown(bytes, index..<(index + 3)) }
        let step = mouseStep(
            code: Int(values[index + 3]) - 32, column: Int(values[index + 4]) - 32,
            row: Int(values[index + 5]) - 32, isRelease: false, length: 6)
        return step ?? .unknown(bytes, index..<(index + 6))
    }

    /// The event for button code `code` at the 1-based `column` and `row`.
    ///
    /// The code's low two bits are the button (3: none, which is a release in the X10 and
    /// urxvt forms), 4 Shift, 8 Alt (Meta), 16 Ctrl, 32 motion, 64 the wheel (64–67: up, down,
    /// left, right), 128 the extra buttons 8–11. A wheel release is ignored.
    static func mouseStep(code: Int, column: Int, row: Int, isRelease: Bool, length: Int) -> DecodeStep? {
        var modifiers: Modifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.ctrl) }
        let isMotion = code & 32 != 0
        let position = Point(x: max(0, column - 1), y: max(0, row - 1))
        let button: MouseEvent.Button
        switch code & ~(4 | 8 | 16 | 32) {
        case 0: button = .left
        case 1: button = .middle
        case 2: button = .right
        case 3: button = .none
        case 64...67:
            if isRelease { return .ignored(length: length) }
            let directions: [MouseEvent.ScrollDirection] = [.up, .down, .left, .right]
            let scroll = MouseEvent(.scroll(directions[code & 3]), at: position, modifiers: modifiers)
            return .event(.mouse(scroll), length: length)
        case 128...131: button = .extra(8 + code & 3)
        default: return nil
        }
        let kind: MouseEvent.Kind
        if isMotion {
            kind = button == .none ? .move : .drag
        } else if isRelease || button == .none {
            kind = .release
        } else {
            kind = .press
        }
        return .event(.mouse(MouseEvent(kind, button: button, at: position, modifiers: modifiers)), length: length)
    }
}
