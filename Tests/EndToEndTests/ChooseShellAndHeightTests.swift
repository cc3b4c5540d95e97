import Foundation
import Testing

/// fzf's `--with-shell` and negative `--height` on `sel choose`, in tmux, compared with fzf 0.74.5.
@Suite(.serialized) struct ChooseShellAndHeightTests {
    /// `--with-shell 'bash -c'`: the preview and `become` run by bash (an array only bash has), the
    /// placeholder quoted inside, as fzf.
    @Test func withShellRunsCommandsByThatShell() throws {
        let ending = try FzfComparison.expectAsFzf(
            "--with-shell 'bash -c' --bind 'enter:become(a=(x y); echo ${a[1]}:{})'", keys: ["Enter"], input: "it's\ntwo\n")
        #expect(ending == FzfComparison.Ending(output: "y:it's\n", status: "0"))
        let pane = try TmuxPane(width: 60, height: 10)
        try Data("one\n".utf8).write(to: pane.directory.appendingPathComponent("in"))
        try pane.startSel(
            "choose --filter --with-shell 'bash -c' --preview 'a=(P Q); echo PV-${a[1]}-{}'", stdin: "in", waitFor: "PV-Q-one")
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc") == "130")
    }

    /// `--height -3`: the region ends three rows above the terminal's bottom, as fzf's.
    @Test func negativeHeightLeavesThatManyRows() throws {
        var lastRows: [String: Int] = [:]
        for (name, program) in [("sel", "\(Tools.shellQuoted(Tools.sel)) choose --filter"), ("fzf", try ReferenceTools.fzf().path)] {
            let pane = try TmuxPane(width: 40, height: 12)
            let script = """
                clear; echo top
                seq 30 | \(program) --height -3 --layout reverse > out
                echo $? > rc

                """
            try script.write(to: pane.directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
            try pane.runCommand("bash run.sh")
            let screen = try pane.waitFor("30/30")
            lastRows[name] = screen.lastIndex { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            try pane.press("Enter")
            #expect(try pane.waitForFile("rc") == "0")
        }
        // 12 rows: "top", then 12 - 3 = 9 rows of the region (rows 1 to 9), three left below.
        #expect(lastRows["sel"] == 9)
        #expect(lastRows["fzf"] == 9)
    }

    /// `--no-multi-line`: a `--read0` item with a line break on one row, the break shown as `␊`, as fzf's.
    @Test func noMultiLineDrawsAnItemOnOneRow() throws {
        for (name, program) in [("sel", "\(Tools.shellQuoted(Tools.sel)) choose --filter"), ("fzf", try ReferenceTools.fzf().path)] {
            let pane = try TmuxPane(width: 40, height: 8)
            try Data("a\nb\0c\0".utf8).write(to: pane.directory.appendingPathComponent("in"))
            try "\(program) --read0 --no-multi-line --layout reverse < in > out; echo $? > rc\n".write(
                to: pane.directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
            try pane.runCommand("clear; bash run.sh")
            let screen = try pane.waitFor("2/2")
            #expect(screen.contains { $0.contains("a␊b") }, "\(name): one row: \(screen)")
            #expect(!screen.contains { $0.trimmingCharacters(in: .whitespaces).hasSuffix(" b") }, "\(name): no second line")
            try pane.press("Escape")
            #expect(try pane.waitForFile("rc") == "130")
        }
    }

    /// `--no-preview` undoes `--preview`, as fzf's: no pane, the item printed.
    @Test func noPreviewUndoesPreview() throws {
        let pane = try TmuxPane(width: 60, height: 10)
        try Data("one\ntwo\n".utf8).write(to: pane.directory.appendingPathComponent("in"))
        try pane.startSel("choose --filter --preview 'echo PV-{}' --no-preview", stdin: "in", waitFor: "2/2")
        Thread.sleep(forTimeInterval: 0.5)
        #expect(!(try pane.capture()).joined().contains("PV-"))
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "one\n")
        let ending = try FzfComparison.expectAsFzf("--preview 'echo PV-{}' --no-preview", keys: ["Enter"], input: "one\ntwo\n")
        #expect(ending == FzfComparison.Ending(output: "one\n", status: "0"))
    }
}
