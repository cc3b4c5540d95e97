import SelectionCore

extension DropDown where Value: CaseIterable {
    /// Creates a drop-down over every case of an enumeration, labelled with `String(describing:)`
    /// (its `description` when the type is `CustomStringConvertible`).
    ///
    /// ```swift
    /// enum Environment: String, CaseIterable, CustomStringConvertible {
    ///     case staging, production
    ///     var description: String { rawValue.capitalized }
    /// }
    /// let environment = try await DropDown("Environment", from: Environment.self).run().value
    /// ```
    ///
    /// - Parameters:
    ///   - title: Shown before the trigger; nil for none.
    ///   - type: The enumeration whose cases are the options.
    ///   - disabled: Why a case cannot be chosen, or nil when it can.
    ///   - preselecting: The option chosen to begin with.
    ///   - configuration: Looks and behaviours.
    public init(
        _ title: String? = nil,
        from type: Value.Type,
        disabled: (Value) -> String? = { _ in nil },
        preselecting: Preselection<Value> = .nothing,
        configuration: ListPromptConfiguration = ListPromptConfiguration()
    ) {
        self.init(title, options: Choice.allCases(of: type, disabled: disabled), preselecting: preselecting, configuration: configuration)
    }
}

extension MultiSelect where Element: CaseIterable {
    /// Creates a multiple choice over every case of an enumeration, labelled with `String(describing:)`.
    ///
    /// ```swift
    /// enum Check: String, CaseIterable { case lint, unitTests, smokeTest }
    /// let checks = try await MultiSelect("Checks", from: Check.self, minimum: 1).run().value
    /// ```
    ///
    /// - Parameters:
    ///   - title: Shown before the trigger; nil for none.
    ///   - type: The enumeration whose cases are the options.
    ///   - disabled: Why a case cannot be chosen, or nil when it can.
    ///   - minimum: At least this many must be checked for Enter to finish; 0 for no minimum.
    ///   - limit: At most this many may be checked; nil for no limit.
    ///   - preselecting: The options checked to begin with.
    ///   - configuration: Looks and behaviours.
    public init(
        _ title: String? = nil,
        from type: Element.Type,
        disabled: (Element) -> String? = { _ in nil },
        minimum: Int = 0,
        limit: Int? = nil,
        preselecting: Preselection<Element> = .nothing,
        configuration: ListPromptConfiguration = ListPromptConfiguration(keyMap: .multiSelect)
    ) {
        self.init(
            title, options: Choice.allCases(of: type, disabled: disabled), minimum: minimum, limit: limit, preselecting: preselecting,
            configuration: configuration)
    }
}

extension DropDown {
    /// Why the list offers nothing to choose — it has no options, or every option is disabled
    /// (their reasons quoted) — or nil when it has something.
    ///
    /// Such a drop-down does not wait for Esc: it ends at once with ``PromptResult/cancelled``
    /// and leaves this text as its summary line (`Environment: nothing to choose: …`).
    public var nothingToChoose: String? { engine.nothingToChoose }
}

extension MultiSelect {
    /// Why the list offers nothing to check — no options, or every one disabled (their reasons
    /// quoted) — or nil. Such a prompt ends at once with ``PromptResult/cancelled`` and leaves
    /// this text as its summary line.
    public var nothingToChoose: String? { engine.nothingToChoose }
}
