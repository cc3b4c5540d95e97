import SelectionCore
import SelectionTerminal
import SelectionTesting
import Testing

@testable import SelectionUI

/// The table picker on a virtual terminal (§17): aligned and fitted columns, the filter across
/// columns, several rows.
@Suite struct TablePickerPromptTests {
    static let columns = ["Name", "Team", "Note"]
    static let rows = [["Ada", "Core", "engines"], ["Grace", "Compilers", "a very long note that will not fit"], ["Linus"]]

    static func bytes(_ cells: [String]) -> [[UInt8]] { cells.map { Array($0.utf8) } }

    static func lines(_ text: TableRowText, _ rows: [[String]]) -> [String] {
        rows.map { String(decoding: text.line(of: bytes($0)), as: UTF8.self) }
    }

    @Test func columnsAreAlignedAndTheWidestCutFirst_TBL03_TBL04() {
        let text = TableRowText(columns: Self.bytes(Self.columns), rows: Self.rows.map(Self.bytes), width: 30)
        #expect(text.header == "Name   Team       Note        ")
        #expect(
            Self.lines(text, Self.rows) == [
                "Ada    Core       engines     ", "Grace  Compilers  a very long…", "Linus                         ",
            ])
        #expect(TableRowText.fitted("日本語", width: 4) == "日… ")
        // Cells that are not printable ASCII are measured by their characters, line breaks as spaces.
        let wide = TableRowText(columns: Self.bytes(["名", "b"]), rows: [Self.bytes(["日本語です", "x\ny"])], width: 11)
        #expect(Self.lines(wide, [["日本語です", "x\ny"]]) == ["日本…   x y"])
        #expect(String(decoding: wide.lines(of: [Self.bytes(["a"])]), as: UTF8.self) == "a" + String(repeating: " ", count: 10) + "\n")
    }

    @Test func givenWidthsAreKeptAndZeroIsMeasured_TBL03() {
        let text = TableRowText(columns: Self.bytes(Self.columns), rows: Self.rows.map(Self.bytes), width: 80, fixed: [2, 0, 5])
        #expect(text.widths == [2, 9, 5])
        #expect(Self.lines(text, [Self.rows[1]]) == ["G…  Compilers  a ve…"])
    }

    @Test func printedInEachBorderOfGums_TBL08() {
        let names = Self.bytes(["Name", "Team"])
        let rows = [Self.bytes(["Ada", "Core"]), Self.bytes(["Grace\u{1B}[2J", "UI"])]
        let text = TableRowText(columns: names, rows: rows, width: 1000)
        func printed(_ border: TableFrame.Border) -> [String] {
            TableFrame(border: border).lines(header: text.cells(of: names), rows: rows.map { text.cells(of: $0) }, widths: text.widths)
        }
        // The sanitiser shows the escape as ␛ and its bytes as text: nothing reaches the terminal.
        #expect(
            printed(.rounded) == [
                "╭───────────┬──────╮",
                "│ Name      │ Team │",
                "├───────────┼──────┤",
                "│ Ada       │ Core │",
                "│ Grace␛[2J │ UI   │",
                "╰───────────┴──────╯",
            ])
        #expect(printed(.double).first == "╔═══════════╦══════╗")
        #expect(printed(.thick).last == "┗━━━━━━━━━━━┻━━━━━━┛")
        #expect(printed(.normal)[2] == "├───────────┼──────┤")
        #expect(printed(.hidden)[0] == String(repeating: " ", count: 20))
        #expect(printed(.none) == ["Name       Team", "Ada        Core", "Grace␛[2J  UI  "])
    }

    @Test func altDigitSortsByThatColumnThenTheOtherWayThenBack_TBL07() {
        let terminal = VirtualTerminal(width: 60, height: 10)
        let rows = [["Linus", "3"], ["ada", "10"], ["Grace", "2"]]
        var driver = PromptDriver(TablePicker(columns: ["Name", "Age"], rows: rows, width: 60), terminal: terminal)
        func names() -> [String] {
            driver.snapshot.trimmedLines.compactMap { line in ["Linus", "ada", "Grace"].first { line.contains($0) } }
        }
        #expect(names() == ["Linus", "ada", "Grace"])
        driver.press(KeyEvent(.character("2"), modifiers: .alt))
        #expect(names() == ["Grace", "Linus", "ada"])
        #expect(driver.snapshot.row(containing: "Name   Age↑") != nil)
        driver.press(KeyEvent(.character("2"), modifiers: .alt))
        #expect(names() == ["ada", "Linus", "Grace"])
        #expect(driver.snapshot.row(containing: "Name   Age↓") != nil)
        driver.press(KeyEvent(.character("1"), modifiers: .alt))
        #expect(names() == ["ada", "Grace", "Linus"])
        driver.type("g")
        driver.press(KeyEvent(.character("1"), modifiers: .alt))  // descending, the query kept
        #expect(driver.snapshot.row(containing: "/ g") != nil)
        driver.press(.enter)
        #expect(driver.result == .chosen([2]))
        #expect(terminal.violations == [])
    }

    @Test func theHighlightStartsOnTheRowAsked() {
        var layout = TablePickerLayout(width: 60)
        layout.highlightedRow = 2
        var driver = PromptDriver(
            TablePicker(nil, columns: Self.bytes(Self.columns), rows: Self.rows.map(Self.bytes), layout: layout),
            terminal: VirtualTerminal(width: 60, height: 10))
        driver.press(.enter)
        #expect(driver.result == .chosen([2]))
    }

    @Test func typingFiltersAcrossColumnsAndEnterGivesTheRow_TBL05() {
        let terminal = VirtualTerminal(width: 60, height: 10)
        var driver = PromptDriver(TablePicker("Owner", columns: Self.columns, rows: Self.rows, width: 60), terminal: terminal)
        #expect(driver.snapshot.row(containing: "Name   Team") != nil)
        driver.type("compil")
        #expect(driver.snapshot.row(containing: "Ada") == nil)
        #expect(driver.snapshot.row(containing: "Grace") != nil)
        driver.press(.enter)
        #expect(driver.result == .chosen([1]))
        #expect(terminal.violations == [])
    }

    @Test func severalRowsAreCheckedAndGivenInTheTablesOrder_TBL05() {
        var driver = PromptDriver(
            TablePicker(columns: Self.columns, rows: Self.rows, allowsMultiple: true, width: 60),
            terminal: VirtualTerminal(width: 60, height: 10))
        driver.press(.down)
        driver.press(.down)
        driver.press(.tab)  // checks Linus; the filtered list wraps round to Ada (CB-09)
        driver.press(.tab)  // checks Ada
        driver.press(.enter)
        #expect(driver.result == .chosen([0, 2]))
    }

    @Test func lineModeNumbersTheRows() throws {
        let device = ScriptedLineDevice(answers: [.line("2")])
        let picker = TablePicker("Owner", columns: Self.columns, rows: Self.rows, width: 60)
        #expect(try picker.askInLineMode(on: device, timeout: nil) == .chosen([1]))
        #expect(device.transcript.contains("2) Grace"))
    }

    @Test func hostileCellsAreDrawnNotObeyed() {
        for kind in HostileText.Kind.allCases {
            let rows = kind.texts.map { [$0, "x"] }
            let terminal = VirtualTerminal(width: 60, height: 10)
            var driver = PromptDriver(TablePicker(columns: ["a", "b"], rows: rows, width: 60), terminal: terminal)
            driver.press(.enter)
            #expect(terminal.violations == [], "\(kind)")
        }
    }
}
