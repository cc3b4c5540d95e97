import SelectionCore
import SelectionTerminal

/// A number field prompt (docs/behaviour.md §7): a number typed or stepped, within optional bounds,
/// on a step grid, returned as an exact `DecimalNumber`.
///
/// ```swift
/// let field = NumberField(
///     title: "Weight",
///     configuration: NumberFieldConfiguration(minimum: DecimalNumber(0), maximum: DecimalNumber(300), step: DecimalNumber(significand: 5, scale: 1)),
///     value: DecimalNumber(70), unit: "kg")
/// if case .chosen(let weight) = try await field.run() { print(weight) }   // 70.5 after ↑, Enter
/// ```
///
/// One line shows the title, a `[−]` button, the text with its caret, a `[+]` button, the unit
/// and the range; the line below says what is wrong with the text (out of range is flagged,
/// never clamped while typing), and the help line follows. Keys are ``KeyMap/numberField``:
/// Up/Down step, PageUp/PageDown step by the page step, Home/End go to the bounds, typing edits
/// the text (keystrokes that cannot make a number are refused, NUM-03). Enter commits (NUM-08):
/// a number that the commit clamps or snaps is shown as committed, with a message, and a second
/// Enter accepts it; a number out of range with `.validate` is refused. Esc cancels. The mouse:
/// press `[+]` or `[−]` to step, hold to repeat (NUM-10); the wheel steps (NUM-11).
public struct NumberField: Prompt {
    /// The value: an exact decimal.
    public typealias Value = DecimalNumber

    /// The text, the caret, the committed value.
    public private(set) var state: NumberFieldState
    /// The title before the field.
    public let title: String
    /// The unit after the field (`kg`), if any.
    public let unit: String?
    /// The keys.
    public var keyMap: KeyMap<NumberFieldIntent>
    /// Whether the help line is shown.
    public var showsHelp: Bool
    /// A message for the user (a commit that changed the number, Done refused); cleared by the next key.
    public private(set) var message: String?

    /// Creates a field.
    ///
    /// - Parameters:
    ///   - title: shown before the field and in the summary.
    ///   - configuration: bounds, steps, decimal places, commit behaviour.
    ///   - value: the starting value, or nil for an empty field.
    ///   - unit: shown after the field.
    ///   - keyMap: the keys (default ``KeyMap/numberField``).
    ///   - showsHelp: whether the help line is shown.
    public init(
        title: String, configuration: NumberFieldConfiguration, value: DecimalNumber? = nil, unit: String? = nil,
        keyMap: KeyMap<NumberFieldIntent> = .numberField, showsHelp: Bool = true
    ) {
        self.state = NumberFieldState(configuration, value: value)
        self.title = title
        self.unit = unit
        self.keyMap = keyMap
        self.showsHelp = showsHelp
        self.message = nil
    }

    // MARK: Prompt

    /// The field, the message line and the help line.
    public func preferredHeight(in screen: Size, context: PromptContext) -> Int {
        showsHelp ? 3 : 2
    }

    /// When a held step button next repeats (NUM-10).
    public var deadline: Duration? { state.deadline }

    /// Handles one event and says whether the prompt goes on.
    public mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<DecimalNumber> {
        switch event {
        case .key(let key):
            message = nil
            if let intent = keyMap.intent(for: key) { return perform(intent) }
            if case .character(let character) = key.key, key.modifiers.isSubset(of: .shift) {
                state.send(.text(.insert(String(character))))
            }
        case .paste(let text):
            message = nil
            state.send(.text(.replaceAll(text)))
        case .mouse(let mouse):
            handle(mouse, context: context)
        case .tick:
            state.send(.tick(now: context.now))
        case .resize, .background:
            break
        }
        return .proceed
    }

    private mutating func perform(_ intent: NumberFieldIntent) -> PromptStep<DecimalNumber> {
        switch intent {
        case .field(let action): state.send(action)
        case .done: return done()
        case .cancel: return .finish(.cancelled)
        }
        return .proceed
    }

    /// Enter: NUM-08's commit; accepts the value only when the commit kept what was typed.
    private mutating func done() -> PromptStep<DecimalNumber> {
        let typedText = state.text
        let events = state.send(.commit)
        let configuration = state.configuration
        for event in events {
            if case .commitAdjusted(let typed) = event, let value = state.value {
                let why = configuration.validity(of: typed).isValid ? "onto the step grid" : "into range"
                message = "↳ \(configuration.text(of: typed)) moved \(why): \(configuration.text(of: value)) — enter to accept"
                return .proceed
            }
            if event == .commitReverted {
                message = "✗ \"\(typedText)\" is not a number — put back " + (state.text.isEmpty ? "the empty field" : state.text)
                return .proceed
            }
        }
        guard let value = state.value else {
            message = "✗ type a number — Done refused"
            return .proceed
        }
        if let reason = validityText {
            message = reason + " — Done refused"
            return .proceed
        }
        return .finish(.chosen(value))
    }

    private mutating func handle(_ mouse: MouseEvent, context: PromptContext) {
        let layout = layout(width: context.screen.width)
        switch mouse.kind {
        case .press where mouse.button == .left:
            message = nil
            if layout.decrement.contains(mouse.position) {
                state.send(.pressStepButton(direction: -1, now: context.now))
            } else if layout.increment.contains(mouse.position) {
                state.send(.pressStepButton(direction: 1, now: context.now))
            }
        case .release:
            state.send(.releaseStepButton)
        case .scroll(let direction) where mouse.position.y == 0:
            // NUM-11: the wheel steps the field, which always has focus here.
            switch direction {
            case .up: state.send(.increment)
            case .down: state.send(.decrement)
            case .left, .right: break
            }
        default:
            break
        }
    }

    /// Draws the prompt; returns the caret's cell.
    public func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        let theme = context.theme
        let layout = layout(width: buffer.size.width)
        buffer.write(title, at: Point(x: 0, y: 0), style: theme.title, overflow: .ellipsis)
        buffer.write("[−]", at: layout.decrement.origin, style: state.canDecrement ? theme.text : theme.disabled)
        let fieldStyle = state.validity.isValid || state.validity == .empty || state.validity == .incomplete ? theme.input : theme.error
        let fieldText = " " + state.text + String(repeating: " ", count: layout.field.width - 1 - state.text.count)
        buffer.write(fieldText, at: layout.field.origin, style: fieldStyle, clip: layout.field)
        let caret = Point(x: layout.field.x + 1 + state.caret, y: 0)
        if caret.x < layout.field.maxX {
            let under = state.caret < state.text.count ? String(Array(state.text)[state.caret]) : " "
            buffer.write(under, at: caret, style: fieldStyle.adding(.reverse))
        }
        buffer.write("[+]", at: layout.increment.origin, style: state.canIncrement ? theme.text : theme.disabled)
        var x = layout.increment.maxX
        if let unit { x = buffer.write(" " + unit, at: Point(x: x, y: 0), style: theme.text, overflow: .ellipsis) }
        if let range = rangeText { buffer.write("  " + range, at: Point(x: x, y: 0), style: theme.detail, overflow: .ellipsis) }
        if let text = message ?? validityText, buffer.size.height > 1 {
            buffer.write(text, at: Point(x: layout.field.x, y: 1), style: theme.error, overflow: .ellipsis)
        }
        if showsHelp, buffer.size.height > 2 {
            let help = keyMap.helpItems.map(\.text).joined(separator: " · ")
            buffer.write(help, at: Point(x: 0, y: 2), style: theme.help, overflow: .ellipsis)
        }
        return caret
    }

    /// The line left behind: `Weight: 70.5 kg`.
    public func summary(of result: PromptResult<DecimalNumber>) -> String? {
        guard case .chosen(let value) = result else { return nil }
        let text = state.configuration.text(of: value) + (unit.map { " " + $0 } ?? "")
        return title.isEmpty ? text : title + ": " + text
    }

    // MARK: Text

    /// Why the text cannot be accepted, or nil.
    public var validityText: String? {
        let configuration = state.configuration
        switch state.validity {
        case .valid, .empty, .incomplete: return nil
        case .notANumber: return "✗ not a number"
        case .belowMinimum(let minimum): return "✗ below the minimum " + configuration.text(of: minimum)
        case .aboveMaximum(let maximum): return "✗ above the maximum " + configuration.text(of: maximum)
        }
    }

    /// `0 … 300 by 0.5`, or nil without bounds and with step 1.
    private var rangeText: String? {
        let configuration = state.configuration
        let low = configuration.minimum.map { configuration.text(of: $0) }
        let high = configuration.maximum.map { configuration.text(of: $0) }
        let step = configuration.step == DecimalNumber(1) ? nil : "by " + configuration.step.description
        let range: String? = low == nil && high == nil ? nil : (low ?? "") + " … " + (high ?? "")
        let parts = [range, step].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    // MARK: Layout

    struct Layout {
        var decrement: Rect
        var field: Rect
        var increment: Rect
    }

    /// Where the buttons and the field go on the first row.
    func layout(width: Int) -> Layout {
        let configuration = state.configuration
        let widest = [configuration.minimum, configuration.maximum].compactMap { $0 }.map { configuration.text(of: $0).count }.max() ?? 0
        let fieldWidth = max(state.text.count, widest, 6) + 2
        let start = title.isEmpty ? 0 : min(Buffer.displayWidth(of: title) + 1, max(0, width / 2))
        let decrement = Rect(x: start, y: 0, width: 3, height: 1)
        let field = Rect(x: decrement.maxX, y: 0, width: fieldWidth, height: 1)
        let increment = Rect(x: field.maxX, y: 0, width: 3, height: 1)
        return Layout(decrement: decrement, field: field, increment: increment)
    }
}
