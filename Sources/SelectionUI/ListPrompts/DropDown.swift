import SelectionCore
import SelectionTerminal

/// A drop-down prompt: a trigger that shows the choice (or a placeholder) and a popover list
/// that opens under it, or above it when there is more room there.
///
/// ```swift
/// let colours = [Choice("Red", value: Colour(rgb: 0xff0000)), Choice("Blue", value: Colour(rgb: 0x0000ff))]
/// switch try await DropDown("Colour", options: colours).run() {
/// case .chosen(let colour): print(colour.hexString)
/// default: print("no colour")
/// }
/// ```
///
/// Keys follow docs/behaviour.md §4 (``KeyMap/dropDown``); the mouse opens on press, chooses on
/// click or on release after a drag from the trigger, scrolls with the wheel, and a press
/// outside closes the list.
public struct DropDown<Value: Sendable & Equatable>: Prompt {
    /// The shared list-prompt machinery.
    var engine: ListPromptEngine<Value>
    /// The options chosen when the prompt finished, for its summary.
    private var chosen: [Choice<Value>] = []

    /// The state of the trigger and its list (while filtering, the filtered list).
    public var state: DropDownState<Value> { engine.state }
    /// The title shown before the trigger and in the summary (`Colour: Blue`).
    public var title: String? { engine.title }
    /// Looks and behaviours.
    public var configuration: ListPromptConfiguration { engine.configuration }
    /// While filtering, what the user typed; nil when the prompt does not filter.
    public var query: String? { engine.query }

    /// Creates a drop-down over rows (options, headers, separators).
    ///
    /// - Parameters:
    ///   - title: Shown before the trigger; nil for none.
    ///   - items: The rows.
    ///   - preselecting: The option chosen to begin with.
    ///   - configuration: Looks and behaviours.
    public init(
        _ title: String? = nil,
        items: [ListItem<Value>],
        preselecting: Preselection<Value> = .nothing,
        configuration: ListPromptConfiguration = ListPromptConfiguration()
    ) {
        let list = ListState(
            items: items, selectionMode: .single, preselecting: preselecting,
            configuration: configuration.listConfiguration)
        self.init(
            title, state: DropDownState(list: list, mode: .value(placeholder: configuration.placeholder)), configuration: configuration)
    }

    /// Creates a drop-down over options.
    public init(
        _ title: String? = nil,
        options: [Choice<Value>],
        preselecting: Preselection<Value> = .nothing,
        configuration: ListPromptConfiguration = ListPromptConfiguration()
    ) {
        self.init(title, items: options.map { .option($0) }, preselecting: preselecting, configuration: configuration)
    }

    /// Creates a drop-down over sections, each with its own title and selection mode.
    public init(
        _ title: String? = nil,
        sections: [ListSection<Value>],
        preselecting: Preselection<Value> = .nothing,
        configuration: ListPromptConfiguration = ListPromptConfiguration()
    ) {
        let list = ListState(sections: sections, preselecting: preselecting, configuration: configuration.listConfiguration)
        self.init(
            title, state: DropDownState(list: list, mode: .value(placeholder: configuration.placeholder)), configuration: configuration)
    }

    /// Creates a drop-down from a prepared state.
    public init(_ title: String? = nil, state: DropDownState<Value>, configuration: ListPromptConfiguration = ListPromptConfiguration()) {
        engine = ListPromptEngine(title: title, state: state, configuration: configuration)
    }

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
    package var labelStyles: (@Sendable (Value) -> [StyledCharacters]?)? {
        get { engine.labelStyles }
        set { engine.labelStyles = newValue }
    }

    // MARK: Prompt

    /// The rows this prompt wants when shown inline on a screen of `screen` cells.
    public func preferredHeight(in screen: Size, context: PromptContext) -> Int {
        var context = context
        context.screen = screen
        return engine.layout(in: context).height
    }

    /// Handles one event — a key, the mouse, a paste, a resize or a tick — and says whether the prompt goes on.
    public mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<Value> {
        let outcome = engine.handle(event, context: context)
        let effects = engine.takeEffects()
        switch outcome {
        case .proceed:
            return .proceed(performing: effects)
        case .cancelled:
            return .finish(.cancelled)
        case .committed(let options):
            guard let first = options.first else { return .proceed(performing: effects) }
            chosen = [first]
            return .finish(.chosen(first.value))
        }
    }

    /// Draws the prompt into its region; returns the cell where the accessible cursor rests.
    public func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        engine.render(into: &buffer, context: context)
    }

    /// The line an inline prompt leaves behind when it finishes, or nil.
    public func summary(of result: PromptResult<Value>) -> String? {
        if nothingToChoose != nil { return engine.summary(of: []) }
        guard case .chosen = result else { return nil }
        return engine.summary(of: chosen)
    }

    /// The typeahead search's expiry, or now when a sole option is to be chosen at once.
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

    /// A drop-down over options that arrive from `feed` while it is shown; `makeChoice` makes
    /// the option of item `index` from its text.
    init(
        _ title: String?, feed: ItemFeed, configuration: ListPromptConfiguration,
        makeChoice: @escaping @Sendable (String, Int) -> Choice<Value>
    ) {
        engine = ListPromptEngine(
            title: title, feed: feed, selectionMode: .single, dropDown: DropDownConfiguration(), configuration: configuration,
            makeChoice: makeChoice)
    }
}

extension DropDown where Value == Int {
    /// A drop-down that opens at once and fills as `feed` is read (`sel choose` reading a pipe);
    /// the value chosen is the item's index. A spinner and the running count show while the
    /// input is read. Typed keys before the first item wait for it; the item the user moved to
    /// stays highlighted as more arrive. With ``ListPromptConfiguration/filters``, each query is
    /// scanned on all cores off the host loop.
    ///
    /// ```swift
    /// let feed = ItemFeed()
    /// feed.readAsynchronously(from: 0)
    /// let index = try await DropDown("File", feed: feed).run().value
    /// ```
    public init(_ title: String? = nil, feed: ItemFeed, configuration: ListPromptConfiguration = ListPromptConfiguration()) {
        self.init(title, feed: feed, configuration: configuration) { label, index in Choice(label, value: index) }
    }
}

extension DropDown where Value == String {
    /// A drop-down whose options are the elements of `lines`, shown as they arrive, each its own
    /// value, with the same indicator and rules as ``init(_:feed:configuration:)``.
    ///
    /// ```swift
    /// let names = AsyncStream<String> { continuation in
    ///     for name in ["main", "release/0.3", "line-mode"] { continuation.yield(name) }
    ///     continuation.finish()
    /// }
    /// let branch = try await DropDown("Branch", lines: names).run().value
    /// ```
    ///
    /// For the lines of a child process, read its output into an ``ItemFeed`` and pass that as
    /// `lines:` (the next initialiser).
    public init<Lines: AsyncSequence & Sendable>(
        _ title: String? = nil, lines: Lines, configuration: ListPromptConfiguration = ListPromptConfiguration()
    ) where Lines.Element == String {
        let feed = ItemFeed()
        feed.read(lines)
        self.init(title, lines: feed, configuration: configuration)
    }

    /// A drop-down whose options are the lines of `feed` (a child process's output, say), shown
    /// as they arrive, each its own value, with the same indicator and rules as
    /// ``init(_:feed:configuration:)`` (whose values are the lines' indexes).
    ///
    /// ```swift
    /// let git = Process()
    /// git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
    /// git.arguments = ["branch", "--format=%(refname:short)"]
    /// let output = Pipe()
    /// git.standardOutput = output
    /// try git.run()
    /// let lines = ItemFeed()
    /// lines.readAsynchronously(from: output.fileHandleForReading.fileDescriptor)
    /// let branch = try await DropDown("Branch", lines: lines).run().value
    /// ```
    public init(_ title: String? = nil, lines feed: ItemFeed, configuration: ListPromptConfiguration = ListPromptConfiguration()) {
        self.init(title, feed: feed, configuration: configuration) { label, _ in Choice(label) }
    }
}

extension ListPromptConfiguration {
    /// The list behaviours these looks imply (the visible rows, the row height). A filtered list
    /// is a combobox's popup, which wraps (CB-09, docs/behaviour.md §1's table); a plain one wraps
    /// only when asked (`--cycle`).
    var listConfiguration: ListConfiguration {
        var list = ListConfiguration(wrapsAround: wrapsAround || filters, layout: layout, rowHeight: rowHeight)
        if let visibleRows { list.visibleRows = .upTo(visibleRows) }
        return list
    }
}

extension DropDown where Value == String {
    /// Creates a drop-down over strings, each its own value.
    ///
    /// ```swift
    /// let purpose = try await DropDown("Purpose", options: ["Design", "Testing"]).run().value
    /// ```
    @_disfavoredOverload  // `DropDown<String>("Env", options: [])` takes the `[Choice]` initialiser.
    public init(
        _ title: String? = nil,
        options: [String],
        preselecting: Preselection<String> = .nothing,
        configuration: ListPromptConfiguration = ListPromptConfiguration()
    ) {
        self.init(title, options: options.map { Choice($0) }, preselecting: preselecting, configuration: configuration)
    }
}
