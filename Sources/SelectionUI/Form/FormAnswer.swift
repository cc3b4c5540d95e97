import SelectionCore

/// One answer of a ``Form``: the field's key and label, and what was answered, as text and typed.
///
/// ```swift
/// if case .chosen(let answers) = try await form.run() {
///     if let replicas = answers["replicas"] { print(replicas) }   // a FormValue: 3
///     for answer in answers { print("\(answer.key)=\(answer.value)") }
/// }
/// ```
public struct FormAnswer: Sendable, Hashable {
    /// The field's key.
    public var key: String
    /// The field's label.
    public var label: String
    /// The answer as text (`FormValue`'s `description`).
    public var value: String
    /// The answer, typed.
    public var typedValue: FormValue

    /// Creates an answer in text; its key is its label.
    public init(label: String, value: String) {
        self.init(key: label, label: label, value: .text(value))
    }

    /// Creates a typed answer.
    package init(key: String, label: String, value: FormValue) {
        self.key = key
        self.label = label
        self.value = value.description
        self.typedValue = value
    }
}

extension Array where Element == FormAnswer {
    /// The typed answer of the field `key`, or nil when it was not asked or left without one.
    public subscript(key: String) -> FormValue? { first { $0.key == key }?.typedValue }

    /// The answers decoded into a type of your own, its properties named after the fields' keys.
    ///
    /// ```swift
    /// struct Setup: Decodable { var service: String; var replicas: Int; var notify: Bool; var checks: [String] }
    /// let setup = try answers.decoded(as: Setup.self)
    /// ```
    ///
    /// Text decodes as `String` (and `RawRepresentable` enums), a flag as `Bool`, a number as any
    /// numeric type that holds it exactly, a list as `[String]`; an optional property is nil for a
    /// field not asked (its `when` did not hold) or left without an answer.
    ///
    /// - Throws: `DecodingError` naming the key when an answer is missing or of another type.
    public func decoded<T: Decodable>(as type: T.Type) throws -> T {
        var values: [String: FormValue] = [:]
        for answer in self { values[answer.key] = answer.typedValue }
        return try T(from: FormAnswersDecoder(values: values))
    }
}
