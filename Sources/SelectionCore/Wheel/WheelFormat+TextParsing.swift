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
        var reader = TypedTextReader(text)
        var rows = Array(repeating: 0, count: wheels.count)
        var fieldPositions = Array(repeating: 0, count: segments.count)
        var elementIndex = 0
        while elementIndex < elements.count {
            switch elements[elementIndex] {
            case .separator(let separator):
                if separator == ".", !reader.nextIs("."), isFractionWheel(at: elementIndex + 1) {
                    // No decimal point: every decimal place is 0; skip them.
                    elementIndex += 1
                    while isFractionWheel(at: elementIndex) { elementIndex += 1 }
                    continue
                }
                guard reader.nextIs(separator) else {
                    return .failure(reader.failure(expected: "\"\(separator)\""))
                }
                reader.position += 1
                elementIndex += 1

            case .wheel(let wheel):
                let segmentIndex = wheels[wheel].segment
                fieldPositions[segmentIndex] = reader.position
                if let error = readWheel(wheel, from: &reader, into: &rows) { return .failure(error) }
                elementIndex += segments[segmentIndex].width
            }
        }
        if let extra = reader.next {
            return .failure(.unexpectedCharacter(extra, position: reader.position))
        }
        if let error = firstFieldOutOfRange(in: rows, fieldPositions: fieldPositions) { return .failure(error) }
        return .success(rows)
    }

    /// Whether the element at `elementIndex` is a wheel of decimal places.
    private func isFractionWheel(at elementIndex: Int) -> Bool {
        guard elementIndex < elements.count, case .wheel(let wheel) = elements[elementIndex] else { return false }
        return wheels[wheel].role == .fraction
    }

    /// Reads the field that starts at `wheel` (the whole segment for a number) into `rows`, or
    /// returns why the text does not fit it.
    private func readWheel(_ wheel: Int, from reader: inout TypedTextReader, into rows: inout [Int]) -> FormatError? {
        let segmentIndex = wheels[wheel].segment
        let segment = segments[segmentIndex]
        switch wheels[wheel].kind {
        case .text(let options):
            // The longest option that matches, so "[m|mi]" reads "mi" as mi.
            guard let match = reader.longestMatch(among: options) else {
                return reader.failure(expected: "one of " + options.joined(separator: ", "))
            }
            rows[wheel] = match.offset
            reader.position += match.element.count
        case .digit where segment.role == .fraction:
            // Decimal places may stop early: the rest are 0.
            if let digit = reader.nextDigit {
                rows[wheel] = digit
                reader.position += 1
            }
        case .digit:
            let strict = (segment.role == .minutes || segment.role == .seconds) && segmentIndex > 0
            let (value, count) = reader.readNumber(upTo: segment.width)
            if count == 0 || (strict && count < segment.width) {
                return reader.failure(expected: "a digit")
            }
            setSegment(segmentIndex, to: value, in: &rows)
        }
        return nil
    }

    /// The first field whose value is outside its limits, checked left to right but the day
    /// after the month and year it depends on.
    private func firstFieldOutOfRange(in rows: [Int], fieldPositions: [Int]) -> FormatError? {
        for index in segmentsDayLast where segments[index].isNumeric {
            let allowed = bounds(ofSegment: index, in: rows)
            if !allowed.contains(segmentValue(index, in: rows)) {
                return .fieldOutOfRange(segments[index].role, position: fieldPositions[index], allowed: allowed)
            }
        }
        return nil
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

/// A position in typed text, with the spaces around the text left out.
private struct TypedTextReader {
    let characters: [Character]
    var position = 0
    var end: Int

    init(_ text: String) {
        characters = Array(text)
        end = characters.count
        while position < end, characters[position] == " " { position += 1 }
        while end > position, characters[end - 1] == " " { end -= 1 }
    }

    /// The character at the position, or nil at the end.
    var next: Character? { position < end ? characters[position] : nil }

    /// The value of the ASCII digit at the position, if there is one.
    var nextDigit: Int? {
        guard let next, next.isASCII, next.isNumber else { return nil }
        return next.wholeNumberValue
    }

    func nextIs(_ character: Character) -> Bool { next == character }

    /// The character found where `expected` should be, or `expected` missing at the end.
    func failure(expected: String) -> FormatError {
        if let next { return .unexpectedCharacter(next, position: position) }
        return .missing(expected, position: position)
    }

    /// The longest of `options` the text continues with (in any case), with its index.
    func longestMatch(among options: [String]) -> (offset: Int, element: String)? {
        let rest = characters[position..<end]
        return options.enumerated()
            .filter { WheelFormat.startsWithIgnoringCase(rest, $0.element) }
            .max { $0.element.count < $1.element.count }
    }

    /// Reads up to `limit` digits as a whole number; returns it and how many digits were read.
    mutating func readNumber(upTo limit: Int) -> (value: Int, count: Int) {
        var value = 0
        var count = 0
        while count < limit, let digit = nextDigit {
            value = value * 10 + digit
            position += 1
            count += 1
        }
        return (value, count)
    }
}
