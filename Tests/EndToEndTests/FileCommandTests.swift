import Foundation
import Testing

/// `sel file` end to end: a directory tree made for the test, browsed in tmux, with exact output
/// bytes, exit statuses and the terminal restored (docs/behaviour.md §18).
@Suite(.serialized) struct FileCommandTests {
    /// `tree/` with `docs/guide.md`, `notes.txt`, `image.png`, `.secret`, `locked/` (unreadable)
    /// and a dangling link.
    func makeTree(in pane: TmuxPane, hostileName: String? = nil) throws -> URL {
        let tree = pane.directory.appendingPathComponent("tree")
        let manager = FileManager.default
        try manager.createDirectory(at: tree.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try manager.createDirectory(at: tree.appendingPathComponent("locked"), withIntermediateDirectories: true)
        for name in ["docs/guide.md", "notes.txt", "image.png", ".secret"] + (hostileName.map { [$0] } ?? []) {
            try Data("x".utf8).write(to: tree.appendingPathComponent(name))
        }
        try manager.createSymbolicLink(atPath: tree.appendingPathComponent("dangling").path, withDestinationPath: "nowhere")
        try manager.setAttributes([.posixPermissions: 0o000], ofItemAtPath: tree.appendingPathComponent("locked").path)
        return tree
    }

    @Test func enterADirectoryAndChooseAFile_FILE01() throws {
        let pane = try TmuxPane(width: 80, height: 16)
        let tree = try makeTree(in: pane)
        try pane.startSel("file tree", waitFor: "notes.txt")
        #expect(!(try pane.capture().joined().contains(".secret")))
        try pane.press("Enter")  // docs/
        try pane.waitFor("guide.md")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == tree.path + "/docs/guide.md\n")
        try pane.expectTerminalRestored()
    }

    @Test func checksAcrossDirectoriesPrintedRelative_FILE05() throws {
        let pane = try TmuxPane(width: 80, height: 16)
        _ = try makeTree(in: pane)
        try pane.startSel("file tree --multi --relative --glob '*.md' --glob '*.txt'", waitFor: "notes.txt")
        #expect(!(try pane.capture().joined().contains("image.png")))
        try pane.type("not")
        try pane.press("Tab")
        try pane.press("BSpace")
        try pane.press("BSpace")
        try pane.press("BSpace")
        try pane.press("Right")  // docs/
        try pane.waitFor("guide.md")
        try pane.press("Tab")
        try pane.waitFor("2 checked: notes.txt, guide.md")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "notes.txt\ndocs/guide.md\n")
        try pane.expectTerminalRestored()
    }

    @Test func unreadableAndBrokenEntriesSaySo_FILE06_FILE07() throws {
        let pane = try TmuxPane(width: 80, height: 16)
        _ = try makeTree(in: pane)
        try pane.startSel("file tree --all", waitFor: ".secret")
        try pane.type("dang")
        try pane.waitFor("dangling (broken link)")
        try pane.press("Enter")
        try pane.waitFor("✗ dangling is a link that leads nowhere")
        try pane.press("Escape")  // clears the filter
        try pane.waitFor("6/6")
        try pane.type("lock")
        try pane.waitFor("1/6")
        try pane.press("Right")
        try pane.waitFor("tree/locked")
        // (root reads a directory whatever its mode.)
        if getuid() != 0 { try pane.waitFor("✗ cannot read this directory: Permission denied") }
        try pane.press("Left")
        try pane.waitFor("notes.txt")
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc") == "1")
        #expect(try pane.selOutput() == "")
        try pane.expectTerminalRestored()
    }

    @Test func ctrlCExits130() throws {
        let pane = try TmuxPane(width: 80, height: 16)
        _ = try makeTree(in: pane)
        try pane.startSel("file tree", waitFor: "notes.txt")
        try pane.press("C-c")
        #expect(try pane.waitForFile("rc") == "130")
        #expect(try pane.selOutput() == "")
        try pane.expectTerminalRestored()
    }

    @Test func aHostileNameReachesTheScreenAsTextAndIsPrintedByteForByte() throws {
        let pane = try TmuxPane(width: 80, height: 16)
        try pane.runCommand("echo KEEP-THIS-LINE")
        let hostile = "a\u{1B}[2Jb\u{1B}]0;pwned\u{07}c"
        let tree = try makeTree(in: pane, hostileName: hostile)
        try pane.startSel("file tree", waitFor: "notes.txt")
        #expect(try pane.capture().contains { $0.contains("KEEP-THIS-LINE") })
        try pane.press("Down")  // docs/, locked/, then the first file: the hostile name sorts first ("a…")
        try pane.press("Down")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == tree.path + "/" + hostile + "\n")
        let title = try Tools.run(
            Tools.path(of: "tmux") ?? "tmux", ["-L", pane.socket, "display", "-p", "-t", pane.target, "#{pane_title}"]
        ).output
        #expect(!title.contains("pwned"))
        #expect(try pane.capture().contains { $0.contains("KEEP-THIS-LINE") })
        try pane.expectTerminalRestored()
    }

    @Test func usageErrorsAndPlainMode() throws {
        #expect(
            try SelProcess.run(["file", "/nonexistent-dir"]).errors
                == "sel file: cannot browse /nonexistent-dir: No such file or directory\n")
        #expect(try SelProcess.run(["file", "--no-file"]).status == 2)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sel-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("x".utf8).write(to: directory.appendingPathComponent("one.txt"))
        let result = try SelProcess.runWithoutTerminal(
            ["file", directory.path, "--plain", "--relative"], input: Array("two.txt\none.txt\n".utf8))
        #expect(result.status == 0)
        #expect(result.output == Array("one.txt\n".utf8))
        #expect(result.errors.contains("✗ two.txt: no such file"))
    }
}
