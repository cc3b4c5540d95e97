/// What the text of a number field says, for the message line and for Done.
///
/// Typing never clamps (docs/behaviour.md §7): a number out of range stays as typed and is flagged.
public enum NumberValidity: Sendable, Equatable {
    /// A number within the bounds.
    case valid
    /// Nothing typed.
    case empty
    /// The start of a number that is not one yet (`-`, `.`).
    case incomplete
    /// Text that is not a number (a paste such as `12abc`).
    case notANumber
    /// A number below the minimum, which is given.
    case belowMinimum(DecimalNumber)
    /// A number above the maximum, which is given.
    case aboveMaximum(DecimalNumber)

    /// Whether the text is a number that may be accepted.
    public var isValid: Bool { self == .valid }
}
