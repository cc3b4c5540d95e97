import SelectionCore
import SelectionTerminal

/// What a list prompt (``DropDown``, ``MultiSelect``) can be told to do, as a Swift value: the
/// commands keys and moments are bound to in ``ListCommandBindings``.
///
/// ```swift
/// var configuration = ListPromptConfiguration(keyMap: .multiSelect)
/// configuration.commands.bind([KeyEvent(.character("a"), modifiers: .ctrl)], to: [.checkAll, .accept])
/// configuration.commands.bind([KeyEvent(.function(5))], to: [.reload(command: "git branch --format='%(refname:short)'")])
/// let chosen = try await MultiSelect("Branches", options: ["main", "release"], configuration: configuration).run()
/// ```
///
/// Commands run in order; nothing after one that ends the prompt runs. Commands that edit the
/// query do nothing in a list without a filter field.
public enum ListCommand: Sendable, Hashable {
    /// Choose and close: the checked options, or the highlighted one.
    case accept
    /// Choose and close, unless nothing is highlighted or checked.
    case acceptUnlessEmpty
    /// Choose and close as ``accept`` does, reporting `name` as the key that ended the prompt
    /// (`DropDown/endingKey`); on a closed trigger, the highlighted option is taken at once.
    case acceptReportingKey(String)
    /// Close without choosing.
    case abort
    /// Empty the query when there is one, else close without choosing.
    case clearQueryOrAbort
    /// End with the query alone: the result is cancelled and `DropDown/endsWithQueryOnly` is true.
    case endWithQuery
    /// Highlight the row above.
    case moveUp
    /// Highlight the row below.
    case moveDown
    /// Move the highlight a page up.
    case pageUp
    /// Move the highlight a page down.
    case pageDown
    /// Move the highlight half a page up.
    case halfPageUp
    /// Move the highlight half a page down.
    case halfPageDown
    /// Highlight the first row.
    case moveToFirst
    /// Highlight the last row.
    case moveToLast
    /// Check or uncheck the highlighted option.
    case toggle
    /// Check the highlighted option.
    case check
    /// Uncheck the highlighted option.
    case uncheck
    /// Check every unchecked option shown and uncheck every checked one.
    case toggleAll
    /// Check every option shown.
    case checkAll
    /// Uncheck every option shown.
    case uncheckAll
    /// Uncheck every option, those the filter hides too.
    case clearChecks
    /// Replace the query (the caret goes to its end).
    case setQuery(String)
    /// Replaces the query with the one typed before it, from the configuration's query history
    /// (fzf's `prev-history`); nothing without a history.
    case previousHistory
    /// Replaces the query with the one typed after it in the query history (fzf's `next-history`).
    case nextHistory
    /// Delete the character before the caret.
    case deleteBeforeCaret
    /// Type text into the query at the caret.
    case insert(String)
    /// Replace the text drawn before the query.
    case setPrompt(String)
    /// Replace the lines above the list (unstyled).
    case setHeader([String])
    /// Show, hide, rerun or scroll the preview pane (``ListPreview``).
    case preview(PreviewCommand)
    /// Replace a streamed list's options with the lines a shell command prints; the command's
    /// placeholders are replaced as a preview command's are (``ListPreview/command(_:window:)``). The query stays, and
    /// so does the highlight where the same text comes back.
    case reload(command: String)
    /// As ``reload(command:)``, the old items staying until the command has ended (fzf's `reload-sync`).
    case reloadSync(command: String)
    /// Track the highlighted item (true), stop (false) or switch (nil): the item highlighted now
    /// (`current`: fzf's `track-current`, `untrack-current`, `toggle-track-current`) or whatever is
    /// highlighted (fzf's `toggle-track`, switching `--track`).
    case setTracking(Bool?, current: Bool)
    /// Edit the query or move its caret as the text field does (fzf's `backward-char`,
    /// `kill-word`, `end-of-line`, …); the text a deletion removes is kept for ``yank``.
    case editQuery(TextFieldAction)
    /// Type the text the last deletion by ``editQuery(_:)`` removed (fzf's `yank`).
    case yank
    /// Delete the character after the caret (`forward: true`) or before it; on an empty query,
    /// close as ``abort`` does (fzf's `delete-char/eof` and `backward-delete-char/eof`).
    case deleteOrAbort(forward: Bool)
    /// Highlight the row at a position counted from 1, or from the end when negative (fzf's `pos(N)`).
    case moveToPosition(Int)
    /// Scroll the list a row up (negative) or down, the highlight staying on its item while it
    /// shows (fzf's `offset-up`, `offset-down`).
    case scrollList(by: Int)
    /// Run a shell command with the terminal handed to it, then show the list as it was (fzf's
    /// `execute`); placeholders as in ``reload(command:)``, `{f}` a file of the lines.
    case execute(String)
    /// Run a shell command and wait for it, its output discarded, the list staying (fzf's `execute-silent`).
    case executeSilently(String)
    /// End the prompt so that the caller replaces the process with a shell command (fzf's `become`).
    case become(String)
    /// Run a shell command and perform the commands its output names, read by the bindings'
    /// reader of actions (fzf's `transform`).
    case transform(String)
    /// Run a shell command and make the first line it prints the query (fzf's `transform-query`).
    case transformQuery(String)
    /// Run a shell command and make the first line it prints the prompt (fzf's `transform-prompt`).
    case transformPrompt(String)
    /// Run a shell command and make the lines it prints the header (fzf's `transform-header`).
    case transformHeader(String)
    /// Queue a line to print before the choice when the prompt accepts (fzf's `print(...)`).
    case print(String)
    /// Accept as ``accept`` does; with nothing to take, end with the query alone (fzf's `accept-or-print-query`).
    case acceptOrEndWithQuery
    /// Rank the matches, or keep them in input order, in turn (fzf's `toggle-sort`).
    case toggleSort
    /// Let the query narrow the list (true), not narrow it (false), or switch (nil): fzf's
    /// `enable-search`, `disable-search`, `toggle-search`.
    case setSearching(Bool?)
    /// Stop keys and events (by fzf's names: `load`, `focus`) from running their commands until
    /// rebound (fzf's `unbind(...)`).
    case unbind(keys: [KeyEvent], events: [String])
    /// Let unbound keys and events run their commands again (fzf's `rebind(...)`).
    case rebind(keys: [KeyEvent], events: [String])
    /// Turn every key binding off, or on again (fzf's `toggle-bind`).
    case toggleBindings
    /// Draw the whole screen again (fzf's `clear-screen`).
    case redrawScreen
    /// Ring the terminal's bell (fzf's `bell`).
    case bell
    /// Turn raw mode on (true), off (false) or over (nil): every item listed in input order, those
    /// the query does not match dimmed (fzf's `enable-raw`, `disable-raw`, `toggle-raw`).
    case setRaw(Bool?)
    /// Move the highlight up (true) or down to the next row the query matches; outside raw mode, a
    /// row up or down (fzf's `up-match`, `down-match`).
    case moveToMatch(up: Bool)
    /// Highlight the best match: the first row, or in raw mode the best-ranked one (fzf's `best`).
    case moveToBest
    /// Replace the text of a label fzf's chrome draws, by fzf's name of its part: `border`,
    /// `list`, `input`, `header`, `preview`, or `ghost` (the placeholder of an empty query);
    /// empty text hides it (fzf's `change-border-label`, …, `change-ghost`).
    case setLabel(part: String, text: String)
    /// Run a shell command and make the first line it prints the label of `part`, as
    /// ``setLabel(part:text:)`` (fzf's `transform-border-label`, …, `transform-ghost`).
    case transformLabel(part: String, command: String)
    /// Draw a label on each visible row (`--jump-labels`); the next key typed that is
    /// a label highlights its row (and with `accept`, chooses it), any other key leaves the mode
    /// (fzf's `jump`, `jump-accept`; the `jump` and `jump-cancel` events follow).
    case jump(accept: Bool)
    /// Match this text in place of the query, the query shown unchanged, until the query changes
    /// (fzf's `search(...)`); a list given whole (not streamed) is not changed.
    case search(String)
    /// Run a shell command and search with the first line it prints, as ``search(_:)`` (fzf's `transform-search`).
    case transformSearch(String)
    /// Take the highlighted item out of the list until a reload: no query lists it again, the
    /// count leaves it out, and it is no longer chosen (fzf's `exclude`). A list given whole is
    /// not changed.
    case exclude
    /// Take the checked items out of the list as ``exclude`` does (none stays checked), or the
    /// highlighted one when none is checked (fzf's `exclude-multi`).
    case excludeChecked
    /// Match other fields of each item: each time, the next of `alternatives` (cycling), field
    /// expressions as `sel choose --nth` reads them; one not understood, or an empty one among
    /// others, is the fields matched at the start, and a single empty one the whole text shown
    /// (fzf's `change-nth`). A list whose fields were not set up for it is not changed.
    case changeMatchedFields(alternatives: [String])
    /// Show other fields of each item, made again from the lines as read: each time, the next of
    /// `alternatives` (cycling), as `sel choose --with-nth` reads them; an empty one shows the
    /// fields shown at the start, one not understood changes nothing; checked items the query no
    /// longer matches are unchecked (fzf's `change-with-nth`, only with `--with-nth`).
    case changeShownFields(alternatives: [String])

    /// True for commands that end the prompt.
    public var endsPrompt: Bool {
        switch self {
        case .accept, .acceptUnlessEmpty, .acceptReportingKey, .abort, .endWithQuery, .become, .acceptOrEndWithQuery: true
        default: false
        }
    }

    /// True for ``reload(command:)``.
    var isReload: Bool {
        switch self {
        case .reload, .reloadSync: return true
        default: return false
        }
    }
}

/// What a list prompt's preview pane can be told to do (``ListCommand/preview(_:)``).
public enum PreviewCommand: Sendable, Hashable {
    /// Show the pane when hidden, hide it when shown.
    case toggle
    /// Show the pane.
    case show
    /// Hide the pane.
    case hide
    /// Wrap long lines, or stop wrapping them.
    case toggleWrap
    /// Run the preview of the highlighted option again.
    case refresh
    /// Scroll a line up.
    case lineUp
    /// Scroll a line down.
    case lineDown
    /// Scroll a page up.
    case pageUp
    /// Scroll a page down.
    case pageDown
    /// Scroll half a page up.
    case halfPageUp
    /// Scroll half a page down.
    case halfPageDown
    /// Scroll to the first line.
    case top
    /// Scroll to the last line.
    case bottom
    /// Change the window (fzf's `change-preview-window`): each time, the next of `alternatives`
    /// — words of fzf's `--preview-window` syntax applied over the window the preview started
    /// with; an empty one is that window — cycling back to the first after the last.
    case changeWindow(alternatives: [String])
}
