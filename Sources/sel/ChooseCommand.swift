import ArgumentParser
import SelectionCore
import SelectionMatching
import SelectionScripting
import SelectionTerminal
import SelectionUI

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `sel choose`: a drop-down list on the terminal; the choice goes to stdout, byte for byte as
/// it was read.
///
/// ```sh
/// git branch --format='%(refname:short)' | sel choose --title Branch | xargs git switch
/// printf 'Red\t#ff0000\nBlue\t#0000ff\n' | sel choose --delimiter $'\t'     # prints the hex value
/// ls | sel choose --multi --limit 3 --filter
/// ```
struct ChooseCommand: AsyncParsableCommand {
    // `sel choose` is parsed by this command alone first (`Sel.parsed(_:)`); as the root of that
    // parse it is `sel`'s, which spares swift-argument-parser a look for
    // `--generate-completion-script` (two more parses, 0.9 ms of the start): `sel` answers that.
    static let configuration = CommandConfiguration(
        commandName: "choose",
        _superCommandName: "sel",
        abstract: "Choose from a drop-down list; print the choice.",
        discussion: """
            Items come from the arguments, or else from the lines of standard input. Keys are read \
            from /dev/tty and the list is drawn there, so it works in a pipe. The choice is printed \
            exactly as it was read (invalid UTF-8, tabs and escapes included); on screen, control \
            characters are shown as placeholders.

            Keys: ↑/↓ (Ctrl-P/Ctrl-N), PgUp/PgDn, Home/End move; Enter chooses; Esc cancels; \
            typing jumps to a matching item (with --filter: narrows the list; Backspace, Ctrl-U edit; \
            ←/→ and Home/End move the caret; ↑/↓ wrap); with --multi, Space toggles, Ctrl-A selects \
            all, Shift+↑/↓ extend a range from the last item toggled and Ctrl+Shift+Home/End extend it \
            to the ends. Alt+↓ opens a closed list, Alt+↑ chooses. Mouse: click or press-drag-release \
            on a row; the wheel scrolls.

            --editable is a text field with the items as suggestions (not fzf's or gum's): Enter \
            prints the suggestion highlighted or else the text as typed; Esc closes the list, then \
            clears the text, then cancels; with --multi the answers are chips (← walks them, \
            Backspace removes one).

            Lines from standard input stream: the list opens at once and fills as they come, with a \
            spinner and a running count until the input ends; Enter before then chooses at once. \
            --select-if-one and "nothing to choose" are decided at the end of input. The options \
            that change lines decide as each arrives: a --selected item arrives checked, --cursor \
            takes the highlight when its item arrives (unless you moved first), --ansi, \
            --delimiter and the field options apply line by line, and --tac puts the newest line \
            on top. Only --json needs the whole input: a reading indicator shows at once, the \
            list opens at the end of input, and the keys typed meanwhile apply to it; Esc and \
            Ctrl-C work at any moment.

            Layout: a drop-down under the cursor by default; --height fills a region of N rows \
            (or N%) below the cursor and --full-screen the whole terminal, with the title, filter \
            field, header and list. A line too long for the list shows the part around the match, \
            with an ellipsis where text is hidden; --wrap draws it over several rows, and a --read0 item \
            holding newlines is drawn over its lines.

            --preview CMD shows CMD's output for the highlighted item in a pane beside the list \
            (--preview-window: right, left, up or down; N or N%; border or noborder; wrap; hidden). \
            CMD runs with sh -c in a process group of its own, 60 ms after the highlight stops; \
            moving on kills it. Placeholders, each quoted for the shell: {} the item, {+} the \
            checked items (or the highlighted one), {q} the query, {1} {-1} {2..} fields of the item \
            (split at blanks); {n} is the item's 0-based index. \
            Colours (SGR) are kept, other escape sequences dropped; a status other than 0 and \
            standard error show in the pane. Shift-Up/Down and the mouse wheel over the pane scroll it.

            --bind also takes the events start (once, when the list opens) and change (each time \
            the query changes), and the actions reload(CMD) (the items become CMD's output, read as \
            it comes; the query stays, and the highlight where the same line comes back), \
            toggle-preview, show-preview, hide-preview, toggle-preview-wrap, refresh-preview, \
            preview-up, preview-down, preview-page-up, preview-page-down, preview-half-page-up, \
            preview-half-page-down, preview-top and preview-bottom. A ripgrep launcher: \
            sel choose --disabled --bind 'start:reload(rg -n {q})' --bind 'change:reload(rg -n {q})' \
            (--disabled: the query only feeds {q}, it does not narrow the list). Unlike fzf, an empty \
            reload leaves the list open, and a reload needs lines (not --json).

            Plain mode (--plain, and always with TERM=dumb): a numbered list and a typed answer \
            (a number, or a label; with --multi several, e.g. "1,3 5"), asked again until valid.

            --json reads a JSON array of options from standard input; an option is a string or \
            {"label", "value", "detail", "disabled": "reason", "colour": "#rrggbb"}; or an array \
            of sections {"title", "selection": "single"|"multiple"|"none", "options": [...]}.

            Unknown keys are errors (with a suggestion), and every error names the item \
            (item 3 ("Kale"), or section 2, item 1).

            Exit status, as fzf's: 0 chosen (or the query printed by the print-query action); 1 \
            nothing to choose, or Enter when the query matches nothing (with --print-query the \
            query is printed first); 2 usage or environment error (bad option, no terminal, \
            malformed JSON, a choice that could not be written); 124 --timeout passed; 129 the \
            terminal went away; 130 cancelled with Esc or Ctrl-C (Esc exited 1 up to 0.3.0, \
            as the other commands still do: see the CHANGELOG); 141 standard output \
            closed early.
            """
    )

    @Argument(help: "The items (default: the lines of standard input).")
    var items: [String] = []

    @Flag(
        name: .customLong("multi"),
        help: "Choose several (Space toggles, Enter finishes); prints one per line, in the order checked (--ordered: input order).")
    var multiFlag = false

    @Option(
        name: .customLong("limit"), parsing: .unconditional,
        help: "At most this many; more than 1 implies --multi (gum's --limit), 1 alone is a single choice.")
    var limitOption: Int?

    @Flag(name: .customLong("no-limit"), help: "Choose any number: gum's name for --multi.")
    var noLimit = false

    @Option(help: ArgumentHelp("Preselect this item, by label or value, ignoring case (repeatable).", valueName: "item"))
    var selected: [String] = []

    @Option(
        name: .customLong("cursor"),
        help: ArgumentHelp(
            "Highlight this item first, by label or value; a value with no letter or digit (\"> \") is gum's cursor prefix.",
            valueName: "item"))
    var cursorOption: String?

    @Option(help: "What the trigger shows before a choice.")
    var placeholder = "Select..."

    @OptionGroup var prompt: PromptOptions

    @OptionGroup var records: RecordOptions

    @Option(
        help: ArgumentHelp(
            "Split each line at the first D into label<D>value: show the label, print the value. With --nth, --with-nth, --accept-nth, or a field placeholder ({1}, {2..}) in --preview or a bound command, D separates fields instead, as in fzf.",
            valueName: "D"))
    var delimiter: String?

    @Option(help: "What to print: label, value or index (0-based).")
    var output: ChooseOutput = .value

    @Flag(help: "Type to filter the list with the fuzzy matcher.")
    var filter = false

    @Flag(
        help:
            "An editable combobox: the items are suggestions filtered as you type (case- and accent-blind \"contains\"); Enter takes the highlighted one or, with none, the text as typed. --query pre-fills the text; with --multi the answers collect as chips."
    )
    var editable = false

    @Flag(
        name: .customLong("read-only"),
        help: "With --editable: show the text (--query) but take no edits and open no list; Enter prints it.")
    var readOnly = false

    @Flag(help: "When there is exactly one item, print it without asking.")
    var selectIfOne = false

    @Flag(help: "Read the options as JSON from standard input.")
    var json = false

    @OptionGroup(title: "fzf and gum options") var scripting: ChooseScripting

    @OptionGroup(title: "Search (fzf's)") var search: ChooseSearch

    @OptionGroup(title: "Layout") var display: ChooseDisplay

    @OptionGroup(title: "Layout and chrome (fzf's)") var chrome: ChooseChrome
    /// gum's style flags and prefixes.
    @OptionGroup(title: "Styles (gum's)") var gumStyle: GumStyleOptions

    @OptionGroup(title: "Walker") var walking: ChooseWalker

    @OptionGroup(title: "History") var queryHistory: ChooseHistory

    @OptionGroup(title: "Remembered choices") var remembering: ChooseRemember

    @OptionGroup(visibility: .private) var history: ChooseShellHistory

    @OptionGroup(title: "Endless input") var keeping: ChooseTail

    @OptionGroup(title: "tmux popup") var popup: ChoosePopup

    @OptionGroup(title: "Synchronous input") var synchronous: ChooseSync

    @OptionGroup(title: "Remote control (fzf's --listen)") var listening: ChooseListen

    @OptionGroup(title: "Item text (fzf's)") var textShape: ChooseTextShape

    @OptionGroup(title: "Tracking (fzf's)") var tracking: ChooseTrack

    func validate() throws {
        if let limitOption, limitOption < 1 { throw ValidationError("--limit must be 1 or more, not \(limitOption).") }
        if delimiter == "" { throw ValidationError("--delimiter must not be empty.") }
        if json, !items.isEmpty { throw ValidationError("--json reads standard input; do not pass items as arguments.") }
        if scripting.reloads || scripting.disabled, json {
            throw ValidationError("\(scripting.reloads ? "reload(...)" : "--disabled") needs lines: not with --json.")
        }
        try validateEditable()
        if listening.isOn, json || editable { throw ValidationError("--listen needs a list of lines: not with --json or --editable.") }
    }

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        if let status = try popup.runInPopupIfAsked(environment: environment) { throw ExitCode(status) }
        if items.isEmpty, json, isatty(0) == 1 {
            throw failure(
                "no items: --json reads standard input (sel choose --json < options.json)", in: "choose", status: ExitStatus.usage)
        }
        // One way of asking for every form of the list.
        let asking = try asking(environment: environment)
        if listening.isOn, form(asking) != .streamed {
            throw failure("--listen needs the list on the terminal: not in line mode (--plain, TERM=dumb)", in: "choose")
        }
        switch form(asking) {
        case .editable: try await runEditable(asking)
        case .streamed: try await runStreaming(asking)
        case .loading: try runLoading(asking)
        case .whole: try await runWhole(asking)
        }
    }

    /// The forms `sel choose` takes, decided in one place (``form(_:)``); each is asked through
    /// the same ``PromptAsking``.
    enum Form {
        /// `--editable`: a combobox over the items read whole.
        case editable
        /// Lines (or a reload): the list opens at once and fills from an `ItemFeed`, each line
        /// shaped as it arrives (colours, fields, `--selected`, `--cursor`).
        case streamed
        /// A `--json` document, read whole: a reading indicator, then the list.
        case loading
        /// The arguments, or line mode: the list built first, then asked (plain or on the terminal).
        case whole
    }

    /// Which form this command line takes.
    func form(_ asking: PromptAsking) -> Form {
        if editable { return .editable }
        if streams(asking) { return .streamed }
        if items.isEmpty, !asking.usesLineMode { return .loading }
        return .whole
    }

    /// Reads the whole list, then asks it: line by line, or on the terminal.
    private func runWhole(_ asking: PromptAsking) async throws {
        let (list, header) = try readList()
        let enabled = try choosable(list)
        if let chosen = choiceWithoutAsking(enabled) { return try emit(chosen, of: list, report: nil) }
        let choosesSeveral = isMultiple(list)
        let result: PromptResult<ListPromptReport<[Int]>> =
            if asking.usesLineMode {
                try asking.askLines(ChoosePlain(title: prompt.title, items: list, isMultiple: choosesSeveral, limit: limit).dialogue)
                    .map { ListPromptReport(value: $0, key: nil, query: nil) }
            } else {
                try await asking.askOnTerminal(interactivePrompt(list, header: header, isMultiple: choosesSeveral))
            }
        if let status = ExitStatus.ofChoice(result) { throw ExitCode(status) }
        if case .chosen(let report) = result {
            try becomeIfAsked(report)
            try emit(report.value ?? [], of: list, report: report)
        }
    }

    /// The choice made without asking: the one choosable item, with `--select-if-one` (`-1`).
    func choiceWithoutAsking(_ enabled: [Int]) -> [Int]? {
        (selectIfOne || scripting.selectOne) && enabled.count == 1 ? enabled : nil
    }

    /// Whether several items can be chosen: `--multi`, or a JSON section that takes several.
    func isMultiple(_ list: ChooseItems) -> Bool {
        multi || list.sections.contains { $0.selectionMode?.isMultiple == true }
    }

    /// The items of `list` that can be chosen (its enabled ones); none is "nothing to choose".
    func choosable(_ list: ChooseItems) throws(CommandError) -> [Int] {
        guard !list.items.isEmpty else { throw .nothingToChoose(.noItems) }
        let enabled = list.items.indices.filter { list.items[$0].disabledReason == nil }
        guard !enabled.isEmpty else { throw .nothingToChoose(.everyItemDisabled) }
        return enabled
    }

    /// True when the list opens before the input ends: lines from standard input on a terminal
    /// (each shaped as it arrives: ``recordShape``). Only `--json` needs the whole document first.
    private func streams(_ asking: PromptAsking) -> Bool {
        if scripting.reloads || scripting.disabled || scripting.needsStreamedList || listening.isOn, !asking.usesLineMode { return true }
        return items.isEmpty && !json && !asking.usesLineMode
    }

    /// How a streamed list makes each line into an item, when not as it is: colours, fields,
    /// `label<D>value`, `--selected`, `--cursor` (`--tac` reverses the order, not the lines).
    func recordShape() throws -> ChooseRecordShape? {
        guard scripting.ansi || scripting.usesFields || delimiter != nil || !selected.isEmpty || cursor != nil else { return nil }
        let fields = try scripting.fields()
        return ChooseRecordShape(
            ansi: scripting.ansi, withNth: fields.withNth, acceptNth: fields.acceptNth, nth: fields.nth, fieldDelimiter: fieldDelimiter,
            labelDelimiter: labelDelimiter, selected: Set(selected.map { $0.lowercased() }),
            cursor: cursor?.lowercased())
    }

    /// Opens the list at once and fills it as standard input is read, on a thread of its own.
    /// `--select-if-one` and "nothing to choose" are decided at the end of input; Enter before
    /// it chooses the highlighted item and exits without waiting for the producer.
    private func runStreaming(_ asking: PromptAsking) async throws {
        // The walker's paths end in NUL: a name may hold a newline.
        let historyFormat = try history.format()
        // `--remember` on standard input: the remembered items rank first as they arrive.
        let readsInput = historyFormat == nil && !walks && items.isEmpty && isatty(0) != 1
        let ranks = readsInput ? try remembering.ranks() : nil
        let shape = walks ? nil : try recordShape()
        let shaper = shape?.shaper
        let feed =
            historyFormat != nil
            ? ChooseShellHistory.makeFeed()
            : ItemFeed(
                delimiter: walks ? 0 : records.inputSeparator, headerLines: scripting.headerLines,
                shaper: ranks.map { $0.shaper(around: shaper) } ?? shaper, keepingLast: keeping.keptItemLimit,
                keepingRecords: scripting.keepsLinesForFields)
        if let historyFormat {
            // CTRL-R of `sel init`: a shell's history, newest first, with how long ago.
            try history.start(feed, format: historyFormat, remembering: remembering)
        } else if walks {
            var walker = try walking.fileWalker()
            // The paths chosen before come first; the walker leaves them out.
            let remembered = try remembering.rememberedPaths(for: walker)
            if !remembered.isEmpty {
                feed.append(remembered.flatMap { $0 + [0] })
                walker.excluded = Set(remembered)
            }
            guard walker.walk(into: feed) else { throw failure("cannot start walking the directories", in: "choose") }
        } else if !items.isEmpty {
            // Items given as arguments, streamed so that a reload can replace them.
            feed.append(lines: items)
            feed.finish()
        } else if isatty(0) == 1 {
            // `start:reload(…)` brings the items.
            feed.finish()
        } else {
            guard feed.readAsynchronously(from: 0) else { throw failure("cannot start reading standard input", in: "choose") }
        }
        var configuration = ListPromptConfiguration(
            placeholder: placeholder, filters: filter,
            keyMap: multi ? .multiSelect : .dropDown)
        configuration.choosesSoleOption = selectIfOne || scripting.selectOne
        try scripting.configure(&configuration, isMultiple: multi, header: [], headerStyles: [:], fieldDelimiter: fieldDelimiter)
        configureFieldDelimiter(&configuration)
        if historyFormat == nil { configuration.commands.scripting.fields = listFields(over: shape) }
        try queryHistory.configure(&configuration)
        try search.configure(&configuration)
        try display.configure(&configuration, breaksAtNewlines: records.read0)
        try configureChrome(&configuration)
        textShape.configure(&configuration)
        synchronous.configure(&configuration)
        // `--listen`: requests from outside come to the list as its host's events.
        let server = try listening.start(environment: ProcessInfo.processInfo.environment, configuring: &configuration)
        defer { server?.close() }
        // `--tac`: the newest line first, on screen and among equal matches.
        configuration.matchOptions.reversesInputOrder = scripting.tac
        let result: PromptResult<ListPromptReport<[Int]>>
        var preview = try listPreview(of: Int.self)
        if historyFormat != nil, preview == nil {
            preview = ChooseShellHistory.preview(of: feed, window: try scripting.previewWindowSpec())
        }
        var asking = asking
        // Empty input is the more useful news, as when the input is read first.
        asking.failureWithoutTerminal = { feed.endsEmpty(waitingAtMost: 200) ? .nothingToChoose(.noItems) : nil }
        // The loop runs on a thread of its own, leaving every core of the pool to the scans.
        if multi {
            var list = MultiSelect(prompt.title, feed: feed, limit: limit, configuration: configuration)
            list.preview = preview
            result = try await asking.askOnTerminal(ReportingListPrompt(list))
        } else {
            var list = DropDown(prompt.title, feed: feed, configuration: configuration)
            list.preview = preview
            result = try await asking.askOnTerminal(ReportingListPrompt(list))
                .map { $0.mapValue { [$0] } }
        }
        // After a reload the choice is among the items of the feed that replaced this one.
        let snapshot = feed.latest.snapshot()
        switch result {
        case .chosen(let report):
            try becomeIfAsked(report)
            let count = snapshot.store.count
            // As picked, or in the list's order (`--ordered`); `--tac` counts indexes from the last line, as a list read whole does.
            let lines = scripting.printedOrder(report.value ?? [], reversed: scripting.tac).map { index -> [UInt8] in
                switch output {
                case .index: Array(String(scripting.tac ? count - 1 - index : index).utf8)
                case .label: Self.printedBytes(of: index, in: snapshot, value: false)
                case .value: Self.printedBytes(of: index, in: snapshot, value: true)
                }
            }
            try queryHistory.record(report.query)
            try remembering.record((report.value ?? []).map { Array(snapshot.store[$0]) })
            try writeResult(outputLines(lines, report: report).bytes, in: "choose")
            try Self.endIfMatchedNothing(report)
        case .cancelled:
            if snapshot.isFinished, snapshot.store.isEmpty, !scripting.reloads {
                throw CommandError.nothingToChoose(.noItems)
            }
            throw ExitCode(ExitStatus.choiceCancelled)
        case .timedOut: throw ExitCode(ExitStatus.timeout)
        case .interrupted: throw ExitCode(ExitStatus.interrupted)
        }
    }

    /// The bytes printed for item `index` of a streamed list: its label's, or its value's
    /// (`--delimiter`, `--accept-nth`), as the feed shaped them; else the line as read.
    static func printedBytes(
        of index: Int, in snapshot: (store: ItemStore, isFinished: Bool, shaped: ShapedItems?), value: Bool
    ) -> [UInt8] {
        let item = snapshot.shaped.flatMap { index < $0.count ? $0[index] : nil }
        let label = item?.labelBytes ?? Array(snapshot.store[index])
        return value ? (item?.valueBytes ?? label) : label
    }

    /// True when the items are the walker's: none given, no reload to bring them, and standard
    /// input a terminal (as fzf does).
    var walks: Bool {
        items.isEmpty && !json && !scripting.startsWithReload && isatty(0) == 1
    }

    /// Standard input, read whole: the one place it is read so (the streamed list reads it
    /// through its feed).
    func standardInput() throws(CommandError) -> [UInt8] {
        if walks {
            do {
                return try walking.fileWalker().paths(delimiter: records.inputSeparator)
            } catch {
                throw failure("\(error)", in: "choose", status: ExitStatus.usage)
            }
        }
        do {
            return try StandardStreams.readAll(from: 0)
        } catch {
            throw failure("cannot read standard input: \(error)", in: "choose")
        }
    }

    /// How the list is asked: time limit, mouse, screen readers, colours; nothing left behind;
    /// without a terminal, the way out is `sel filter`.
    func asking(environment: [String: String]) throws -> PromptAsking {
        var asking = PromptAsking(prompt.interaction, timeout: prompt.timeout, in: "choose", environment: environment)
        // fzf's chrome without --height fills the screen, as fzf does.
        asking.presentation = drawsFzfChrome && display.height == nil ? .fullScreen : display.presentation
        asking.leavesSummary = false
        asking.themeAdjustment = try gumStyle.adjusting(
            scripting.themeAdjustment(), cursorPrefix: gumCursorPrefix, environment: environment)
        asking.noTerminalHint = "the keys come from /dev/tty; without a terminal, `sel filter --query Q` picks non-interactively"
        return asking
    }

    /// The list prompt for `list`, reporting the chosen item indices, the key and the query as
    /// fzf scripts expect.
    func interactivePrompt(
        _ list: ChooseItems, header: ScriptedHeader, isMultiple: Bool
    ) throws -> AnyPrompt<ListPromptReport<[Int]>> {
        // Plain input takes the rows path: one pass, no sections to assemble (a million lines).
        let plainRows: [ListItem<Int>]? = list.isPlain ? list.plainRows() : nil
        let (sections, rowOfItem) = plainRows == nil ? list.listSections(isMultiple: isMultiple, limit: limit) : ([], [])
        // `--selected '*'` preselects every item, as in gum.
        let preselected = selected.contains("*") ? Array(list.items.indices) : selected.flatMap { list.indices(matching: $0) }
        var configuration = ListPromptConfiguration(
            placeholder: placeholder, filters: filter,
            keyMap: isMultiple ? .multiSelect : .dropDown)
        try scripting.configure(
            &configuration, isMultiple: isMultiple, header: header.lines, headerStyles: header.styles, fieldDelimiter: fieldDelimiter)
        configureFieldDelimiter(&configuration)
        try queryHistory.configure(&configuration)
        try search.configure(&configuration)
        try display.configure(&configuration, breaksAtNewlines: records.read0)
        try configureChrome(&configuration)
        textShape.configure(&configuration)
        let labelStyles = header.labelStyles
        var styles: (@Sendable (Int) -> [StyledCharacters]?)?
        if !labelStyles.isEmpty { styles = { (index: Int) -> [StyledCharacters]? in labelStyles[index] } }
        if let cursor, let index = list.indices(matching: cursor).first {
            configuration.cursor = plainRows == nil ? rowOfItem[index] : index
        }
        let preselection: Preselection<Int> = preselected.isEmpty ? .nothing : .values(preselected)
        let listPreview = try listPreview(of: Int.self)
        if isMultiple {
            var prompt =
                if let plainRows {
                    MultiSelect(prompt.title, items: plainRows, limit: limit, preselecting: preselection, configuration: configuration)
                } else {
                    MultiSelect(prompt.title, sections: sections, preselecting: preselection, configuration: configuration)
                }
            prompt.labelStyles = styles
            prompt.preview = listPreview
            return AnyPrompt(ReportingListPrompt(prompt))
        }
        let single: Preselection<Int> = preselected.first.map { .value($0) } ?? .nothing
        var prompt =
            if let plainRows {
                DropDown(prompt.title, items: plainRows, preselecting: single, configuration: configuration)
            } else {
                DropDown(prompt.title, sections: sections, preselecting: single, configuration: configuration)
            }
        prompt.labelStyles = styles
        prompt.preview = listPreview
        return AnyPrompt(
            MappedPrompt(ReportingListPrompt(prompt)) { $0.mapValue { [$0] } })
    }

    /// Prints the chosen items in the order picked (`--ordered`: input order), each followed by a newline (or NUL), after the
    /// query (`--print-query`) and the key that ended the prompt (`--expect`).
    func emit(_ indices: [Int], of list: ChooseItems, report: ListPromptReport<[Int]>?) throws {
        let lines = scripting.printedOrder(indices, reversed: false).map { index -> [UInt8] in
            switch output {
            case .label: Array(list.labelBytes(of: index))
            case .value: Array(list.valueBytes(of: index))
            case .index: Array(String(index).utf8)
            }
        }
        try queryHistory.record(report?.query)
        try remembering.record(indices.map { Array(list.valueBytes(of: $0)) })
        try writeResult(outputLines(lines, report: report).bytes, in: "choose")
        try Self.endIfMatchedNothing(report)
    }

    /// The lines to print, in fzf's order.
    private func outputLines(_ items: [[UInt8]], report: ListPromptReport<[Int]>?) -> ChooseOutputLines {
        ChooseOutputLines(
            query: Self.printsQuery(scripting.printsQuery, report: report) ? (report?.query ?? scripting.query ?? "") : nil,
            key: scripting.expect != nil ? (report?.key ?? "") : nil, printed: report?.printed ?? [],
            items: items, terminator: records.outputTerminator)
    }

    /// The whole list: the JSON document, or the arguments or records of standard input, read as
    /// the fzf options ask (header lines, --ansi, fields, --tac), and the header.
    func readList() throws -> (ChooseItems, ScriptedHeader) {
        if json {
            let input = try standardInput()
            do {
                return (try ChooseItems(json: ChooseJSON.validated(input)), ScriptedHeader())
            } catch {
                throw failure("\(error)", in: "choose")
            }
        }
        let recordsRead =
            items.isEmpty
            ? ItemBuffer(
                bytes: try remembering.ordered(standardInput(), separator: records.inputSeparator, keeping: scripting.headerLines),
                delimiter: records.inputSeparator)
            : ItemBuffer(try remembering.ordered(items.map { $0.replacingNewlines }))
        guard scripting.readsScriptedLines || scripting.headerLines > 0 else {
            return (ChooseItems(records: recordsRead, delimiter: labelDelimiter), ScriptedHeader())
        }
        let fields = try scripting.fields()
        let lines = ScriptedLines(
            records: recordsRead, headerLines: scripting.headerLines, ansi: scripting.ansi, withNth: fields.withNth,
            acceptNth: fields.acceptNth, fieldDelimiter: fieldDelimiter,
            labelDelimiter: labelDelimiter, reversed: scripting.tac)
        return (lines.items, ScriptedHeader(lines: lines.header, styles: lines.headerStyles, labelStyles: lines.labelStyles))
    }
}

/// What `sel choose` prints for a choice.
enum ChooseOutput: String, ExpressibleByArgument, CaseIterable {
    case label, value, index
}

extension String {
    /// The argument as one item: a newline inside it would split it in two.
    fileprivate var replacingNewlines: String {
        contains("\n") ? String(map { $0 == "\n" ? " " : $0 }) : self
    }
}

extension ChooseCommand {
    /// How `--delimiter` cuts fields for `--nth`, `--with-nth`, `--accept-nth`: literally (fzf
    /// takes a regular expression), or fzf's AWK-style default without it.
    var fieldDelimiter: FieldDelimiter { fieldSeparator.map { .literal(Array($0.utf8)) } ?? .whitespace }

    /// `--delimiter` as the fields' separator, read as fzf reads it (`\t` a tab, `\|` a bar:
    /// ``FieldDelimiter/fzfLiteral(_:)``).
    var fieldSeparator: String? { delimiter.map(FieldDelimiter.fzfLiteral) }
}

/// The header lines read from the input (`--header-lines`), their colours, and the items' colours.
struct ScriptedHeader {
    var lines: [String] = []
    var styles: [Int: [StyledCharacters]] = [:]
    var labelStyles: [Int: [StyledCharacters]] = [:]
}
