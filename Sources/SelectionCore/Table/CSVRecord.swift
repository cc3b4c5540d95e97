/// One record of a CSV or TSV text: its fields, its bytes as read, and the line it starts on.
///
/// ```swift
/// let record = CSVRecord(fields: [Array("a".utf8), Array("b, c".utf8)], raw: Array("a,\"b, c\"".utf8), line: 1)
/// ```
package struct CSVRecord: Sendable, Equatable {
    /// The fields, unquoted (`""` read as `"`).
    package var fields: [[UInt8]]
    /// The record's bytes as read, quotes included, without its line ending (TBL-05).
    package var raw: [UInt8]
    /// The line the record starts on, from 1.
    package var line: Int

    /// Creates a record.
    package init(fields: [[UInt8]], raw: [UInt8], line: Int) {
        self.fields = fields
        self.raw = raw
        self.line = line
    }
}

/// A record that breaks RFC 4180's quoting, named by its line (TBL-02).
package struct CSVError: Error, Sendable, Equatable {
    /// The line of the problem, from 1.
    package var line: Int
    /// What is wrong, in words.
    package var message: String

    /// Creates an error.
    package init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}
