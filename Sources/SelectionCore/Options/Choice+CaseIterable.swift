extension Choice where Value: CaseIterable {
    /// One option per case of `Value`, in declaration order, labelled with `String(describing:)`
    /// (the case's `description` when it is `CustomStringConvertible`, else its name).
    ///
    /// ```swift
    /// enum Environment: String, CaseIterable { case staging, production }
    /// let options = Choice.allCases(of: Environment.self, disabled: { $0 == .production ? "frozen" : nil })
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type whose cases become options.
    ///   - label: The label of each case; `String(describing:)` by default.
    ///   - disabled: Why a case cannot be chosen, or nil when it can; every case enabled by default.
    public static func allCases(
        of type: Value.Type = Value.self,
        label: (Value) -> String = { String(describing: $0) },
        disabled: (Value) -> String? = { _ in nil }
    ) -> [Choice] {
        Value.allCases.map { Choice(label($0), value: $0, disabled: disabled($0)) }
    }
}
