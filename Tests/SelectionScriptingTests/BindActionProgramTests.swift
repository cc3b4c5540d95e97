import SelectionCore
import SelectionScripting
import SelectionTerminal
import SelectionUI
import Testing

/// fzf's actions that run programs, edit the query and switch bindings, and its events, read into
/// list commands (issue 27).
@Suite struct BindActionProgramTests {
    let controlA = KeyEvent(.character("a"), modifiers: .ctrl)

    func commands(_ expression: String, key: KeyEvent? = nil) throws -> [ListCommand]? {
        try KeyBindings(parsing: expression).commandBindings().commands(for: key ?? controlA)
    }

    @Test(arguments: [
        ("ctrl-a:execute(vim {})", [ListCommand.execute("vim {}")]),
        ("ctrl-a:execute-silent[echo {+} >> log]", [.executeSilently("echo {+} >> log")]),
        ("ctrl-a:become:vim {+f}", [.become("vim {+f}")]),
        ("ctrl-a:transform(echo up)+down", [.transform("echo up"), .moveDown]),
        ("ctrl-a:transform-query(date)", [.transformQuery("date")]),
        ("ctrl-a:transform-prompt~echo '> '~", [.transformPrompt("echo '> '")]),
        ("ctrl-a:transform-header(ls)", [.transformHeader("ls")]),
        ("ctrl-a:print(hello)+accept", [.print("hello"), .accept]),
        ("ctrl-a:accept-or-print-query", [.acceptOrEndWithQuery]),
        ("ctrl-a:pos(-2)", [.moveToPosition(-2)]),
        ("ctrl-a:pos( 3 )", [.moveToPosition(3)]),
        ("ctrl-a:toggle-sort", [.toggleSort]),
        ("ctrl-a:toggle-search+enable-search+disable-search", [.setSearching(nil), .setSearching(true), .setSearching(false)]),
        ("ctrl-a:toggle-bind", [.toggleBindings]),
        (
            "ctrl-a:backward-char+forward-char+backward-word+forward-word",
            [
                .editQuery(.moveLeft), .editQuery(.moveRight), .editQuery(.moveWordLeft), .editQuery(.moveWordRight),
            ]
        ),
        (
            "ctrl-a:beginning-of-line+end-of-line+kill-line+kill-word",
            [
                .editQuery(.moveToStart), .editQuery(.moveToEnd), .editQuery(.deleteToEnd), .editQuery(.deleteWordForward),
            ]
        ),
        (
            "ctrl-a:backward-kill-word+unix-word-rubout+yank+delete-char",
            [
                .editQuery(.deleteWordBackward), .editQuery(.deleteWordBackward), .yank, .editQuery(.deleteForward),
            ]
        ),
        ("ctrl-a:delete-char/eof", [.deleteOrAbort(forward: true)]),
        ("ctrl-a:backward-delete-char/eof", [.deleteOrAbort(forward: false)]),
        ("ctrl-a:clear-screen+bell+offset-up+offset-down", [.redrawScreen, .bell, .scrollList(by: -1), .scrollList(by: 1)]),
    ])
    func actionsReadIntoCommands(expression: String, expected: [ListCommand]) throws {
        #expect(try commands(expression) == expected)
    }

    @Test func aChainEndsAtBecomeOrAcceptOrPrintQuery() throws {
        #expect(try commands("ctrl-a:become(ls)+down") == [.become("ls")])
        #expect(try commands("ctrl-a:accept-or-print-query+down") == [.acceptOrEndWithQuery])
    }

    @Test func unbindAndRebindNameKeysAndEvents() throws {
        let tab = KeyEvent(.tab)
        #expect(try commands("ctrl-a:unbind(tab,load, focus)") == [.unbind(keys: [tab], events: ["load", "focus"])])
        #expect(try commands("ctrl-a:rebind(change)") == [.rebind(keys: [], events: ["change"])])
    }

    @Test func putWithoutArgumentTypesTheKeysOwnCharacter() throws {
        let bindings = try KeyBindings(parsing: "space,x:put+down").commandBindings()
        #expect(bindings.commands(for: KeyEvent(.character(" "))) == [.insert(" "), .moveDown])
        #expect(bindings.commands(for: KeyEvent(.character("x"))) == [.insert("x"), .moveDown])
    }

    @Test func eventsAreBoundByFzfsNames() throws {
        let bindings = try KeyBindings(
            parsing: "load:change-prompt(loaded> ),focus:transform-header(echo {}),one:accept,zero:abort,result:first"
        ).commandBindings()
        #expect(bindings.onEvent[.load] == [.setPrompt("loaded> ")])
        #expect(bindings.onEvent[.focus] == [.transformHeader("echo {}")])
        #expect(bindings.onEvent[.one] == [.accept])
        #expect(bindings.onEvent[.zero] == [.abort])
        #expect(bindings.onEvent[.result] == [.moveToFirst])
        let more = try KeyBindings(parsing: "resize,multi,backward-eof:bell").commandBindings()
        #expect(more.onEvent == [.resize: [.bell], .multi: [.bell], .backwardEOF: [.bell]])
    }

    @Test func transformOutputIsReadAsAChain() throws {
        let read = try #require(KeyBindings().commandBindings().scripting.readActions)
        #expect(read("change-header(Invalid selection)+first") == [.setHeader(["Invalid selection"]), .moveToFirst])
        #expect(read("accept") == [.accept])
        #expect(read("change-query:a, b") == [.setQuery("a, b")])
        #expect(read("frob") == nil)
        #expect(read("exclude") == [.exclude])
        #expect(read("change-multi") == nil)
    }

    @Test func theHelpLineNamesTheActions() throws {
        let bindings = try KeyBindings(parsing: "ctrl-e:execute(vim {}),ctrl-t:toggle-sort")
        #expect(bindings.helpItems.map(\.action) == ["execute(...)", "toggle-sort"])
    }
}
