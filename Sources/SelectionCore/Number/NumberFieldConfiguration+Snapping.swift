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
        // Every sum below stays under 10^18 when each term is under 10^17: no overflow anywhere.
        let limit = Self.gridLimit
        guard ([stepUnits] + converted + [minimumUnits, maximumUnits].compactMap { $0 }).allSatisfy({ $0.magnitude < limit }) else {
            return nil
        }
        return (Grid(scale: scale, anchor: minimumUnits ?? 0, step: stepUnits, minimum: minimumUnits, maximum: maximumUnits), converted)
    }

    /// The largest magnitude, in units of the finest decimal place involved, that stepping and
    /// snapping handle: 10^17. Beyond it (a bound of 10^15 with a step of 0.001) a step or a snap
    /// leaves the number as it is; ``fitsPrecision`` says whether a configuration is within it.
    static let gridLimit: UInt = 100_000_000_000_000_000

    /// Whether the bounds and steps, written at the finest decimal place among them, stay under
    /// 10^17 units, so that every step and snap is exact. `sel number` refuses a configuration that does not.
    package var fitsPrecision: Bool {
        grid(with: [pageStep], step: step) != nil
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

    /// The snapped value, or `v` itself in the (15-digit-bounded, so far-fetched) case of an overflow.
    private func snap(_ v: Int, _ grid: Grid) -> Int {
        let (distance, overflow) = v.subtractingReportingOverflow(grid.anchor)
        guard !overflow else { return v }
        var quotient = distance / grid.step  // toward zero, i.e. toward the anchor
        let remainder = distance - quotient * grid.step
        if remainder.magnitude >= grid.step.magnitude - remainder.magnitude, remainder != 0 { quotient += distance < 0 ? -1 : 1 }
        let (offset, overflow2) = quotient.multipliedReportingOverflow(by: grid.step)
        let (sum, overflow3) = grid.anchor.addingReportingOverflow(offset)
        guard !overflow2, !overflow3 else { return v }
        var result = sum
        if let minimum = grid.minimum, result < minimum { result = minimum }
        if let maximum = grid.maximum, result > maximum {
            let (room, overflow4) = maximum.subtractingReportingOverflow(grid.anchor)
            guard !overflow4 else { return maximum }
            result = grid.anchor + floorDivision(room, grid.step) * grid.step
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
