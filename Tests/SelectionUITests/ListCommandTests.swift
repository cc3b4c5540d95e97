import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// List prompts driven by Swift-valued commands (``ListCommand``) bound in
/// ``ListCommandBindings``: keys, the start and query changes, whole screens through the test kit.
@Suite struct ListCommandTests {
    private let greek = ["alpha", "beta", "gamma"]
    private let controlA = KeyEvent(.character("a"), modifiers: .ctrl)

    @Test func theDocExampleChecksEveryOptionAndAccepts() {
        var configuration = ListPromptConfiguration(keyMap: .multiSelect)
        configuration.commands.bind([KeyEvent(.character("a"), modifiers: .ctrl)], to: [.checkAll, .accept])
        configuration.commands.bind([KeyEvent(.function(5))], to: [.reload(command: "git branch --format='%(refname:short)'")])
        var driver = PromptDriver(MultiSelect("Branches", options: ["main", "release"], configuration: configuration))
        driver.press(.character("a"), modifiers: .ctrl)
        #expect(driver.result == .chosen(["main", "release"]))
    }

    @Test func aBoundKeyNeverReachesTheKeyMap() {
        var configuration = ListPromptConfiguration()
        configuration.commands.bind([KeyEvent(.down)], to: [])
        var driver = PromptDriver(DropDown(options: greek, configuration: configuration))
        let before = driver.prompt.state.list.highlighted
        driver.press(.down)
        #expect(driver.prompt.state.list.highlighted == before)
        driver.press(.character("n"), modifiers: .ctrl)
        #expect(driver.prompt.state.list.highlighted == (before ?? -1) + 1)
    }

    @Test func aReportedKeyAcceptsAndIsReported() {
        var configuration = ListPromptConfiguration(filters: true)
        configuration.commands.bind([KeyEvent(.character("x"), modifiers: .ctrl)], to: [.acceptReportingKey("ctrl-x")])
        var driver = PromptDriver(ReportingListPrompt(DropDown(options: greek, configuration: configuration)))
        driver.type("ga")
        driver.press(.character("x"), modifiers: .ctrl)
        #expect(driver.result == .chosen(ListPromptReport(value: "gamma", key: "ctrl-x", query: "ga")))
    }

    @Test func endingWithTheQueryReportsItWithoutAValue() {
        var configuration = ListPromptConfiguration(filters: true)
        configuration.commands.bind([KeyEvent(.function(3))], to: [.endWithQuery])
        var driver = PromptDriver(ReportingListPrompt(DropDown(options: greek, configuration: configuration)))
        driver.type("be")
        driver.press(.function(3))
        #expect(driver.result == .chosen(ListPromptReport(value: nil, key: nil, query: "be")))
    }

    @Test func startAndQueryChangeCommandsRun() {
        var configuration = ListPromptConfiguration(filters: true)
        configuration.commands.onStart = [.setPrompt("greek> "), .setHeader(["Pick one"])]
        configuration.commands.onQueryChange = [.moveToLast]
        var driver = PromptDriver(DropDown(options: greek, configuration: configuration), terminal: VirtualTerminal(width: 40, height: 10))
        #expect(driver.snapshot.trimmedLines[2] == "│greek> type to filt… 3/3│")
        #expect(driver.snapshot.trimmedLines[3] == "│ Pick one               │")
        driver.type("a")
        #expect(driver.prompt.state.list.highlighted == driver.prompt.state.list.items.count - 1)
    }

    @Test func queryCommandsEditTheQueryAtTheCaret() {
        var configuration = ListPromptConfiguration(filters: true)
        configuration.commands.bind([KeyEvent(.function(1))], to: [.setQuery("gam")])
        configuration.commands.bind([KeyEvent(.function(2))], to: [.deleteBeforeCaret, .insert("x\ny")])
        configuration.commands.bind([KeyEvent(.function(4))], to: [.clearQueryOrAbort])
        var driver = PromptDriver(DropDown(options: greek, configuration: configuration))
        driver.press(.function(1))
        #expect(driver.prompt.query == "gam")
        driver.press(.function(2))
        #expect(driver.prompt.query == "gaxy")
        driver.press(.function(4))
        #expect(driver.prompt.query == "")
        #expect(driver.result == nil)
        driver.press(.function(4))
        #expect(driver.result == .cancelled)
    }

    @Test func bindingAKeyAgainReplacesItsEarlierChainAndHelp() {
        var commands = ListCommandBindings()
        commands.bind([controlA, KeyEvent(.function(1))], to: [.checkAll], help: "all")
        commands.bind([controlA], to: [.uncheckAll], help: "none")
        #expect(commands.commands(for: controlA) == [.uncheckAll])
        #expect(commands.commands(for: KeyEvent(.function(1))) == [.checkAll])
        var release = controlA
        release.kind = .release
        #expect(commands.commands(for: release) == nil)
        #expect(commands.helpItems == [HelpItem(keys: ["f1"], action: "all"), HelpItem(keys: ["ctrl+a"], action: "none")])
    }
}
