/// Where and how well one search term matched one item: the scalar range it covers
/// (`start..<end`, as fzf reports it) and its score.
struct TermMatch: Equatable {
    /// The first scalar position of the match (for a fuzzy match scored without positions,
    /// the first occurrence of the first pattern character, as fzf reports it).
    var start: Int
    /// One past the last matched scalar position.
    var end: Int
    /// The score of the match.
    var score: Int
}
