/// The typeahead settings where the reference implementations differ (docs/behaviour.md §2, §13).
///
/// ```swift
/// var settings = TypeaheadConfiguration()
/// settings.timeout = .seconds(1)   // react-aria's value
/// ```
public struct TypeaheadConfiguration: Sendable, Equatable {
    /// How long after the last key the search text is forgotten (TA-02). Default 500 ms.
    public var timeout: Duration
    /// Whether a repeated letter ("bbb") cycles through the options starting with that letter
    /// instead of searching for "bbb" (TA-07). Default true.
    public var cyclesRepeatedCharacter: Bool
    /// Whether a longer query first tries the highlighted option itself, so that typing "ap"
    /// after "a" keeps Apple instead of skipping to Apricot (TA-06). Default true; false gives
    /// the APG select-only behaviour, which always starts after the highlight.
    public var refinementIncludesHighlight: Bool

    /// Creates a configuration; every argument defaults to docs/behaviour.md §13.
    public init(
        timeout: Duration = .milliseconds(500),
        cyclesRepeatedCharacter: Bool = true,
        refinementIncludesHighlight: Bool = true
    ) {
        self.timeout = timeout
        self.cyclesRepeatedCharacter = cyclesRepeatedCharacter
        self.refinementIncludesHighlight = refinementIncludesHighlight
    }
}
