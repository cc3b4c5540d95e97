import Foundation
import Testing

/// fzf's search options on `sel choose` (issue 27): each case runs the same keys through
/// `sel choose --filter` and fzf 0.74.5 in tmux and compares what Enter prints (the first match),
/// and what sel's matcher cannot do is refused with a message naming it.
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

    @Test(arguments: [
        ("--scheme path", "--scheme path is not supported"),
        ("--scheme history", "--scheme history is not supported"),
        ("--scheme=default --tiebreak chunk", "--tiebreak chunk is not supported"),
        ("--tiebreak length,pathname", "--tiebreak pathname is not supported"),
        ("--algo v3", "--algo must be v1 or v2"),
    ])
    func whatTheMatcherCannotDoIsRefusedByName(arguments: String, message: String) throws {
        let words = arguments.split(separator: " ").map(String.init)
        let result = try SelProcess.run(["choose"] + words + ["a", "b"])
        #expect(result.status == 2)
        #expect(result.errors.contains(message), "\(result.errors)")
    }
}
