/// How many terminal columns text occupies.
///
/// Placeholder: every character is one column. Replaced by the generated Unicode 17 table.
public enum DisplayWidth {
    /// The number of columns `character` occupies: 0, 1 or 2.
    public static func of(_ character: Character) -> Int { 1 }

    /// The number of columns `text` occupies.
    public static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }
}
