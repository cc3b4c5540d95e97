import SelectionCore
import SelectionTerminal

/// A yes/no question: two answers side by side, one highlighted; the result is `true` for the
/// affirmative answer.
///
/// ```swift
/// switch try await Confirm("Deploy to production?", default: false).run() {
/// case .chosen(true): deploy()
/// default: print("not deployed")     // No, Esc, Ctrl-C
/// }
/// ```
///
/// It looks like this inline (the highlighted answer between brackets, and in the theme's
/// highlight style, so it shows without colour too):
///
/// ```
/// Deploy to production?
///   [ Yes ]   No
/// ←/→ move · enter submit · y yes · n no · esc cancel
/// ```
///
/// Keys are ``KeyMap/confirm`` (as `gum confirm` has them). A click on an answer gives it.
/// With ``timeout`` set, the prompt answers by itself when that much time has passed since the
/// host started, with the highlighted answer (`gum confirm --timeout`); Esc is
/// ``PromptResult/cancelled``, which a script reads as no.
public struct Confirm: Prompt {
    /// The answer: true for yes.
    public typealias Value = Bool

    /// The question.
    public let question: String
    /// The affirmative answer's label (`Yes`).
    public let affirmative: String
    /// The negative answer's label (`No`).
    public let negative: String
    /// Whether the affirmative answer is highlighted.
    public private(set) var isYesHighlighted: Bool
    /// The keys; the help line follows them.
    public var keyMap: KeyMap<ConfirmIntent>
    /// Whether the help line is shown.
    public var showsHelp: Bool
    /// After this long on the host's clock, the highlighted answer is given; nil waits for ever.
    public var timeout: Duration?

    /// Creates a question.
    ///
    /// - Parameters:
    ///   - question: The question, shown on the first row.
    ///   - isYesDefault: The answer highlighted first (true: the affirmative).
    ///   - affirmative: The affirmative answer's label.
    ///   - negative: The negative answer's label.
    ///   - timeout: Answer with the highlighted answer after this long; nil for never.
    public init(
        _ question: String, default isYesDefault: Bool = true, affirmative: String = "Yes", negative: String = "No",
        timeout: Duration? = nil
    ) {
        self.question = question
        self.affirmative = affirmative
        self.negative = negative
        self.isYesHighlighted = isYesDefault
        self.keyMap = KeyMap.confirm.withHelp([.answerYes: affirmative.lowercased(), .answerNo: negative.lowercased()])
        self.showsHelp = true
        self.timeout = timeout
    }

    // MARK: Layout

    /// Where things go, decided once for handling and drawing alike.
    struct Layout: Equatable {
        /// The affirmative answer's cells (row 1).
        var yes: Rect
        /// The negative answer's cells (row 1).
        var no: Rect
        /// The help line's row, if shown.
        var helpRow: Int?
        /// Rows in all.
        var height: Int
    }

    /// The question on row 0, the answers on row 1 (each `[ label ]` wide, two spaces from the
    /// edge and three apart), the help line on row 2.
    func layout() -> Layout {
        let yesWidth = DisplayWidth.of(Sanitiser.sanitise(affirmative)) + 4
        let noWidth = DisplayWidth.of(Sanitiser.sanitise(negative)) + 4
        let yes = Rect(x: 2, y: 1, width: yesWidth, height: 1)
        let no = Rect(x: yes.maxX + 1, y: 1, width: noWidth, height: 1)
        return Layout(yes: yes, no: no, helpRow: showsHelp ? 2 : nil, height: showsHelp ? 3 : 2)
    }

    // MARK: Prompt

    /// Three rows (two without the help line).
    public func preferredHeight(in screen: Size, context: PromptContext) -> Int {
        layout().height
    }

    /// Handles one event — a key, a click, the timeout's tick — and says whether the prompt goes on.
    public mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<Bool> {
        switch event {
        case .key(let key):
            guard let intent = keyMap.intent(for: key) else { return .proceed }
            switch intent {
            case .highlightYes: isYesHighlighted = true
            case .highlightNo: isYesHighlighted = false
            case .toggle: isYesHighlighted.toggle()
            case .answerYes:
                isYesHighlighted = true
                return .finish(.chosen(true))
            case .answerNo:
                isYesHighlighted = false
                return .finish(.chosen(false))
            case .submit: return .finish(.chosen(isYesHighlighted))
            case .cancel: return .finish(.cancelled)
            }
            return .proceed
        case .mouse(let mouse):
            guard mouse.kind == .press, mouse.button == .left else { return .proceed }
            let layout = layout()
            if layout.yes.contains(mouse.position) {
                isYesHighlighted = true
                return .finish(.chosen(true))
            }
            if layout.no.contains(mouse.position) {
                isYesHighlighted = false
                return .finish(.chosen(false))
            }
            return .proceed
        case .tick:
            guard let timeout, context.now >= timeout else { return .proceed }
            return .finish(.chosen(isYesHighlighted))
        default:
            // Pastes, resizes and anything else ask nothing of a yes/no question.
            return .proceed
        }
    }

    /// Draws the question, the two answers and the help line; the accessible cursor rests on
    /// the highlighted answer.
    public func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        let theme = context.theme
        let layout = layout()
        buffer.write(question, at: Point(x: 0, y: 0), style: theme.title, overflow: .ellipsis)
        for (isYes, label, frame) in [(true, affirmative, layout.yes), (false, negative, layout.no)] {
            let isHighlighted = isYes == isYesHighlighted
            let text = isHighlighted ? "[ " + label + " ]" : "  " + label + "  "
            buffer.write(text, at: Point(x: frame.x, y: frame.y), style: isHighlighted ? theme.highlight : theme.text, overflow: .ellipsis)
        }
        if let row = layout.helpRow {
            HelpLineView(items: keyMap.helpItems, theme: theme).render(into: &buffer, row: row)
        }
        let focused = isYesHighlighted ? layout.yes : layout.no
        return Point(x: focused.x + 2, y: focused.y)
    }

    /// `Deploy to production? Yes` once answered; nothing when cancelled.
    public func summary(of result: PromptResult<Bool>) -> String? {
        guard case .chosen(let answer) = result else { return nil }
        return question + " " + (answer ? affirmative : negative)
    }

    /// The timeout, when one is set.
    public var deadline: Duration? { timeout }
}
