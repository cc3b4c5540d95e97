/// Day arithmetic for the calendar, on `WheelDate`s at midnight: the count of days since
/// 1970-01-01 (`CivilDate`'s), weekdays, month lengths, and the reading of a typed
/// `YYYY-MM-DD` (CAL-08).
///
/// ```swift
/// CalendarDay.weekday(of: WheelDate(year: 2026, month: 11, day: 27))   // 5: a Friday
/// CalendarDay.adding(months: 1, to: WheelDate(year: 2024, month: 1, day: 31))   // 2024-02-29
/// ```
package enum CalendarDay {
    /// Days from 1970-01-01 to `date`.
    package static func number(of date: WheelDate) -> Int {
        CivilDate(year: date.year, month: date.month, day: date.day).daysSinceEpoch
    }

    /// The date `number` days after 1970-01-01.
    package static func date(_ number: Int) -> WheelDate {
        let civil = CivilDate(daysSinceEpoch: number)
        return WheelDate(year: civil.year, month: civil.month, day: civil.day)
    }

    /// `date` at midnight.
    package static func dateOnly(_ date: WheelDate) -> WheelDate {
        WheelDate(year: date.year, month: date.month, day: date.day)
    }

    /// 0 for Sunday … 6 for Saturday (1970-01-01 was a Thursday).
    package static func weekday(of date: WheelDate) -> Int {
        ((number(of: date) + 4) % 7 + 7) % 7
    }

    /// The days in `month` of `year`: 28…31 (CAL-03).
    package static func daysInMonth(_ month: Int, of year: Int) -> Int {
        CivilDate.daysInMonth(month, of: year)
    }

    /// `date` moved by `days` days.
    package static func adding(days: Int, to date: WheelDate) -> WheelDate {
        self.date(number(of: date) + days)
    }

    /// `date` moved by `months` months, the day kept or cut to the month's last (CAL-03).
    package static func adding(months: Int, to date: WheelDate) -> WheelDate {
        let index = date.year * 12 + (date.month - 1) + months
        let year = floorDivision(index, 12)
        let month = index - year * 12 + 1
        return WheelDate(year: year, month: month, day: min(date.day, daysInMonth(month, of: year)))
    }

    /// Reads `YYYY-MM-DD` (CAL-08): the date, or why it is none.
    package static func parse(_ text: String) -> Result<WheelDate, CalendarProblem> {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return .failure(.notADate(text, reason: .format)) }
        guard year >= 1 else { return .failure(.notADate(text, reason: .noYearZero)) }
        guard (1...12).contains(month) else { return .failure(.notADate(text, reason: .noSuchMonth(month))) }
        let length = daysInMonth(month, of: year)
        guard (1...length).contains(day) else {
            return .failure(.notADate(text, reason: .monthLength(year: year, month: month, days: length)))
        }
        return .success(WheelDate(year: year, month: month, day: day))
    }

    /// `2026-11-27`.
    package static func iso(_ date: WheelDate) -> String {
        WheelDate(year: date.year, month: date.month, day: date.day).description
    }
}
