import SelectionCore

extension WheelPicker {
    /// Creates a picker for a length of time (`59:59`, `99:59:59`) or a time of day (`23:59`)
    /// from `Duration`s instead of seconds as `Double`.
    ///
    /// ```swift
    /// let picker = WheelPicker(title: "Window", format: .hoursMinutesSeconds, duration: .seconds(5400), maximum: .seconds(4 * 3600))
    /// let window = try await picker.run().duration   // Duration?, e.g. 1h 30m as .seconds(5400)
    /// ```
    ///
    /// - Parameters:
    ///   - title: Shown before the wheels and in the summary.
    ///   - format: The wheels.
    ///   - duration: The starting value.
    ///   - unit: The unit shown beside the wheels, if any.
    ///   - minimum: The shortest time Done accepts, if any.
    ///   - maximum: The longest time Done accepts, if any.
    public init(
        title: String, format: WheelFormat, duration: Duration, unit: MeasurementUnit? = nil,
        minimum: Duration? = nil, maximum: Duration? = nil
    ) {
        self.init(
            title: title, format: format, value: duration.wheelSeconds, unit: unit, minimum: minimum?.wheelSeconds,
            maximum: maximum?.wheelSeconds)
    }

    /// Creates a picker for a date (`YYYY-MM-DD`, `YYYY-MM-DD 23:59`) from `WheelDate`s.
    ///
    /// ```swift
    /// let picker = WheelPicker(title: "Maintenance", format: try WheelFormat("YYYY-MM-DD 23:59"),
    ///                          date: WheelDate(year: 2026, month: 12, day: 1, hour: 22))
    /// if let start = try await picker.run().date { print(start) }   // 2026-12-01 22:00:00
    /// ```
    ///
    /// - Parameters:
    ///   - title: Shown before the wheels and in the summary.
    ///   - format: Wheels with a date.
    ///   - date: The starting value.
    ///   - minimum: The earliest date Done accepts, if any.
    ///   - maximum: The latest date Done accepts, if any.
    public init(title: String, format: WheelFormat, date: WheelDate, minimum: WheelDate? = nil, maximum: WheelDate? = nil) {
        self.init(
            title: title, format: format, value: Double(date.secondsSince1970), minimum: minimum.map { Double($0.secondsSince1970) },
            maximum: maximum.map { Double($0.secondsSince1970) })
    }

    /// The value on the wheels as a `Duration` (seconds for times), or nil when the value is not finite.
    public var duration: Duration? { Duration(wheelSeconds: state.value) }

    /// The value on the wheels as a date, for formats with a date (`WheelFormat.Kind.date`,
    /// `.dateAndTime`); nil for other formats.
    public var date: WheelDate? {
        state.format.kind == .date || state.format.kind == .dateAndTime ? WheelDate(wheelSeconds: state.value) : nil
    }
}

extension PromptResult where Value == Double {
    /// The chosen value of a ``WheelPicker`` as a `Duration` (seconds for times and dates), or
    /// nil when nothing was chosen.
    public var duration: Duration? { value.flatMap { Duration(wheelSeconds: $0) } }

    /// The chosen value of a date ``WheelPicker`` (seconds since 1970-01-01 UTC) as a `WheelDate`,
    /// or nil when nothing was chosen.
    public var date: WheelDate? { value.flatMap { WheelDate(wheelSeconds: $0) } }
}

extension Duration {
    /// A wheel's seconds as a duration: exact for whole seconds; nil for NaN and infinities.
    init?(wheelSeconds seconds: Double) {
        guard seconds.isFinite else { return nil }
        if seconds == seconds.rounded(.towardZero), abs(seconds) < 9e18 {
            self = .seconds(Int64(seconds))
        } else {
            self = .seconds(seconds)
        }
    }

    /// The duration in seconds, as the wheels count.
    var wheelSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

extension WheelDate {
    /// The date `seconds` after 1970-01-01 UTC (whole seconds), or nil when out of range.
    init?(wheelSeconds seconds: Double) {
        guard seconds.isFinite, abs(seconds) < 1e15 else { return nil }
        self.init(secondsSince1970: Int(seconds.rounded(.down)))
    }
}
