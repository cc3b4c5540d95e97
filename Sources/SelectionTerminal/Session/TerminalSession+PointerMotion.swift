/// A terminal that can report the pointer's motion with no button held (any-event tracking,
/// DECSET 1003), turned on only while something needs hover: an open menu (MENU-14, MENU-15).
public protocol PointerMotionReporting: AnyObject {
    /// Whether motion with no button held is reported; setting it asks the terminal.
    var reportsPointerMotion: Bool { get set }
}

extension TerminalSession: PointerMotionReporting {
    /// Whether motion with no button held is reported (mode 1003). Only with mouse reporting on;
    /// the restore sequence turns it off whatever happens.
    public var reportsPointerMotion: Bool {
        get { isReportingPointerMotion }
        set {
            guard configuration.reportsMouse, newValue != isReportingPointerMotion else { return }
            isReportingPointerMotion = newValue
            // CSI ? 1003 h: report motion with no button held. The tracking modes are one
            // setting in xterm and tmux, so turning 1003 off turns the mouse off: CSI ? 1003 l
            // is followed by CSI ? 1000 h and CSI ? 1002 h (presses, and motion with a button held).
            try? writeModeChange(newValue ? "\u{1B}[?1003h" : "\u{1B}[?1003l\u{1B}[?1000h\u{1B}[?1002h")
        }
    }
}
