/// The state of a digit-wheel picker: which row each wheel shows, which wheel has focus, and
/// any typed entry in progress. A pure value; ``send(_:)`` is the one way actions come in.
///
/// ```swift
/// var picker = try WheelState(format: .minutesSeconds, value: 683)   // 11:23, focus on the first wheel
/// picker.send(.type("1"))      // [.valueChanged(83), .focusChanged(wheel: 1)]: 01:23, waiting for a second digit
/// picker.send(.type("0"))      // 10:23; focus moves on to the seconds
/// picker.value                 // 623
/// ```
///
/// ## The model: one wheel per digit, typed entry per segment
///
/// Each digit is its own wheel of at most ten rows (the source design: "one per digit, none
/// longer than ten rows"), and **Up/Down turn one wheel**, wrapping within it without carrying
/// into the next (DT-02); carrying is an option (``carries``, default off, §13), odometer-style.
///
/// Typing follows docs/behaviour.md §8.2, applied to *segments* — the wheels of one field, such as
/// the two of the minutes — because "5" in minutes must mean 05 and wait for 50–59 (DT-10),
/// not "5" in the tens. Typing begins at the focused wheel and fills the rest of its segment
/// from the right: on the tens of minutes, "6" → 06 and the focus moves to the next segment;
/// "5" → 05 and waits, "5","9" → 59 and moves on; a digit that makes the segment too large
/// starts it over (DT-11: 24-hour "2","5" → 05). Typed on a single wheel (the last wheel of a
/// segment, or any decimal place), a digit the wheel cannot show **is rejected**: by §8.2's
/// algorithm it overflows, and starting over with the same digit overflows again. A lone "0" in
/// a segment whose lowest value is 1 (a month) shows the lowest value (01, or 12 for a 12-hour
/// clock) and waits (DT-12); the wheels never show a value the format cannot hold. Decimal
/// places are typed left to right, one wheel each, and a typed separator (`.` `:` `-` `/` or a
/// space) jumps past the next such separator, so `4`, `2`, `.`, `5` gives 042.50 in `999.99`.
///
/// Page keys, Home and End act on the focused segment: DT-03 page steps (minutes and seconds
/// ±15, snapped to quarters by DT-04; hours ±2; day ±7; month ±2; year ±5), cycling within the
/// segment; segments without a DT-03 step (a plain number's digits, text wheels) turn the focused
/// wheel by one. Backspace drops the last digit of the segment (DT-14, DT-19): minutes 25 → 02,
/// 08 → 00; at its lowest already, it moves focus to the start of the previous segment.
///
/// Focus starts on the first wheel. Left and Right stop at the ends; Tab and Shift-Tab report
/// ``WheelEvent/focusRightEnd`` and ``WheelEvent/focusLeftEnd`` there so the host can move on.
///
/// Optional ``minimum`` and ``maximum`` bound the whole value without clamping it: outside
/// them the state is invalid (``validity``), as DT-17 requires.
public struct WheelState: Sendable, Equatable {
    /// The layout of the wheels.
    public let format: WheelFormat
    /// The row each wheel shows, indexed like ``WheelFormat/wheels``: a digit, or an option index.
    public internal(set) var rows: [Int]
    /// The index of the focused wheel.
    public internal(set) var focus: Int
    /// The typed entry in progress, if any.
    package internal(set) var entry: WheelEntry?
    /// Whether a wheel that wraps turns the digit wheel on its left (DT-02 OPTION `carry`, default off).
    public var carries: Bool
    /// The lowest valid value, if any (DT-17: it makes lower values invalid, it does not clamp).
    public var minimum: Double?
    /// The highest valid value, if any (DT-17).
    public var maximum: Double?

    /// Creates a picker showing `value`, focused on the first wheel.
    ///
    /// ```swift
    /// let pace = try WheelState(format: .minutesSeconds, value: 300, maximum: 900)
    /// ```
    ///
    /// - Parameters:
    ///   - format: the wheels.
    ///   - value: the starting value (seconds for times, seconds since 1970 UTC for dates).
    ///   - minimum: the lowest valid value, if any.
    ///   - maximum: the highest valid value, if any.
    ///   - carries: whether wrapping a wheel turns its left neighbour (default off, §13).
    /// - Throws: ``FormatError`` when `value` does not fit the format.
    public init(
        format: WheelFormat, value: Double = 0, minimum: Double? = nil, maximum: Double? = nil, carries: Bool = false
    ) throws(FormatError) {
        self.format = format
        self.rows = try format.rows(for: value)
        self.focus = 0
        self.entry = nil
        self.carries = carries
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The value the wheels show. While they show a date that does not exist (30 February),
    /// it is the day that many days past the month's start, and ``validity`` says
    /// ``WheelValidity/impossibleDate(lastDay:)``: read it only when ``isValid``.
    public var value: Double { format.value(of: rows) }

    /// The text the wheels show, separators included ("11:23").
    public var text: String { format.text(of: rows) }

    /// Whether the value lies within ``minimum`` and ``maximum``, and if not, which one it breaks.
    public var validity: WheelValidity {
        if let lastDay = format.lastDayIfImpossible(in: rows) { return .impossibleDate(lastDay: lastDay) }
        let value = value
        if let minimum, value < minimum { return .belowMinimum(minimum) }
        if let maximum, value > maximum { return .aboveMaximum(maximum) }
        return .valid
    }

    /// Whether the value may be accepted (see ``validity``).
    public var isValid: Bool { validity.isValid }

    /// The rows wheel `index` offers now, given the other wheels: 0–3 for the units of 2x hours,
    /// 1–9 for the units of month 0x.
    ///
    /// A clock's or a number's wheels depend on the wheels to their left (turning the tens of 19
    /// on a 23 clock up gives 23). The wheels of a date (year, month, day) are limited by the
    /// digits on both sides instead, so turning one never changes a digit the user did not touch:
    /// the tens of day 10 offer 1–3, of day 05 offer 0–2 (DT-01: the day keeps 1…31 in every
    /// month, and a day the month lacks is an impossible date, DT-16). With ``carries`` the date
    /// turns like an odometer of real days instead, as before.
    package func availableRows(ofWheel index: Int) -> ClosedRange<Int> {
        let wheel = format.wheels[index]
        let segment = format.segments[wheel.segment]
        guard segment.isNumeric else { return wheel.rows }
        let bounds = segmentBounds(wheel.segment)
        if !carries, segment.role == .year || segment.role == .month || segment.role == .day {
            return rowsKeepingOtherDigits(ofWheel: index, within: bounds)
        }
        let scale = powerOfTen(segment.wheels.upperBound - index - 1)
        var prefix = 0
        for left in segment.wheels.lowerBound..<index { prefix = prefix * 10 + rows[left] }
        let low = max(0, bounds.lowerBound / scale - prefix * 10)
        let high = min(9, bounds.upperBound / scale - prefix * 10)
        return low <= high ? low...high : low...low
    }

    /// The digits wheel `index` can show with every other wheel of its segment as it is, the
    /// segment staying within `bounds`. They are contiguous for the bounds of a date's fields.
    private func rowsKeepingOtherDigits(ofWheel index: Int, within bounds: ClosedRange<Int>) -> ClosedRange<Int> {
        let segment = format.segments[format.wheels[index].segment]
        var candidates = rows
        var low: Int?
        var high = rows[index]
        for digit in 0...9 {
            candidates[index] = digit
            var value = 0
            for wheel in segment.wheels { value = value * 10 + candidates[wheel] }
            guard bounds.contains(value) else { continue }
            if low == nil { low = digit }
            high = digit
        }
        guard let low else { return rows[index]...rows[index] }
        return low...high
    }

    /// The values segment `segment` may hold while editing: the day 1…31 in any month (DT-01),
    /// or, when the date turns like an odometer (``carries``), the days of the month shown.
    func segmentBounds(_ segment: Int) -> ClosedRange<Int> {
        carries ? format.bounds(ofSegment: segment, in: rows) : format.editingBounds(ofSegment: segment)
    }

    /// Shows `value` on the wheels, ending any typed entry; focus stays.
    ///
    /// - Returns: the events of the change (``WheelEvent/valueChanged(_:)``, …).
    /// - Throws: ``FormatError`` when `value` does not fit; the state is then unchanged.
    @discardableResult
    public mutating func setValue(_ value: Double) throws(FormatError) -> [WheelEvent] {
        let before = Snapshot(self)
        rows = try format.rows(for: value, choices: rows)
        entry = nil
        return before.changes(to: self)
    }
}

extension WheelState {
    /// The value, or nil while the wheels show a date that does not exist.
    var reportableValue: Double? {
        format.lastDayIfImpossible(in: rows) == nil ? value : nil
    }
}

/// 10 to the power `exponent` (≥ 0).
func powerOfTen(_ exponent: Int) -> Int {
    var result = 1
    for _ in 0..<max(exponent, 0) { result *= 10 }
    return result
}

/// What events compare: the value, its validity and the focus before an action.
struct Snapshot {
    let value: Double?
    let validity: WheelValidity
    let focus: Int

    init(_ state: WheelState) {
        value = state.reportableValue
        validity = state.validity
        focus = state.focus
    }

    /// The events that report what changed between this snapshot and `state`.
    func changes(to state: WheelState) -> [WheelEvent] {
        var events: [WheelEvent] = []
        // DT-16: a date that does not exist is no value, so it is never reported as one.
        if let newValue = state.reportableValue, newValue != value { events.append(.valueChanged(newValue)) }
        let newValidity = state.validity
        if newValidity != validity { events.append(.validityChanged(newValidity)) }
        if state.focus != focus { events.append(.focusChanged(wheel: state.focus)) }
        return events
    }
}
