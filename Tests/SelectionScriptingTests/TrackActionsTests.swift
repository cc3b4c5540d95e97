import SelectionScripting
import SelectionTerminal
import SelectionUI
import Testing

/// fzf's tracking actions and `reload-sync` are read by `--bind` (they were refused before
/// issue 27), each as the list command that does it, named as fzf names it.
@Suite struct TrackActionsTests {
    private let controlA = KeyEvent(.character("a"), modifiers: .ctrl)

    @Test(arguments: [
        ("track-current", ListCommand.setTracking(true, current: true)),
        ("untrack-current", .setTracking(false, current: true)),
        ("toggle-track-current", .setTracking(nil, current: true)),
        ("toggle-track", .setTracking(nil, current: false)),
        ("reload-sync(seq 3)", .reloadSync(command: "seq 3")),
    ])
    func theActionIsReadAsItsCommand(action: String, command: ListCommand) throws {
        let actions = try #require(try KeyBindings(parsing: "ctrl-a:\(action)").actions(for: controlA))
        #expect(actions.flatMap(\.commands) == [command])
        #expect(command.fzfName == String(action.prefix { $0 != "(" }))
    }

    @Test func reloadSyncReloads() throws {
        #expect(try KeyBindings(parsing: "ctrl-a:reload-sync(ls)").reloads)
        #expect(try !KeyBindings(parsing: "ctrl-a:toggle-track").reloads)
    }
}
