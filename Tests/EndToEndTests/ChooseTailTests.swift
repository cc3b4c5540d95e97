import Foundation
import Testing

/// `sel choose --tail N` (fzf's `--tail`, issue 27) keeps only the last N items read: the list
/// and its count show the items kept, and what Enter prints is one of them, as fzf 0.74.5 does.
@Suite(.serialized) struct ChooseTailTests {
    /// Runs `program ARGUMENTS < in > out` in a new pane with the lines 1…`lines`, waits for
    /// `text`, types `keys` and returns the screen before the keys, the output and the status.
    private func run(
        _ program: String, _ arguments: String, lines: Int, waitFor text: String, keys: [String]
    ) throws -> (
        screen: [String], ending: FzfComparison.Ending
    ) {
        let pane = try TmuxPane()
        let input = (1...lines).map { "\($0)\n" }.joined()
        try Data(input.utf8).write(to: pane.directory.appendingPathComponent("in"))
        try pane.runCommand("clear; \(Tools.shellQuoted(program)) \(arguments) < in > out; echo $? > rc")
        let screen = try pane.waitFor(text)
        for key in keys { try pane.press(key) }
        let status = try pane.waitForFile("rc")
        let output = String(decoding: try Data(contentsOf: pane.directory.appendingPathComponent("out")), as: UTF8.self)
        return (screen, FzfComparison.Ending(output: output, status: status))
    }

    @Test func onlyTheLastItemsAreListedCountedAndChosen() throws {
        let sel = try run(Tools.sel, "choose --filter --tail 3 --height 8", lines: 1000, waitFor: "3/3", keys: ["Down", "Enter"])
        #expect(
            Array(sel.screen.prefix(8)) == [
                "/ type to filter                                                             3/3",
                "›  998", "   999", "   1000", "", "", "", "↑/↓ move · enter choose · esc cancel",
            ])
        let fzf = try run(
            try ReferenceTools.fzf().path, "--tail 3 --reverse --height 8", lines: 1000, waitFor: "3/3", keys: ["Down", "Enter"])
        #expect(sel.ending == fzf.ending)
        #expect(sel.ending == FzfComparison.Ending(output: "999\n", status: "0"))
    }

    @Test func aCountOfZeroIsRefusedAsFzfRefusesIt() throws {
        let result = try SelProcess.runWithoutTerminal(["choose", "--tail", "0"])
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("sel choose: --tail: the number of items to keep must be a positive integer, not 0.\n"))
    }
}

/// `sel choose --sync` (fzf's, issue 27): keys typed before the input ends act on the whole list.
/// (fzf opens only once the input has ended, and keys typed before are lost, so there is nothing
/// of fzf's to compare with here.)
@Suite(.serialized) struct ChooseSyncTests {
    /// Feeds "a" through a named pipe, types Down and Enter once "a" is listed, then feeds "b"
    /// and "c" and ends the input.
    private func ending(_ arguments: String) throws -> FzfComparison.Ending {
        let pane = try TmuxPane()
        let fifo = pane.directory.appendingPathComponent("feed").path
        #expect(mkfifo(fifo, 0o600) == 0)
        try pane.runCommand("clear; \(Tools.shellQuoted(Tools.sel)) \(arguments) < feed > out; echo $? > rc")
        let writer = FileHandle(forWritingAtPath: fifo)
        writer?.write(Data("a\n".utf8))
        try pane.waitFor("›  a")
        try pane.press("Down")
        try pane.press("Enter")
        // Without --sync sel has ended (and a write to the pipe would raise SIGPIPE here).
        let ended = (try? pane.waitForFile("rc", timeout: .milliseconds(500))) != nil
        if !ended { writer?.write(Data("b\nc\n".utf8)) }
        try writer?.close()
        let status = try pane.waitForFile("rc")
        let output = String(decoding: try Data(contentsOf: pane.directory.appendingPathComponent("out")), as: UTF8.self)
        return FzfComparison.Ending(output: output, status: status)
    }

    @Test func keysTypedBeforeTheEndActOnTheWholeInput() throws {
        #expect(try ending("choose --filter --sync") == FzfComparison.Ending(output: "b\n", status: "0"))
        // Without --sync, Enter takes what is there.
        #expect(try ending("choose --filter") == FzfComparison.Ending(output: "a\n", status: "0"))
    }
}
