extension WheelState {
    /// Creates a picker showing the lowest value `format` can show (`000.00`, `00:00`,
    /// `0001-01-01`), focused on the first wheel. It cannot fail, unlike
    /// ``init(format:value:minimum:maximum:carries:)``: a picker handed a value that does not fit
    /// starts here instead.
    ///
    /// ```swift
    /// let state = WheelState(lowestOf: .minutesSeconds)
    /// state.text   // "00:00"
    /// ```
    ///
    /// - Parameters:
    ///   - format: the wheels.
    ///   - minimum: the lowest valid value, if any.
    ///   - maximum: the highest valid value, if any.
    ///   - carries: whether wrapping a wheel turns its left neighbour (default off, §13).
    public init(lowestOf format: WheelFormat, minimum: Double? = nil, maximum: Double? = nil, carries: Bool = false) {
        self.format = format
        self.rows = format.rows(forTicks: format.tickRange.lowerBound) ?? format.wheels.map(\.rows.lowerBound)
        self.focus = 0
        self.entry = nil
        self.carries = carries
        self.minimum = minimum
        self.maximum = maximum
    }
}
