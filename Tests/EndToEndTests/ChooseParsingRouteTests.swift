import ArgumentParser
import Testing

@testable import sel

/// `sel choose …` is parsed by `ChooseCommand` alone (swift-argument-parser reflects over its
/// options half as often): every command line must come out as it does through `Sel`, and a
/// line that does not parse must fail with `Sel`'s message.
@Suite struct ChooseParsingRouteTests {
    /// Everything the parsed command holds, option by option.
    private func contents(_ command: ParsableCommand) -> String {
        var text = ""
        dump(command, to: &text)
        return text
    }

    @Test(arguments: [
        ["choose"],
        ["choose", "a", "b", "c"],
        ["choose", "--multi", "--limit", "3", "--height", "40%", "--layout", "reverse", "x"],
        ["choose", "--query", "src", "--select-1", "--exit-0", "--no-sort", "--exact"],
        ["choose", "--bind", "ctrl-a:select-all", "--preview", "cat {}", "--header", "h", "--header-lines", "2"],
        ["choose", "--border", "rounded", "--color", "light", "--prompt", "> ", "--pointer", "▶"],
        ["choose", "--delimiter", ":", "--nth", "2", "--with-nth", "1", "--read0", "--print0"],
        ["choose", "--walker", "file,dir", "--walker-root", "/tmp", "--scheme", "path", "--tail", "100"],
        ["choose", "--history", "/tmp/h", "--remember", "x", "--tac", "--cycle", "--wrap"],
        // Words that name commands or built-in options are items after `--` or as values.
        ["choose", "help", "choose", "filter"],
        ["choose", "--", "--help", "--version", "-h"],
        ["choose", "--query", "help", "--header=--version"],
        // fzf's spellings as `Sel.main` rewrites them.
        FzfSpellings.rewrite(["choose", "-m", "+s", "-1", "-q", "x", "--multi=2"], valueOptions: ChooseScripting.valueOptions),
    ])
    func aCommandLineParsesAsThroughSel(arguments: [String]) async throws {
        let alone = try await Sel.parsed(arguments)
        let throughSel = try await Sel.asyncParseAsRoot(arguments)
        #expect(alone is ChooseCommand)
        #expect(contents(alone) == contents(throughSel))
    }

    @Test(arguments: [["choose", "--help"], ["choose", "-h"], ["choose", "a", "--help"]])
    func helpIsChooseHelpAsThroughSel(arguments: [String]) async throws {
        let alone = try await Sel.parsed(arguments)
        #expect(!(alone is ChooseCommand))
        #expect(contents(alone) == contents(try await Sel.asyncParseAsRoot(arguments)))
        #expect(contents(alone).contains("- sel.Sel #0\n    - sel.ChooseCommand #1"))
    }

    @Test(arguments: [
        ["choose", "--version"],
        ["choose", "--bogus"],
        ["choose", "--height"],
        ["choose", "--limit", "0"],
        ["choose", "--layout", "sideways"],
        ["choose", "--generate-completion-script", "bash"],
    ])
    func aCommandLineThatDoesNotParseFailsAsThroughSel(arguments: [String]) async throws {
        let alone = await #expect(throws: (any Error).self) { try await Sel.parsed(arguments) }
        let throughSel = await #expect(throws: (any Error).self) { try await Sel.asyncParseAsRoot(arguments) }
        let message = alone.map { Sel.fullMessage(for: $0) }
        #expect(message == throughSel.map { Sel.fullMessage(for: $0) })
        #expect(message?.contains("choose") == true || arguments.contains("--version"))
        #expect(alone.map { Sel.exitCode(for: $0) } == throughSel.map { Sel.exitCode(for: $0) })
    }
}
