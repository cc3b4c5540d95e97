/// Why a text is not a colour; its description quotes the input (control characters escaped).
///
/// ```swift
/// do { _ = try Colour(parsing: "#12345") } catch {
///     print(error)   // invalid colour "#12345": a hex colour has 3, 4, 6 or 8 digits after "#", not 5
/// }
/// ```
public struct ColourParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the input.
    public enum Reason: Sendable, Hashable {
        /// The input is empty or only whitespace.
        case empty
        /// A `#` form with the wrong number of digits.
        case hexDigitCount(Int)
        /// A `#` form with a character that is not a hex digit.
        case invalidHexDigit(Character)
        /// An `rgb(…)`/`rgba(…)` form that is not three or four comma- or space-separated values in parentheses.
        case malformedFunction
        /// A channel that is not a whole number from 0 to 255.
        case channelOutOfRange(String)
        /// An alpha that is not a number from 0 to 1 or a percentage from 0% to 100%.
        case alphaOutOfRange(String)
        /// Not a hex colour, not a function, and not one of the CSS colour names.
        case unknownName
        /// The colour is translucent and no background was given to blend it over.
        case translucent(alpha: UInt8)
    }

    /// The text that failed to parse, as given.
    public var input: String
    /// What is wrong with it.
    public var reason: Reason

    /// Creates an error for `input`.
    public init(input: String, reason: Reason) {
        self.input = input
        self.reason = reason
    }

    /// `invalid colour "…": …`, naming the input and what is wrong with it.
    public var description: String {
        // debugDescription quotes the input and escapes control characters, so an error message
        // cannot smuggle escape sequences onto the terminal.
        "invalid colour \(input.debugDescription): \(explanation)"
    }

    private var explanation: String {
        switch reason {
        case .empty:
            "it is empty"
        case .hexDigitCount(let count):
            "a hex colour has 3, 4, 6 or 8 digits after \"#\", not \(count)"
        case .invalidHexDigit(let character):
            "\(String(character).debugDescription) is not a hex digit"
        case .malformedFunction:
            "expected rgb(red, green, blue) with whole numbers from 0 to 255, or rgba(red, green, blue, alpha)"
        case .channelOutOfRange(let text):
            "\(text.debugDescription) is not a whole number from 0 to 255"
        case .alphaOutOfRange(let text):
            "alpha \(text.debugDescription) is not a number from 0 to 1 or a percentage from 0% to 100%"
        case .unknownName:
            "expected #rgb, #rrggbb, #rrggbbaa, rgb(r, g, b) or one of the 148 CSS colour names"
        case .translucent(let alpha):
            "it is translucent (alpha \(alpha) of 255); give a background colour to blend it over"
        }
    }
}
