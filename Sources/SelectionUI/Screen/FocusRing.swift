/// Which control has the keyboard focus, and how Tab and Shift-Tab move it.
package struct FocusRing: Sendable, Hashable {
    /// The focused control's id, if any.
    package var focused: String?

    /// Creates a ring focused on `focused`.
    package init(focused: String? = nil) {
        self.focused = focused
    }

    /// Moves by `step` (1: Tab, -1: Shift-Tab) through `order`, wrapping around.
    package mutating func move(by step: Int, through order: [String]) {
        guard !order.isEmpty else {
            focused = nil
            return
        }
        guard let current = focused, let index = order.firstIndex(of: current) else {
            focused = step >= 0 ? order.first : order.last
            return
        }
        let count = order.count
        focused = order[((index + step) % count + count) % count]
    }

    /// Keeps the focus on a control that still exists, else the first one.
    package mutating func validate(against order: [String]) {
        if let current = focused, order.contains(current) { return }
        focused = order.first
    }
}
