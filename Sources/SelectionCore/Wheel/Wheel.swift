/// One wheel of a ``WheelFormat``: a column of at most ten digits, or of text options.
///
/// A digit wheel's ``rows`` are the widest range it can ever offer; what it offers *now* depends
/// on the wheels to its left and is asked of the state (`WheelState.rows(ofWheel:)`): the
/// units of a 24-hour clock's hours offer 0–3 while the tens show 2.
public struct Wheel: Sendable, Hashable {
    /// What a wheel shows.
    public enum Kind: Sendable, Hashable {
        /// A digit wheel; its rows are digits.
        case digit
        /// A text wheel; its rows index `options`.
        case text(options: [String])
    }

    /// Digit or text.
    public let kind: Kind
    /// The role of the segment the wheel belongs to.
    public let role: WheelRole
    /// The index of the wheel's segment in the format.
    public let segment: Int
    /// The widest range of rows the wheel can offer: digits, or option indexes.
    public let rows: ClosedRange<Int>
    /// Where the wheel was written in the pattern, in characters from 0.
    public let patternPosition: Int

    /// Whether the wheel shows digits.
    public var isDigit: Bool { kind == .digit }

    /// The text of row `row`: the digit, or the option.
    ///
    /// ```swift
    /// let period = try WheelFormat("12:59 [AM|PM]").wheels[4]
    /// period.label(ofRow: 1)   // "PM"
    /// ```
    public func label(ofRow row: Int) -> String {
        switch kind {
        case .digit:
            return String(row)
        case .text(let options):
            return options.indices.contains(row) ? options[row] : ""
        }
    }

    /// Creates a wheel description.
    init(kind: Kind, role: WheelRole, segment: Int, rows: ClosedRange<Int>, patternPosition: Int) {
        self.kind = kind
        self.role = role
        self.segment = segment
        self.rows = rows
        self.patternPosition = patternPosition
    }
}
