/// The local calendar as the operating system knows it: today's date in the local time zone,
/// for a calendar prompt's "today" (the core has no clock; time arrives from here).
///
/// ```swift
/// let today = LocalCalendar.today()   // (year: 2026, month: 11, day: 27)
/// ```
package enum LocalCalendar {
    /// Today's year, month (1…12) and day in the local time zone.
    package static func today() -> (year: Int, month: Int, day: Int) {
        Platform.localDate()
    }
}
