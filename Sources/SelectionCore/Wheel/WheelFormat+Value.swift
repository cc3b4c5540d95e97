// From wheel rows to the value and back, in integer ticks of the format's smallest place
// (hundredths for `999.99`, seconds for `59:59`), so no binary fraction ever enters the sum.

extension WheelFormat {
    /// Ticks in one unit of the value: 10^fractionDigits.
    var ticksPerUnit: Int {
        var result = 1
        for _ in 0..<fractionDigits { result *= 10 }
        return result
    }

    /// The value of `ticks`, as the `Double` nearest to the decimal they count.
    func value(ofTicks ticks: Int) -> Double {
        Double(ticks) / Double(ticksPerUnit)
    }

    // MARK: - Segments

    /// The index of the first segment with `role`.
    func segmentIndex(of role: WheelRole) -> Int? {
        segments.firstIndex { $0.role == role }
    }

    /// The number a segment's wheels spell (for text wheels, the option index).
    func segmentValue(_ segment: Int, in rows: [Int]) -> Int {
        var value = 0
        for wheel in segments[segment].wheels { value = value * 10 + rows[wheel] }
        return value
    }

    /// Writes `value` onto a segment's wheels, one digit each, right-aligned.
    func setSegment(_ segment: Int, to value: Int, in rows: inout [Int]) {
        var rest = value
        for wheel in segments[segment].wheels.reversed() {
            if segments[segment].isNumeric {
                rows[wheel] = rest % 10
                rest /= 10
            } else {
                rows[wheel] = rest
            }
        }
    }

    /// Segment indexes left to right, but the day after the month and year its bounds depend on.
    var segmentsDayLast: [Int] {
        segments.indices.filter { segments[$0].role != .day } + segments.indices.filter { segments[$0].role == .day }
    }

    /// The values a segment may hold, given the other wheels (the day depends on month and year).
    func bounds(ofSegment segment: Int, in rows: [Int]) -> ClosedRange<Int> {
        let limit = segments[segment].limit
        switch segments[segment].role {
        case .integer, .fraction, .hours, .minutes, .seconds, .dayPeriod, .choice:
            return 0...limit
        case .twelveHourHours:
            return 1...12
        case .year:
            return 1...9999
        case .month:
            return 1...12
        case .day:
            guard let year = segmentIndex(of: .year), let month = segmentIndex(of: .month) else { return 1...31 }
            let monthValue = min(max(segmentValue(month, in: rows), 1), 12)
            return 1...CivilDate.daysInMonth(monthValue, of: segmentValue(year, in: rows))
        }
    }

    /// The values a segment may hold while the user edits it: as ``bounds(ofSegment:in:)``, but
    /// the day keeps 1…31 whatever the month (DT-01), so that changing the month never changes
    /// the day and a day the month lacks is shown as an impossible date (DT-16) instead.
    func editingBounds(ofSegment segment: Int) -> ClosedRange<Int> {
        segments[segment].role == .day ? 1...31 : bounds(ofSegment: segment, in: [])
    }

    /// The number of days in the month the rows show, when the day they show is past it (30 for
    /// 31 April, 29 for 30 February 2024); `nil` for a real date or a format without one.
    func lastDayIfImpossible(in rows: [Int]) -> Int? {
        guard let year = segmentIndex(of: .year), let month = segmentIndex(of: .month), let day = segmentIndex(of: .day) else {
            return nil
        }
        let monthValue = min(max(segmentValue(month, in: rows), 1), 12)
        let lastDay = CivilDate.daysInMonth(monthValue, of: segmentValue(year, in: rows))
        return segmentValue(day, in: rows) > lastDay ? lastDay : nil
    }

    /// Whether a text wheel's option at `row` is "PM".
    func isPostMeridiem(segment: Int, row: Int) -> Bool {
        guard case .text(let options) = wheels[segments[segment].wheels.lowerBound].kind,
            options.indices.contains(row)
        else { return false }
        return options[row].lowercased() == "pm"
    }

    /// The row of a day-period wheel that says AM (or PM).
    private func dayPeriodRow(segment: Int, postMeridiem: Bool) -> Int {
        guard case .text(let options) = wheels[segments[segment].wheels.lowerBound].kind else { return 0 }
        return options.firstIndex { $0.lowercased() == (postMeridiem ? "pm" : "am") } ?? 0
    }

    // MARK: - Rows ⇄ ticks

    /// The value of the rows, in ticks. A parsed format cannot overflow here (its range was
    /// checked when it was built), so the fallback is never taken for valid rows.
    func ticks(of rows: [Int]) -> Int {
        checkedTicks(of: rows) ?? tickRange.upperBound
    }

    /// The value of the rows, in ticks; `nil` if the sum overflows an `Int`.
    func checkedTicks(of rows: [Int]) -> Int? {
        var whole = 0
        var fraction = 0
        var overflow = false
        func add(_ value: Int, times factor: Int) {
            let (product, o1) = value.multipliedReportingOverflow(by: factor)
            let (sum, o2) = whole.addingReportingOverflow(product)
            overflow = overflow || o1 || o2
            whole = sum
        }
        for (index, segment) in segments.enumerated() {
            let value = segmentValue(index, in: rows)
            switch segment.role {
            case .integer, .seconds: add(value, times: 1)
            case .fraction: fraction = fraction * 10 + value
            case .hours: add(value, times: 3600)
            case .twelveHourHours: add(value % 12, times: 3600)
            case .dayPeriod: add(isPostMeridiem(segment: index, row: value) ? 12 : 0, times: 3600)
            case .minutes: add(value, times: 60)
            case .year, .month, .day, .choice: break
            }
        }
        if let year = segmentIndex(of: .year), let month = segmentIndex(of: .month), let day = segmentIndex(of: .day) {
            let date = CivilDate(year: segmentValue(year, in: rows), month: segmentValue(month, in: rows), day: segmentValue(day, in: rows))
            add(date.daysSinceEpoch, times: 86_400)
        }
        let (scaled, o1) = whole.multipliedReportingOverflow(by: ticksPerUnit)
        let (total, o2) = scaled.addingReportingOverflow(fraction)
        return overflow || o1 || o2 ? nil : total
    }

    /// The rows that show `ticks`, or `nil` when no rows can. Text wheels that are not part of
    /// the value (``WheelRole/choice``) keep the rows given in `choices`.
    func rows(forTicks ticks: Int, choices: [Int]? = nil) -> [Int]? {
        guard tickRange.contains(ticks) else { return nil }
        var rows = choices ?? Array(repeating: 0, count: wheels.count)
        let unit = ticksPerUnit
        var rest = floorDivision(ticks, unit)
        var fraction = ticks - rest * unit

        if let year = segmentIndex(of: .year), let month = segmentIndex(of: .month), let day = segmentIndex(of: .day) {
            let days = floorDivision(rest, 86_400)
            rest -= days * 86_400
            let date = CivilDate(daysSinceEpoch: days)
            setSegment(year, to: date.year, in: &rows)
            setSegment(month, to: date.month, in: &rows)
            setSegment(day, to: date.day, in: &rows)
        }
        if let hours = segmentIndex(of: .twelveHourHours), let period = segmentIndex(of: .dayPeriod) {
            let hour = rest / 3600
            rest %= 3600
            setSegment(hours, to: hour % 12 == 0 ? 12 : hour % 12, in: &rows)
            setSegment(period, to: dayPeriodRow(segment: period, postMeridiem: hour >= 12), in: &rows)
        } else if let hours = segmentIndex(of: .hours) {
            setSegment(hours, to: rest / 3600, in: &rows)
            rest %= 3600
        }
        if let minutes = segmentIndex(of: .minutes) {
            setSegment(minutes, to: rest / 60, in: &rows)
            rest %= 60
        }
        if let seconds = segmentIndex(of: .seconds) {
            setSegment(seconds, to: rest, in: &rows)
            rest = 0
        }
        if let integer = segmentIndex(of: .integer) {
            setSegment(integer, to: rest, in: &rows)
            rest = 0
        }
        for (index, segment) in segments.enumerated().reversed() where segment.role == .fraction {
            setSegment(index, to: fraction % 10, in: &rows)
            fraction /= 10
        }
        // Whatever is left over is finer than the wheels show; every segment must be in bounds.
        guard rest == 0 else { return nil }
        for index in segments.indices where !bounds(ofSegment: index, in: rows).contains(segmentValue(index, in: rows)) {
            return nil
        }
        return rows
    }

    /// The lowest or highest value the wheels can show, in ticks; `nil` if it overflows.
    func extremeTicks(highest: Bool) -> Int? {
        var rows = Array(repeating: 0, count: wheels.count)
        // Year and month first: the day's bounds depend on them.
        for index in segmentsDayLast {
            let role = segments[index].role
            let bounds = bounds(ofSegment: index, in: rows)
            let value: Int
            switch role {
            // 12 AM is midnight, the lowest; 11 PM the highest.
            case .twelveHourHours: value = highest ? 11 : 12
            case .dayPeriod: value = dayPeriodRow(segment: index, postMeridiem: highest)
            case .choice: value = 0
            default: value = highest ? bounds.upperBound : bounds.lowerBound
            }
            setSegment(index, to: value, in: &rows)
        }
        return checkedTicks(of: rows)
    }

    // MARK: - Double ⇄ ticks

    /// The value in ticks, rounded to the format's smallest unit.
    ///
    /// - Throws: ``FormatError`` when the value is NaN, infinite, negative (except for dates), or
    ///   outside ``range`` after rounding.
    func ticks(for value: Double) throws(FormatError) -> Int {
        if value.isNaN { throw .notANumber }
        if value.isInfinite { throw .infinite(value) }
        if value < 0, kind != .date, kind != .dateAndTime { throw .negative(value) }
        guard let decimal = ExactDecimal(value),
            let units = decimal.quotient(scaledBy: fractionDigits, dividedBy: unitTicks, rounding: rounding)
        else { throw .outOfRange(value, representable: range) }
        let (ticks, overflow) = units.multipliedReportingOverflow(by: unitTicks)
        guard !overflow, tickRange.contains(ticks) else { throw .outOfRange(value, representable: range) }
        return ticks
    }

    /// The rows that show `value`; text wheels outside the value keep the rows in `choices`.
    func rows(for value: Double, choices: [Int]? = nil) throws(FormatError) -> [Int] {
        let ticks = try ticks(for: value)
        guard let rows = rows(forTicks: ticks, choices: choices) else { throw .outOfRange(value, representable: range) }
        return rows
    }

    /// The text the wheels show for `rows`, separators included.
    func text(of rows: [Int]) -> String {
        var text = ""
        for element in elements {
            switch element {
            case .separator(let character): text.append(character)
            case .wheel(let index): text += wheels[index].label(ofRow: rows[index])
            }
        }
        return text
    }

    /// The text of `value` as the wheels would show it.
    ///
    /// ```swift
    /// try WheelFormat.minutesSeconds.string(for: 683)   // "11:23"
    /// try WheelFormat.twoDecimal.string(for: 1.005)     // "001.01"
    /// ```
    ///
    /// - Throws: ``FormatError`` when the value does not fit (see ``ticks(for:)``); text wheels
    ///   that are not part of the value show their first option.
    public func string(for value: Double) throws(FormatError) -> String {
        text(of: try rows(for: value))
    }

    /// The value the wheels show for `rows`.
    func value(of rows: [Int]) -> Double {
        value(ofTicks: ticks(of: rows))
    }
}
