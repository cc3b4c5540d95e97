import SelectionKit

/// Where a deployment goes.
public enum Environment: String, CaseIterable, Sendable, CustomStringConvertible {
    /// The rehearsal.
    case staging
    /// A slice of real traffic.
    case canary
    /// Everyone.
    case production

    /// The label the drop-down shows: `Staging`.
    public var description: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// A check to run before deploying.
public enum Check: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Static analysis.
    case lint
    /// The unit tests.
    case unitTests = "unit tests"
    /// A short run against the deployed service.
    case smokeTest = "smoke test"

    /// The label the list shows.
    public var description: String { rawValue }
}
