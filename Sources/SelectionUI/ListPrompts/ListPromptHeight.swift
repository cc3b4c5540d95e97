/// How tall a list prompt is when it fills a region of its own below the cursor, as fzf's
/// `--height` sets it, instead of opening a popover under a trigger.
///
/// The region holds the title, the filter field, the header, the list and the help line, laid
/// out as full-screen (the layout full-screen uses); a list prompt run full-screen
/// (`PromptHost.Options(presentation: .fullScreen)`) is laid out the same way over the whole screen.
///
/// ```swift
/// var configuration = ListPromptConfiguration(filters: true)
/// configuration.height = .percent(40)                // 40% of the terminal's rows
/// configuration.height = .lines(10, adaptive: true)   // at most 10 rows, fewer for a short list
/// ```
public struct ListPromptHeight: Sendable, Hashable {
    /// How the height is given.
    public enum Amount: Sendable, Hashable {
        /// A number of rows.
        case lines(Int)
        /// A percentage of the terminal's rows.
        case percent(Int)
        /// The terminal's rows less this many (fzf's negative height, `--height -3`).
        case allBut(Int)
    }

    /// The height asked for.
    public var amount: Amount
    /// True when the region is no taller than its content (fzf's `~` prefix).
    public var isAdaptive: Bool

    /// Creates a height.
    public init(_ amount: Amount, adaptive: Bool = false) {
        self.amount = amount
        isAdaptive = adaptive
    }

    /// A region `count` rows tall (at most, when `adaptive`).
    public static func lines(_ count: Int, adaptive: Bool = false) -> ListPromptHeight {
        ListPromptHeight(.lines(count), adaptive: adaptive)
    }

    /// A region `percent`% of the terminal's rows tall (at most, when `adaptive`).
    public static func percent(_ percent: Int, adaptive: Bool = false) -> ListPromptHeight {
        ListPromptHeight(.percent(percent), adaptive: adaptive)
    }

    /// True when the height is the whole terminal (`100%`): `sel` then uses the alternate screen.
    public var coversScreen: Bool { amount == .percent(100) && !isAdaptive }

    /// The rows asked for on a terminal `screenRows` tall: at least one, at most all of them.
    package func rows(onScreenOf screenRows: Int) -> Int {
        let rows: Int
        switch amount {
        case .lines(let count): rows = count
        case .percent(let percent): rows = screenRows * min(100, max(0, percent)) / 100
        case .allBut(let count): rows = screenRows - count
        }
        return max(1, min(rows, screenRows))
    }
}
