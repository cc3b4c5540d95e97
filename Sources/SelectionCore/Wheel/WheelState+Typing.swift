// Typed entry (docs/behaviour.md §8.2, DT-09 … DT-14) applied to digit wheels: digits fill the rest
// of the focused segment from the right, letters pick text options, separators jump.

extension WheelState {
    /// The part of a segment that typed digits fill: from `start` to the segment's end.
    private struct Run {
        /// The wheels of the run.
        var wheels: Range<Int>
        /// The segment the run belongs to.
        var segment: Int
        /// The number the wheels left of the run spell inside the segment.
        var prefix: Int
        /// 10^(number of wheels in the run).
        var scale: Int
        /// The lowest and highest values the run can take with that prefix.
        var low: Int
        var high: Int
    }

    private func run(from start: Int) -> Run {
        let segmentIndex = format.wheels[start].segment
        let segment = format.segments[segmentIndex]
        let bounds = segmentBounds(segmentIndex)
        var prefix = 0
        for wheel in segment.wheels.lowerBound..<start { prefix = prefix * 10 + rows[wheel] }
        let scale = powerOfTen(segment.wheels.upperBound - start)
        return Run(
            wheels: start..<segment.wheels.upperBound, segment: segmentIndex, prefix: prefix, scale: scale,
            low: max(bounds.lowerBound - prefix * scale, 0), high: min(bounds.upperBound - prefix * scale, scale - 1)
        )
    }

    /// What a run shows when emptied: its lowest value, or 12 for a whole 12-hour clock's hours (DT-12).
    private func emptyValue(of run: Run) -> Int {
        let segment = format.segments[run.segment]
        return segment.role == .twelveHourHours && run.wheels.lowerBound == segment.wheels.lowerBound ? 12 : run.low
    }

    private mutating func setRun(_ run: Run, to value: Int) {
        format.setSegment(run.segment, to: run.prefix * run.scale + value, in: &rows)
        normalize()
    }

    /// Moves focus on after a completed entry: to the next segment, or back to the start of
    /// the run when it was the last segment (DT-18: "in a date-only field … focus stays").
    private mutating func advance(from run: Range<Int>) {
        entry = nil
        focus = firstWheelOfNextSegment(after: run.lowerBound) ?? run.lowerBound
    }

    /// Handles a typed character; `false` when it is rejected and nothing changed.
    mutating func type(_ character: Character) -> Bool {
        if case .text(let options) = format.wheels[focus].kind, typeLetter(character, options: options) {
            return true
        }
        if format.wheels[focus].isDigit, character.isASCII, let digit = character.wholeNumberValue {
            return typeDigit(digit)
        }
        return jump(past: character)
    }

    /// §8.2's algorithm on the run from the focused wheel (or the entry in progress) to the end
    /// of its segment.
    private mutating func typeDigit(_ digit: Int) -> Bool {
        let start = entry?.wheels.lowerBound ?? focus
        let typed = (entry?.typed ?? "") + String(digit)
        let run = run(from: start)
        let number = Int(typed) ?? 0
        var value: Int
        let isComplete: Bool
        if number > run.high {
            // DT-11: overflow starts over with just this digit, which completes the run.
            guard digit >= run.low, digit <= run.high else { return false }
            value = digit
            isComplete = true
        } else {
            value = number
            isComplete = number * 10 > run.high || typed.count >= run.wheels.count  // DT-10
        }
        if value < run.low {
            // A complete entry below the lowest value (month "00") can never be valid; a pending
            // one (month "0") shows the lowest value and waits for the next digit (DT-12).
            guard !isComplete else { return false }
            value = emptyValue(of: run)
        }
        setRun(run, to: value)
        if isComplete {
            advance(from: run.wheels)
        } else {
            entry = WheelEntry(wheels: run.wheels, typed: typed)
            focus = run.wheels.upperBound - 1
        }
        return true
    }

    /// DT-13: the first letters of an option, in any case, choose it; a unique match advances.
    private mutating func typeLetter(_ character: Character, options: [String]) -> Bool {
        func matches(_ prefix: String) -> [Int] {
            options.indices.filter { options[$0].lowercased().hasPrefix(prefix.lowercased()) }
        }
        var typed = (entry?.typed ?? "") + String(character)
        var candidates = matches(typed)
        if candidates.isEmpty {
            typed = String(character)
            candidates = matches(typed)
        }
        guard let first = candidates.first else { return false }
        rows[focus] = candidates.first { options[$0].lowercased() == typed.lowercased() } ?? first
        if candidates.count == 1 {
            advance(from: focus..<focus + 1)
        } else {
            entry = WheelEntry(wheels: focus..<focus + 1, typed: typed)
        }
        return true
    }

    /// A typed separator moves focus to the first wheel after the next such separator.
    private mutating func jump(past separator: Character) -> Bool {
        guard let here = format.elements.firstIndex(of: .wheel(focus)),
            let mark = format.elements[(here + 1)...].firstIndex(of: .separator(separator)),
            let target = format.elements[(mark + 1)...].lazy.compactMap({ element -> Int? in
                if case .wheel(let index) = element { index } else { nil }
            }).first
        else { return false }
        entry = nil
        focus = target
        return true
    }

    /// DT-14 adapted to wheels: drop the last digit of the run; an empty remainder, or one that
    /// reads 0, empties the run to its lowest value. A run already empty moves focus to the start
    /// of its segment, or to the start of the previous segment. A text wheel goes back to its
    /// first option.
    mutating func deleteBackward() {
        if case .text = format.wheels[focus].kind {
            if entry != nil || rows[focus] != 0 {
                rows[focus] = 0
                entry = nil
            } else {
                moveBack()
            }
            return
        }
        let start = entry?.wheels.lowerBound ?? focus
        let run = run(from: start)
        let current = format.segmentValue(run.segment, in: rows) - run.prefix * run.scale
        if entry == nil, current == emptyValue(of: run) {
            moveBack()
            return
        }
        // The digits as shown (minute 8 reads "08"), or as typed while an entry is in progress.
        var digits = entry?.typed ?? String(current)
        while entry == nil, digits.count < run.wheels.count { digits = "0" + digits }
        let remainder = String(digits.dropLast())
        let number = Int(remainder) ?? 0
        if number == 0 {
            setRun(run, to: emptyValue(of: run))
            entry = nil
            focus = run.wheels.lowerBound
        } else {
            setRun(run, to: max(number, run.low))
            entry = WheelEntry(wheels: run.wheels, typed: String(number))
            focus = run.wheels.upperBound - 1
        }
    }

    /// Backspace on an empty run: to the start of its segment, else of the previous segment.
    private mutating func moveBack() {
        entry = nil
        let segmentIndex = format.wheels[focus].segment
        let segmentStart = format.segments[segmentIndex].wheels.lowerBound
        if focus > segmentStart {
            focus = segmentStart
        } else if segmentIndex > 0 {
            focus = format.segments[segmentIndex - 1].wheels.lowerBound
        }
    }
}
