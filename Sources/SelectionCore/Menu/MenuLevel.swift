/// One open menu of a menu tree: which submenu it is and which of its items is active.
public struct MenuLevel: Sendable, Equatable {
    /// The indexes from the root to the submenu item this menu belongs to; empty for the root menu.
    public var path: [Int]
    /// The active (highlighted) item, if any (CORE-01: active is not chosen).
    public var active: Int?

    /// Creates a level.
    public init(path: [Int], active: Int?) {
        self.path = path
        self.active = active
    }
}
