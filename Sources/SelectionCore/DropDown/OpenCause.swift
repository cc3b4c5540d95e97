/// Why a drop-down opens; it decides which option is highlighted (SEL-02, SEL-03, MENU-01/02).
public enum OpenCause: Sendable, Equatable {
    /// A key on the focused trigger.
    case keyboard(OpenKey)
    /// A pointer press (or tap) on the trigger: the selected option, else nothing, is
    /// highlighted (MENU-02).
    case pointer
    /// The program: like the pointer, the selected option or nothing.
    case program
}

/// The key that opened a drop-down.
public enum OpenKey: Sendable, Equatable {
    /// Down: the selected option, else the first.
    case down
    /// Up: the selected option, else the last.
    case up
    /// Enter: the selected option, else the first.
    case enter
    /// Space: the selected option, else the first.
    case space
    /// Alt+Down: the selected option, else nothing (SEL-02).
    case altDown
    /// Home: the first option (SEL-03).
    case home
    /// End: the last option (SEL-03).
    case end
}
