import SelectionCore
import SelectionMatching
import SelectionScripting
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// The list prompts' scripting behaviours (`sel choose`'s fzf flags): bound actions, expected
/// keys, the starting query, the header, the prompt and counts, Enter with nothing checked,
/// case matching and order — whole screens through the test kit.
@Suite struct ListPromptScriptingTests {
    private let greek = ["alpha", "beta", "gamma"]

    private func configuration(
        filters: Bool = true, _ change: (inout ListPromptConfiguration) throws -> Void
    ) rethrows -> ListPromptConfiguration {
        var configuration = ListPromptConfiguration()
        configuration.filters = filters
        try change(&configuration)
        return configuration
    }

    @Test func theQueryStartsTheFilterAndTheHeaderSitsAboveTheRows() {
        let configuration = configuration {
            $0.query = "ta"
            $0.header = ["Pick one", "(greek)"]
        }
        let driver = PromptDriver(DropDown(options: greek, configuration: configuration), terminal: VirtualTerminal(width: 40, height: 10))
        #expect(
            driver.snapshot.trimmedLines == [
                "Select... ▴",
                "╭────▲───────────────────╮",
                "│/ ta                 1/3│",
                "│ Pick one               │",
                "│ (greek)                │",
                "│›  beta                 │",
                "╰────────────────────────╯",
                "↑/↓ move · enter choose · esc cancel",
            ])
        #expect(driver.prompt.query == "ta")
    }

    @Test func promptAndHiddenCounts() {
        let configuration = configuration {
            $0.prompt = "> "
            $0.showsCounts = false
        }
        let driver = PromptDriver(DropDown(options: greek, configuration: configuration), terminal: VirtualTerminal(width: 40, height: 10))
        #expect(driver.snapshot.trimmedLines[2] == "│> type to filter        │")
    }

    @Test func expectedKeysAcceptAndAreReported() throws {
        let configuration = try configuration {
            KeyBindings().configure(&$0, expecting: [ExpectedKey(name: "ctrl-x", keys: try KeyName.events(named: "ctrl-x"))])
        }
        var driver = PromptDriver(ReportingListPrompt(DropDown(options: greek, configuration: configuration)))
        driver.type("ga")
        driver.press(.character("x"), modifiers: .ctrl)
        #expect(driver.result == .chosen(ListPromptReport(value: "gamma", key: "ctrl-x", query: "ga")))

        var enter = PromptDriver(ReportingListPrompt(DropDown(options: greek, configuration: configuration)))
        enter.press(.down)
        enter.press(.enter)
        #expect(enter.result == .chosen(ListPromptReport(value: "beta", key: nil, query: "")))
    }

    @Test func boundActionsRunInOrder() throws {
        let configuration = try configuration(filters: false) {
            $0.keyMap = .multiSelect
            try KeyBindings(parsing: "ctrl-a:select-all+accept,tab:toggle+down,alt-t:toggle-all,ctrl-l:last").configure(&$0)
        }
        var all = PromptDriver(MultiSelect(options: greek, configuration: configuration))
        all.press(.character("a"), modifiers: .ctrl)
        #expect(all.result == .chosen(greek))

        var toggled = PromptDriver(
            MultiSelect(options: greek, configuration: configuration), terminal: VirtualTerminal(width: 60, height: 8))
        toggled.press(.tab)
        toggled.press(.tab)
        #expect(toggled.prompt.state.list.selectedRows == [0, 1])
        #expect(toggled.prompt.state.list.highlighted == 2)
        toggled.press(.character("t"), modifiers: .alt)
        #expect(toggled.prompt.state.list.selectedRows == [2])
        #expect(toggled.prompt.state.list.highlighted == 2)
        toggled.press(.character("l"), modifiers: .ctrl)
        #expect(
            toggled.snapshot.trimmedLines.last
                == "↑/↓ move · ctrl+l last · space toggle · enter done · esc ca…")
    }

    @Test func queryActionsEditTheQueryAndPrintQueryEndsWithIt() throws {
        let configuration = try configuration {
            try KeyBindings(parsing: "f1:change-query(gam),f2:clear-query,f3:print-query,f4:put(et),f5:change-prompt(?> )").configure(&$0)
        }
        var driver = PromptDriver(
            ReportingListPrompt(DropDown(options: greek, configuration: configuration)), terminal: VirtualTerminal(width: 40, height: 10))
        driver.press(.function(1))
        #expect(driver.prompt.inner.query == "gam")
        driver.press(.function(2))
        #expect(driver.prompt.inner.query == "")
        driver.press(.function(4))
        driver.press(.function(5))
        #expect(driver.snapshot.trimmedLines[2] == "│?> et                1/3│")
        driver.press(.function(3))
        #expect(driver.result == .chosen(ListPromptReport(value: nil, key: nil, query: "et")))
    }

    @Test func cancelClearsAQueryBeforeItCloses() throws {
        let configuration = try configuration { try KeyBindings(parsing: "esc:cancel").configure(&$0) }
        var driver = PromptDriver(DropDown(options: greek, configuration: configuration))
        driver.type("be")
        driver.press(.escape)
        #expect(driver.prompt.query == "")
        #expect(driver.result == nil)
        driver.press(.escape)
        #expect(driver.result == .cancelled)
    }

    @Test func enterWithNothingCheckedTakesTheHighlightedOptionWhenAsked() {
        var takes = ListPromptConfiguration(keyMap: .multiSelect)
        takes.takesHighlightedWhenNothingChecked = true
        var driver = PromptDriver(MultiSelect(options: greek, configuration: takes))
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.result == .chosen(["beta"]))

        var done = PromptDriver(MultiSelect(options: greek))
        done.press(.down)
        done.press(.enter)
        #expect(done.result == .chosen([]))

        var checked = PromptDriver(MultiSelect(options: greek, configuration: takes))
        checked.press(.character(" "))
        checked.press(.down)
        checked.press(.enter)
        #expect(checked.result == .chosen(["alpha"]))
    }

    @Test func caseMatchingAndInputOrder() {
        let ignoring = configuration {
            $0.matchOptions = MatchOptions(caseMatching: .ignore)
            $0.query = "ALPHA"
        }
        #expect(PromptDriver(DropDown(options: greek, configuration: ignoring)).prompt.state.list.items.count == 1)
        let respecting = configuration {
            $0.matchOptions = MatchOptions(caseMatching: .respect)
            $0.query = "Alpha"
        }
        #expect(PromptDriver(DropDown(options: greek, configuration: respecting)).prompt.state.list.items.count == 0)
        let unsorted = configuration {
            $0.matchOptions = MatchOptions(isSorted: false)
            $0.query = "ab"
        }
        let driver = PromptDriver(DropDown(options: ["xxab", "ab"], configuration: unsorted))
        #expect(driver.prompt.state.list.items.map(\.option?.label) == ["xxab", "ab"])
    }

    @Test func searchTextLimitsWhatIsMatched() {
        let configuration = configuration {
            $0.searchText = { label in String(label.split(separator: " ").last ?? "") }
            $0.query = "1"
        }
        #expect(PromptDriver(DropDown(options: ["1 alpha", "2 beta"], configuration: configuration)).prompt.state.list.items.count == 0)
    }

    @Test func wrapsAroundWithCycle() {
        var configuration = ListPromptConfiguration()
        configuration.wrapsAround = true
        var driver = PromptDriver(DropDown(options: greek, configuration: configuration))
        driver.press(.up)
        #expect(driver.prompt.state.list.highlighted == 2)
    }

    @Test func labelColoursReachTheScreen() {
        var prompt = DropDown(items: [.option(Choice("main", value: 0)), .option(Choice("dev", value: 1))])
        prompt.labelStyles = { value in value == 1 ? [StyledCharacters(characters: 0..<3, style: Style(foreground: .ansi(.red)))] : nil }
        let driver = PromptDriver(prompt, terminal: VirtualTerminal(width: 30, height: 8))
        #expect(driver.snapshot.trimmedLines[3] == "│   dev  │")
        #expect(driver.snapshot.styleRuns(ofRow: 3).contains(StyleRun(columns: 4..<7, style: Style(foreground: .ansi(.red)))))
    }
}
