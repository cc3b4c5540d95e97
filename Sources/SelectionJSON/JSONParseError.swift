/// Why a JSON text could not be read, and where: the 1-based line and column (in Unicode
/// scalars) of the first byte that is wrong.
///
/// ```swift
/// do { _ = try JSONParser.parse(Array("[01]".utf8)) } catch {
///     print(error)  // invalid JSON at line 1, column 3: a number cannot have a leading zero
/// }
/// ```
package struct JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, in words; quotes no input byte except as printable ASCII or hexadecimal.
    package var message: String
    /// The line of the error, from 1.
    package var line: Int
    /// The column of the error, from 1, counted in Unicode scalars.
    package var column: Int
    /// The byte offset of the error, from 0.
    package var offset: Int

    /// Creates an error.
    package init(message: String, line: Int, column: Int, offset: Int) {
        self.message = message
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `invalid JSON at line L, column C: message`.
    package var description: String { "invalid JSON at line \(line), column \(column): \(message)" }
}
