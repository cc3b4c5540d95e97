// What a row is, read without copying its option out: the one question the index tables ask
// of every row.
extension ListItem {
    /// The four kinds of row the tables tell apart.
    enum Kind: Equatable {
        case enabledOption
        case disabledOption
        case header
        case separator
    }

    /// What this row is.
    @inline(__always)
    var kind: Kind {
        switch self {
        case .option(let option): option.disabledReason == nil ? .enabledOption : .disabledOption
        case .header: .header
        case .separator: .separator
        }
    }
}
