// Plain (line) mode: one typed line read as a value, or a message saying why not.

extension NumberFieldConfiguration {
    /// Reads one line typed in plain mode: the value it commits to (NUM-08: snapped onto the grid
    /// with `.snap`), or a one-line message saying why it is not accepted. An empty line keeps
    /// `current` (the field's value) when there is one. Out-of-range numbers are refused, never
    /// clamped, so the user sees what was wrong and types again.
    ///
    /// ```swift
    /// let c = NumberFieldConfiguration(minimum: DecimalNumber(0), maximum: DecimalNumber(10))
    /// c.readLine("12", current: nil)   // .failure("12 is above the maximum 10")
    /// c.readLine("4", current: nil)    // .success(4)
    /// ```
    package func readLine(_ line: String, current: DecimalNumber?) -> Result<DecimalNumber, LineEntryError> {
        let trimmed = line.trimmingSpaces
        if trimmed.isEmpty {
            if let current { return .success(current) }
            return .failure(LineEntryError("type a number"))
        }
        guard let number = DecimalNumber(trimmed) else {
            return .failure(LineEntryError("\"\(trimmed)\" is not a number"))
        }
        if number.scale > fractionDigits {
            let places = fractionDigits == 0 ? "a whole number" : "at most \(fractionDigits) decimal places"
            return .failure(LineEntryError("\(trimmed) has too many decimal places: type \(places)"))
        }
        switch validity(of: number) {
        case .belowMinimum(let minimum): return .failure(LineEntryError("\(trimmed) is below the minimum \(text(of: minimum))"))
        case .aboveMaximum(let maximum): return .failure(LineEntryError("\(trimmed) is above the maximum \(text(of: maximum))"))
        default: break
        }
        return .success(commitBehavior == .snap ? snapped(number) : number)
    }
}

/// Why a typed line was not accepted, as one line for the user.
package struct LineEntryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The message (`12 is above the maximum 10`).
    package let message: String

    /// Creates an error with a message.
    package init(_ message: String) {
        self.message = message
    }

    /// The message.
    package var description: String { message }
}

extension String {
    /// The text without spaces and tabs at either end.
    var trimmingSpaces: String {
        var characters = Substring(self)
        while let first = characters.first, first == " " || first == "\t" { characters = characters.dropFirst() }
        while let last = characters.last, last == " " || last == "\t" { characters = characters.dropLast() }
        return String(characters)
    }
}
