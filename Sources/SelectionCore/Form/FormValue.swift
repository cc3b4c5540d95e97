/// One answer of a form, typed: text, yes or no, a number, or several strings.
///
/// ```swift
/// let region: FormValue = .text("eu-west-1")
/// let checks: FormValue = .list(["Lint", "Unit tests"])
/// print(region, checks)   // eu-west-1 Lint, Unit tests
/// ```
///
/// Its text (``description``) is what `when` conditions compare, `{key}` in a default stands for,
/// and `sel form --output env` prints: `true`/`false`, a number without a trailing `.0`, the
/// items of a list joined by `, `.
public enum FormValue: Sendable, Hashable, CustomStringConvertible {
    /// Text: a choice's value, typed text, a day (`2026-12-01`), a path.
    case text(String)
    /// Yes (true) or no (false): a confirmation.
    case flag(Bool)
    /// A number: a number field, digit wheels (seconds for times, for a date the seconds since 1970).
    case number(Double)
    /// Several strings: the options checked, the cells of a table's row.
    case list([String])

    /// The value as text: `true`, `3`, `2.5`, `Lint, Unit tests`.
    public var description: String {
        switch self {
        case .text(let text): text
        case .flag(let flag): flag ? "true" : "false"
        case .number(let number): Self.text(of: number)
        case .list(let items): items.joined(separator: ", ")
        }
    }

    /// True for empty text and an empty list: what a required field refuses.
    package var isEmpty: Bool {
        switch self {
        case .text(let text): text.isEmpty
        case .list(let items): items.isEmpty
        case .flag, .number: false
        }
    }

    /// The items a condition matches: a list's items, else the value's text.
    package var matchedTexts: [String] {
        if case .list(let items) = self { return items }
        return [description]
    }

    /// `number` without a trailing `.0` when it is whole and not huge; else Swift's shortest form.
    package static func text(of number: Double) -> String {
        // A conversion and a comparison rather than rounded(): the core links no maths library.
        if number.magnitude < 1e15, Double(Int(number)) == number { return String(Int(number)) }
        return "\(number)"
    }
}
