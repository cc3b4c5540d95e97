/// How letter case counts when matching.
public enum CaseMatching: Sendable, Equatable, CaseIterable {
    /// Case-insensitive unless the search term contains a capital letter (fzf's default).
    case smart
    /// Always case-insensitive (`fzf -i`).
    case ignore
    /// Always case-sensitive (`fzf +i`).
    case respect
}
