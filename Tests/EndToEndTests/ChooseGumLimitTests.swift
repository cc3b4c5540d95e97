import Foundation
import Testing

/// gum's `--limit N` and `--no-limit` on `sel choose` (issue 27), in tmux: `--limit N` with N > 1
/// is a multiple choice of at most N without `--multi`, `--limit 1` a single choice, and
/// `--no-limit` a multiple choice of any number that wins over `--limit`, as in gum.
@Suite(.serialized) struct ChooseGumLimitTests {
    private func choose(
        _ arguments: String, keys: [String], waitFor marker: String
    ) throws -> (output: String, status: String, screen: [String]) {
        let pane = try TmuxPane()
        try pane.startSel("choose \(arguments) alpha beta gamma", waitFor: marker)
        let screen = try pane.capture()
        for key in keys { try pane.press(key) }
        let status = try pane.waitForFile("rc")
        try pane.expectTerminalRestored()
        return (try pane.selOutput(), status, screen)
    }

    @Test func limitAboveOneIsAMultipleChoiceOfAtMostN() throws {
        let run = try choose("--limit 2", keys: ["Space", "Down", "Space", "Down", "Space", "Enter"], waitFor: "[ ] gamma")
        #expect(run.output == "alpha\nbeta\n")
        #expect(run.status == "0")
    }

    @Test func limitOneAloneIsASingleChoice() throws {
        let run = try choose("--limit 1", keys: ["Down", "Enter"], waitFor: "gamma")
        #expect(!run.screen.contains { $0.contains("[ ]") })
        #expect(run.output == "beta\n")
        #expect(run.status == "0")
    }

    @Test func noLimitChoosesAnyNumberAndWinsOverLimit() throws {
        let run = try choose("--no-limit --limit 1", keys: ["Space", "Down", "Space", "Down", "Space", "Enter"], waitFor: "[ ] gamma")
        #expect(run.output == "alpha\nbeta\ngamma\n")
        #expect(run.status == "0")
    }
}
