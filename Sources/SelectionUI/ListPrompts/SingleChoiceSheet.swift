import SelectionCore
import SelectionTerminal

/// A single-choice list shown as a modal sheet: a title bar with Cancel, the title and Done, and
/// the options below, the current one carrying the checkmark (design 3, "CheckList").
///
/// For several answers at once use ``MultiSelect``; for a single answer from a list that opens
/// under a trigger, ``DropDown``. This type was called `Checklist` before 0.2.
///
/// ```
/// Cancel       Purpose       Done
/// ───────────────────────────────
/// ›✓ Design
///    Testing
/// ↑/↓ move · space check · enter done · esc cancel
/// ```
///
/// The current value is matched case-insensitively ("design" checks "Design"). Keys and clicks:
///
/// - Up/Down, Home/End, PageUp/PageDown and typing move the highlight (§1, §2).
/// - **Space** or a click on a row moves the checkmark there, and the sheet stays open.
/// - **Enter** moves the checkmark to the highlighted row and reports it: Enter chooses, as it
///   does in every list prompt (SEL-08).
/// - **Done** (click) reports the checked value, or the highlighted one when none is checked.
/// - **Esc** or **Cancel** (click) cancels (SEL-10).
///
/// ```swift
/// let purpose = try await SingleChoiceSheet(title: "Purpose", options: ["Design", "Testing"], current: "design").run()
/// ```
public struct SingleChoiceSheet: Prompt {
    /// The options, their highlight, the checkmark and the scroll position.
    public private(set) var list: ListState<String>
    /// The title, centred in the title bar.
    public let title: String
    /// The keys (``KeyMap/singleChoiceSheet`` by default); the help line is made from them.
    public var keyMap: KeyMap<ListIntent>

    /// The rows above the list (title bar, rule) and below it (help).
    private static let rowsAbove = 2
    private static let rowsBelow = 1

    /// Creates a single-choice sheet.
    ///
    /// - Parameters:
    ///   - title: Shown centred in the title bar and in the summary (`Purpose: Design`).
    ///   - options: The strings to choose from; each is its own value.
    ///   - current: The value checked to begin with, matched ignoring case; nil for none.
    ///   - keyMap: The keys.
    public init(title: String, options: [String], current: String? = nil, keyMap: KeyMap<ListIntent> = .singleChoiceSheet) {
        self.title = title
        self.keyMap = keyMap
        var list = ListState(
            items: options.map { .option(Choice($0)) },
            selectionMode: .single,
            preselecting: current.map { .label($0) } ?? .nothing
        )
        list.send(.focus)
        self.list = list
    }

    /// The checked value, if any.
    package var checkedValue: String? { list.selectedOptions.first?.value }

    // MARK: Prompt

    /// The rows this prompt wants when shown inline on a screen of `screen` cells.
    public func preferredHeight(in screen: Size, context: PromptContext) -> Int {
        Self.rowsAbove + max(1, list.items.count) + Self.rowsBelow
    }

    /// Handles one event — a key, the mouse, a paste, a resize or a tick — and says whether the prompt goes on.
    public mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<String> {
        let region = regionSize(context: context)
        list.send(.resize(availableRows: listArea(in: region).height))
        switch event {
        case .key(let key):
            if let intent = keyMap.intent(for: key) { return handle(intent, now: context.now) }
            if case .character(let character) = key.key, key.modifiers.isSubset(of: .shift) {
                list.send(.typeahead(character, at: context.now))
            }
        case .mouse(let mouse):
            return handle(mouse, region: region, theme: context.theme)
        case .resize, .paste, .tick, .background:
            break
        }
        return .proceed
    }

    private mutating func handle(_ intent: ListIntent, now: Duration) -> PromptStep<String> {
        switch intent {
        case .list(let action):
            // A single-choice checklist moves up and down a page at a time; nothing else of the list's.
            switch action {
            case .moveUp, .moveDown, .moveToFirst, .moveToLast, .pageUp, .pageDown: list.send(action)
            default: break
            }
        case .tab, .tabBackward, .open: break
        case .toggle: list.send(.typeahead(" ", at: now))
        case .commit:
            list.send(.chooseHighlighted)
            return done()
        case .cancel: return .finish(.cancelled)
        }
        return .proceed
    }

    private mutating func handle(_ mouse: MouseEvent, region: Size, theme: Theme) -> PromptStep<String> {
        switch mouse.kind {
        case .scroll(.up):
            list.send(.scroll(by: -1))
        case .scroll(.down):
            list.send(.scroll(by: 1))
        case .release where mouse.button == .left:
            // Buttons act on release, as a phone's do: a press that slides off does nothing.
            let bar = TitleBarView(title: title, theme: theme)
            switch bar.target(at: mouse.position, area: Rect(x: 0, y: 0, width: region.width, height: 1)) {
            case .leading: return .finish(.cancelled)
            case .trailing: return done()
            case .bar, .outside: break
            }
            if case .row(let row) = ListView(state: list, theme: theme).target(at: mouse.position, area: listArea(in: region)) {
                list.send(.choose(row))
            }
        default:
            break
        }
        return .proceed
    }

    /// Done: the checked value, else the highlighted one; with neither (no options), a cancel.
    private func done() -> PromptStep<String> {
        if let value = checkedValue ?? list.highlightedOption?.value { return .finish(.chosen(value)) }
        return .finish(.cancelled)
    }

    /// Draws the prompt into its region; returns the cell where the accessible cursor rests.
    public func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        let theme = context.theme
        let region = buffer.size
        TitleBarView(title: title, theme: theme).render(into: &buffer, area: buffer.area)
        if region.height > 1 {
            buffer.fill(Rect(x: 0, y: 1, width: region.width, height: 1), with: Cell(theme.separatorGlyph, style: theme.separator))
        }
        let area = listArea(in: region)
        var shown = list
        shown.send(.resize(availableRows: area.height))
        let cursor = ListView(state: shown, theme: theme).render(into: &buffer, area: area)
        if region.height >= Self.rowsAbove + Self.rowsBelow + 1 {
            let help = keyMap.helpItems.map(\.text).joined(separator: " · ")
            buffer.write(help, at: Point(x: 0, y: region.height - 1), style: theme.help, overflow: .ellipsis)
        }
        return cursor ?? Point(x: 0, y: 0)
    }

    /// The line an inline prompt leaves behind when it finishes, or nil.
    public func summary(of result: PromptResult<String>) -> String? {
        result.value.map { "\(title): \($0)" }
    }

    // MARK: Layout

    /// The region: the whole screen full-screen, else the preferred height clamped to the screen.
    private func regionSize(context: PromptContext) -> Size {
        switch context.presentation {
        case .fullScreen: return context.screen
        case .inline:
            let height = max(1, min(preferredHeight(in: context.screen, context: context), context.screen.height))
            return Size(width: context.screen.width, height: height)
        }
    }

    /// The rows between the title bar's rule and the help line; when the region is too short
    /// for all three, the list gives way last (the help line goes first, then the rule).
    private func listArea(in region: Size) -> Rect {
        let hasHelp = region.height >= Self.rowsAbove + Self.rowsBelow + 1
        let top = min(region.height, region.height > 1 ? Self.rowsAbove : 1)
        let bottom = region.height - (hasHelp ? Self.rowsBelow : 0)
        return Rect(x: 0, y: top, width: region.width, height: max(0, bottom - top))
    }
}

/// The earlier name of ``SingleChoiceSheet``, which holds one checkmark: a name that said
/// neither single nor multiple.
@available(*, deprecated, renamed: "SingleChoiceSheet")
public typealias Checklist = SingleChoiceSheet
