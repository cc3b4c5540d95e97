import SelectionScripting
import SelectionTerminal
import SelectionUI
import Testing

/// fzf's key names (`--bind`, `--expect`) and its `--bind` expressions.
@Suite struct KeyNameParsingTests {
    @Test(arguments: [
        ("ctrl-a", [KeyEvent(.character("a"), modifiers: .ctrl)]),
        ("CTRL-A", [KeyEvent(.character("a"), modifiers: .ctrl)]),
        ("ctrl-h", [KeyEvent(.backspace, modifiers: .ctrl), KeyEvent(.character("h"), modifiers: .ctrl)]),
        ("ctrl-m", [KeyEvent(.enter), KeyEvent(.character("m"), modifiers: .ctrl)]),
        ("ctrl-i", [KeyEvent(.tab), KeyEvent(.character("i"), modifiers: .ctrl)]),
        ("ctrl-alt-x", [KeyEvent(.character("x"), modifiers: [.ctrl, .alt])]),
        ("alt-x", [KeyEvent(.character("x"), modifiers: .alt)]),
        ("alt-X", [KeyEvent(.character("X"), modifiers: .alt)]),
        ("alt-/", [KeyEvent(.character("/"), modifiers: .alt)]),
        ("f1", [KeyEvent(.function(1))]), ("F12", [KeyEvent(.function(12))]),
        ("enter", [KeyEvent(.enter)]), ("return", [KeyEvent(.enter)]), ("space", [KeyEvent(.character(" "))]),
        ("bspace", [KeyEvent(.backspace)]), ("bs", [KeyEvent(.backspace)]), ("tab", [KeyEvent(.tab)]),
        ("btab", [KeyEvent(.tab, modifiers: .shift)]), ("shift-tab", [KeyEvent(.tab, modifiers: .shift)]),
        ("esc", [KeyEvent(.escape)]), ("del", [KeyEvent(.delete)]), ("pgup", [KeyEvent(.pageUp)]),
        ("page-down", [KeyEvent(.pageDown)]), ("insert", [KeyEvent(.insert)]), ("home", [KeyEvent(.home)]),
        ("alt-up", [KeyEvent(.up, modifiers: .alt)]), ("ctrl-shift-page-up", [KeyEvent(.pageUp, modifiers: [.ctrl, .shift])]),
        ("ctrl-alt-shift-delete", [KeyEvent(.delete, modifiers: [.ctrl, .alt, .shift])]),
        ("alt-bs", [KeyEvent(.backspace, modifiers: .alt)]), ("alt-enter", [KeyEvent(.enter, modifiers: .alt)]),
        ("ctrl-space", [KeyEvent(.character(" "), modifiers: .ctrl)]), ("ctrl-^", [KeyEvent(.character("^"), modifiers: .ctrl)]),
        ("ctrl-6", [KeyEvent(.character("^"), modifiers: .ctrl)]), ("ctrl-]", [KeyEvent(.character("]"), modifiers: .ctrl)]),
        ("ctrl-/", [KeyEvent(.character("_"), modifiers: .ctrl), KeyEvent(.character("/"), modifiers: .ctrl)]),
        ("x", [KeyEvent(.character("x"))]), ("X", [KeyEvent(.character("X"))]), ("?", [KeyEvent(.character("?"))]),
    ])
    func fzfNamesMeanTheDecodersEvents(name: String, events: [KeyEvent]) throws {
        #expect(try KeyName.events(named: name) == events)
    }

    @Test(arguments: ["ctrl-blah", "f13", "ctrl-", "shift-x", "alt-", "hyper-a", ""])
    func unknownNamesAreRefusedByName(name: String) {
        #expect(throws: KeyNameError.unknown(name)) { try KeyName.events(named: name) }
    }

    @Test(arguments: ["left-click", "double-click", "scroll-up", "shift-scroll-down", "start", "load", "change", "one"])
    func mouseAndEventNamesAreRefusedAsUnsupported(name: String) {
        #expect(throws: KeyNameError.unsupported(name)) { try KeyName.events(named: name) }
    }

    @Test func expectListsKeepTheNamesAsWritten() throws {
        let keys = try KeyName.events(namedIn: "ctrl-x,alt-Y,f2")
        #expect(keys.map(\.name) == ["ctrl-x", "alt-Y", "f2"])
        #expect(
            keys.map(\.events) == [
                [KeyEvent(.character("x"), modifiers: .ctrl)], [KeyEvent(.character("Y"), modifiers: .alt)], [KeyEvent(.function(2))],
            ])
        #expect(try KeyName.events(namedIn: "ctrl-x,,").map(\.name) == ["ctrl-x", ","])
        #expect(throws: KeyNameError.unknown("ctrl-nope")) { try KeyName.events(namedIn: "ctrl-x,ctrl-nope") }
        #expect(throws: KeyNameError.unknown("")) { try KeyName.events(namedIn: "ctrl-x,") }
    }

    @Test func errorsNameTheKeySanitised() {
        #expect(KeyNameError.unknown("ctrl-blah").description == "unknown key 'ctrl-blah'")
        #expect(KeyNameError.unknown("a\u{1B}[2J").description == "unknown key 'a␛[2J'")
        #expect(
            KeyNameError.unsupported("left-click").description
                == "'left-click' is not supported (sel binds keys, not mouse gestures or events)")
    }
}

@Suite struct KeyBindingsTests {
    private let controlA = KeyEvent(.character("a"), modifiers: .ctrl)

    @Test func actionsChainWithPlusAndKeysShareAnActionWithComma() throws {
        let bindings = try KeyBindings(parsing: "ctrl-a:select-all+accept,ctrl-k,ctrl-p:up,tab:toggle+down")
        #expect(bindings.entries.map(\.name) == ["ctrl-a", "ctrl-k", "ctrl-p", "tab"])
        #expect(bindings.actions(for: controlA) == [.selectAll, .accept])
        #expect(bindings.actions(for: KeyEvent(.character("k"), modifiers: .ctrl)) == [.up])
        #expect(bindings.actions(for: KeyEvent(.tab)) == [.toggle, .down])
        #expect(bindings.actions(for: KeyEvent(.tab, kind: .repeat)) == [.toggle, .down])
        #expect(bindings.actions(for: KeyEvent(.tab, kind: .release)) == nil)
        #expect(bindings.actions(for: KeyEvent(.enter)) == nil)
    }

    @Test func argumentsTakeEveryBracketFormAndTheColonForm() throws {
        let bindings = try KeyBindings(
            parsing: "f1:change-prompt(> ),f2:change-query[a(b)c],f3:put{x,y},f4:change-header~a+b~,f5:change-query:rest, with commas")
        #expect(bindings.actions(for: KeyEvent(.function(1))) == [.changePrompt("> ")])
        #expect(bindings.actions(for: KeyEvent(.function(2))) == [.changeQuery("a(b)c")])
        #expect(bindings.actions(for: KeyEvent(.function(3))) == [.put("x,y")])
        #expect(bindings.actions(for: KeyEvent(.function(4))) == [.changeHeader("a+b")])
        #expect(bindings.actions(for: KeyEvent(.function(5))) == [.changeQuery("rest, with commas")])
        #expect(
            try KeyBindings(parsing: "f1:change-prompt((nested) )").actions(for: KeyEvent(.function(1))) == [.changePrompt("(nested) ")])
    }

    @Test func eventsAndReloadAndPreviewActionsAreBound() throws {
        var bindings = try KeyBindings(
            parsing: "start:reload(ls {q}),change:reload:rg --line-number {q}, -- x")
        #expect(bindings.events == [.start: [.reload("ls {q}")], .change: [.reload("rg --line-number {q}, -- x")]])
        #expect(bindings.entries.isEmpty)
        bindings.add(try KeyBindings(parsing: "ctrl-a,start:toggle-preview+preview-page-down,ctrl-r:reload(seq 3)"))
        #expect(bindings.events[.start] == [.togglePreview, .previewPageDown])
        #expect(bindings.actions(for: controlA) == [.togglePreview, .previewPageDown])
        #expect(bindings.actions(for: KeyEvent(.character("r"), modifiers: .ctrl)) == [.reload("seq 3")])
        #expect(BindAction.reload("x").name == "reload(...)")
        #expect(BindAction.previewHalfPageUp.name == "preview-half-page-up")
    }

    @Test func nothingRunsAfterAnActionThatEndsThePrompt() throws {
        #expect(try KeyBindings(parsing: "ctrl-a:accept+down").actions(for: controlA) == [.accept])
        #expect(try KeyBindings(parsing: "ctrl-a:toggle-in").actions(for: controlA) == [.toggle, .down])
    }

    @Test func aLaterBindingOfAKeyWins() throws {
        var bindings = try KeyBindings(parsing: "ctrl-a:up,ctrl-b:down")
        bindings.add(try KeyBindings(parsing: "ctrl-a:first"))
        #expect(bindings.entries.map(\.name) == ["ctrl-b", "ctrl-a"])
        #expect(bindings.actions(for: controlA) == [.first])
    }

    @Test(arguments: [
        ("ctrl-a:frob", KeyBindingError.action(.unknown("frob"))),
        ("ctrl-a:up+frob", .action(.unknown("frob"))),
        ("ctrl-a:reload-sync", .action(.argument("reload-sync"))),
        ("click-footer:accept", .malformed("event 'click-footer' is fzf's, not supported by sel")),
        ("every(2):reload(ls)", .malformed("event 'every(2)' is fzf's, not supported by sel")),
        ("start", .malformed("no action for 'start' (write EVENT:ACTION)")),
        ("load", .malformed("no action for 'load' (write EVENT:ACTION)")),
        ("ctrl-a:change-multi", .action(.unsupported("change-multi"))),
        ("ctrl-a:preview:cat {}", .action(.unsupported("preview"))),
        ("ctrl-a:transform-nth(date)", .action(.unsupported("transform-nth"))),
        ("ctrl-a:bg-transform(date)", .action(.unsupported("bg-transform"))),
        ("ctrl-a:pos(x)", .action(.argument("pos"))),
        ("ctrl-a:pos", .action(.argument("pos"))),
        ("ctrl-a:execute", .action(.argument("execute"))),
        ("ctrl-a:unbind(ctrl-blah)", .key(.unknown("ctrl-blah"))),
        ("ctrl-a:yank(x)", .action(.argument("yank"))),
        ("ctrl-blah:up", .key(.unknown("ctrl-blah"))),
        ("left-click:accept", .key(.unsupported("left-click"))),
        ("ctrl-a", .malformed("no action for 'ctrl-a' (write KEY:ACTION)")),
        ("ctrl-a,ctrl-b", .malformed("no action for 'ctrl-a' (write KEY:ACTION)")),
        ("ctrl-a:", .malformed("an action is missing after 'ctrl-a:'")),
        ("ctrl-a:up+", .malformed("an action is missing after 'ctrl-a:up+'")),
        ("ctrl-a:change-query(abc", .malformed("the argument of 'change-query' has no closing ')'")),
        ("ctrl-a:change-query", .action(.argument("change-query"))),
        ("ctrl-a:toggle(x)", .action(.argument("toggle"))),
        ("ctrl-a:up)", .malformed("unexpected ')' after action 'up'")),
        // Found by FzfGrammarFuzzer (Fuzz/corpus-fzf-grammars/bind-escape-key-then-missing-action):
        // a key may be any one character, and the message quoted the expression raw.
        ("\u{1B}:", .malformed("an action is missing after '␛:'")),
        ("\u{9B}:up+", .malformed("an action is missing after '⍰:up+'")),
    ])
    func malformedExpressionsNameTheProblem(expression: String, error: KeyBindingError) {
        #expect(throws: error) { try KeyBindings(parsing: expression) }
    }

    @Test func errorsReadAsOneLine() {
        #expect(KeyBindingError.action(.unknown("frob")).description == "unknown action 'frob'")
        #expect(KeyBindingError.action(.unsupported("reload")).description == "action 'reload' is fzf's, not supported by sel")
    }

    @Test func bindingsChangeTheKeyMapAndTheHelpLine() throws {
        let bindings = try KeyBindings(parsing: "ctrl-j:down,ctrl-d:accept,ctrl-a:select-all+accept,enter:toggle,ctrl-x:ignore")
        let keys = bindings.applied(to: .multiSelect)
        #expect(keys.intent(for: KeyEvent(.character("j"), modifiers: .ctrl)) == .list(.moveDown))
        #expect(keys.intent(for: KeyEvent(.character("d"), modifiers: .ctrl)) == .commit)
        #expect(keys.intent(for: KeyEvent(.enter)) == .toggle)
        #expect(keys.intent(for: controlA) == nil)
        #expect(keys.intent(for: KeyEvent(.down)) == .list(.moveDown))
        #expect(keys.helpItems.map(\.text) == ["↑/ctrl+j move", "enter toggle", "ctrl+d done", "esc cancel"])
        #expect(bindings.helpItems.map(\.text) == ["ctrl+a select-all+accept"])
    }

    @Test func anIntentWithoutAHelpWordGetsTheActionsName() throws {
        let keys = try KeyBindings(parsing: "alt-a:deselect-all").applied(to: .dropDown)
        #expect(keys.helpItems.map(\.text) == ["↑/↓ move", "enter choose", "esc cancel", "alt+a deselect-all"])
    }

    /// fzf's `KEY:+ACTION` adds actions after those a key or event has (fzf's man page, ACTION COMPOSITION).
    @Test func aPlusAfterTheColonAppendsToTheBinding() throws {
        var bindings = try KeyBindings(parsing: "ctrl-a:select-all")
        try bindings.parse("ctrl-a:+accept,focus:print(x)")
        try bindings.parse("focus:+abort")
        #expect(bindings.actions(for: KeyEvent(.character("a"), modifiers: .ctrl)) == [.selectAll, .accept])
        #expect(bindings.events[.focus]?.map(\.name) == ["print(...)", "abort"])
        try bindings.parse("ctrl-a:up")
        #expect(bindings.actions(for: KeyEvent(.character("a"), modifiers: .ctrl)) == [.up], "without +, replaced")
    }

    /// A name of two events (`ctrl-h`: Ctrl+Backspace and Ctrl+H) appended to stays one entry, so
    /// it is written back as it was read (FzfGrammarFuzzer's finding, `bind-append-ctrl-h-two-events`).
    @Test func appendingToANameOfTwoEventsKeepsOneEntry() throws {
        let bindings = try KeyBindings(parsing: "ctrl-h:+reload:")
        #expect(bindings.entries.map(\.name) == ["ctrl-h"])
        #expect(bindings.entries.first?.keys.count == 2)
        #expect(try KeyBindings(parsing: "ctrl-h:reload~~") == bindings)
        // Events bound apart before keep their own actions, each followed by the new ones.
        var apart = try KeyBindings(parsing: "ctrl-bspace:up")
        try apart.parse("ctrl-h:+down")
        #expect(apart.actions(for: KeyEvent(.backspace, modifiers: .ctrl)) == [.up, .down])
        #expect(apart.actions(for: KeyEvent(.character("h"), modifiers: .ctrl)) == [.down])
    }

    /// The expression is read a Unicode scalar at a time, as fzf reads runes: U+0600 joins the
    /// `!` after it into one grapheme, which must still close the argument, and a `,` after it
    /// still ends a key name (FzfGrammarFuzzer's finding, `bind-prepend-mark-before-closing-mark`).
    @Test func aMarkAfterAJoiningCharacterStillClosesTheArgument() throws {
        let bindings = try KeyBindings(parsing: "ctrl-a:reload!echo \u{0600}!+up,\u{0600},b:down")
        #expect(bindings.actions(for: KeyEvent(.character("a"), modifiers: .ctrl)) == [.reload("echo \u{0600}"), .up])
        #expect(bindings.actions(for: KeyEvent(.character("b"))) == [.down])
        #expect(bindings.entries.map(\.name) == ["ctrl-a", "\u{0600}", "b"])
    }
}

/// fzf's jump mode by its names: the actions and events read into the list's commands.
@Suite struct JumpBindingTests {
    @Test func jumpActionsAndEventsAreRead() throws {
        let bindings = try KeyBindings(parsing: "space:jump,ctrl-j:jump-accept,jump:accept,jump-cancel:abort")
        var configuration = ListPromptConfiguration(filters: true)
        bindings.configure(&configuration)
        #expect(configuration.commands.commands(for: KeyEvent(.character(" "))) == [.jump(accept: false)])
        #expect(configuration.commands.commands(for: KeyEvent(.character("j"), modifiers: .ctrl)) == [.jump(accept: true)])
        #expect(configuration.commands.onEvent == [.jump: [.accept], .jumpCancel: [.abort]])
    }
}
