import Testing

@testable import SelectionCore

/// The CSV reader and the column fitting of the table (§17).
@Suite struct CSVReaderTests {
    func read(_ text: String, separator: Character = ",", lazy: Bool = false) -> Result<[CSVRecord], CSVError> {
        CSVReader(separator: UInt8(ascii: separator.unicodeScalars.first ?? ","), lazyQuotes: lazy).records(in: Array(text.utf8))
    }

    func fields(_ text: String, separator: Character = ",", lazy: Bool = false) -> [[String]]? {
        guard case .success(let records) = read(text, separator: separator, lazy: lazy) else { return nil }
        return records.map { $0.fields.map { String(decoding: $0, as: UTF8.self) } }
    }

    @Test func quotedFieldsHoldSeparatorsLineBreaksAndDoubledQuotes_TBL01() {
        #expect(
            fields("a,b\r\n\"x, y\",\"say \"\"hi\"\"\"\n\n\"two\nlines\",\n") == [
                ["a", "b"], ["x, y", "say \"hi\""], ["two\nlines", ""],
            ])
        #expect(fields("a\tb\n1\t\"2\t3\"", separator: "\t") == [["a", "b"], ["1", "2\t3"]])
        guard case .success(let records) = read("h\n\"q\",x\r\nlast") else {
            Issue.record("not read")
            return
        }
        #expect(records.map { String(decoding: $0.raw, as: UTF8.self) } == ["h", "\"q\",x", "last"])
        #expect(records.map(\.line) == [1, 2, 3])
        #expect(fields("") == [])
    }

    @Test func aQuoteOutOfPlaceIsAnErrorNamingItsLine_TBL02() {
        #expect(read("a,b\n\"ok\nstill\",1\n1,x\"y\n") == .failure(CSVError(line: 4, message: "a quote in a field that is not quoted")))
        #expect(
            read("a\n\"open\"x\n")
                == .failure(CSVError(line: 2, message: "a quote in a quoted field is neither doubled nor the field's end")))
        #expect(read("a\n\"never closed\n") == .failure(CSVError(line: 2, message: "a quoted field is not closed")))
        // As Go's LazyQuotes: a stray quote in a quoted field is text and the field goes on.
        #expect(fields("1,x\"y\n\"open\"x\n\"end", lazy: true) == [["1", "x\"y"], ["open\"x\n\"end"]])
    }

    @Test func raggedRecordsKeepTheirFields_TBL04() {
        #expect(fields("a,b,c\n1\n1,2,3,4\n") == [["a", "b", "c"], ["1"], ["1", "2", "3", "4"]])
    }

    @Test func theWidestColumnsGiveWayFirst_TBL03() {
        #expect(TableColumnFitting.widths(natural: [4, 8, 6], available: 40, gap: 2) == [4, 8, 6])
        #expect(TableColumnFitting.widths(natural: [4, 30, 12], available: 30, gap: 2) == [4, 11, 11])
        #expect(TableColumnFitting.widths(natural: [10, 10], available: 4, gap: 2) == [3, 3])
    }
}
