import SelectionCore
import SelectionTerminal

extension DemoScript {
    /// The bytes a terminal sends for `step` on a screen showing `lines` (xterm keys, SGR 1006
    /// mouse reports), for typing a script into a real terminal (`tmux send-keys -l`).
    ///
    /// ```swift
    /// try pane.type(DemoScript.input(of: .press("Color"), onScreen: pane.capture()))   // "\u{1B}[<0;76;1M"
    /// ```
    ///
    /// - Throws: ``DemoScriptError`` when a label the step points at is not on the screen.
    package static func input(of step: Step, onScreen lines: [String]) throws(DemoScriptError) -> String {
        var bytes = ""
        for event in try events(of: step, onScreen: lines) {
            switch event {
            case .key(let key): bytes += input(of: key)
            case .mouse(let mouse): bytes += input(of: mouse)
            default: break
            }
        }
        return bytes
    }

    /// An xterm key sequence (keys the scripts use; others send nothing).
    static func input(of key: KeyEvent) -> String {
        switch (key.key, key.modifiers) {
        case (.character(let character), []): String(character)
        case (.enter, []): "\r"
        case (.tab, []): "\t"
        case (.tab, .shift): "\u{1B}[Z"  // CSI Z: back tab
        case (.escape, []): "\u{1B}"
        case (.backspace, []): "\u{7F}"
        case (.up, []): "\u{1B}[A"  // CSI A … D: the arrows
        case (.down, []): "\u{1B}[B"
        case (.right, []): "\u{1B}[C"
        case (.left, []): "\u{1B}[D"
        case (.home, []): "\u{1B}[H"
        case (.end, []): "\u{1B}[F"
        case (.pageUp, []): "\u{1B}[5~"
        case (.pageDown, []): "\u{1B}[6~"
        default: ""
        }
    }

    /// An SGR 1006 mouse report for the left button: `CSI < b ; x ; y M` (press, drag) or `m`
    /// (release), with 1-based cells; 32 added to `b` for motion.
    static func input(of mouse: MouseEvent) -> String {
        let x = mouse.position.x + 1, y = mouse.position.y + 1
        switch mouse.kind {
        case .press: return "\u{1B}[<0;\(x);\(y)M"
        case .drag: return "\u{1B}[<32;\(x);\(y)M"
        case .release: return "\u{1B}[<0;\(x);\(y)m"
        default: return ""
        }
    }
}
