import Foundation
import Testing

/// fzf's search options on `sel choose` (issue 27): each case runs the same keys through
/// `sel choose --filter` and fzf 0.74.5 in tmux and compares what Enter prints (the first match),
/// and bad values are refused with a message naming them.
@Suite(.serialized) struct ChooseSearchTests {
    private typealias Ending = FzfComparison.Ending

    @Test func algoV1TakesTheGreedyMatchAndV2TheBestAlignment() throws {
        let input = "axb__b\n/ax//b/\n"
        #expect(
            try FzfComparison.expectAsFzf("--algo v1", keys: ["ab", "Enter"], input: input) == Ending(output: "/ax//b/\n", status: "0"))
        #expect(try FzfComparison.expectAsFzf("--algo v2", keys: ["ab", "Enter"], input: input) == Ending(output: "axb__b\n", status: "0"))
    }

    @Test func tiebreakDecidesBetweenEqualScores() throws {
        let input = "abcdef\nab\n"
        #expect(try FzfComparison.expectAsFzf("", keys: ["ab", "Enter"], input: input) == Ending(output: "ab\n", status: "0"))
        #expect(
            try FzfComparison.expectAsFzf("--tiebreak index", keys: ["ab", "Enter"], input: input)
                == Ending(output: "abcdef\n", status: "0"))
    }

    @Test func literalDoesNotFoldAccents() throws {
        #expect(try FzfComparison.expectAsFzf("", keys: ["e", "Enter"], input: "xé\n") == Ending(output: "xé\n", status: "0"))
        #expect(try FzfComparison.expectAsFzf("--literal", keys: ["e", "Enter"], input: "xé\n") == Ending(output: "", status: "1"))
    }

    @Test func schemesAndFileNameTiebreaksRankAsFzf() throws {
        let paths = "foo bar\nfoo/bar\n"
        #expect(try FzfComparison.expectAsFzf("", keys: ["fb", "Enter"], input: paths) == Ending(output: "foo bar\n", status: "0"))
        #expect(
            try FzfComparison.expectAsFzf("--scheme path", keys: ["fb", "Enter"], input: paths)
                == Ending(output: "foo/bar\n", status: "0"))
        let history = "long item ab\nab\n"
        #expect(
            try FzfComparison.expectAsFzf("--scheme history", keys: ["ab", "Enter"], input: history)
                == Ending(output: "long item ab\n", status: "0"))
        #expect(
            try FzfComparison.expectAsFzf("--tiebreak pathname", keys: ["ab", "Enter"], input: "x/ab/yy\nx/yy/ab\n")
                == Ending(output: "x/yy/ab\n", status: "0"))
        #expect(
            try FzfComparison.expectAsFzf("--tiebreak chunk", keys: ["ab", "Enter"], input: "ab xxxxxxxxx\nabxxx\n")
                == Ending(output: "ab xxxxxxxxx\n", status: "0"))
    }

    @Test(arguments: [
        ("--scheme paths", "invalid --scheme 'paths'"),
        ("--scheme=default --tiebreak chunk,chunk", "invalid --tiebreak 'chunk,chunk'"),
        ("--tiebreak index,pathname", "invalid --tiebreak 'index,pathname'"),
        ("--algo v3", "--algo must be v1 or v2"),
    ])
    func whatTheMatcherCannotDoIsRefusedByName(arguments: String, message: String) throws {
        let words = arguments.split(separator: " ").map(String.init)
        let result = try SelProcess.run(["choose"] + words + ["a", "b"])
        #expect(result.status == 2)
        #expect(result.errors.contains(message), "\(result.errors)")
    }
}
