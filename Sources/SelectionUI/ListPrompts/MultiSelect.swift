import SelectionCore
import SelectionTerminal

/// A multiple-choice prompt: a drop-down whose rows carry checkboxes; Space toggles, Ctrl-A
/// selects all, Enter finishes with every checked option's value. (For one answer, use
/// ``DropDown``, or ``SingleChoiceSheet`` for a modal sheet.)
///
/// ```swift
/// let toppings = try await MultiSelect("Toppings", options: ["Cheese", "Olives", "Basil"], limit: 2).run()
/// if case .chosen(let chosen) = toppings { print(chosen) }   // ["Cheese", "Basil"]
/// ```
///
/// With a `limit`, options beyond it are not checked (the list says the limit was reached); with
/// a `minimum:`, Enter is refused
/// with a message until enough are checked.
///
/// Preselected options start checked, and by default the highlight starts on the first of them
/// (the list opens scrolled to it); set ``ListPromptConfiguration/initialHighlight`` to
/// ``ListPromptConfiguration/InitialHighlight/firstOption`` to keep it on the first row, as
/// questionary and InquirerPy do.
public struct MultiSelect<Element: Sendable & Equatable>: Prompt {
    /// The values of the checked options, in list order.
    public typealias Value = [Element]

    var engine: ListPromptEngine<Element>
    private var chosen: [Choice<Element>] = []
    /// The fewest options Enter accepts; 0 for no minimum. Settable for any multiple choice
    /// (`prompt.minimum = 1` on one made from sections).
    public var minimum = 0
    /// Why Enter was refused (too few checked); cleared by the next key.
    public internal(set) var message: String?

    /// The state of the trigger and its list.
    public var state: DropDownState<Element> { engine.state }
    /// The title shown before the trigger and in the summary.
    public var title: String? { engine.title }
    /// Looks and behaviours.
    public var configuration: ListPromptConfiguration { engine.configuration }

    /// Creates a checklist over options.
    ///
    /// - Parameters:
    ///   - title: Shown before the trigger; nil for none.
    ///   - options: The options.
    ///   - limit: At most this many may be checked; nil for no limit.
    ///   - preselecting: The options checked to begin with.
    ///   - configuration: Looks and behaviours; its key map defaults to ``KeyMap/multiSelect``.
    public init(
        _ title: String? = nil,
        options: [Choice<Element>],
        limit: Int? = nil,
        preselecting: Preselection<Element> = .nothing,
        configuration: ListPromptConfiguration = ListPromptConfiguration(keyMap: .multiSelect)
    ) {
        self.init(title, items: options.map { .option($0) }, limit: limit, preselecting: preselecting, configuration: configuration)
    }

    /// Creates a checklist over rows (options, headers, separators).
    public init(
        _ title: String? = nil,
        items: [ListItem<Element>],
        limit: Int? = nil,
        preselecting: Preselection<Element> = .nothing,
        configuration: ListPromptConfiguration = ListPromptConfiguration(keyMap: .multiSelect)
    ) {
        let list = ListState(
            items: items, selectionMode: .multiple(limit: limit), preselecting: preselecting,
            configuration: configuration.listConfiguration)
        let state = DropDownState(
            list: list, mode: .value(placeholder: configuration.placeholder),
            configuration: DropDownConfiguration(closesOnChoice: false))
        engine = ListPromptEngine(title: title, state: state, configuration: configuration)
    }

    /// Creates a checklist over sections, each with its own title and selection mode; sections
    /// that are `.single` hold one checkmark each, `.actions` rows finish the prompt with themselves.
    ///
    /// ```swift
    /// let answers = try await MultiSelect("Order", sections: [
    ///     ListSection("Size", selectionMode: .single, options: [Choice("Small"), Choice("Large")]),
    ///     ListSection("Toppings", selectionMode: .multiple(limit: 3), options: toppings),
    /// ]).run()
    /// ```
    public init(
        _ title: String? = nil,
        sections: [ListSection<Element>],
        preselecting: Preselection<Element> = .nothing,
        configuration: ListPromptConfiguration = ListPromptConfiguration(keyMap: .multiSelect)
    ) {
        let list = ListState(sections: sections, preselecting: preselecting, configuration: configuration.listConfiguration)
        let state = DropDownState(
            list: list, mode: .value(placeholder: configuration.placeholder),
            configuration: DropDownConfiguration(closesOnChoice: false))
        engine = ListPromptEngine(title: title, state: state, configuration: configuration)
    }

    /// While filtering, what the user typed; nil when the prompt does not filter.
    public var query: String? { engine.query }
    /// The name a ``ListCommand/acceptReportingKey(_:)`` command ended the prompt with, if one
    /// did; nil for Enter, a click, or any other ending.
    package var endingKey: String? { engine.script.endingKey }
    /// True when an ``ListCommand/endWithQuery`` command ended the prompt (its result is ``PromptResult/cancelled``).
    package var endsWithQueryOnly: Bool { engine.script.endsWithQueryOnly }
    /// True when Enter found nothing to take and ended the prompt
    /// (``ListPromptConfiguration/endsWhenNothingMatches``; its result is ``PromptResult/cancelled``).
    package var endsWithNoMatch: Bool { engine.script.endsWithNoMatch }
    /// The lines `print(...)` queued.
    package var printQueue: [String] { engine.script.printQueue }
    /// The command `become(...)` ended the prompt with, if one did.
    package var becoming: CommandRun? { engine.script.becoming }
    /// The styled characters of an option's label, by its value (colours read from the input, say).
    package var labelStyles: (@Sendable (Element) -> [StyledCharacters]?)? {
        get { engine.labelStyles }
        set { engine.labelStyles = newValue }
    }

    /// The rows this prompt wants when shown inline on a screen of `screen` cells.
    public func preferredHeight(in screen: Size, context: PromptContext) -> Int {
        var context = context
        context.screen = screen
        return engine.layout(in: context).height
    }

    /// Handles one event — a key, the mouse, a paste, a resize or a tick — and says whether the prompt goes on.
    public mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<[Element]> {
        if refusesToFinish(on: event) { return .proceed }
        let outcome = engine.handle(event, context: context)
        let effects = engine.takeEffects()
        switch outcome {
        case .proceed: return .proceed(performing: effects)
        case .cancelled: return .finish(.cancelled)
        case .committed(let options):
            chosen = options
            return .finish(.chosen(options.map(\.value)))
        }
    }

    /// Draws the prompt into its region; returns the cell where the accessible cursor rests.
    public func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        let cursor = engine.render(into: &buffer, context: context)
        renderMessage(into: &buffer, context: context)
        return cursor
    }

    /// The line an inline prompt leaves behind when it finishes, or nil.
    public func summary(of result: PromptResult<[Element]>) -> String? {
        if nothingToChoose != nil { return engine.summary(of: []) }
        guard case .chosen = result else { return nil }
        return engine.summary(of: chosen)
    }

    /// The typeahead search's expiry.
    public var deadline: Duration? { engine.deadline }

    /// Decides the side the open list takes, now that the host located the region.
    public mutating func prepare(for context: PromptContext) {
        engine.prepare(for: context)
    }

    /// From now the host performs the prompt's effects: a streamed list's options are read, and
    /// scanned off the loop.
    public mutating func start(reportingTo inbox: PromptInbox) {
        engine.start()
    }
}

extension MultiSelect where Element == Int {
    /// A multiple choice that opens at once and fills as `feed` is read; the values chosen are
    /// the items' indexes (see ``DropDown/init(_:feed:configuration:)``).
    public init(
        _ title: String? = nil, feed: ItemFeed, limit: Int? = nil,
        configuration: ListPromptConfiguration = ListPromptConfiguration(keyMap: .multiSelect)
    ) {
        engine = ListPromptEngine(
            title: title, feed: feed, selectionMode: .multiple(limit: limit), dropDown: DropDownConfiguration(closesOnChoice: false),
            configuration: configuration
        ) { label, index in Choice(label, value: index) }
    }
}

extension MultiSelect where Element == String {
    /// Creates a multiple choice over strings, each its own value.
    @_disfavoredOverload  // `MultiSelect<String>("Checks", options: [])` takes the `[Choice]` initialiser.
    public init(
        _ title: String? = nil,
        options: [String],
        limit: Int? = nil,
        preselecting: Preselection<String> = .nothing,
        configuration: ListPromptConfiguration = ListPromptConfiguration(keyMap: .multiSelect)
    ) {
        self.init(title, options: options.map { Choice($0) }, limit: limit, preselecting: preselecting, configuration: configuration)
    }
}

extension KeyMap where Intent == ListIntent {
    /// The keys of a checklist: those of ``dropDown`` with Space to toggle, Enter to finish and
    /// Ctrl-A to select all, each in the help line.
    public static var multiSelect: KeyMap<ListIntent> {
        KeyMap.dropDown.withHelp([.toggle: "toggle", .commit: "done", .list(.selectAll): "all"]).moving(.toggle, before: .commit)
    }
}
