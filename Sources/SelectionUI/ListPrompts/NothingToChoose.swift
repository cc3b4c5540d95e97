import SelectionCore

/// Why a list prompt offers nothing to choose; a list with nothing to choose ends at once and says so.
enum NothingToChoose {
    /// Why a list of `items` offers nothing to choose — no options, or every one disabled, with
    /// the reasons — or nil when at least one option can be chosen.
    ///
    /// ```
    /// nothing to choose
    /// nothing to choose: every option is disabled (Production: frozen until Monday; Staging: being rebuilt)
    /// ```
    static func reason<Value>(in items: some Collection<ListItem<Value>>) -> String? {
        var disabled: [Choice<Value>] = []
        for item in items {
            guard case .option(let option) = item else { continue }
            if option.isEnabled { return nil }
            disabled.append(option)
        }
        guard !disabled.isEmpty else { return "nothing to choose" }
        let shown = disabled.prefix(3).map { option in option.disabledReason.map { "\(option.label): \($0)" } ?? option.label }
        let more = disabled.count > shown.count ? "; \(disabled.count - shown.count) more" : ""
        let every = disabled.count == 1 ? "the only option is disabled" : "every option is disabled"
        return "nothing to choose: \(every) (" + shown.joined(separator: "; ") + more + ")"
    }
}
