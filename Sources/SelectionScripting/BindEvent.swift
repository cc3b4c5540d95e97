/// An event a list prompt runs bound actions on, named as fzf names it (`--bind 'start:reload(ls)'`).
package enum BindEvent: String, Sendable, Hashable, CaseIterable {
    /// Once, when the prompt starts (before the first frame).
    case start
    /// Each time the query changes.
    case change
}
