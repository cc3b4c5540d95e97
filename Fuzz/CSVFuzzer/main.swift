// CSVFuzzer: libFuzzer driver for `CSVReader`, which reads `sel table`'s CSV and TSV (and a form's
// table fields), and a replayer of saved inputs (see TESTING.md, "Fuzzing"). The first byte
// picks the separator (`,`, tab, `;`, `|`) and lazy quotes; the rest is the text. The checks trap.
import FuzzSupport
import SelectionCore

/// `fields` written as RFC 4180 writes them: every field in quotes, a quote doubled.
func written(_ records: [CSVRecord], separator: UInt8) -> [UInt8] {
    var text: [UInt8] = []
    for record in records {
        for (index, field) in record.fields.enumerated() {
            if index > 0 { text.append(separator) }
            text.append(0x22)
            for byte in field {
                if byte == 0x22 { text.append(0x22) }
                text.append(byte)
            }
            text.append(0x22)
        }
        text.append(0x0A)
    }
    return text
}

/// Every invariant, for one input.
func check(_ data: [UInt8]) {
    guard let selector = data.first else { return }
    let separator: UInt8 = [0x2C, 0x09, 0x3B, 0x7C][Int(selector & 3)]
    let reader = CSVReader(separator: separator, lazyQuotes: selector & 4 != 0)
    let text = Array(data.dropFirst())
    let result = reader.records(in: text)
    precondition(reader.records(in: text) == result, "two readings differ")
    switch result {
    case .failure(let error):
        let lines = text.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        precondition((1...lines).contains(error.line), "error line \(error.line) outside 1…\(lines)")
        precondition(!error.message.isEmpty && error.message.utf8.allSatisfy { $0 >= 0x20 && $0 != 0x7F }, "a message with controls")
    case .success(let records):
        var previousLine = 0
        for record in records {
            precondition(!record.fields.isEmpty, "a record without fields")
            precondition(record.line > previousLine, "records out of order")
            previousLine = record.line
            precondition(record.raw.count <= text.count, "raw bytes longer than the text")
        }
        // Written back with every field quoted, read strictly: the same fields.
        let again = CSVReader(separator: separator).records(in: written(records, separator: separator))
        guard case .success(let reread) = again else { preconditionFailure("written back, the records do not read: \(again)") }
        let blank = records.filter { $0.fields != [[]] }
        precondition(
            reread.map(\.fields) == blank.map(\.fields) || reread.map(\.fields) == records.map(\.fields), "the fields read back differ")
    }
}

FuzzTarget.run(named: "CSVFuzzer", check: check)
