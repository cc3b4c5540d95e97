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
    /// The name a ``ListCommand/acceptReportingKey(_:)`` command ended the prompt with, if one did.
    var endingKey: String?
    /// True when an ``ListCommand/endWithQuery`` command ended the prompt (the outcome is `.cancelled`).
    var endsWithQueryOnly = false
    /// True when Enter found nothing to take (``ListPromptConfiguration/endsWhenNothingMatches``; the outcome is `.cancelled`).
    var endsWithNoMatch = false
    /// The text of the item highlighted when a reload began, highlighted again when it shows up.
    var reloadAnchor: String?
    /// How many reloads ran.
    var reloadCount = 0
    /// True until the start's commands have run (on the first event after the host starts).
    var isStartPending = false
    /// The queries typed before (`--history`), with the place recalls have reached.
    var history: QueryHistory?

    /// The state a prompt configured so starts with.
    init(_ configuration: ListPromptConfiguration) {
        prompt = configuration.prompt
        header = configuration.header
        headerStyles = configuration.headerStyles
        history = configuration.queryHistory
    }
}
