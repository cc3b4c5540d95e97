import Foundation
import Testing

/// `sel table` end to end: malformed input named by line, then the table in tmux with exact
/// output, exit statuses and the terminal restored (docs/behaviour.md §17).
@Suite(.serialized) struct TableCommandTests {
    static let people =
        "name,email,note\r\nAda,ada@example.com,\"engines, \"\"analytical\"\"\"\nGrace,grace@example.com,\"compilers\nand COBOL\"\nLinus,linus@example.com,kernels\n"

    @Test func aMalformedRecordIsNamedByItsLine_TBL02() throws {
        let bad = try SelProcess.run(["table"], input: Array("a,b\n1,2\n3,x\"y\n".utf8))
        #expect(bad.status == 2)
        #expect(bad.output == [])
        #expect(bad.errors == "sel table: standard input line 3: a quote in a field that is not quoted (--lazy-quotes takes it as text)\n")
        #expect(try SelProcess.run(["table", "--separator", "ab"]).status == 2)
        let lazy = try SelProcess.runWithoutTerminal(["table", "--lazy-quotes", "--plain"], input: Array("a,b\n3,x\"y\n".utf8))
        #expect(lazy.errors.contains("x\"y"))
    }

    func start(_ arguments: String, in pane: TmuxPane, table: String = people) throws {
        try table.write(to: pane.directory.appendingPathComponent("people.csv"), atomically: true, encoding: .utf8)
        try pane.startSel("table people.csv \(arguments)", waitFor: "Linus")
    }

    @Test func theRecordIsPrintedByteForByte_TBL01_TBL06() throws {
        let pane = try TmuxPane(width: 80, height: 14)
        try start("", in: pane)
        let screen = try pane.capture()
        #expect(screen.contains { $0.contains("name   email              note") })
        #expect(screen.contains { $0.contains("Ada    ada@example.com    engines, \"analytical\"") })
        try pane.press("Down")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "Grace,grace@example.com,\"compilers\nand COBOL\"\n")
        try pane.expectTerminalRestored()
    }

    @Test func aFilterAcrossColumnsAndAReturnColumnByName_TBL05_TBL06() throws {
        let pane = try TmuxPane(width: 80, height: 14)
        try start("--return-column email", in: pane)
        try pane.type("kern")
        _ = try pane.waitUntil { screen in !screen.contains { $0.contains("Ada ") } }
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "linus@example.com\n")
        try pane.expectTerminalRestored()
    }

    @Test func severalRowsInTheTablesOrderAndANumberedColumn_TBL05() throws {
        let pane = try TmuxPane(width: 80, height: 14)
        try start("--multi --return-column 1", in: pane)
        try pane.press("Down")
        try pane.press("Down")
        try pane.press("Tab")  // Linus, then round to Ada
        try pane.press("Tab")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "Ada\nLinus\n")
        try pane.expectTerminalRestored()
    }

    @Test func columnsNamedAndTheWidestCutToFit_TBL03() throws {
        let pane = try TmuxPane(width: 40, height: 12)
        try start("--columns who,mail,what", in: pane)
        let screen = try pane.capture()
        #expect(screen.contains { $0.contains("who") && $0.contains("mail") })
        #expect(screen.contains { $0.contains("…") })
        #expect(screen.allSatisfy { $0.count <= 40 })
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "name,email,note\n")
        try pane.expectTerminalRestored()
    }

    @Test func escapeExitsOneCtrlCExits130() throws {
        let pane = try TmuxPane(width: 80, height: 14)
        try start("", in: pane)
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc") == "1")
        #expect(try pane.selOutput() == "")
        try pane.expectTerminalRestored()

        let interrupted = try TmuxPane(width: 80, height: 14)
        try start("", in: interrupted)
        try interrupted.press("C-c")
        #expect(try interrupted.waitForFile("rc") == "130")
        #expect(try interrupted.selOutput() == "")
        try interrupted.expectTerminalRestored()
    }

    @Test func hostileCellsReachTheScreenAsText() throws {
        let pane = try TmuxPane(width: 80, height: 14)
        try pane.runCommand("echo KEEP-THIS-LINE")
        let hostile = "a\u{1B}[2Jb\u{1B}]0;pwned\u{07}c\u{9B}31md"
        try start("", in: pane, table: "h1,h2\n\(hostile),Linus\n")
        #expect(try pane.capture().contains { $0.contains("KEEP-THIS-LINE") })
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == hostile + ",Linus\n")
        let title = try Tools.run(
            Tools.path(of: "tmux") ?? "tmux", ["-L", pane.socket, "display", "-p", "-t", pane.target, "#{pane_title}"]
        ).output
        #expect(!title.contains("pwned"))
        #expect(try pane.capture().contains { $0.contains("KEEP-THIS-LINE") })
        try pane.expectTerminalRestored()
    }

    @Test func plainModeNumbersTheRows() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sel-table-\(UUID().uuidString).csv")
        try Self.people.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try SelProcess.runWithoutTerminal(
            ["table", file.path, "--plain", "--return-column", "name"], input: Array("3\n".utf8))
        #expect(result.status == 0)
        #expect(result.output == Array("Linus\n".utf8))
        #expect(result.errors.contains("3) Linus"))
    }
}
