import SelectionKit

/// What the user chose: where, with which checks, and how long the maintenance window lasts.
public struct DeployPlan: Sendable, Equatable, CustomStringConvertible {
    /// Where.
    public var environment: Environment
    /// The checks to run first, in list order.
    public var checks: [Check]
    /// How long the service may be down.
    public var window: Duration

    /// Creates a plan.
    public init(environment: Environment, checks: [Check], window: Duration) {
        self.environment = environment
        self.checks = checks
        self.window = window
    }

    /// `deploy to Staging after lint, unit tests; window 30 min`.
    public var description: String {
        let minutes = window.components.seconds / 60
        return "deploy to \(environment) after \(checks.map(\.description).joined(separator: ", ")); window \(minutes) min"
    }
}
