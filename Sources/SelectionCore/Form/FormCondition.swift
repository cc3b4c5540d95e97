/// When a field (or a group of fields) of a form is asked: an earlier answer equals a value, is
/// one of several, or is given at all.
///
/// ```swift
/// let replicas = FormField("replicas", title: "Replicas", kind: .number(NumberFieldConfiguration(minimum: DecimalNumber(1))),
///                          when: .equals("environment", "production"))
/// ```
///
/// Answers are compared by their text (``FormValue/description``): a confirmation is `true` or
/// `false`; a list matches when one of its items does. A field whose condition refers to a field
/// that is hidden, unanswered or later in the form is hidden.
public indirect enum FormCondition: Sendable, Hashable {
    /// The answer of the field `key` is `value`.
    case equals(String, String)
    /// The answer of the field `key` is one of `values`.
    case oneOf(String, [String])
    /// The field `key` has an answer that is not empty.
    case isSet(String)
    /// Every condition holds.
    case all([FormCondition])

    /// Whether the condition holds for `answers` (the answers of the fields shown before).
    package func holds(for answers: [String: FormValue]) -> Bool {
        switch self {
        case .equals(let key, let value):
            return answers[key]?.matchedTexts.contains(value) ?? false
        case .oneOf(let key, let values):
            return answers[key]?.matchedTexts.contains { values.contains($0) } ?? false
        case .isSet(let key):
            return answers[key].map { !$0.isEmpty } ?? false
        case .all(let conditions):
            return conditions.allSatisfy { $0.holds(for: answers) }
        }
    }

    /// The keys of the fields the condition reads.
    package var keys: [String] {
        switch self {
        case .equals(let key, _), .oneOf(let key, _), .isSet(let key): [key]
        case .all(let conditions): conditions.flatMap(\.keys)
        }
    }
}
