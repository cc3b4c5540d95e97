extension AppScreen {
    /// True while the top popover is an open menu's (``MenuControl``): hovering highlights its
    /// items (MENU-14, MENU-15).
    public var tracksPointerMotion: Bool {
        guard let top = stack.top, top.isPopover, let index = content.index(of: top.owner) else { return false }
        return (content.items[index].control as? MenuControl)?.state.isOpen == true
    }
}
