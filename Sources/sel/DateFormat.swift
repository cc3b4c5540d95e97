import SelectionKit

/// `sel date --format`: a date written with strftime's conversions, the ones that make sense for a
/// day: `%Y` year, `%m` month and `%d` day (two digits), `%e` day (space padded), `%j` day of the
/// year, `%F` (`%Y-%m-%d`), `%A`/`%a` weekday, `%B`/`%b` month (English), `%u` weekday 1–7 from
/// Monday, `%%`. Other text is copied.
///
/// ```swift
/// DateFormat("%d.%m.%Y").text(of: WheelDate(year: 2026, month: 11, day: 27))   // "27.11.2026"
/// ```
struct DateFormat {
    /// The pattern.
    var pattern: String

    init(_ pattern: String) { self.pattern = pattern }

    /// The conversion letters understood.
    static let letters: Set<Character> = ["Y", "m", "d", "e", "j", "F", "A", "a", "B", "b", "u", "%"]

    /// The first conversion that is not understood (`%H`), or nil.
    var unknownConversion: String? {
        var characters = pattern.makeIterator()
        while let character = characters.next() {
            guard character == "%" else { continue }
            guard let letter = characters.next() else { return "%" }
            if !Self.letters.contains(letter) { return "%" + String(letter) }
        }
        return nil
    }

    /// `date` written with the pattern.
    func text(of date: WheelDate) -> String {
        var output = ""
        var characters = pattern.makeIterator()
        while let character = characters.next() {
            guard character == "%", let letter = characters.next() else {
                output.append(character)
                continue
            }
            output += conversion(letter, of: date)
        }
        return output
    }

    private func conversion(_ letter: Character, of date: WheelDate) -> String {
        let weekday = CalendarDay.weekday(of: date)
        switch letter {
        case "Y": return padded(date.year, 4, "0")
        case "m": return padded(date.month, 2, "0")
        case "d": return padded(date.day, 2, "0")
        case "e": return padded(date.day, 2, " ")
        case "j":
            let first = WheelDate(year: date.year, month: 1, day: 1)
            return padded(CalendarDay.number(of: date) - CalendarDay.number(of: first) + 1, 3, "0")
        case "F": return CalendarDay.iso(date)
        case "A": return CalendarView.weekdayNames[weekday]
        case "a": return String(CalendarView.weekdayNames[weekday].prefix(3))
        case "B": return CalendarView.monthNames[date.month - 1]
        case "b": return String(CalendarView.monthNames[date.month - 1].prefix(3))
        case "u": return String(weekday == 0 ? 7 : weekday)
        case "%": return "%"
        default: return "%" + String(letter)
        }
    }

    private func padded(_ value: Int, _ width: Int, _ pad: Character) -> String {
        let digits = String(value)
        return String(repeating: pad, count: max(0, width - digits.count)) + digits
    }
}
