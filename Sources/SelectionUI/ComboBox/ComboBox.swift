import SelectionCore
import SelectionTerminal

/// An editable combobox prompt (docs/behaviour.md §5): a text field whose options are
/// suggestions, filtered as you type; the answer is the chosen option or, when no option fits,
/// the text as typed. With `ComboBoxConfiguration.isMultiple` the answers collect as chips
/// before the text, each removable.
///
/// ```swift
/// let city = ComboBox("City", options: ["Berlin", "Bern", "Bonn"], text: "Be")
/// if case .chosen(let answers) = try await city.run() { print(answers[0]) }  // "Bernau" if typed
/// ```
///
/// The line shows the title, the chips (`[Bern ×]`, the active one reversed), the text with its
/// caret and `▾`; the open list of suggestions hangs below it, then the help line. Keys are
/// ``KeyMap/comboBox``. Enter (or Tab) takes the highlighted suggestion or, with none, the
/// text (CB-12, CB-13); with several values it toggles the suggestion's chip or adds the text as
/// a chip, and Enter on an empty text with nothing highlighted finishes. Esc closes the list,
/// then clears the text (CB-16, CB-17), then cancels. The mouse: click a suggestion, the `▾`,
/// or a chip's `×`.
public struct ComboBox: Prompt {
    /// The answers: one (a one-value combobox), or the chips in order.
    public typealias Value = [String]

    /// The text, the suggestions, the value.
    public private(set) var state: ComboBoxState
    /// The title before the field.
    public let title: String?
    /// The keys.
    public var keyMap: KeyMap<ComboBoxIntent>
    /// Whether the help line is shown.
    public var showsHelp: Bool
    /// The most suggestions shown at once.
    public var visibleRows: Int
    /// What the status line announces after the last event (CB-21): the option count, the
    /// active option, a choice; `nil` when the event changed nothing worth saying. With
    /// `--accessible` (``PromptContext/isAccessible``) it takes the help line's place.
    public private(set) var announcement: String?

    /// Creates a combobox prompt.
    ///
    /// - Parameters:
    ///   - title: shown before the field and in the summary.
    ///   - options: the suggestions.
    ///   - text: the pre-filled text.
    ///   - chips: the values already chosen (several values only).
    ///   - configuration: one value or several, custom values, read-only.
    ///   - keyMap: the keys (default ``KeyMap/comboBox``).
    ///   - visibleRows: the most suggestions shown at once.
    ///   - showsHelp: whether the help line is shown.
    public init(
        _ title: String? = nil, options: [String], text: String = "", chips: [String] = [],
        configuration: ComboBoxConfiguration = ComboBoxConfiguration(), keyMap: KeyMap<ComboBoxIntent> = .comboBox,
        visibleRows: Int = 8, showsHelp: Bool = true
    ) {
        state = ComboBoxState(options: options, text: text, chips: chips, configuration: configuration)
        self.title = title
        self.keyMap = keyMap
        self.visibleRows = max(1, visibleRows)
        self.showsHelp = showsHelp
    }

    // MARK: Prompt

    /// The field, room for the open list and its border, the help line: the same height
    /// whether the list is open or not, so that the region does not jump.
    public func preferredHeight(in screen: Size, context: PromptContext) -> Int {
        1 + listRows + 2 + (showsHelp ? 1 : 0)
    }

    private var listRows: Int { max(1, min(visibleRows, state.options.count)) }

    /// Handles one event and says whether the prompt goes on.
    public mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<[String]> {
        let before = state.listingSnapshot
        let step = respond(to: event, context: context)
        announcement = StatusAnnouncement.text(from: before, to: state.listingSnapshot)
        return step
    }

    private mutating func respond(to event: PromptEvent, context: PromptContext) -> PromptStep<[String]> {
        switch event {
        case .key(let key):
            if let intent = keyMap.intent(for: key) { return perform(intent) }
            if case .character(let character) = key.key, key.modifiers.isSubset(of: .shift),
                character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
            {
                state.send(.text(.insert(String(character))))
            }
        case .paste(let text):
            // The text field drops pasted line breaks and control characters (escape sequences
            // among them), as it drops typed ones.
            state.send(.text(.insert(text)))
        case .mouse(let mouse):
            handle(mouse, width: context.screen.width)
        case .tick, .resize, .background:
            break
        }
        return .proceed
    }

    private mutating func perform(_ intent: ComboBoxIntent) -> PromptStep<[String]> {
        switch intent {
        case .combo(let action):
            state.send(action)
        case .commit:
            return commit()
        case .escape:
            let events = state.send(.escape)
            // Nothing left to close or clear: Esc leaves.
            if events.isEmpty { return .finish(.cancelled) }
        }
        return .proceed
    }

    /// Enter: one value finishes with the option taken or the text (CB-12, CB-13); several
    /// values toggle or add a chip, and finish on an empty text with nothing highlighted.
    private mutating func commit() -> PromptStep<[String]> {
        if state.configuration.isMultiple {
            if (state.isOpen && state.highlighted != nil) || !state.text.isEmpty {
                state.send(.commit)
                return .proceed
            }
            return .finish(.chosen(state.chips))
        }
        let strict = !state.configuration.allowsCustomValue
        let typed = state.text
        state.send(.commit)
        // Without custom values, junk reverted (CB-13): the user sees the text put back and goes on.
        if strict, state.text != typed || state.selected == nil { return .proceed }
        return .finish(.chosen([state.value ?? state.text]))
    }

    private mutating func handle(_ mouse: MouseEvent, width: Int) {
        let layout = layout(width: width)
        switch mouse.kind {
        case .press where mouse.button == .left:
            if let chip = layout.chipRemovers.firstIndex(where: { $0.contains(mouse.position) }) {
                state.send(.removeChip(chip))
            } else if layout.toggle.contains(mouse.position) {
                state.send(.toggleOpen)
            } else if let row = suggestionRow(at: mouse.position, layout: layout) {
                state.send(.choose(row: row))
            } else if mouse.position.y != 0, state.isOpen, !(layout.list?.contains(mouse.position) ?? false) {
                // An outside press closes without choosing (CB-15).
                state.send(.escape)
            }
        case .move, .drag:
            if state.isOpen, layout.list?.contains(mouse.position) == true {
                state.send(.highlight(row: suggestionRow(at: mouse.position, layout: layout)))
            }
        default:
            break
        }
    }

    private func suggestionRow(at point: Point, layout: Layout) -> Int? {
        guard state.isOpen, let list = layout.list, list.contains(point) else { return nil }
        let row = visibleList(rows: list.height).viewport.rows.lowerBound + (point.y - list.y)
        return state.suggestions.indices.contains(row) ? row : nil
    }

    // MARK: Layout and drawing

    struct Layout {
        /// Where the text starts.
        var fieldX: Int
        /// The cells of each chip's ×.
        var chipRemovers: [Rect]
        /// The ▾.
        var toggle: Rect
        /// The suggestions' rows inside the border, when open.
        var list: Rect?
    }

    private var titleText: String? { title.map { $0 + ": " } }

    /// The chips' texts: `[Bern ×]`.
    private var chipTexts: [String] { state.chips.map { "[\($0) ×]" } }

    func layout(width: Int) -> Layout {
        var x = titleText.map { Buffer.displayWidth(of: $0) } ?? 0
        var removers: [Rect] = []
        for chip in chipTexts {
            let chipWidth = Buffer.displayWidth(of: chip)
            removers.append(Rect(x: x + chipWidth - 2, y: 0, width: 1, height: 1))
            x += chipWidth + 1
        }
        let fieldX = min(x, max(0, width - 3))
        let textWidth = Buffer.displayWidth(of: state.text) + 1
        let toggleX = min(fieldX + textWidth + 1, max(0, width - 1))
        var list: Rect?
        if state.isOpen {
            let widest = state.suggestions.lazy.map { Buffer.displayWidth(of: self.state.options[$0]) }.max() ?? 0
            let boxX = max(0, min(fieldX - 1, width - 4))
            // Border, pointer, check mark or [x], a space each side.
            let boxWidth = min(width - boxX, widest + (state.configuration.isMultiple ? 9 : 7))
            let rows = min(listRows, max(1, state.suggestions.count))
            list = Rect(x: boxX + 1, y: 2, width: max(1, boxWidth - 2), height: rows)
        }
        return Layout(fieldX: fieldX, chipRemovers: removers, toggle: Rect(x: toggleX, y: 0, width: 1, height: 1), list: list)
    }

    /// The suggestions as a list for `ListView`, the highlighted one in view; chips checked.
    private func visibleList(rows: Int) -> ListState<Int> {
        let isMultiple = state.configuration.isMultiple
        let choices = state.suggestions.map { Choice(state.options[$0], value: $0) }
        let checked: [Int] =
            isMultiple
            ? state.suggestions.filter { state.chips.contains(state.options[$0]) } : state.selected.map { [$0] } ?? []
        var list = ListState(
            sections: [ListSection(nil, selectionMode: isMultiple ? .multiple : .single, options: choices)],
            preselecting: .values(checked))
        list.send(.resize(availableRows: rows))
        if let row = state.highlighted { list.send(.highlight(row)) }
        return list
    }

    /// Draws the prompt; returns the caret's cell.
    public func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        let theme = context.theme
        let width = buffer.size.width
        let layout = layout(width: width)
        var x = 0
        if let titleText { x = buffer.write(titleText, at: Point(x: 0, y: 0), style: theme.title) }
        for (index, chip) in chipTexts.enumerated() {
            let style = state.activeChip == index ? theme.input.adding(.reverse) : theme.input
            x = buffer.write(chip, at: Point(x: x, y: 0), style: style) + 1
        }
        let field = Rect(x: layout.fieldX, y: 0, width: max(0, layout.toggle.x - layout.fieldX - 1), height: 1)
        let style = state.configuration.isReadOnly ? theme.disabled : theme.input
        // A text wider than the line scrolls to keep the caret on screen, `…` on a cut side.
        let window = TextFieldWindow(state.field, width: field.width) { Buffer.displayWidth(of: String($0)) }
        var textX = field.x
        if window.hidesStart { textX = buffer.write("…", at: field.origin, style: style, clip: field) }
        textX = buffer.write(window.text, at: Point(x: textX, y: 0), style: style, clip: field)
        if window.hidesEnd { buffer.write("…", at: Point(x: textX, y: 0), style: style, clip: field) }
        var caret: Point?
        if state.activeChip == nil, !state.configuration.isReadOnly {
            let caretX = field.x + window.caretColumn
            let under = state.caret < state.text.count ? String(Array(state.text)[state.caret]) : " "
            if caretX < width { buffer.write(under, at: Point(x: caretX, y: 0), style: style.adding(.reverse)) }
            caret = Point(x: caretX, y: 0)
        }
        buffer.write(state.isOpen ? "▴" : "▾", at: layout.toggle.origin, style: theme.trigger)
        if let list = layout.list {
            drawBorder(around: list, into: &buffer, theme: theme)
            _ = ListView(state: visibleList(rows: list.height), theme: theme).render(into: &buffer, area: list)
        }
        if context.isAccessible, let announcement, buffer.size.height > 1 {
            // CB-21: the announcement, plain text (labels never reach the terminal as controls).
            buffer.write(announcement, at: Point(x: 0, y: buffer.size.height - 1), style: theme.help)
        } else if showsHelp, buffer.size.height > 1 {
            let help = HelpLineView(items: keyMap.helpItems, theme: theme)
            help.render(into: &buffer, row: buffer.size.height - 1)
        }
        return caret
    }

    private func drawBorder(around area: Rect, into buffer: inout Buffer, theme: Theme) {
        let inner = String(repeating: "─", count: area.width)
        buffer.write("╭" + inner + "╮", at: Point(x: area.x - 1, y: area.y - 1), style: theme.border)
        for y in area.y..<area.maxY {
            buffer.write("│", at: Point(x: area.x - 1, y: y), style: theme.border)
            buffer.write("│", at: Point(x: area.maxX, y: y), style: theme.border)
        }
        buffer.write("╰" + inner + "╯", at: Point(x: area.x - 1, y: area.maxY), style: theme.border)
    }

    /// The line left behind: `City: Bernau` (answers joined with ", ").
    public func summary(of result: PromptResult<[String]>) -> String? {
        guard case .chosen(let answers) = result else { return nil }
        let text = answers.joined(separator: ", ")
        return title.map { "\($0): \(text)" } ?? text
    }
}
