import SelectionTerminal
import SelectionUI

/// An action a key can be bound to with `--bind KEY:ACTION[+ACTION…]`, named as fzf names it
/// (`man fzf`, AVAILABLE ACTIONS), for the list prompts.
///
/// | action | does |
/// | --- | --- |
/// | `accept` | chooses (the checked items, or the highlighted one) |
/// | `accept-non-empty` | chooses, unless nothing matches |
/// | `abort`, `cancel` | closes without a choice (`cancel` first clears a non-empty query) |
/// | `print-query` | ends, printing only the query |
/// | `up`, `down`, `page-up`, `page-down`, `half-page-up`, `half-page-down`, `first` (or `top`), `last` | move the highlight |
/// | `toggle`, `select`, `deselect` | check or uncheck the highlighted item (`--multi`) |
/// | `toggle-all`, `select-all`, `deselect-all`, `clear-multi` | the same for every item |
/// | `toggle-in`, `toggle-out` | toggle, then move down (in) or up (out) — Tab and Shift-Tab |
/// | `clear-query`, `backward-delete-char`, `unix-line-discard`, `change-query(TEXT)`, `put(TEXT)` | edit the query |
/// | `change-prompt(TEXT)`, `change-header(TEXT)` | change what is shown |
/// | `ignore` | nothing: the key is unbound |
/// | `toggle-preview`, `show-preview`, `hide-preview`, `toggle-preview-wrap`, `refresh-preview` | show, hide or rerun the preview pane |
/// | `preview-up`, `preview-down`, `preview-page-up`, `preview-page-down`, `preview-half-page-up`, `preview-half-page-down`, `preview-top`, `preview-bottom` | scroll the preview pane |
/// | `reload(CMD)` | replace the items with the lines `CMD` prints (placeholders as in the preview) |
/// | `reload-sync(CMD)` | the same, the old items staying until `CMD` has ended |
/// | `track-current`, `untrack-current`, `toggle-track-current`, `toggle-track` | track the highlighted item as the list changes (`--track`, `--id-nth`) |
/// | `execute(CMD)`, `execute-silent(CMD)`, `become(CMD)` | run `CMD` with the terminal handed to it, silently, or instead of sel |
/// | `transform(CMD)`, `transform-query(CMD)`, `transform-prompt(CMD)`, `transform-header(CMD)` | perform the actions `CMD` prints, or make its output the query, prompt or header |
/// | `print(TEXT)`, `accept-or-print-query` | queue a line printed before the choice; accept, or print the query when nothing matches |
/// | `pos(N)`, `offset-up`, `offset-down` | highlight row N (from the end when negative); scroll the list a row |
/// | `toggle-sort`, `toggle-search`, `enable-search`, `disable-search` | rank or keep input order; let the query narrow the list or not |
/// | `change-border-label(TEXT)` (`list`, `input`, `header`, `preview`), `change-ghost(TEXT)`, `transform-border-label(CMD)`, … | change a label of fzf's chrome, or the ghost text |
/// | `toggle-raw`, `enable-raw`, `disable-raw`, `up-match`, `down-match`, `best` | list every item, those not matching dimmed (raw mode); move among the matches |
/// | `unbind(KEYS)`, `rebind(KEYS)`, `toggle-bind` | turn keys and events off and on again |
/// | `search(TEXT)`, `transform-search(CMD)` | match the text (or the command's first line) in place of the query, the query shown unchanged |
/// | `jump`, `jump-accept` | label the visible rows (`--jump-labels`); typing a label highlights (and accepts) its row |
/// | `exclude`, `exclude-multi` | take the highlighted item (or the checked ones) out of every later result, until a reload |
/// | `change-nth(A\|B…)`, `change-with-nth(A\|B…)` | match or show other fields, the next alternative each time |
/// | `backward-char`, `forward-char`, `backward-word`, `forward-word`, `beginning-of-line`, `end-of-line` | move the query's caret |
/// | `kill-word`, `backward-kill-word`, `unix-word-rubout`, `kill-line`, `delete-char`, `delete-char/eof`, `backward-delete-char/eof`, `yank` | edit the query (the `/eof` ones close on an empty query) |
/// | `put` | type the key's own character |
/// | `clear-screen`, `bell` | draw the screen again; ring the bell |
///
/// Several actions run in order: `toggle+down`, `select-all+accept`. fzf's other actions
/// (`preview(...)`, `bg-transform`, `change-multi`, …) are recognised and refused with a message;
/// ``BindActionError/unsupported(_:)`` names them.
package enum BindAction: Sendable, Hashable {
    /// Choose and close.
    case accept
    /// Choose and close, unless nothing matches.
    case acceptNonEmpty
    /// Close without choosing.
    case abort
    /// Clear the query when there is one, else close without choosing.
    case cancel
    /// End, printing the query only.
    case printQuery
    /// Highlight the row above.
    case up
    /// Highlight the row below.
    case down
    /// A page up.
    case pageUp
    /// A page down.
    case pageDown
    /// Half a page up.
    case halfPageUp
    /// Half a page down.
    case halfPageDown
    /// The first row.
    case first
    /// The last row.
    case last
    /// Check or uncheck the highlighted item.
    case toggle
    /// Check the highlighted item.
    case select
    /// Uncheck the highlighted item.
    case deselect
    /// Check every unchecked item and uncheck every checked one (of those that match).
    case toggleAll
    /// Check every item (that matches).
    case selectAll
    /// Uncheck every item (that matches).
    case deselectAll
    /// Uncheck every item, matching or not.
    case clearMulti
    /// Empty the query.
    case clearQuery
    /// Delete the query's last character.
    case backwardDeleteChar
    /// Delete the whole query (Ctrl-U).
    case unixLineDiscard
    /// `prev-history`: the query typed before, with `--history`.
    case previousHistory
    /// `next-history`: the query typed after, with `--history`.
    case nextHistory
    /// Set the query.
    case changeQuery(String)
    /// Type text into the query.
    case put(String)
    /// Set the prompt.
    case changePrompt(String)
    /// Set the header.
    case changeHeader(String)
    /// Nothing (unbinds a key).
    case ignore
    /// Show or hide the preview pane.
    case togglePreview
    /// Show the preview pane.
    case showPreview
    /// Hide the preview pane.
    case hidePreview
    /// Wrap the preview's long lines, or stop wrapping them.
    case togglePreviewWrap
    /// Run the preview again.
    case refreshPreview
    /// Scroll the preview a line up.
    case previewUp
    /// Scroll the preview a line down.
    case previewDown
    /// Scroll the preview a page up.
    case previewPageUp
    /// Scroll the preview a page down.
    case previewPageDown
    /// Scroll the preview half a page up.
    case previewHalfPageUp
    /// Scroll the preview half a page down.
    case previewHalfPageDown
    /// Scroll to the preview's first line.
    case previewTop
    /// Scroll to the preview's last line.
    case previewBottom
    /// Replace the items with the lines the shell command prints (fzf's placeholders replaced).
    case reload(String)
    /// One of fzf's other actions: its name as the help line shows it, and the list commands it runs.
    case scripted(name: String, commands: [ListCommand])
    /// `put` without an argument: types the character of the key bound to it.
    case putKey

    /// fzf's name, as the help line shows it: `select-all`, `change-query(...)`.
    package var name: String {
        switch self {
        case .accept: "accept"
        case .acceptNonEmpty: "accept-non-empty"
        case .abort: "abort"
        case .cancel: "cancel"
        case .printQuery: "print-query"
        case .up: "up"
        case .down: "down"
        case .pageUp: "page-up"
        case .pageDown: "page-down"
        case .halfPageUp: "half-page-up"
        case .halfPageDown: "half-page-down"
        case .first: "first"
        case .last: "last"
        case .toggle: "toggle"
        case .select: "select"
        case .deselect: "deselect"
        case .toggleAll: "toggle-all"
        case .selectAll: "select-all"
        case .deselectAll: "deselect-all"
        case .clearMulti: "clear-multi"
        case .clearQuery: "clear-query"
        case .backwardDeleteChar: "backward-delete-char"
        case .unixLineDiscard: "unix-line-discard"
        case .previousHistory: "prev-history"
        case .nextHistory: "next-history"
        case .changeQuery: "change-query(...)"
        case .put: "put(...)"
        case .changePrompt: "change-prompt(...)"
        case .changeHeader: "change-header(...)"
        case .ignore: "ignore"
        case .togglePreview: "toggle-preview"
        case .showPreview: "show-preview"
        case .hidePreview: "hide-preview"
        case .togglePreviewWrap: "toggle-preview-wrap"
        case .refreshPreview: "refresh-preview"
        case .previewUp: "preview-up"
        case .previewDown: "preview-down"
        case .previewPageUp: "preview-page-up"
        case .previewPageDown: "preview-page-down"
        case .previewHalfPageUp: "preview-half-page-up"
        case .previewHalfPageDown: "preview-half-page-down"
        case .previewTop: "preview-top"
        case .previewBottom: "preview-bottom"
        case .reload: "reload(...)"
        case .scripted(let name, _): name
        case .putKey: "put"
        }
    }

    /// True for actions that end the prompt: what follows them in a chain never runs (as in fzf).
    package var endsPrompt: Bool {
        switch self {
        case .accept, .acceptNonEmpty, .abort, .printQuery: true
        case .scripted(_, let commands): commands.contains(where: \.endsPrompt)
        default: false
        }
    }

    /// The list intent this action is on its own, when there is one: binding a key to it
    /// changes the key map (and so the help line) and nothing else.
    package var listIntent: ListIntent? {
        switch self {
        case .accept: .commit
        case .abort: .cancel
        case .up: .list(.moveUp)
        case .down: .list(.moveDown)
        case .pageUp: .list(.pageUp)
        case .pageDown: .list(.pageDown)
        case .first: .list(.moveToFirst)
        case .last: .list(.moveToLast)
        case .toggle: .toggle
        case .selectAll: .list(.selectAll)
        case .deselectAll: .list(.deselectAll)
        default: nil
        }
    }

    /// The list commands this action runs (none for `ignore`; `toggle-in` is two actions already).
    package var commands: [ListCommand] {
        switch self {
        case .accept: [.accept]
        case .acceptNonEmpty: [.acceptUnlessEmpty]
        case .abort: [.abort]
        case .cancel: [.clearQueryOrAbort]
        case .printQuery: [.endWithQuery]
        case .up: [.moveUp]
        case .down: [.moveDown]
        case .pageUp: [.pageUp]
        case .pageDown: [.pageDown]
        case .halfPageUp: [.halfPageUp]
        case .halfPageDown: [.halfPageDown]
        case .first: [.moveToFirst]
        case .last: [.moveToLast]
        case .toggle: [.toggle]
        case .select: [.check]
        case .deselect: [.uncheck]
        case .toggleAll: [.toggleAll]
        case .selectAll: [.checkAll]
        case .deselectAll: [.uncheckAll]
        case .clearMulti: [.clearChecks]
        case .clearQuery, .unixLineDiscard: [.setQuery("")]
        case .backwardDeleteChar: [.deleteBeforeCaret]
        case .previousHistory: [.previousHistory]
        case .nextHistory: [.nextHistory]
        case .changeQuery(let text): [.setQuery(text)]
        case .put(let text): [.insert(text)]
        case .changePrompt(let text): [.setPrompt(text)]
        case .changeHeader(let text): [.setHeader([text])]
        case .ignore: []
        case .togglePreview: [.preview(.toggle)]
        case .showPreview: [.preview(.show)]
        case .hidePreview: [.preview(.hide)]
        case .togglePreviewWrap: [.preview(.toggleWrap)]
        case .refreshPreview: [.preview(.refresh)]
        case .previewUp: [.preview(.lineUp)]
        case .previewDown: [.preview(.lineDown)]
        case .previewPageUp: [.preview(.pageUp)]
        case .previewPageDown: [.preview(.pageDown)]
        case .previewHalfPageUp: [.preview(.halfPageUp)]
        case .previewHalfPageDown: [.preview(.halfPageDown)]
        case .previewTop: [.preview(.top)]
        case .previewBottom: [.preview(.bottom)]
        case .reload(let command): [.reload(command: command)]
        case .scripted(_, let commands): commands
        case .putKey: []
        }
    }

    /// True for `reload(...)` and `reload-sync(...)`.
    package var isReload: Bool {
        switch self {
        case .reload: true
        case .scripted(let name, _): name == "reload-sync(...)"
        default: false
        }
    }

    /// fzf's actions without an argument that edit the query, move in the list or run nothing else, by name.
    static let scriptedActions: [String: [ListCommand]] = [
        "backward-char": [.editQuery(.moveLeft)], "forward-char": [.editQuery(.moveRight)],
        "backward-word": [.editQuery(.moveWordLeft)], "forward-word": [.editQuery(.moveWordRight)],
        "beginning-of-line": [.editQuery(.moveToStart)], "end-of-line": [.editQuery(.moveToEnd)],
        "kill-word": [.editQuery(.deleteWordForward)], "backward-kill-word": [.editQuery(.deleteWordBackward)],
        "unix-word-rubout": [.editQuery(.deleteWordBackward)], "kill-line": [.editQuery(.deleteToEnd)],
        "delete-char": [.editQuery(.deleteForward)], "delete-char/eof": [.deleteOrAbort(forward: true)],
        "backward-delete-char/eof": [.deleteOrAbort(forward: false)], "yank": [.yank],
        "accept-or-print-query": [.acceptOrEndWithQuery], "toggle-sort": [.toggleSort], "toggle-search": [.setSearching(nil)],
        "enable-search": [.setSearching(true)], "disable-search": [.setSearching(false)], "toggle-bind": [.toggleBindings],
        "clear-screen": [.redrawScreen], "bell": [.bell], "offset-up": [.scrollList(by: -1)], "offset-down": [.scrollList(by: 1)],
        "toggle-raw": [.setRaw(nil)], "enable-raw": [.setRaw(true)], "disable-raw": [.setRaw(false)],
        "up-match": [.moveToMatch(up: true)], "down-match": [.moveToMatch(up: false)], "best": [.moveToBest],
        "jump": [.jump(accept: false)], "jump-accept": [.jump(accept: true)],
        "track-current": [.setTracking(true, current: true)], "untrack-current": [.setTracking(false, current: true)],
        "toggle-track-current": [.setTracking(nil, current: true)], "toggle-track": [.setTracking(nil, current: false)],
        "exclude": [.exclude], "exclude-multi": [.excludeChecked],
    ]

    /// fzf's actions that take an argument and run a program or change the prompt, by name.
    static let scriptedArgumentActions: [String: @Sendable (String) -> ListCommand] = [
        "execute": { .execute($0) }, "execute-silent": { .executeSilently($0) }, "become": { .become($0) },
        "transform": { .transform($0) }, "transform-query": { .transformQuery($0) }, "transform-prompt": { .transformPrompt($0) },
        "transform-header": { .transformHeader($0) }, "print": { .print($0) },
        "search": { .search($0) }, "transform-search": { .transformSearch($0) }, "reload-sync": { .reloadSync(command: $0) },
        "change-preview-window": { .preview(.changeWindow(alternatives: previewWindowAlternatives($0))) },
        "change-border-label": { .setLabel(part: "border", text: $0) }, "change-list-label": { .setLabel(part: "list", text: $0) },
        "change-input-label": { .setLabel(part: "input", text: $0) }, "change-header-label": { .setLabel(part: "header", text: $0) },
        "change-preview-label": { .setLabel(part: "preview", text: $0) }, "change-ghost": { .setLabel(part: "ghost", text: $0) },
        "transform-border-label": { .transformLabel(part: "border", command: $0) },
        "transform-list-label": { .transformLabel(part: "list", command: $0) },
        "transform-input-label": { .transformLabel(part: "input", command: $0) },
        "transform-header-label": { .transformLabel(part: "header", command: $0) },
        "transform-preview-label": { .transformLabel(part: "preview", command: $0) },
        "transform-ghost": { .transformLabel(part: "ghost", command: $0) },
        "change-nth": { .changeMatchedFields(alternatives: previewWindowAlternatives($0)) },
        "change-with-nth": { .changeShownFields(alternatives: previewWindowAlternatives($0)) },
    ]

    /// The alternatives of `change-preview-window(A|B|…)`, `change-nth(…)` and `change-with-nth(…)`,
    /// an empty one kept (the window `--preview-window` set; the fields of the start).
    static func previewWindowAlternatives(_ argument: String) -> [String] {
        argument.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    }

    /// Actions without an argument, by name.
    static let simpleActions: [String: [BindAction]] = [
        "accept": [.accept], "accept-non-empty": [.acceptNonEmpty], "abort": [.abort], "cancel": [.cancel],
        "print-query": [.printQuery], "up": [.up], "down": [.down],
        "page-up": [.pageUp], "page-down": [.pageDown], "half-page-up": [.halfPageUp], "half-page-down": [.halfPageDown],
        "first": [.first], "top": [.first], "last": [.last], "toggle": [.toggle], "select": [.select], "deselect": [.deselect],
        "toggle-all": [.toggleAll], "select-all": [.selectAll], "deselect-all": [.deselectAll], "clear-multi": [.clearMulti],
        "clear-query": [.clearQuery], "backward-delete-char": [.backwardDeleteChar], "unix-line-discard": [.unixLineDiscard],
        "prev-history": [.previousHistory], "next-history": [.nextHistory],
        "toggle-in": [.toggle, .down], "toggle-out": [.toggle, .up], "ignore": [.ignore],
        "toggle-preview": [.togglePreview], "show-preview": [.showPreview], "hide-preview": [.hidePreview],
        "toggle-preview-wrap": [.togglePreviewWrap], "refresh-preview": [.refreshPreview], "preview-up": [.previewUp],
        "preview-down": [.previewDown], "preview-page-up": [.previewPageUp], "preview-page-down": [.previewPageDown],
        "preview-half-page-up": [.previewHalfPageUp], "preview-half-page-down": [.previewHalfPageDown],
        "preview-top": [.previewTop], "preview-bottom": [.previewBottom],
    ]

    /// Actions that take an argument, by name.
    static let argumentActions: [String: @Sendable (String) -> BindAction] = [
        "change-query": { .changeQuery($0) }, "put": { .put($0) }, "change-prompt": { .changePrompt($0) },
        "change-header": { .changeHeader($0) }, "reload": { .reload($0) },
    ]

    /// fzf's actions sel recognises but does not do (yet): they change the preview, the layout or
    /// the fields, or run in the background.
    static let unsupportedActions: Set<String> = [
        "preview", "change-preview",
        "change-multi", "change-pointer", "trigger", "replace-query", "offset-middle", "toggle-wrap", "toggle-header", "show-header",
        "hide-header", "toggle-input", "show-input",
        "hide-input", "change-header-lines", "up-selected", "down-selected", "next-selected", "prev-selected",
        "toggle-hscroll", "toggle-multi-line", "wait", "bg-cancel", "close",
        "kill-line", "kill-subword", "backward-kill-subword", "forward-subword", "backward-subword", "put-char",
    ]
}

/// Why an action was refused; the description names it, sanitised.
package enum BindActionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Not an action fzf or sel knows.
    case unknown(String)
    /// An fzf action sel does not do.
    case unsupported(String)
    /// An action that needs an argument in brackets got none, or one that takes none got one.
    case argument(String)

    /// `unknown action 'frob'`.
    package var description: String {
        switch self {
        case .unknown(let name): "unknown action '\(Sanitiser.sanitise(name))'"
        case .unsupported(let name): "action '\(Sanitiser.sanitise(name))' is fzf's, not supported by sel"
        case .argument(let name): "action '\(Sanitiser.sanitise(name))': wrong argument (write change-query(TEXT); toggle takes none)"
        }
    }
}
