/// What kind of character a text position holds, for the position bonuses of the score.
///
/// The order matters: everything after `.nonWord` starts a word when it follows whitespace,
/// a delimiter or a non-word character, and `.delimiter` and below count as boundaries for
/// exact matches.
enum CharacterClass: Int, Sendable {
    case white = 0
    case nonWord = 1
    case delimiter = 2
    case lower = 3
    case upper = 4
    case letter = 5
    case number = 6

    /// The class of an ASCII code, used through ``Tables/asciiClasses``.
    static func ofASCII(_ code: UInt32, scheme: ScoringScheme = .default) -> CharacterClass {
        switch code {
        case 0x61...0x7A: return .lower
        case 0x41...0x5A: return .upper
        case 0x30...0x39: return .number
        // space, \t, \n, \v, \f, \r
        case 0x20, 0x09...0x0D: return .white
        default: return scheme.isDelimiter(code) ? .delimiter : .nonWord
        }
    }

    /// The class of any scalar, with Go's Unicode categories for non-ASCII ones.
    static func of(_ scalar: UInt32) -> CharacterClass {
        if scalar < 0x80 { return ofASCII(scalar) }
        return ofNonASCII(scalar)
    }

    /// The class of a non-ASCII scalar: lower, upper, number or other letter by general
    /// category, then white space; an invalid scalar counts as a non-word character.
    static func ofNonASCII(_ scalar: UInt32) -> CharacterClass {
        guard let value = Unicode.Scalar(scalar) else { return .nonWord }
        switch value.properties.generalCategory {
        case .lowercaseLetter: return .lower
        case .uppercaseLetter: return .upper
        case .decimalNumber, .letterNumber, .otherNumber: return .number
        case .titlecaseLetter, .modifierLetter, .otherLetter: return .letter
        default: return ScalarFolding.isSpace(scalar) ? .white : .nonWord
        }
    }

    /// The bonus for a character of class `current` that follows one of class `previous`.
    static func bonus(
        after previous: CharacterClass, for current: CharacterClass, scheme: ScoringScheme = .default
    ) -> Int {
        // fzf 0.74: any character but white space starts a word after a boundary.
        if current.rawValue >= CharacterClass.nonWord.rawValue {
            switch previous {
            case .white: return scheme.boundaryWhite
            case .delimiter: return scheme.boundaryDelimiter
            case .nonWord: return Scoring.boundary
            default: break
            }
        }
        if previous == .lower && current == .upper || previous != .number && current == .number {
            return Scoring.camel123
        }
        switch current {
        case .nonWord, .delimiter: return Scoring.nonWord
        case .white: return scheme.boundaryWhite
        default: return 0
        }
    }
}
