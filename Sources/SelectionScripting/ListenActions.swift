import SelectionTerminal
import SelectionUI

/// The body of a `POST` to `sel choose --listen`: an action chain read by the parser `--bind`
/// uses, refused when it runs a program without `--listen-unsafe`.
package enum ListenActions {
    /// The commands of `body`, or the answer refusing it.
    package static func commands(in body: String, allowsPrograms: Bool) -> Result<[ListCommand], ListenResponseRefusal> {
        let actions: [BindAction]
        do {
            actions = try KeyBindings.actions(parsing: body)
        } catch {
            return .failure(ListenResponseRefusal(response: .badRequest("\(error)")))
        }
        guard !actions.isEmpty else { return .failure(ListenResponseRefusal(response: .badRequest("no action specified"))) }
        let commands = actions.flatMap(\.commands)
        if !allowsPrograms, let command = commands.first(where: runsProgram) {
            return .failure(
                ListenResponseRefusal(
                    response: .forbidden("action '\(command.fzfName)' runs a program: start sel with --listen-unsafe to allow it")))
        }
        return .success(commands)
    }

    /// The answer to `body`: queued for the host (``ListenServer/enqueue(_:)``), or refused.
    static func response(to body: String, allowsPrograms: Bool, server: ListenServer) -> ListenResponse {
        switch commands(in: body, allowsPrograms: allowsPrograms) {
        case .failure(let refusal): return refusal.response
        case .success(let commands): return server.enqueue(.perform(commands)) ? .accepted : .unavailable
        }
    }

    /// True for a command that runs a program: those fzf's `processExecution` lists (execute,
    /// become, reload, transform, the preview's command changed or run again).
    package static func runsProgram(_ command: ListCommand) -> Bool {
        switch command {
        case .reload, .reloadSync, .execute, .executeSilently, .become, .transform, .transformQuery, .transformPrompt, .transformHeader,
            .transformLabel, .transformSearch:
            return true
        case .preview(let preview):
            switch preview {
            case .refresh: return true
            case .changeWindow: return false
            case .toggle, .show, .hide, .toggleWrap, .lineUp, .lineDown, .pageUp, .pageDown, .halfPageUp, .halfPageDown, .top, .bottom:
                return false
            }
        case .accept, .acceptUnlessEmpty, .acceptReportingKey, .abort, .clearQueryOrAbort, .endWithQuery, .moveUp, .moveDown, .pageUp,
            .pageDown, .halfPageUp, .halfPageDown, .moveToFirst, .moveToLast, .toggle, .check, .uncheck, .toggleAll, .checkAll,
            .uncheckAll, .clearChecks, .setQuery, .previousHistory, .nextHistory, .deleteBeforeCaret, .insert, .setPrompt, .setHeader,
            .editQuery, .yank, .deleteOrAbort, .moveToPosition, .scrollList, .print, .acceptOrEndWithQuery, .toggleSort,
            .setSearching, .unbind, .rebind, .toggleBindings, .redrawScreen, .bell, .setRaw, .moveToMatch, .moveToBest, .setLabel,
            .jump, .search, .setTracking, .exclude, .excludeChecked, .changeMatchedFields, .changeShownFields:
            return false
        }
    }
}

/// A `POST` body refused, with the answer to give.
package struct ListenResponseRefusal: Error, Sendable, Equatable {
    /// What the client is told.
    package var response: ListenResponse
}
