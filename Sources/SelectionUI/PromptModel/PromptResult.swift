/// How a prompt ended. Cancelling is a normal result, never an error.
///
/// ```swift
/// switch try await DropDown("Colour", options: colours).run() {
/// case .chosen(let colour): paint(colour)
/// case .cancelled, .timedOut: break
/// case .interrupted: exit(130)
/// }
/// ```
public enum PromptResult<Value: Sendable>: Sendable {
    /// The user chose this.
    case chosen(Value)
    /// Dismissed with Esc (or the prompt's Cancel button).
    case cancelled
    /// Ctrl-C.
    case interrupted
    /// The time allowed ran out.
    case timedOut

    /// The chosen value, or nil for every other ending.
    public var value: Value? {
        if case .chosen(let value) = self { return value }
        return nil
    }

    /// This result with its value transformed.
    public func map<Other: Sendable>(_ transform: (Value) throws -> Other) rethrows -> PromptResult<Other> {
        switch self {
        case .chosen(let value): return .chosen(try transform(value))
        case .cancelled: return .cancelled
        case .interrupted: return .interrupted
        case .timedOut: return .timedOut
        }
    }
}

extension PromptResult: Equatable where Value: Equatable {}
