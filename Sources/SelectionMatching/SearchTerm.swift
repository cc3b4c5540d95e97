/// One term of a parsed query, such as `'exact`, `^prefix` or `!negation`.
public struct SearchTerm: Sendable, Equatable {
    /// How a term matches.
    public enum Kind: Sendable, Equatable {
        /// The characters in order, anything between them (`abc`).
        case fuzzy
        /// A substring (`'abc`, or a plain term with ``MatchOptions/isExact``).
        case exact
        /// The start of the item, after leading white space (`^abc`).
        case prefix
        /// The end of the item, before trailing white space (`abc$`).
        case suffix
        /// The whole item but its surrounding white space (`^abc$`).
        case equal
    }

    /// How the term matches.
    public var kind: Kind
    /// Whether the term excludes the items it matches (`!abc`).
    public var isInverse: Bool
    /// The text to find, lowercased unless ``isCaseSensitive`` and folded to base letters when
    /// ``normalizesLatin``.
    public var text: String
    /// Whether case counts for this term.
    public var isCaseSensitive: Bool
    /// Whether letters with diacritics in items match their base letters for this term.
    public var normalizesLatin: Bool

    /// Creates a term.
    public init(
        kind: Kind, isInverse: Bool = false, text: String, isCaseSensitive: Bool = false,
        normalizesLatin: Bool = true
    ) {
        self.kind = kind
        self.isInverse = isInverse
        self.text = text
        self.isCaseSensitive = isCaseSensitive
        self.normalizesLatin = normalizesLatin
    }

    /// The term's text as scalar values.
    var scalars: [UInt32] { text.unicodeScalars.map(\.value) }
}
