// Turning wheels, page steps, Home/End, and keeping every segment within its bounds.

extension WheelState {
    /// Turns wheel `index` one row up (`direction` 1) or down (−1), wrapping within the rows it
    /// offers now. With ``carries``, a wrap first turns the digit wheel on the left (a borrow or
    /// a carry), then lands on the lowest or highest row that wheel's new value allows, so
    /// 20 − 1 = 19 on a 23 clock and 1 March − 1 = 29 February 2024.
    mutating func turn(_ index: Int, direction: Int) {
        let available = availableRows(ofWheel: index)
        let next = rows[index] + direction
        if available.contains(next) {
            rows[index] = next
            normalize()
            return
        }
        if carries, let left = carryTarget(of: index) {
            turn(left, direction: direction)
        }
        let fresh = availableRows(ofWheel: index)
        rows[index] = direction > 0 ? fresh.lowerBound : fresh.upperBound
        normalize()
    }

    /// The wheel a carry out of wheel `index` goes to: the digit wheel on its left.
    private func carryTarget(of index: Int) -> Int? {
        guard index > 0, format.wheels[index].isDigit, format.wheels[index - 1].isDigit else { return nil }
        return index - 1
    }

    /// Pulls every segment back within its bounds, e.g. after the tens of a 23 clock went to 2
    /// under a 9 (29 → 23) or the month changed under day 31 (→ 30, 29 or 28).
    mutating func normalize() {
        for segment in format.segmentsDayLast where format.segments[segment].isNumeric {
            let bounds = segmentBounds(segment)
            let value = format.segmentValue(segment, in: rows)
            let clamped = min(max(value, bounds.lowerBound), bounds.upperBound)
            if clamped != value { format.setSegment(segment, to: clamped, in: &rows) }
        }
    }

    /// PageUp/PageDown: the focused segment by its DT-03 step, cycling within its bounds;
    /// minutes and seconds snap to multiples of the step (DT-04). Without a step, the focused
    /// wheel turns by one.
    mutating func page(direction: Int) {
        let segmentIndex = format.wheels[focus].segment
        let segment = format.segments[segmentIndex]
        guard let step = segment.pageStep else {
            turn(focus, direction: direction)
            return
        }
        let bounds = segmentBounds(segmentIndex)
        var value = format.segmentValue(segmentIndex, in: rows)
        var wrapped = 0
        if segment.role == .minutes || segment.role == .seconds {
            value += direction
            if value < bounds.lowerBound {
                value = bounds.upperBound
                wrapped = -1
            }
            value = direction > 0 ? -floorDivision(-value, step) * step : floorDivision(value, step) * step
            if value > bounds.upperBound {
                value = bounds.lowerBound
                wrapped = 1
            }
        } else {
            value += direction * step
            if value < bounds.lowerBound {
                value = bounds.upperBound - (bounds.lowerBound - value - 1)
                wrapped = -1
            } else if value > bounds.upperBound {
                value = bounds.lowerBound + (value - bounds.upperBound - 1)
                wrapped = 1
            }
        }
        if wrapped != 0, carries, let left = carryTarget(of: segment.wheels.lowerBound) {
            turn(left, direction: wrapped)
        }
        format.setSegment(segmentIndex, to: value, in: &rows)
        normalize()
    }

    /// Home/End: the focused segment to its lowest or highest value (DT-06). A 12-hour clock's
    /// hours go to 12 and 11, the first and last hours of the period.
    mutating func setSegmentToExtreme(highest: Bool) {
        let segmentIndex = format.wheels[focus].segment
        let bounds = segmentBounds(segmentIndex)
        let value: Int
        if format.segments[segmentIndex].role == .twelveHourHours {
            value = highest ? 11 : 12
        } else {
            value = highest ? bounds.upperBound : bounds.lowerBound
        }
        format.setSegment(segmentIndex, to: value, in: &rows)
        normalize()
    }
}
