import SelectionTerminal

/// What a key means to a yes/no question (``Confirm``): the vocabulary of its ``KeyMap``.
///
/// ```swift
/// var keys = KeyMap<ConfirmIntent>.confirm
/// keys.bind(KeyEvent(.character("o")), to: .answerYes)   // "o" (oui) answers yes as well
/// ```
public enum ConfirmIntent: Sendable, Hashable {
    /// Highlight the affirmative answer (the left one).
    case highlightYes
    /// Highlight the negative answer (the right one).
    case highlightNo
    /// Highlight the other answer.
    case toggle
    /// Answer yes at once.
    case answerYes
    /// Answer no at once.
    case answerNo
    /// Answer with the highlighted answer.
    case submit
    /// Close without an answer (a script reads it as no).
    case cancel
}

extension KeyMap where Intent == ConfirmIntent {
    /// The keys of a yes/no question, as `gum confirm` has them: ←/→ (and h/l) pick a side,
    /// ↑/↓, Tab and Shift-Tab (and Ctrl-N/Ctrl-P) switch, y/Y answer yes, n/N/q answer no,
    /// Enter submits the highlighted answer, Esc cancels.
    ///
    /// The help words of ``ConfirmIntent/answerYes`` and ``ConfirmIntent/answerNo`` are the
    /// answers' labels: ``Confirm`` sets them with ``KeyMap/withHelp(_:)``.
    public static var confirm: KeyMap<ConfirmIntent> {
        KeyMap([
            KeyBinding([KeyEvent(.left), KeyEvent(.character("h"))], .highlightYes, help: "move"),
            KeyBinding([KeyEvent(.right), KeyEvent(.character("l"))], .highlightNo, help: "move"),
            KeyBinding(
                [
                    KeyEvent(.up), KeyEvent(.down), KeyEvent(.tab), KeyEvent(.tab, modifiers: .shift),
                    KeyEvent(.character("n"), modifiers: .ctrl), KeyEvent(.character("p"), modifiers: .ctrl),
                ], .toggle),
            KeyBinding([KeyEvent(.enter)], .submit, help: "submit"),
            KeyBinding([KeyEvent(.character("y")), KeyEvent(.character("Y"))], .answerYes, help: "yes"),
            KeyBinding([KeyEvent(.character("n")), KeyEvent(.character("N")), KeyEvent(.character("q"))], .answerNo, help: "no"),
            KeyBinding([KeyEvent(.escape)], .cancel, help: "cancel"),
        ])
    }
}
