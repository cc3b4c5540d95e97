extension Menu {
    /// True while a menu is open: hovering highlights items and opens submenus (MENU-14, MENU-15).
    public var tracksPointerMotion: Bool { state.isOpen }
}
