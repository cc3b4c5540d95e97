/// The state of an editable combobox with list autocomplete (docs/behaviour.md §5): the text
/// and its caret, the suggestions the text leaves, the highlighted one, and the value — an
/// option, the typed text itself, or (multi-value) a row of chips. A pure value; ``send(_:)`` is
/// the one way actions come in.
///
/// ```swift
/// var city = ComboBoxState(options: ["Berlin", "Bern", "Bonn"], text: "")
/// city.send(.text(.insert("ber")))   // suggestions Berlin, Bern; nothing highlighted (CB-04)
/// city.send(.text(.insert("x")))     // no suggestion: the list closes (CB-03)
/// city.send(.commit)          // the typed "berx" is the value (CB-13, custom values allowed)
/// ```
///
/// Filtering is a case- and accent-insensitive "contains" (CB-01, RA's default), on the labels.
/// Opening by ↓/↑/Alt+↓ or the button shows every option, whatever the text (CB-07); the next
/// edit filters again.
public struct ComboBoxState: Sendable, Equatable {
    /// The behaviour.
    public let configuration: ComboBoxConfiguration
    /// Every option's label, in order.
    public let options: [String]
    /// The labels folded for matching.
    let foldedOptions: [String]
    /// The text field: the text and its caret (the core's one text field, embedded).
    public internal(set) var field: TextFieldState
    /// The text in the field.
    public internal(set) var text: String {
        get { field.text }
        set { field = TextFieldState(text: newValue, caret: field.caret, configuration: field.configuration) }
    }
    /// The caret, in characters (grapheme clusters) from the start of ``text``.
    package internal(set) var caret: Int {
        get { field.caret }
        set { field.caret = min(max(0, newValue), field.text.count) }
    }
    /// Whether the suggestions list is open.
    public internal(set) var isOpen = false
    /// True after a manual open (CB-07): every option is listed until the next edit.
    package internal(set) var showsAllOptions = false
    /// The indices (into ``options``) of the options listed, in order.
    public internal(set) var suggestions: [Int]
    /// The highlighted row of ``suggestions``; nil when visual focus is on the text.
    public internal(set) var highlighted: Int?
    /// The chosen option (one-value combobox), if the value is an option.
    public internal(set) var selected: Int?
    /// The value of a one-value combobox: the chosen option's label or the typed text; nil when empty.
    public internal(set) var value: String?
    /// The values of a multi-value combobox, in the order they were added.
    public internal(set) var chips: [String] = []
    /// The chip that has focus (CB-M2, CB-M3); nil when the text has it.
    package internal(set) var activeChip: Int?

    /// Creates a combobox over `options` showing `text` (a pre-filled value) and, with several
    /// values, `chips`; closed, the caret at the end. A text that is an option's label selects
    /// that option.
    public init(
        options: [String], text: String = "", chips: [String] = [], configuration: ComboBoxConfiguration = ComboBoxConfiguration()
    ) {
        self.configuration = configuration
        self.chips = configuration.isMultiple ? chips : []
        self.options = options
        foldedOptions = options.map { TextFolding.fold($0) }
        field = TextFieldState(text: text)
        suggestions = []
        if !text.isEmpty, !configuration.isMultiple {
            selected = options.firstIndex(of: text)
            value = text
        }
        suggestions = matchingSuggestions
    }

    /// The option in a row of the open list.
    package func option(inRow row: Int) -> Int? {
        suggestions.indices.contains(row) ? suggestions[row] : nil
    }

    /// Applies `action`; returns what happened, in order.
    @discardableResult
    public mutating func send(_ action: ComboBoxAction) -> [ComboBoxEvent] {
        var events: [ComboBoxEvent] = []
        let isEditing: Bool
        switch action {
        case .text(let edit): isEditing = !edit.isCaretMove
        case .moveDown, .moveUp, .openWithoutHighlight, .toggleOpen:
            isEditing = true
        default:
            isEditing = false
        }
        // CB-20: a read-only combobox takes no edits and opens no list.
        if configuration.isReadOnly, isEditing { return [] }
        switch action {
        case .text(let edit): self.edit(edit, events: &events)
        case .moveDown: move(by: 1, events: &events)
        case .moveUp: move(by: -1, events: &events)
        case .openWithoutHighlight:
            if !isOpen { open(highlighting: nil, events: &events) }
        case .toggleOpen:
            if isOpen { close(events: &events) } else { open(highlighting: nil, events: &events) }
        case .commit: commit(events: &events)
        case .escape: escape(events: &events)
        case .choose(let row): choose(row: row, events: &events)
        case .highlight(let row):
            if isOpen { highlighted = row.flatMap { suggestions.indices.contains($0) ? $0 : nil } }
        case .removeChip(let index):
            if !configuration.isReadOnly { removeChip(index, events: &events) }
        }
        return events
    }
}
