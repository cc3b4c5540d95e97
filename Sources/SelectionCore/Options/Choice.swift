/// One option of a list — one choosable row: a label, the value it stands for, and how it looks.
///
/// Named `Choice` rather than `Option` so it never collides with ArgumentParser's `@Option`
/// in the command-line tools that use SelectionKit.
///
/// The label is what typeahead searches, what a value-mode trigger shows once the option is
/// chosen, and what a screen reader would read; `content` only says how the row is drawn.
/// A disabled option stays visible and says why (`disabled: "reason"`, the same word as the
/// `"disabled"` key of `sel choose --json`); navigation, typeahead and select-all pass over it
/// (NAV-02, TA-09, LB-12).
///
/// ```swift
/// let red = Choice("Red", value: Colour(red: 255, green: 0, blue: 0), content: .swatchAndText(Colour(red: 255, green: 0, blue: 0)))
/// let later = Choice("Purple", value: "#ff00ff", disabled: "Out of stock")
/// ```
public struct Choice<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The text shown for the option and matched by typeahead.
    public var label: String
    /// The value the option stands for; a value-mode drop-down reports it when chosen.
    public var value: Value
    /// Secondary text drawn after or under the label (a shortcut, a description, a count).
    public var detail: String?
    /// How the row is drawn: text, a colour swatch, a picture, or an image beside the text.
    public var content: OptionContent
    /// Why the option cannot be chosen right now; `nil` when it is enabled.
    public var disabledReason: String?

    /// Creates an option.
    ///
    /// - Parameters:
    ///   - label: The text shown and searched by typeahead.
    ///   - value: The value the option stands for.
    ///   - detail: Optional secondary text.
    ///   - content: How the row is drawn; text by default.
    ///   - disabled: Why the option cannot be chosen (shown beside it), or `nil` for an enabled option.
    public init(
        _ label: String,
        value: Value,
        detail: String? = nil,
        content: OptionContent = .text,
        disabled: String? = nil
    ) {
        self.label = label
        self.value = value
        self.detail = detail
        self.content = content
        self.disabledReason = disabled
    }

    /// Creates an option; the earlier spelling of ``init(_:value:detail:content:disabled:)``.
    ///
    /// - Parameters:
    ///   - label: The text shown and searched by typeahead.
    ///   - value: The value the option stands for.
    ///   - detail: Optional secondary text.
    ///   - content: How the row is drawn.
    ///   - disabledReason: Why the option is disabled, or `nil` for an enabled option.
    @available(*, deprecated, renamed: "init(_:value:detail:content:disabled:)")
    public init(_ label: String, value: Value, detail: String? = nil, content: OptionContent = .text, disabledReason: String?) {
        self.init(label, value: value, detail: detail, content: content, disabled: disabledReason)
    }

    /// True when the option can be highlighted (under the `skip` policy) and chosen.
    public var isEnabled: Bool { disabledReason == nil }
}

extension Choice where Value == String {
    /// Creates an option whose value is its own label: the common case of a list of strings.
    ///
    /// ```swift
    /// let items: [ListItem<String>] = ["Design", "Testing"].map { .option(Choice($0)) }
    /// ```
    ///
    /// - Parameters:
    ///   - label: The text shown, searched by typeahead, and returned when chosen.
    ///   - detail: Optional secondary text.
    ///   - content: How the row is drawn; text by default.
    ///   - disabled: Why the option cannot be chosen, or `nil` for an enabled option.
    public init(_ label: String, detail: String? = nil, content: OptionContent = .text, disabled: String? = nil) {
        self.init(label, value: label, detail: detail, content: content, disabled: disabled)
    }

    /// Creates an option whose value is its own label; the earlier spelling of ``init(_:detail:content:disabled:)``.
    ///
    /// - Parameters:
    ///   - label: The text shown, searched by typeahead, and returned when chosen.
    ///   - detail: Optional secondary text.
    ///   - content: How the row is drawn.
    ///   - disabledReason: Why the option is disabled, or `nil` for an enabled option.
    @available(*, deprecated, renamed: "init(_:detail:content:disabled:)")
    public init(_ label: String, detail: String? = nil, content: OptionContent = .text, disabledReason: String?) {
        self.init(label, value: label, detail: detail, content: content, disabled: disabledReason)
    }
}
