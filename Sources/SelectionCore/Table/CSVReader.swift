/// Reads CSV as RFC 4180 writes it (docs/behaviour.md §17): fields split by a separator byte
/// (`,`, a tab for TSV, or any other), records by LF or CRLF, a field in double quotes holding
/// separators, line breaks and doubled quotes (`""`). Empty lines are skipped. Strict by default:
/// a quote inside an unquoted field, or a quoted field closed before something other than a
/// separator or a line end, or never closed, is an error naming its line (TBL-02); lazy quotes
/// take such quotes as text, as Go's `encoding/csv` does with `LazyQuotes`.
///
/// ```swift
/// let reader = CSVReader(separator: UInt8(ascii: ","))
/// let records = try reader.records(in: Array("name,note\nAda,\"first, \"\"the\"\" one\"\n".utf8)).get()
/// // records[1].fields == ["Ada", "first, \"the\" one"] (as bytes)
/// ```
package struct CSVReader: Sendable {
    /// The byte between fields.
    package var separator: UInt8
    /// Whether stray quotes are text rather than errors.
    package var lazyQuotes: Bool

    /// Creates a reader.
    package init(separator: UInt8, lazyQuotes: Bool = false) {
        self.separator = separator
        self.lazyQuotes = lazyQuotes
    }

    private static let quote = UInt8(ascii: "\"")
    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// Every record of `bytes`, or the first malformed one.
    package func records(in bytes: [UInt8]) -> Result<[CSVRecord], CSVError> {
        var records: [CSVRecord] = []
        var index = 0
        var line = 1
        while index < bytes.count {
            // Empty lines are no records.
            if bytes[index] == Self.newline {
                index += 1
                line += 1
                continue
            }
            if bytes[index] == Self.carriageReturn, index + 1 < bytes.count, bytes[index + 1] == Self.newline {
                index += 2
                line += 1
                continue
            }
            switch record(in: bytes, from: &index, line: &line) {
            case .success(let record): records.append(record)
            case .failure(let error): return .failure(error)
            }
        }
        return .success(records)
    }

    /// The record starting at `index`; `index` and `line` end after its line ending.
    private func record(in bytes: [UInt8], from index: inout Int, line: inout Int) -> Result<CSVRecord, CSVError> {
        let start = index
        let firstLine = line
        var fields: [[UInt8]] = []
        var rawEnd = bytes.count
        while true {
            let read =
                index < bytes.count && bytes[index] == Self.quote
                ? quotedField(in: bytes, from: &index, line: &line, recordLine: firstLine)
                : unquotedField(in: bytes, from: &index, line: line)
            switch read {
            case .success(let field): fields.append(field)
            case .failure(let error): return .failure(error)
            }
            guard index < bytes.count else { break }
            if bytes[index] == separator {
                index += 1
                continue
            }
            // A line end: LF, or CRLF (the CR is no part of the record's bytes).
            var end = index
            if bytes[index] == Self.carriageReturn {
                index += 1
            } else if end > start, bytes[end - 1] == Self.carriageReturn {
                end -= 1
            }
            rawEnd = end
            if index < bytes.count, bytes[index] == Self.newline {
                index += 1
                line += 1
            }
            break
        }
        return .success(CSVRecord(fields: fields, raw: Array(bytes[start..<max(start, rawEnd)]), line: firstLine))
    }

    /// A field in quotes, from its opening quote to just after its closing one (TBL-01, TBL-02).
    private func quotedField(in bytes: [UInt8], from index: inout Int, line: inout Int, recordLine: Int) -> Result<[UInt8], CSVError> {
        var field: [UInt8] = []
        index += 1
        while true {
            guard index < bytes.count else {
                if lazyQuotes { return .success(field) }
                return .failure(CSVError(line: recordLine, message: "a quoted field is not closed"))
            }
            let byte = bytes[index]
            if byte == Self.quote {
                if index + 1 < bytes.count, bytes[index + 1] == Self.quote {
                    field.append(Self.quote)
                    index += 2
                    continue
                }
                if closesField(bytes, after: index) {
                    index += 1
                    return .success(field)
                }
                guard lazyQuotes else {
                    return .failure(CSVError(line: line, message: "a quote in a quoted field is neither doubled nor the field's end"))
                }
            }
            if byte == Self.newline { line += 1 }
            field.append(byte)
            index += 1
        }
    }

    /// Whether the quote at `index` is followed by the end, a separator or a line end.
    private func closesField(_ bytes: [UInt8], after index: Int) -> Bool {
        guard index + 1 < bytes.count else { return true }
        let next = bytes[index + 1]
        if next == separator || next == Self.newline { return true }
        return next == Self.carriageReturn && index + 2 < bytes.count && bytes[index + 2] == Self.newline
    }

    /// A field without quotes, up to the next separator or line end (a CR before LF dropped).
    private func unquotedField(in bytes: [UInt8], from index: inout Int, line: Int) -> Result<[UInt8], CSVError> {
        // Scanned through a buffer pointer and copied once: this runs for every field of a table
        // of 100,000 rows before its first frame.
        let start = index
        let (end, strayQuote) = bytes.withUnsafeBufferPointer { buffer -> (Int, Bool) in
            var end = start
            while end < buffer.count {
                let byte = buffer[end]
                if byte == separator || byte == Self.newline { break }
                if byte == Self.quote, !lazyQuotes { return (end, true) }
                end += 1
            }
            return (end, false)
        }
        if strayQuote { return .failure(CSVError(line: line, message: "a quote in a field that is not quoted")) }
        index = end
        var last = end
        if end < bytes.count, bytes[end] == Self.newline, last > start, bytes[last - 1] == Self.carriageReturn { last -= 1 }
        return .success(Array(bytes[start..<last]))
    }
}
