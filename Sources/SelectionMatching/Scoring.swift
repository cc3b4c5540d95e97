/// The constants of fzf's default scoring scheme, as fzf 0.74 applies them.
///
/// A matched character earns `match`; a gap costs `gapStart` for its first skipped character
/// and `gapExtension` for each further one. A matched character also earns a bonus for where it
/// sits (see ``CharacterClass``); the first character of the pattern earns its bonus twice.
/// The numbers are chosen so that a word-boundary bonus is cancelled by a gap of about eight
/// characters, the length of an average word.
enum Scoring {
    /// Score for every matched character.
    static let match = 16
    /// Penalty for the first character of a gap.
    static let gapStart = -3
    /// Penalty for every further character of a gap.
    static let gapExtension = -1
    /// Bonus for a match at the start of a word (after a non-word character).
    static let boundary = match / 2
    /// Bonus for matching a non-word character itself.
    static let nonWord = match / 2
    /// Bonus for a camelCase hump or a letter-to-digit transition: a boundary without the gap.
    static let camel123 = boundary + gapExtension
    /// Minimum bonus for every character of a consecutive run.
    static let consecutive = -(gapStart + gapExtension)
    /// How many times the first pattern character's bonus counts.
    static let firstCharacterMultiplier = 2
    /// Bonus for a word start after whitespace or at the very start of the text.
    static let boundaryWhite = boundary + 2
    /// Bonus for a word start after one of the delimiters `/,:;|`.
    static let boundaryDelimiter = boundary + 1

    /// fzf falls back from the optimal alignment to the greedy one when the text length times
    /// the pattern length exceeds this many cells (its 16-bit "slab" of 100 Ki entries).
    static let alignmentCellLimit = 100 * 1024
}
