/// A check a form's field must pass before the form finishes: its message is shown under the
/// field, and Enter does not leave the field while it fails.
///
/// ```swift
/// let service = FormField("name", title: "Service", kind: .input(), rules: [.required(), .pattern("[a-z][a-z0-9-]*", message: "lower case and dashes")])
/// ```
///
/// Every rule but ``required(message:)`` (and a minimum of ``picks(minimum:maximum:message:)``) passes an empty answer; a `message` replaces the rule's
/// own words (`at least 2`).
public enum FormRule: Sendable, Hashable {
    /// An answer must be given, and not be empty.
    case required(message: String? = nil)
    /// The text must match the regular expression whole (Swift `Regex` syntax).
    case pattern(String, message: String? = nil)
    /// A number's value must lie within the bounds.
    case range(minimum: Double? = nil, maximum: Double? = nil, message: String? = nil)
    /// The text's length in characters must lie within the bounds.
    case length(minimum: Int? = nil, maximum: Int? = nil, message: String? = nil)
    /// The number of options checked must lie within the bounds.
    case picks(minimum: Int? = nil, maximum: Int? = nil, message: String? = nil)

    /// Why `value` fails the rule, or nil when it passes.
    package func problem(with value: FormValue?) -> String? {
        if case .required(let message) = self {
            guard let value, !value.isEmpty else { return message ?? "required" }
            return nil
        }
        // An empty answer passes every rule but `required`, and a checklist's fewest picks.
        if case .picks(let minimum?, _, let message) = self, case .list(let items)? = value, items.count < minimum {
            return message ?? "pick at least \(minimum)"
        }
        guard let value, !value.isEmpty else { return nil }
        switch (self, value) {
        case (.pattern(let pattern, let message), _):
            guard let regex = try? Regex(pattern) else { return "the pattern \(pattern) is not a regular expression" }
            return (try? regex.wholeMatch(in: value.description)) == nil ? message ?? "must match \(pattern)" : nil
        case (.range(let minimum, let maximum, let message), .number(let number)):
            return Self.bounds(number, minimum, maximum, message: message, describe: FormValue.text(of:))
        case (.length(let minimum, let maximum, let message), _):
            let count = Double(value.description.count)
            return Self.bounds(count, minimum.map(Double.init), maximum.map(Double.init), message: message) {
                let whole = Int($0)
                return "\(whole) character\(whole == 1 ? "" : "s")"
            }
        case (.picks(let minimum, let maximum, let message), .list(let items)):
            return Self.bounds(Double(items.count), minimum.map(Double.init), maximum.map(Double.init), message: message) {
                "\(Int($0))"
            }.map { message == nil ? "pick " + $0 : $0 }
        default:
            return nil
        }
    }

    private static func bounds(
        _ value: Double, _ minimum: Double?, _ maximum: Double?, message: String?, describe: (Double) -> String
    ) -> String? {
        if let minimum, value < minimum { return message ?? "at least \(describe(minimum))" }
        if let maximum, value > maximum { return message ?? "at most \(describe(maximum))" }
        return nil
    }
}
