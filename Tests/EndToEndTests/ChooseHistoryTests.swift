import Foundation
import Testing

/// `sel choose --history FILE`: a choice adds its query to the file, Ctrl-P and Ctrl-N recall the
/// queries, Esc writes nothing, and `--history-size` keeps the newest.
@Suite struct ChooseHistoryTests {
    private func choose(_ pane: TmuxPane, _ arguments: String, keys: () throws -> Void) throws -> String {
        try? FileManager.default.removeItem(at: pane.directory.appendingPathComponent("rc"))
        try pane.runCommand(
            "clear; \(Tools.shellQuoted(Tools.sel)) choose --history hist \(arguments) alpha beta gamma > out; echo $? > rc")
        try pane.waitFor("3/3")
        try keys()
        return try pane.waitForFile("rc")
    }

    private func file(_ pane: TmuxPane, _ name: String) throws -> String {
        (try? String(contentsOf: pane.directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }

    @Test func choicesAddTheirQueryAndCtrlPRecallsIt() throws {
        let pane = try TmuxPane()
        #expect(
            try choose(pane, "") {
                try pane.type("bet"); try pane.waitFor("1/3"); try pane.press("Enter")
            } == "0")
        #expect(try file(pane, "hist") == "bet\n")
        #expect(
            try choose(pane, "") {
                try pane.type("gam"); try pane.waitFor("1/3"); try pane.press("Enter")
            } == "0")
        // Esc (130 in `choose`, as in fzf): nothing written.
        #expect(
            try choose(pane, "") {
                try pane.type("alp"); try pane.waitFor("1/3"); try pane.press("Escape")
            } == "130")
        #expect(try file(pane, "hist") == "bet\ngam\n")
        let status = try choose(pane, "") {
            try pane.press("C-p")
            try pane.waitFor("/ gam")
            try pane.press("C-p")
            try pane.waitFor("/ bet")
            try pane.press("C-p")
            try pane.waitFor("/ bet")
            try pane.press("C-n")
            try pane.waitFor("/ gam")
            try pane.press("C-p")
            try pane.waitFor("/ bet")
            try pane.press("Enter")
        }
        #expect(status == "0")
        #expect(try file(pane, "out") == "beta\n")
        #expect(try file(pane, "hist") == "bet\ngam\nbet\n")
        #expect(
            try choose(pane, "--history-size 2") {
                try pane.type("a"); try pane.press("Enter")
            } == "0")
        #expect(try file(pane, "hist") == "bet\na\n")
    }

    @Test func anUnwritableHistoryIsAUsageError() throws {
        let result = try SelProcess.run(["choose", "--history", "/nonexistent/dir/hist", "a"])
        #expect(result.status == 2)
        #expect(result.errors.contains("--history: /nonexistent/dir/hist"))
        let size = try SelProcess.run(["choose", "--history", "h", "--history-size", "0", "a"])
        #expect(size.status == 2)
        #expect(size.errors.contains("--history-size must be 1 or more"))
    }
}
