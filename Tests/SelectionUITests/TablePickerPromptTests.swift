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

    @Test func columnsAreAlignedAndTheWidestCutFirst_TBL03_TBL04() {
        let text = TableRowText(columns: Self.columns, rows: Self.rows, width: 30)
        #expect(text.header == "Name   Team       Note        ")
        #expect(text.line(of: 0) == "Ada    Core       engines     ")
        #expect(text.line(of: 1) == "Grace  Compilers  a very long…")
        #expect(text.line(of: 2) == "Linus                         ")
        #expect(TableRowText.fitted("日本語", width: 4) == "日… ")
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
