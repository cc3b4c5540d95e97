import SelectionCore
import SelectionTerminal

/// A digit-wheel picker prompt: a value dialled on wheels, one per digit, in a `WheelFormat`,
/// returned as a `Double` (seconds for times).
///
/// ```swift
/// let picker = WheelPicker(title: "Pace", format: .minutesSeconds, value: 683, unit: .minutesPerMile, maximum: 1200)
/// switch try await picker.run(options: PromptHost.Options(presentation: .fullScreen)) {
/// case .chosen(let seconds): print(seconds)   // 683.0 if accepted as it was
/// default: break
/// }
/// ```
///
/// Inline (the default) it is a compact block under the cursor: the title and the unit's
/// category, the wheels with one neighbour row above and below, a message line, and the help
/// line. Full-screen it is a modal with a toolbar — "‹ Back" on the left, the category's title
/// in its colour in the middle, "Done ›" on the right, both clickable — and the wheels in the
/// middle of the screen with two neighbour rows.
///
/// Keys are ``KeyMap/wheel`` (docs/behaviour.md §8); Enter is Done and Esc is Back (a
/// ``PromptResult/cancelled`` result). Done is refused, with a message, while the value is
/// below the minimum or above the maximum: bounds never clamp the wheels. A mouse-wheel notch
/// over a wheel turns it (down: the next row, up: the previous), a click focuses a wheel, and
/// a click on a neighbour row turns the wheel to it. A bracketed paste is read as text in the
/// format (`11:23`).
public struct WheelPicker: Prompt {
    /// The value: seconds for times and dates, the number otherwise.
    public typealias Value = Double

    /// The wheels, their focus and any typed entry.
    public private(set) var state: WheelState
    /// The title (`Pace`), shown before the wheels and in the summary.
    public let title: String
    /// The unit, whose name is shown beside the wheels and whose category gives the toolbar's title and colour.
    public let unit: MeasurementUnit?
    /// The keys.
    public var keyMap: KeyMap<WheelIntent>
    /// Whether the help line is shown.
    public var showsHelp: Bool
    /// A message for the user (Done refused, a paste that does not fit); cleared by the next key.
    public private(set) var message: String?

    /// Creates a picker showing `value`.
    ///
    /// A value the format cannot show (10557.3 in `999.99`, a negative, NaN) is not wrapped: the
    /// picker starts at the format's lowest value and says why in its message line. Check the
    /// value first with `WheelState(format:value:)` to refuse it instead.
    ///
    /// - Parameters:
    ///   - title: shown before the wheels and in the summary (`Pace: 5:00 min/mi`).
    ///   - format: the wheels.
    ///   - value: the starting value (seconds for time formats).
    ///   - unit: the unit shown beside the wheels; its category gives the toolbar's title and colour.
    ///   - minimum: the lowest value Done accepts, if any.
    ///   - maximum: the highest value Done accepts, if any.
    public init(
        title: String, format: WheelFormat, value: Double, unit: MeasurementUnit? = nil,
        minimum: Double? = nil, maximum: Double? = nil
    ) {
        do {
            let state = try WheelState(format: format, value: value, minimum: minimum, maximum: maximum)
            self.init(title: title, state: state, unit: unit)
        } catch {
            self.init(title: title, state: WheelState(lowestOf: format, minimum: minimum, maximum: maximum), unit: unit)
            message = "✗ \(error.description); starting at the lowest value"
        }
    }

    /// Creates a picker from a prepared state (for carrying, or a focus other than the first wheel).
    public init(
        title: String, state: WheelState, unit: MeasurementUnit? = nil, keyMap: KeyMap<WheelIntent> = .wheel, showsHelp: Bool = true
    ) {
        self.title = title
        self.state = state
        self.unit = unit
        self.keyMap = keyMap
        self.showsHelp = showsHelp
        self.message = nil
    }

    /// The toolbar's title: the unit's category (`Pace / Speed`), or the picker's title without a unit.
    package var toolbarTitle: String { unit?.category.title ?? title }

    /// The value as the summary shows it: the wheels' text without the leading zeros of the
    /// first field (`5:00`, `0.50`), then the unit's symbol.
    package var displayText: String {
        var text = Substring(state.text)
        while text.count > 1, text.first == "0", let next = text.dropFirst().first, next.isNumber { text = text.dropFirst() }
        return unit.map { String(text) + " " + $0.symbol } ?? String(text)
    }

    // MARK: Prompt

    /// The rows this prompt wants when shown inline on a screen of `screen` cells.
    public func preferredHeight(in screen: Size, context: PromptContext) -> Int {
        // Title, three wheel rows, message, help.
        showsHelp ? 6 : 5
    }

    /// Handles one event — a key, the mouse, a paste, a resize or a tick — and says whether the prompt goes on.
    public mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<Double> {
        switch event {
        case .key(let key):
            message = nil
            if let intent = keyMap.intent(for: key) {
                return perform(intent, key: key)
            }
            if case .character(let character) = key.key, key.modifiers.isSubset(of: .shift) {
                send(.type(character))
            }
        case .mouse(let mouse):
            return handle(mouse, context: context)
        case .paste(let text):
            switch state.format.parse(text) {
            case .success(let value):
                do {
                    try state.setValue(value)
                    message = nil
                } catch {
                    message = "✗ " + error.description
                }
            case .failure(let error):
                message = "✗ pasted text: " + error.description
            }
        case .resize, .tick, .background:
            break
        }
        return .proceed
    }

    /// Draws the prompt into its region; returns the cell where the accessible cursor rests.
    public func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        let layout = layout(in: buffer.size, context: context)
        let theme = context.theme
        if let row = layout.toolbarRow {
            WheelToolbarView(title: toolbarTitle, colour: unit?.category.colour, isDoneEnabled: state.isValid, theme: theme)
                .render(into: &buffer, row: row, drawsRule: layout.drawsRule)
        }
        if let row = layout.titleRow {
            let x = context.presentation == .inline ? 0 : layout.wheels.x + 1
            let end = buffer.write(title, at: Point(x: x, y: row), style: theme.title, overflow: .ellipsis)
            if context.presentation == .inline, let unit, unit.category.title != title {
                let style = Style.text(on: unit.category.colour, attributes: theme.title.attributes)
                let rest = buffer.write(" · ", at: Point(x: end, y: row), style: theme.detail)
                buffer.write(unit.category.title, at: Point(x: rest, y: row), style: style, overflow: .ellipsis)
            }
        }
        let cursor = view(theme: theme, neighbours: layout.neighbours).render(into: &buffer, area: layout.wheels)
        if let row = layout.helpRow {
            let help = keyMap.wheelHelpItems.map(\.text).joined(separator: " · ")
            buffer.write(help, at: Point(x: 0, y: row), style: theme.help, overflow: .ellipsis)
        }
        return cursor
    }

    /// The line an inline prompt leaves behind when it finishes, or nil.
    public func summary(of result: PromptResult<Double>) -> String? {
        guard case .chosen = result else { return nil }
        return title.isEmpty ? displayText : title + ": " + displayText
    }

    // MARK: Actions

    private mutating func perform(_ intent: WheelIntent, key: KeyEvent) -> PromptStep<Double> {
        switch intent {
        case .wheel(let action): send(action)
        case .type:
            if case .character(let character) = key.key { send(.type(character)) }
        case .done:
            return done()
        case .back:
            return .finish(.cancelled)
        }
        return .proceed
    }

    private mutating func done() -> PromptStep<Double> {
        if state.isValid { return .finish(.chosen(state.value)) }
        let reason = view(theme: .standard, neighbours: 0).messageText ?? "✗ the value is out of bounds"
        message = reason + " — Done refused"
        return .proceed
    }

    private mutating func send(_ action: WheelAction) {
        _ = state.send(action)
    }

    private mutating func handle(_ mouse: MouseEvent, context: PromptContext) -> PromptStep<Double> {
        let layout = layout(in: regionSize(context), context: context)
        switch mouse.kind {
        case .press where mouse.button == .left:
            message = nil
            if let back = layout.back, back.contains(mouse.position) { return .finish(.cancelled) }
            if let doneFrame = layout.done, doneFrame.contains(mouse.position) { return done() }
            guard let hit = view(theme: context.theme, neighbours: layout.neighbours).hit(at: mouse.position, area: layout.wheels) else {
                break
            }
            if hit.offset == 0 {
                send(.focus(wheel: hit.wheel))
            } else {
                send(.turn(wheel: hit.wheel, by: hit.offset))
            }
        case .scroll(let direction):
            guard let hit = view(theme: context.theme, neighbours: layout.neighbours).hit(at: mouse.position, area: layout.wheels) else {
                break
            }
            switch direction {
            case .down: send(.turn(wheel: hit.wheel, by: 1))
            case .up: send(.turn(wheel: hit.wheel, by: -1))
            case .left, .right: break
            }
        default:
            break
        }
        return .proceed
    }

    // MARK: Layout

    private func view(theme: Theme, neighbours: Int) -> WheelView {
        WheelView(state: state, unit: unit, theme: theme, maximumNeighbours: neighbours, message: message)
    }

    /// The region the host gives the prompt: the screen full-screen; inline, the preferred
    /// height clamped to the screen (as ``PromptRunner/regionSize`` computes it).
    private func regionSize(_ context: PromptContext) -> Size {
        let screen = context.screen
        switch context.presentation {
        case .fullScreen: return screen
        case .inline:
            let wanted = preferredHeight(in: screen, context: context)
            return Size(width: max(0, screen.width), height: max(1, min(wanted, max(1, screen.height))))
        }
    }

    /// Where each part goes in a region of `size`.
    struct Layout {
        var toolbarRow: Int?
        var drawsRule = false
        var back: Rect?
        var done: Rect?
        var titleRow: Int?
        var wheels: Rect
        var neighbours: Int
        var helpRow: Int?
    }

    func layout(in size: Size, context: PromptContext) -> Layout {
        let height = size.height
        let width = size.width
        switch context.presentation {
        case .inline:
            // Rows, most needed first: the centre line, the message, the title, the help, then neighbours.
            let helpRow = showsHelp && height >= 6 ? height - 1 : nil
            let titleRow = height >= 3 ? 0 : nil
            let top = titleRow == nil ? 0 : 1
            let bottom = helpRow ?? height
            let wheels = Rect(x: 0, y: top, width: width, height: max(0, bottom - top))
            return Layout(titleRow: titleRow, wheels: wheels, neighbours: 1, helpRow: helpRow)
        case .fullScreen:
            var layout = Layout(wheels: Rect(x: 0, y: 0, width: width, height: height), neighbours: 2)
            var top = 0
            var bottom = height
            if height >= 3 {
                layout.toolbarRow = 0
                layout.back = WheelToolbarView.backFrame(row: 0, width: width)
                let done = WheelToolbarView.doneFrame(row: 0, width: width)
                layout.done = done.isEmpty ? nil : done
                layout.drawsRule = height >= 6
                top = layout.drawsRule ? 2 : 1
            }
            if showsHelp, height >= 10 {
                layout.helpRow = height - 1
                bottom = height - 1
            }
            let probe = view(theme: context.theme, neighbours: 2)
            let room = bottom - top
            let titleRows = room >= 4 ? 1 : 0
            let wheelsHeight = min(probe.naturalSize.height, room - titleRows)
            let block = titleRows + max(0, wheelsHeight)
            let blockTop = top + max(0, (room - block) / 2)
            let blockWidth = min(width, max(probe.naturalSize.width, Buffer.displayWidth(of: title) + 1))
            let x = max(0, (width - blockWidth) / 2)
            if titleRows == 1 { layout.titleRow = blockTop }
            layout.wheels = Rect(x: x, y: blockTop + titleRows, width: max(0, width - x), height: max(0, wheelsHeight))
            return layout
        }
    }
}
