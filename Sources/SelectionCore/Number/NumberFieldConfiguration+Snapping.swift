// The step grid (NUM-04 … NUM-07), in integers at one common scale so that no binary fraction
// ever enters the sum (NUM-06: "round to the step's number of decimals to remove binary
// floating-point error" is unnecessary when nothing is binary).

extension NumberFieldConfiguration {
    /// The numbers involved, as integers at one scale.
    private struct Grid {
        var scale: Int
        var anchor: Int
        var step: Int
        var minimum: Int?
        var maximum: Int?

        func number(_ units: Int) -> DecimalNumber { DecimalNumber(significand: units, scale: scale) }
    }

    private func grid(with numbers: [DecimalNumber], step: DecimalNumber) -> (Grid, [Int])? {
        let scale = ([step.scale, minimum?.scale ?? 0, maximum?.scale ?? 0] + numbers.map(\.scale)).max() ?? 0
        guard let stepUnits = step.significand(atScale: scale) else { return nil }
        var converted: [Int] = []
        for number in numbers {
            guard let units = number.significand(atScale: scale) else { return nil }
            converted.append(units)
        }
        let minimumUnits = minimum.flatMap { $0.significand(atScale: scale) }
        let maximumUnits = maximum.flatMap { $0.significand(atScale: scale) }
        if (minimum != nil && minimumUnits == nil) || (maximum != nil && maximumUnits == nil) { return nil }
        return (Grid(scale: scale, anchor: minimumUnits ?? 0, step: stepUnits, minimum: minimumUnits, maximum: maximumUnits), converted)
    }

    /// NUM-06 `snap(v)`: the nearest value on the grid anchored at the minimum (or 0), a half
    /// rounding away from the anchor; below the minimum → the minimum; above the maximum → the
    /// largest grid value ≤ the maximum (so the maximum itself may be unreachable).
    ///
    /// ```swift
    /// let c = NumberFieldConfiguration(minimum: DecimalNumber(1), maximum: DecimalNumber(10), step: DecimalNumber(2))
    /// c.snapped(DecimalNumber(10))   // 9 (NUM-V7)
    /// ```
    public func snapped(_ value: DecimalNumber) -> DecimalNumber {
        snapped(value, step: step)
    }

    func snapped(_ value: DecimalNumber, step: DecimalNumber) -> DecimalNumber {
        guard let (grid, units) = grid(with: [value], step: step), let v = units.first else { return value }
        return grid.number(snap(v, grid))
    }

    private func snap(_ v: Int, _ grid: Grid) -> Int {
        let distance = v - grid.anchor
        var quotient = distance / grid.step  // toward zero, i.e. toward the anchor
        let remainder = distance - quotient * grid.step
        if remainder.magnitude * 2 >= grid.step.magnitude, remainder != 0 { quotient += distance < 0 ? -1 : 1 }
        var result = grid.anchor + quotient * grid.step
        if let minimum = grid.minimum, result < minimum { result = minimum }
        if let maximum = grid.maximum, result > maximum {
            result = grid.anchor + floorDivision(maximum - grid.anchor, grid.step) * grid.step
        }
        return result
    }

    /// NUM-04 / NUM-05: the next grid value strictly above (`direction` 1) or below (−1) `value`
    /// by `step`; from no value, the minimum (up) or maximum (down), or 0, snapped. A page step
    /// moves by its amount and snaps onto the step's grid. The result is clamped, so at a bound
    /// it is the value itself (NUM-09).
    func stepped(_ value: DecimalNumber?, direction: Int, by step: DecimalNumber) -> DecimalNumber {
        guard let value else {
            let start = (direction > 0 ? minimum : maximum) ?? DecimalNumber(0)
            return snapped(start)
        }
        guard let (grid, units) = grid(with: [value, step], step: self.step), let v = units.first, let amount = units.last else {
            return value
        }
        if amount != grid.step {
            // A page step moves by its amount, then lands on the step's grid.
            let (moved, overflow) = v.addingReportingOverflow(direction * amount)
            return overflow ? value : grid.number(snap(moved, grid))
        }
        let snappedFirst = snap(v, grid)
        if direction > 0 ? snappedFirst > v : snappedFirst < v { return grid.number(snappedFirst) }
        let (moved, overflow) = v.addingReportingOverflow(direction * grid.step)
        return overflow ? value : grid.number(snap(moved, grid))
    }
}
