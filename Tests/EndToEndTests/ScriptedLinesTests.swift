import SelectionMatching
import SelectionScripting
import SelectionTerminal
import Testing

@testable import sel

/// Input lines read as `sel choose`'s fzf options ask: header lines, `--ansi`, fields, `--tac`.
@Suite struct ScriptedLinesTests {
    private func read(
        _ lines: [String], headerLines: Int = 0, ansi: Bool = false, withNth: String? = nil, acceptNth: String? = nil,
        delimiter: String? = nil, tac: Bool = false
    ) throws -> ScriptedLines {
        let fieldOptions = withNth != nil || acceptNth != nil
        return ScriptedLines(
            records: ItemBuffer(lines), headerLines: headerLines, ansi: ansi, withNth: try withNth.map { try FieldExpression(parsing: $0) },
            acceptNth: try acceptNth.map { try FieldExpression(parsing: $0) },
            fieldDelimiter: delimiter.map { .literal(Array($0.utf8)) } ?? .whitespace,
            labelDelimiter: fieldOptions ? nil : delimiter.map { Array($0.utf8) }, reversed: tac)
    }

    private func values(_ lines: ScriptedLines) -> [String] {
        lines.items.items.indices.map { String(decoding: lines.items.valueBytes(of: $0), as: UTF8.self) }
    }

    @Test func headerLinesAreTakenOffTheTop() throws {
        let lines = try read(["PID CMD", "1 init", "2 bash"], headerLines: 1)
        #expect(lines.header == ["PID CMD"])
        #expect(lines.items.items.map(\.label) == ["1 init", "2 bash"])
        #expect(try read(["a"], headerLines: 3).header == ["a"])
    }

    @Test func ansiLinesPrintWithoutSequencesAndKeepTheirColours() throws {
        let lines = try read(["\u{1B}[1mNAME\u{1B}[0m", "* \u{1B}[32mmain\u{1B}[m\u{1B}]0;x\u{07}"], headerLines: 1, ansi: true)
        #expect(lines.header == ["NAME"])
        #expect(lines.headerStyles[0]?.map(\.description) == ["0..<4 bold"])
        #expect(values(lines) == ["* main"])
        #expect(lines.labelStyles[0]?.map(\.description) == ["2..<6 fg:green"])
    }

    @Test func fieldsShowAndPrint() throws {
        let lines = try read(["1:Red:#f00", "2:Blue:#00f"], withNth: "2", acceptNth: "3,1", delimiter: ":")
        #expect(lines.items.items.map(\.label) == ["Red", "Blue"])
        #expect(values(lines) == ["#f001", "#00f2"])
    }

    @Test func withoutFieldOptionsTheDelimiterSplitsLabelFromValue() throws {
        let lines = try read(["Red\t#f00", "plain"], delimiter: "\t")
        #expect(lines.items.items.map(\.label) == ["Red", "plain"])
        #expect(values(lines) == ["#f00", "plain"])
    }

    @Test func tacReversesAllButTheHeader() throws {
        let lines = try read(["H", "a", "b", "c"], headerLines: 1, tac: true)
        #expect(lines.header == ["H"])
        #expect(lines.items.items.map(\.label) == ["c", "b", "a"])
    }
}
