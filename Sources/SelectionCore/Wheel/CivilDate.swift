/// A day of the proleptic Gregorian calendar, and its count of days from 1970-01-01.
///
/// Wheel formats with `YYYY`, `MM` and `DD` hold their value as seconds since
/// 1970-01-01T00:00:00 UTC; this is the arithmetic between the two, in whole days.
struct CivilDate: Sendable, Hashable {
    /// The year, 1…9999 in wheel formats.
    var year: Int
    /// The month, 1…12.
    var month: Int
    /// The day of the month, 1…(days in the month).
    var day: Int

    /// Whether `year` has a 29 February: every fourth year, except centuries not divisible by 400.
    static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days in `month` of `year` (28…31).
    static func daysInMonth(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to this date (negative before it).
    ///
    /// Counts in 400-year eras that start on 1 March, so that the leap day is the last day
    /// of its "year" and every month before it has a fixed offset.
    var daysSinceEpoch: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = floorDivision(shiftedYear, 400)
        let yearOfEra = shiftedYear - era * 400  // 0…399
        let monthFromMarch = (month + 9) % 12  // March = 0 … February = 11
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1  // 0…365
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        // 719468 days separate 0000-03-01, the start of era 0, from 1970-01-01.
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` days after 1970-01-01.
    init(daysSinceEpoch days: Int) {
        let shifted = days + 719_468
        let era = floorDivision(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097  // 0…146096
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)  // 0…365
        let monthFromMarch = (5 * dayOfYear + 2) / 153  // 0…11
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.init(year: year, month: month, day: day)
    }

    /// Creates a date from its fields, unchecked.
    init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }
}

/// `a ÷ b` rounded towards negative infinity, for a positive `b`.
func floorDivision(_ a: Int, _ b: Int) -> Int {
    let quotient = a / b
    return (a % b != 0 && a < 0) ? quotient - 1 : quotient
}
