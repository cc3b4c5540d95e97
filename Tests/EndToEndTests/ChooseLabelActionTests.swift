import Foundation
import Testing

/// fzf's actions that change the labels of its chrome on `sel choose`, in tmux:
/// `change-border-label`, `change-list-label`, `change-input-label`, `change-header-label`,
/// `change-preview-label`, `change-ghost` and their `transform-*` forms (the first line a command
/// prints), compared with fzf 0.74.5 where the screens agree (the outer border's line).
@Suite(.serialized) struct ChooseLabelActionTests {
    private func run(_ program: String, _ arguments: String, keys: [String], waitFor marker: String) throws -> [String] {
        let pane = try TmuxPane(width: 50, height: 12)
        try FzfComparison.start(pane, program, arguments, input: "one\ntwo\nthree\n")
        _ = try pane.waitFor("/3")
        for key in keys { try pane.press(key) }
        let screen = try pane.waitFor(marker, timeout: .seconds(5))
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try String(contentsOf: pane.directory.appendingPathComponent("out"), encoding: .utf8) == "one\n")
        try pane.expectTerminalRestored()
        return screen
    }

    @Test func changeAndTransformLabelsAsFzf() throws {
        let arguments = """
            --height 10 --border --border-label ' Start ' --list-border --input-border \
            --bind 'ctrl-b:change-border-label( Changed )+change-list-label( L )' \
            --bind 'ctrl-t:transform-input-label(echo " In-$FZF_MATCH_COUNT ")+change-ghost(type here)'
            """
        let sel = try run(Tools.sel, "choose --filter " + arguments, keys: ["C-b", "C-t"], waitFor: "type here")
        let fzf = try run(try ReferenceTools.fzf().path, arguments, keys: ["C-b", "C-t"], waitFor: "type here")
        // The outer border's top line, label and all, is fzf's to the cell.
        #expect(sel.first == fzf.first)
        #expect(sel.first == "╭─────────────────── Changed ────────────────────╮")
        for (program, screen) in [("sel", sel), ("fzf", fzf)] {
            let text = screen.joined(separator: "\n")
            #expect(!text.contains("Start"), "\(program): the old label gone")
            #expect(screen.contains { $0.contains("─ L ─") }, "\(program): the list's label")
            #expect(screen.contains { $0.contains("─ In-3 ─") }, "\(program): the input's label from the command")
        }
    }

    /// `change-preview-label` sets the preview's label; an empty `change-border-label()` hides it.
    @Test func previewLabelAndAnEmptyLabel() throws {
        let arguments = """
            --height 10 --border --border-label ' Start ' --preview 'echo PV {}' --preview-label ' P0 ' \
            --bind 'ctrl-b:change-border-label()+transform-preview-label(echo " P-{} ")'
            """
        let sel = try run(Tools.sel, "choose --filter " + arguments, keys: ["C-b"], waitFor: "P-'one'")
        let fzf = try run(try ReferenceTools.fzf().path, arguments, keys: ["C-b"], waitFor: "P-'one'")
        for (program, screen) in [("sel", sel), ("fzf", fzf)] {
            let text = screen.joined(separator: "\n")
            #expect(!text.contains("Start") && !text.contains("P0"), "\(program): the labels replaced")
            #expect(screen.first?.hasPrefix("╭────") == true, "\(program): the border without a label: \(screen.first ?? "")")
        }
    }
}
