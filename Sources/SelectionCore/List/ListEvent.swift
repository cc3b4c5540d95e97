/// What a list reports after an action: the output of ``ListState/send(_:)``.
///
/// Events say what changed; the state says what is. They come only for real changes: choosing
/// the option that is already selected reports nothing (SEL-13).
public enum ListEvent<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The highlighted row is now this one (`nil`: none).
    case highlightChanged(Int?)
    /// This option became its `.single` section's choice.
    case selected(index: Int, option: Choice<Value>)
    /// This option stopped being its `.single` section's choice (only when
    /// `allowsEmptySelection` is on, LB-05).
    case deselected(index: Int, option: Choice<Value>)
    /// The selection of a `.multiple` section changed, or selected options vanished when the
    /// rows were replaced; these are all the selected rows of the list now, ascending.
    case selectionChanged([Int])
    /// An option of an `.actions` section was chosen.
    case activated(index: Int, option: Choice<Value>)
    /// A `.multiple` section already holds `limit` options, so nothing more was selected.
    case selectionLimitReached(limit: Int)
}
