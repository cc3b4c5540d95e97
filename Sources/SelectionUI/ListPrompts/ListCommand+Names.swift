import SelectionCore

extension ListCommand {
    /// fzf's name of the action this command is (`FZF_ACTION`, `{fzf:action}`): `up`, `execute`.
    package var fzfName: String {
        switch self {
        case .accept, .acceptReportingKey: "accept"
        case .acceptUnlessEmpty: "accept-non-empty"
        case .abort: "abort"
        case .clearQueryOrAbort: "cancel"
        case .endWithQuery: "print-query"
        case .moveUp: "up"
        case .moveDown: "down"
        case .pageUp: "page-up"
        case .pageDown: "page-down"
        case .halfPageUp: "half-page-up"
        case .halfPageDown: "half-page-down"
        case .moveToFirst: "first"
        case .moveToLast: "last"
        case .toggle: "toggle"
        case .check: "select"
        case .uncheck: "deselect"
        case .toggleAll: "toggle-all"
        case .checkAll: "select-all"
        case .uncheckAll: "deselect-all"
        case .clearChecks: "clear-multi"
        case .setQuery: "change-query"
        case .previousHistory: "prev-history"
        case .nextHistory: "next-history"
        case .deleteBeforeCaret: "backward-delete-char"
        case .insert: "put"
        case .setPrompt: "change-prompt"
        case .setHeader: "change-header"
        case .preview: "preview"
        case .reload: "reload"
        case .editQuery(let action): Self.fzfName(of: action)
        case .yank: "yank"
        case .deleteOrAbort(let forward): forward ? "delete-char/eof" : "backward-delete-char/eof"
        case .moveToPosition: "pos"
        case .scrollList(let rows): rows < 0 ? "offset-up" : "offset-down"
        case .execute: "execute"
        case .executeSilently: "execute-silent"
        case .become: "become"
        case .transform: "transform"
        case .transformQuery: "transform-query"
        case .transformPrompt: "transform-prompt"
        case .transformHeader: "transform-header"
        case .print: "print"
        case .acceptOrEndWithQuery: "accept-or-print-query"
        case .toggleSort: "toggle-sort"
        case .setSearching(let on): on.map { $0 ? "enable-search" : "disable-search" } ?? "toggle-search"
        case .unbind: "unbind"
        case .rebind: "rebind"
        case .toggleBindings: "toggle-bind"
        case .redrawScreen: "clear-screen"
        case .bell: "bell"
        }
    }

    private static func fzfName(of action: TextFieldAction) -> String {
        switch action {
        case .insert: "put"
        case .deleteBackward: "backward-delete-char"
        case .deleteForward: "delete-char"
        case .deleteWordBackward: "backward-kill-word"
        case .deleteWordForward: "kill-word"
        case .deleteToStart: "unix-line-discard"
        case .deleteToEnd: "kill-line"
        case .moveLeft: "backward-char"
        case .moveRight: "forward-char"
        case .moveWordLeft: "backward-word"
        case .moveWordRight: "forward-word"
        case .moveToStart: "beginning-of-line"
        case .moveToEnd: "end-of-line"
        case .replaceAll: "change-query"
        }
    }
}
