extension ListPromptConfiguration {
    /// Where a list prompt's highlight starts when its list opens.
    ///
    /// ```swift
    /// var configuration = ListPromptConfiguration(keyMap: .multiSelect)
    /// configuration.initialHighlight = .firstOption   // checked: "Lint"; highlighted: the first row
    /// let checks = MultiSelect("Checks", options: ["Build", "Lint"], preselecting: .value("Lint"), configuration: configuration)
    /// ```
    public enum InitialHighlight: Sendable, Hashable {
        /// On the first selected (preselected) option, scrolled into view; on the first option when none is selected.
        case firstSelected
        /// On the first enabled option, whatever is selected.
        case firstOption
    }
}
