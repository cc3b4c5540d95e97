/// Four whole numbers of cells, one per side: paddings, or the overflows that
/// ``SideOffsets/overflow(of:within:padding:)`` measures (docs/behaviour.md POS-02).
///
/// An integer literal sets all four sides:
///
/// ```swift
/// let padding: SideOffsets = 1                 // 1 on every side
/// let overflow = SideOffsets.overflow(of: popover, within: screen)
/// overflow.bottom > 0                          // the popover sticks out at the bottom
/// ```
package struct SideOffsets: Sendable, Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// The value for the top side.
    package var top: Int
    /// The value for the right side.
    package var right: Int
    /// The value for the bottom side.
    package var bottom: Int
    /// The value for the left side.
    package var left: Int

    /// Creates the four values; unspecified sides are 0.
    package init(top: Int = 0, right: Int = 0, bottom: Int = 0, left: Int = 0) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// Creates the same value on every side.
    package init(all value: Int) {
        self.init(top: value, right: value, bottom: value, left: value)
    }

    /// Creates the same value on every side, so that `padding: 1` reads naturally.
    package init(integerLiteral value: Int) {
        self.init(all: value)
    }

    /// Zero on every side.
    package static let zero = SideOffsets()

    /// The value for `side`.
    package subscript(side: Placement.Side) -> Int {
        get {
            switch side {
            case .top: top
            case .right: right
            case .bottom: bottom
            case .left: left
            }
        }
        set {
            switch side {
            case .top: top = newValue
            case .right: right = newValue
            case .bottom: bottom = newValue
            case .left: left = newValue
            }
        }
    }

    /// `[top 1, right 2, bottom 3, left 4]`.
    package var description: String { "[top \(top), right \(right), bottom \(bottom), left \(left)]" }

    /// How far `rect` sticks out of `clip` on each side, after keeping `padding` free inside it
    /// (Floating UI's `detectOverflow`, docs/behaviour.md POS-02).
    ///
    /// A positive value is that many cells of overflow; zero or negative is that much room to spare.
    ///
    /// ```
    ///   clip ┌──────────────┐
    ///        │      ┌───────┼──┐ rect      right = 3 (sticks out by 3)
    ///        │      │       │  │           top   = -1 (1 row to spare)
    ///        └──────┼───────┘  │           bottom = 1
    ///               └──────────┘
    /// ```
    ///
    /// - Parameters:
    ///   - rect: The element to measure.
    ///   - clip: The clipping rectangle, usually the screen.
    ///   - padding: Cells to keep free inside `clip` on each side.
    package static func overflow(of rect: Rect, within clip: Rect, padding: SideOffsets = .zero) -> SideOffsets {
        SideOffsets(
            top: clip.y - rect.y + padding.top,
            right: rect.maxX - clip.maxX + padding.right,
            bottom: rect.maxY - clip.maxY + padding.bottom,
            left: clip.x - rect.x + padding.left
        )
    }
}
