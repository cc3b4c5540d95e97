import SelectionKit

/// What the deploy form answers, decoded from its fields by key.
public struct DeploySettings: Decodable, Sendable, Equatable {
    /// Where to deploy.
    public var environment: Environment
    /// The checks to run.
    public var checks: [Check]
    /// How many replicas: asked only for production.
    public var replicas: Int?
    /// Whether to tell the team.
    public var notify: Bool
    /// Why, in a line.
    public var reason: String

    /// Creates settings.
    public init(environment: Environment, checks: [Check], replicas: Int?, notify: Bool, reason: String) {
        self.environment = environment
        self.checks = checks
        self.replicas = replicas
        self.notify = notify
        self.reason = reason
    }
}

extension Environment: Decodable {}
extension Check: Decodable {}

extension DeployQuestions {
    /// The questions as one form of two pages, decoded into ``DeploySettings``: the environment
    /// (frozen ones disabled), replicas for production only, the checks (at least one), whether to
    /// tell the team, and a reason whose default names the environment.
    public var form: Form {
        let frozen = frozen
        let environments = Environment.allCases.map { Choice($0.description, value: $0.rawValue, disabled: frozen[$0]) }
        return Form(
            title: "Deploy",
            groups: [
                FormGroup(
                    "Target",
                    fields: [
                        FormField("environment", title: "Environment", kind: .choose(options: environments), rules: [.required()]),
                        FormField(
                            "replicas", title: "Replicas", kind: .number(NumberFieldConfiguration(minimum: DecimalNumber(1))),
                            default: .number(2), when: .equals("environment", Environment.production.rawValue)),
                    ]),
                FormGroup(
                    "Checks",
                    fields: [
                        FormField(
                            "checks", title: "Checks",
                            kind: .multi(options: Check.allCases.map { Choice($0.description, value: $0.rawValue) }),
                            rules: [.picks(minimum: 1, message: "check at least one")]),
                        FormField("notify", title: "Tell the team", kind: .confirm(), default: .flag(true)),
                        FormField(
                            "reason", title: "Reason", kind: .input(), default: .text("deploy to {environment}"), rules: [.required()]),
                    ]),
            ])
    }
}
