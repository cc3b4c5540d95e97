/// What a drop-down reports after an action: the output of ``DropDownState/send(_:)``.
public enum DropDownEvent<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The list opened.
    case shown
    /// The highlighted row is now this one (`nil`: none). Closing clears the highlight without
    /// this event: `.dismissed` says it.
    case highlightChanged(Int?)
    /// This option became its `.single` section's choice: the drop-down's new value.
    case selected(index: Int, option: Choice<Value>)
    /// This option stopped being chosen (only with `allowsEmptySelection`).
    case deselected(index: Int, option: Choice<Value>)
    /// A `.multiple` section's selection changed; all the selected rows, ascending.
    case selectionChanged([Int])
    /// An action option was chosen.
    case activated(index: Int, option: Choice<Value>)
    /// A `.multiple` section is at its limit; nothing more was selected.
    case selectionLimitReached(limit: Int)
    /// The list closed, for this reason.
    case dismissed(DismissReason)

    init(_ event: ListEvent<Value>) {
        switch event {
        case .highlightChanged(let row): self = .highlightChanged(row)
        case .selected(let index, let option): self = .selected(index: index, option: option)
        case .deselected(let index, let option): self = .deselected(index: index, option: option)
        case .selectionChanged(let rows): self = .selectionChanged(rows)
        case .activated(let index, let option): self = .activated(index: index, option: option)
        case .selectionLimitReached(let limit): self = .selectionLimitReached(limit: limit)
        }
    }
}
