/// The parts of a control sequence `CSI P…P I…I F` that arrived as input (ECMA-48 §5.4):
/// a private marker, numeric parameters with sub-parameters, intermediate bytes, a final byte.
///
/// `CSI < 0 ; 12 ; 3 M` has marker `<`, parameters `[[0], [12], [3]]` and final `M`;
/// kitty's `CSI 97 : 65 ; 2 u` has parameters `[[97, 65], [2]]`.
struct ControlSequence: Equatable {
    /// `<`, `=`, `>` or `?` when the parameter bytes start with one.
    var marker: UInt8?
    /// Fields separated by `;`, each a list of sub-fields separated by `:`; nil for an empty one.
    var parameters: [[Int?]]
    /// Bytes 0x20–0x2F between the parameters and the final byte.
    var intermediates: [UInt8]
    /// The byte 0x40–0x7E that ends the sequence.
    var final: UInt8
    /// True when the parameter bytes break the grammar (a marker byte after the start, a
    /// parameter after an intermediate): such a sequence means nothing to the decoder.
    var isMalformed: Bool

    /// Values above this are clamped while reading digits, so no parameter overflows.
    static let largestValue = 9_999_999

    /// Splits parameter and intermediate bytes (everything between `CSI` and the final byte).
    init(_ body: ArraySlice<UInt8>, final: UInt8) {
        self.final = final
        marker = nil
        parameters = []
        intermediates = []
        isMalformed = false
        var index = body.startIndex
        if index < body.endIndex, (0x3C...0x3F).contains(body[index]) {
            marker = body[index]
            index += 1
        }
        guard index < body.endIndex else { return }
        var fields: [[Int?]] = [[nil]]
        while index < body.endIndex {
            let byte = body[index]
            index += 1
            switch byte {
            case 0x30...0x39:  // a digit
                if !intermediates.isEmpty { isMalformed = true }
                let digit = Int(byte - 0x30)
                let last = fields.count - 1
                let sub = fields[last].count - 1
                let value = (fields[last][sub] ?? 0) * 10 + digit
                fields[last][sub] = Swift.min(value, Self.largestValue)
            case 0x3A:  // ':' starts a sub-field
                if !intermediates.isEmpty { isMalformed = true }
                fields[fields.count - 1].append(nil)
            case 0x3B:  // ';' starts a field
                if !intermediates.isEmpty { isMalformed = true }
                fields.append([nil])
            case 0x3C...0x3F:
                isMalformed = true
            default:
                intermediates.append(byte)
            }
        }
        // Intermediates alone leave the single empty field: no parameters.
        if fields != [[nil]] { parameters = fields }
    }

    /// The first sub-field of field `index`, nil when absent or empty.
    func value(_ index: Int) -> Int? {
        guard index < parameters.count, let first = parameters[index].first else { return nil }
        return first
    }

    /// Sub-field `sub` of field `index`, nil when absent or empty.
    func value(_ index: Int, sub: Int) -> Int? {
        guard index < parameters.count, sub < parameters[index].count else { return nil }
        return parameters[index][sub]
    }
}
