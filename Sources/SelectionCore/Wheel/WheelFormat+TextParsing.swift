// Typed entry in plain mode (`sel wheel --plain`): the text a user types, checked against
// every wheel's limits, with the position of the first problem.

extension WheelFormat {
    /// Reads a value typed as text, checking it against the wheels' limits.
    ///
    /// The text is the one ``string(for:)`` writes, with some leniency: spaces around it are
    /// ignored; a leading field (a whole number, the first time group, year, month, day) may
    /// drop its leading zeros (`1:23` for `59:59`, `2024-2-9`); decimal places may be left off
    /// from the right (`42.5`, `42` for `999.99`); text wheels match in any case. Minutes and
    /// seconds after a `:` need both digits, so `11:5` is not taken for 11:05 or 11:50.
    ///
    /// ```swift
    /// WheelFormat.minutesSeconds.parse("11:23")   // .success(683)
    /// WheelFormat.minutesSeconds.parse("11:73")   // .failure(.fieldOutOfRange(.seconds, position: 3, allowed: 0...59))
    /// ```
    ///
    /// - Returns: the value, or the first ``FormatError`` with its position in the text.
    public func parse(_ text: String) -> Result<Double, FormatError> {
        parseRows(text).map { value(of: $0) }
    }

    /// Reads typed text into wheel rows (text wheels included); see ``parse(_:)``.
    func parseRows(_ text: String) -> Result<[Int], FormatError> {
        let characters = Array(text)
        var position = 0
        var end = characters.count
        while position < end, characters[position] == " " { position += 1 }
        while end > position, characters[end - 1] == " " { end -= 1 }

        var rows = Array(repeating: 0, count: wheels.count)
        var fieldPositions = Array(repeating: 0, count: segments.count)
        var elementIndex = 0

        func isDigit(_ index: Int) -> Bool {
            index < end && characters[index].isASCII && characters[index].isNumber
        }
        func failure(expected: String) -> FormatError {
            position < end ? .unexpectedCharacter(characters[position], position: position) : .missing(expected, position: position)
        }

        while elementIndex < elements.count {
            switch elements[elementIndex] {
            case .separator(let separator):
                if separator == ".", position >= end || characters[position] != ".",
                    elementIndex + 1 < elements.count, case .wheel(let next) = elements[elementIndex + 1],
                    wheels[next].role == .fraction
                {
                    // No decimal point: every decimal place is 0; skip them.
                    elementIndex += 1
                    while elementIndex < elements.count, case .wheel(let wheel) = elements[elementIndex],
                        wheels[wheel].role == .fraction
                    {
                        elementIndex += 1
                    }
                    continue
                }
                guard position < end, characters[position] == separator else {
                    return .failure(failure(expected: "\"\(separator)\""))
                }
                position += 1
                elementIndex += 1

            case .wheel(let wheel):
                let segmentIndex = wheels[wheel].segment
                let segment = segments[segmentIndex]
                fieldPositions[segmentIndex] = position
                switch wheels[wheel].kind {
                case .text(let options):
                    // The longest option that matches, so "[m|mi]" reads "mi" as mi.
                    let rest = characters[position..<end]
                    let match = options.enumerated()
                        .filter { Self.startsWithIgnoringCase(rest, $0.element) }
                        .max { $0.element.count < $1.element.count }
                    guard let match else {
                        return .failure(failure(expected: "one of " + options.joined(separator: ", ")))
                    }
                    rows[wheel] = match.offset
                    position += match.element.count
                case .digit where segment.role == .fraction:
                    // Decimal places may stop early: the rest are 0.
                    if isDigit(position) {
                        rows[wheel] = characters[position].wholeNumberValue ?? 0
                        position += 1
                    }
                case .digit:
                    let strict = (segment.role == .minutes || segment.role == .seconds) && segmentIndex > 0
                    var value = 0
                    var count = 0
                    while count < segment.width, isDigit(position) {
                        value = value * 10 + (characters[position].wholeNumberValue ?? 0)
                        position += 1
                        count += 1
                    }
                    if count == 0 || (strict && count < segment.width) {
                        return .failure(failure(expected: "a digit"))
                    }
                    setSegment(segmentIndex, to: value, in: &rows)
                }
                elementIndex += segment.width
            }
        }
        if position < end {
            return .failure(.unexpectedCharacter(characters[position], position: position))
        }
        // Check fields left to right, but the day after the month and year it depends on.
        for index in segmentsDayLast where segments[index].isNumeric {
            let allowed = bounds(ofSegment: index, in: rows)
            if !allowed.contains(segmentValue(index, in: rows)) {
                return .failure(.fieldOutOfRange(segments[index].role, position: fieldPositions[index], allowed: allowed))
            }
        }
        return .success(rows)
    }

    /// Whether `text` starts with `option`, comparing character by character ignoring case (so
    /// a character whose lowercase is longer cannot shift what follows).
    static func startsWithIgnoringCase(_ text: ArraySlice<Character>, _ option: String) -> Bool {
        var index = text.startIndex
        for character in option {
            guard index < text.endIndex, text[index] == character || text[index].lowercased() == character.lowercased() else {
                return false
            }
            index += 1
        }
        return true
    }
}
