import SelectionKit

/// The three questions `deploy` asks, each a prompt value, so tests can drive them one by one.
public struct DeployQuestions: Sendable {
    /// Environments that cannot be chosen today, with the reason shown beside them.
    public var frozen: [Environment: String]

    /// Creates the questions; production is frozen unless told otherwise.
    public init(frozen: [Environment: String] = [.production: "frozen until the release"]) {
        self.frozen = frozen
    }

    /// Where to deploy: a drop-down over ``Environment``, frozen ones disabled with their reason.
    public var environment: DropDown<Environment> {
        let frozen = frozen
        return DropDown("Environment", from: Environment.self, disabled: { frozen[$0] })
    }

    /// Which checks to run: at least one, lint checked to begin with.
    public var checks: MultiSelect<Check> {
        MultiSelect("Checks", from: Check.self, minimum: 1, preselecting: .value(.lint))
    }

    /// How long the maintenance window is: hours, minutes and seconds on wheels, at most four hours.
    public var window: WheelPicker {
        WheelPicker(title: "Window", format: .hoursMinutesSeconds, duration: .seconds(30 * 60), maximum: .seconds(4 * 3600))
    }

    /// Asks the three questions in turn on `backend` (the terminal, or a virtual one in tests);
    /// nil when the user cancels one of them or there is nothing to choose.
    ///
    /// - Parameters:
    ///   - backend: Where the prompts run.
    ///   - options: How they are presented.
    public func ask(
        on backend: some TerminalBackend, options: PromptHost.Options = PromptHost.Options()
    ) async throws(TerminalError)
        -> DeployPlan?
    {
        guard let environment = try await environment.run(on: backend, options: options).value,
            let checks = try await checks.run(on: backend, options: options).value,
            let window = try await window.run(on: backend, options: options).duration
        else { return nil }
        return DeployPlan(environment: environment, checks: checks, window: window)
    }

    /// Asks the three questions in the terminal.
    public func ask() async throws(TerminalError) -> DeployPlan? {
        guard let environment = try await environment.run().value,
            let checks = try await checks.run().value,
            let window = try await window.run().duration
        else { return nil }
        return DeployPlan(environment: environment, checks: checks, window: window)
    }
}
