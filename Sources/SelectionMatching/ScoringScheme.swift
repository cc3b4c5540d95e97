/// fzf's `--scheme`: which position bonuses the score gives (fzf 0.74's `algo.Init`).
///
/// - `default`: a word start after white space earns the most (10), after one of `/,:;|` 9.
/// - `path`: only `/` is a delimiter, and a word start after it earns the most (9, white space
///   8); the text's start counts as after a delimiter.
/// - `history`: white space and delimiters earn the plain boundary bonus (8); no tiebreak
///   besides input order (see ``defaultTiebreaks``).
package enum ScoringScheme: String, Sendable, Equatable, CaseIterable {
    case `default`
    case path
    case history

    /// The bonus for a word start after white space (and, where fzf asks, at the text's start).
    var boundaryWhite: Int {
        self == .default ? Scoring.boundary + 2 : Scoring.boundary
    }

    /// The bonus for a word start after a delimiter.
    var boundaryDelimiter: Int {
        self == .history ? Scoring.boundary : Scoring.boundary + 1
    }

    /// The class the text's first character is taken to follow.
    var initialClass: CharacterClass {
        self == .path ? .delimiter : .white
    }

    /// Whether ASCII `code` is one of this scheme's delimiters.
    func isDelimiter(_ code: UInt32) -> Bool {
        switch code {
        case 0x2F: return true  // "/"
        case 0x2C, 0x3A, 0x3B, 0x7C: return self != .path  // , : ; |
        default: return false
        }
    }

    /// The tiebreaks fzf gives the scheme when `--tiebreak` is not given.
    package var defaultTiebreaks: [Tiebreak] {
        switch self {
        case .default: return [.length]
        case .path: return [.pathname, .length]
        case .history: return []
        }
    }
}
