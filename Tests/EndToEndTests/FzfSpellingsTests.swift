import Testing

@testable import sel

@Suite struct FzfSpellingsTests {
    private let values: Set<String> = ["--query", "-q", "--header", "--bind"]

    @Test(arguments: [
        (["choose", "+i", "+s"], ["choose", "--no-ignore-case", "--no-sort"]),
        (["choose", "-1", "-0", "-m"], ["choose", "--select-1", "--exit-0", "--multi"]),
        (["choose", "--multi=3", "-m2"], ["choose", "--multi", "--limit", "3", "--multi", "--limit", "2"]),
        (["choose", "--query", "-1", "-q", "+i", "--header", "+s"], ["choose", "--query=-1", "-q", "+i", "--header", "+s"]),
        // A value that starts with `-` is attached, so that the parser does not read it as an option.
        (["choose", "-q", "-x", "--header", "--", "--bind=-y"], ["choose", "--query=-x", "--header=--", "--bind=-y"]),
        // An empty value attached by `=` is passed as the next word (the parser refuses `--query=`).
        (["choose", "--query=", "--header=h"], ["choose", "--query", "", "--header", "h"]),
        (["choose", "a", "--", "+i", "-1"], ["choose", "a", "--", "+i", "-1"]),
        (["choose", "--multi=x", "-mx", "+x", "--query"], ["choose", "--multi=x", "-mx", "+x", "--query"]),
        // A negation takes back an earlier flag (from the defaults or the same line), as in fzf.
        (["choose", "-m", "--multi=3", "+m", "-1", "--no-select-1"], ["choose"]),
        (["choose", "-e", "+e", "-0", "+0", "--multi"], ["choose", "--multi"]),
        // fzf's short value options, apart or attached; `--wrap word` is `--wrap`.
        (
            ["choose", "-d", ":", "-d:", "-n", "-1", "-n2", "--wrap", "word", "--wrap=char"],
            ["choose", "--delimiter", ":", "--delimiter", ":", "--nth=-1", "--nth", "2", "--wrap", "--wrap"]
        ),
    ])
    func rewritesFzfSpellingsOutsideValues(arguments: [String], expected: [String]) {
        #expect(FzfSpellings.rewrite(arguments, valueOptions: values) == expected)
    }

    /// An option whose value is optional takes the next word only when it can be its value, so
    /// items given on the command line after a bare `--border` or `--gap` stay items.
    @Test(arguments: [
        (["choose", "--border", "a", "b"], ["choose", "--border=rounded", "a", "b"]),
        (["choose", "--border", "sharp", "a"], ["choose", "--border", "sharp", "a"]),
        (["choose", "--border", "BOLD"], ["choose", "--border", "BOLD"]),
        (["choose", "--list-border", "x", "--gap", "2", "y"], ["choose", "--list-border=rounded", "x", "--gap", "2", "y"]),
        (["choose", "--gap", "red", "--gap-line", "green"], ["choose", "--gap=1", "red", "--gap-line", "green"]),
        (["choose", "--border", "--gap"], ["choose", "--border=rounded", "--gap=1"]),
    ])
    func anOptionalValueIsTakenOnlyWhenItCanBeOne(arguments: [String], expected: [String]) {
        #expect(FzfSpellings.rewrite(arguments, valueOptions: ChooseScripting.valueOptions) == expected)
    }
}

@Suite struct ChooseOutputLinesTests {
    @Test func queryThenKeyThenItemsInFzfsOrder() {
        let items = [Array("main".utf8), [0x66, 0xFF]]
        #expect(
            ChooseOutputLines(query: "ma", key: "ctrl-x", items: items, terminator: 0x0A).bytes == Array("ma\nctrl-x\nmain\nf".utf8) + [
                0xFF, 0x0A,
            ])
        #expect(
            ChooseOutputLines(query: nil, key: "", items: items.prefix(1).map { $0 }, terminator: 0).bytes == [0] + Array("main".utf8) + [0]
        )
        #expect(ChooseOutputLines(query: "", key: nil, items: [], terminator: 0x0A).bytes == [0x0A])
    }
}
