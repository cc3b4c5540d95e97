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

    // MARK: gum's flags, sorting and the default row (TBL-07, TBL-08)

    static let ages = "name,age,team\nLinus,3,Kernel\nada,10,Core\nGrace,2,Compilers\n"

    /// The popover's lines, from its top border to its bottom one.
    func popover(_ pane: TmuxPane) throws -> [String] {
        let screen = try pane.capture()
        guard let top = screen.firstIndex(where: { $0.hasPrefix("╭") }), let bottom = screen.lastIndex(where: { $0.hasPrefix("╰") }) else {
            return screen
        }
        return Array(screen[top...bottom]).map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    @Test func altDigitSortsByAColumnAndTheHeaderSaysSo_TBL07() throws {
        let pane = try TmuxPane(width: 60, height: 12)
        try start("--widths 6,0,4 --selected 2", in: pane, table: Self.ages)
        #expect(
            try popover(pane) == [
                "╭────▲───────────────────╮",
                "│/ type to filter     3/3│",
                "│   name    age  team    │",
                "│   Linus   3    Ker…    │",
                "│›  ada     10   Core    │",
                "│   Grace   2    Com…    │",
                "╰────────────────────────╯",
            ])
        try pane.press("M-2")
        _ = try pane.waitFor("age↑")
        #expect(
            try popover(pane) == [
                "╭────▲───────────────────╮",
                "│/ type to filter     3/3│",
                "│   name    age↑ team    │",
                "│›  Grace   2    Com…    │",
                "│   Linus   3    Ker…    │",
                "│   ada     10   Core    │",
                "╰────────────────────────╯",
            ])
        try pane.press("M-2")
        _ = try pane.waitFor("age↓")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "ada,10,Core\n")
        try pane.expectTerminalRestored()
    }

    @Test func sortFromTheStartAndFileAsAFlag_TBL07() throws {
        let pane = try TmuxPane(width: 60, height: 12)
        try Self.ages.write(to: pane.directory.appendingPathComponent("ages.csv"), atomically: true, encoding: .utf8)
        try pane.startSel("table --file ages.csv --sort name:desc -r 0", waitFor: "Linus")
        #expect(
            try popover(pane)[2...5] == [
                "│   name↓  age  team      │", "│›  Linus  3    Kernel    │", "│   Grace  2    Compilers │", "│   ada    10   Core      │",
            ])
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "Linus,3,Kernel\n")
        try pane.expectTerminalRestored()
    }

    @Test func printWritesTheTableInItsBorder_TBL08() throws {
        let printed = try SelProcess.run(["table", "--print"], input: Array(Self.ages.utf8))
        #expect(printed.status == 0)
        #expect(
            String(decoding: printed.output, as: UTF8.self) == """
                ╭───────┬─────┬───────────╮
                │ name  │ age │ team      │
                ├───────┼─────┼───────────┤
                │ Linus │ 3   │ Kernel    │
                │ ada   │ 10  │ Core      │
                │ Grace │ 2   │ Compilers │
                ╰───────┴─────┴───────────╯

                """)
        let plain = try SelProcess.run(["table", "-p", "-b", "none", "-c", "who,how old", "-w", "3"], input: Array("Ada,36\n".utf8))
        #expect(String(decoding: plain.output, as: UTF8.self) == "who  how old\nAda  36     \n")
        let hostile = try SelProcess.run(["table", "-p"], input: Array("a\nx\u{1B}]0;pwned\u{07}y\n".utf8))
        #expect(!hostile.output.contains(0x1B))
    }

    @Test func gumsOtherFlagsAreTakenOrRefusedByName_TBL08() throws {
        let fields = try SelProcess.run(["table", "--fields-per-record", "2"], input: Array("a,b\n1,2\n3\n".utf8))
        #expect(fields.status == 2)
        #expect(fields.errors == "sel table: standard input line 3: 1 fields, not 2 (--fields-per-record)\n")
        let padding = try SelProcess.run(["table", "--padding", "1 2"], input: Array("a\n1\n".utf8))
        #expect(padding.status == 2)
        #expect(padding.errors == "sel table: --padding is gum's styling, which sel does not take: the theme draws the table\n")
        let border = try SelProcess.run(["table", "--print", "--border", "fancy"], input: Array("a\n1\n".utf8))
        #expect(border.status == 2)
        #expect(border.errors == "sel table: --border \"fancy\" is not one of rounded, thick, normal, hidden, double, none\n")
        let selected = try SelProcess.run(["table", "--selected", "5"], input: Array("a\n1\n".utf8))
        #expect(selected.status == 2)
        #expect(selected.errors == "sel table: --selected 5: the rows are 1 to 1\n")
        let widths = try SelProcess.run(["table", "--widths", "3,x"], input: Array("a\n1\n".utf8))
        #expect(widths.errors == "sel table: --widths \"x\" is not a width (a number, 0 or more)\n")
    }
}
