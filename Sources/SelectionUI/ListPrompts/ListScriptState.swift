import SelectionTerminal

/// What the scripting layer of a list prompt keeps (``ListCommandRunner``): the prompt and header
/// that commands change, how a command ended the prompt, the highlighted text to find again after
/// a reload, and whether the start's commands still wait.
struct ListScriptState {
    /// Drawn before the query; starts as the configuration's, changed by ``ListCommand/setPrompt(_:)``.
    var prompt: String
    /// The lines above the list; starts as the configuration's, changed by ``ListCommand/setHeader(_:)``.
    var header: [String]
    /// The styled characters of the header's lines.
    var headerStyles: [Int: [StyledCharacters]]
    /// How many of ``header``'s last lines were read from the input (`--header-lines`).
    var inputHeaderCount: Int
    /// The name a ``ListCommand/acceptReportingKey(_:)`` command ended the prompt with, if one did.
    var endingKey: String?
    /// True when an ``ListCommand/endWithQuery`` command ended the prompt (the outcome is `.cancelled`).
    var endsWithQueryOnly = false
    /// True when Enter found nothing to take (``ListPromptConfiguration/endsWhenNothingMatches``; the outcome is `.cancelled`).
    var endsWithNoMatch = false
    /// The text of the item highlighted when a reload began, highlighted again when it shows up.
    var reloadAnchor: String?
    /// fzf's tracking (`--track`, `track-current`, `--id-nth` across reloads).
    var tracking: ListTracking
    /// How many reloads ran.
    var reloadCount = 0
    /// True until the start's commands have run (on the first event after the host starts).
    var isStartPending = false
    /// The queries typed before (`--history`), with the place recalls have reached.
    var history: QueryHistory?
    /// The commands run for the prompt whose results have not come back, oldest first, each
    /// with what its result is for and the rest of its chain (``ListCommandRunner``).
    var awaitedRuns: [AwaitedRun] = []
    /// The lines `print(...)` queued, printed before the choice when the prompt accepts.
    var printQueue: [String] = []
    /// The command `become(...)` ended the prompt with, for the caller to replace the process with.
    var becoming: CommandRun?
    /// A short note shown beside the counts (a command that failed) until the next key.
    var message: String?
    /// Keys and events that `unbind(...)` turned off (events by fzf's names).
    var unboundKeys: Set<KeyEvent> = []
    var unboundEvents: Set<String> = []
    /// True while `toggle-bind` has every key binding off.
    var bindingsOff = false
    /// The text the last deletion of the query removed, for `yank`.
    var killed = ""
    /// fzf's name of the last action run and of the last key pressed (`FZF_ACTION`, `FZF_KEY`).
    var lastAction = ""
    var lastKey = ""
    /// The labels `change-*-label` and `transform-*-label` set, by fzf's name of their part
    /// (`border`, `list`, `input`, `header`, `preview`, `ghost`); an empty one hides the label.
    var labels: [String: String] = [:]
    /// True while `disable-search` has the query not narrowing the list.
    var searchOff = false
    /// The item the `focus` event last ran for (nil: none), and whether it has run at all.
    var focused: Int?
    var hasFocused = false
    /// The result the `result` event last ran for, and whether the `load` event waits for the
    /// end of the input.
    var resultsSeen = -1
    /// How many times a list given whole was filtered (its results, for the `result` event).
    var filterRuns = 0
    var awaitsLoad = true
    /// The items checked when the `multi` event last looked.
    var checkedSeen: Set<Int> = []
    /// Where the last click on the header was, for `click-header`'s commands (their `FZF_CLICK_HEADER_*`).
    var headerClick: [String: String] = [:]
    /// True when `backward-delete-char` found the query empty during this event.
    var hitBackwardEOF = false
    /// Set while jump mode waits for a label (fzf's `jump`; true for `jump-accept`).
    var jumpAccepts: Bool?

    /// The state a prompt configured so starts with.
    init(_ configuration: ListPromptConfiguration) {
        prompt = configuration.prompt
        header = configuration.header
        headerStyles = configuration.headerStyles
        inputHeaderCount = min(configuration.inputHeaderCount, configuration.header.count)
        history = configuration.queryHistory
        tracking = ListTracking(global: configuration.tracksHighlight)
    }

    /// Replaces the header's text (fzf's `--header`, which `change-header` and
    /// `transform-header` change) with `lines`, keeping the lines read from the input and
    /// their colours.
    mutating func replaceHeaderText(with lines: [String]) {
        let oldCount = header.count - inputHeaderCount
        var styles: [Int: [StyledCharacters]] = [:]
        for (line, runs) in headerStyles where line >= oldCount { styles[line - oldCount + lines.count] = runs }
        header = lines + header.suffix(inputHeaderCount)
        headerStyles = styles
    }
}

/// A command run for a list prompt whose result is awaited: what the result is for, and the
/// commands of its chain that run once it is in.
struct AwaitedRun {
    /// What a command's result is for.
    enum Purpose {
        /// Shown when it failed (`execute`, `execute-silent`).
        case status
        /// Read as commands and run (`transform`).
        case commands
        /// Made the query, the prompt or the header.
        case query, prompt, header
        /// Searched with, the query unchanged (`transform-search`).
        case search
        /// Made the label of a part of the chrome (`transform-border-label`, …).
        case label(String)
    }

    var purpose: Purpose
    var rest: [ListCommand]
}
