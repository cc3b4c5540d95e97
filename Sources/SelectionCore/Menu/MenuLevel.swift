/// One open menu of a menu tree: which submenu it is and which of its items is active.
package struct MenuLevel: Sendable, Equatable {
    /// The indexes from the root to the submenu item this menu belongs to; empty for the root menu.
    package var path: [Int]
    /// The active (highlighted) item, if any (CORE-01: active is not chosen).
    package var active: Int?

    /// Creates a level.
    package init(path: [Int], active: Int?) {
        self.path = path
        self.active = active
    }
}
