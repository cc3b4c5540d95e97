/// Turns a pattern string into a ``WheelFormat`` (the language is documented there).
///
/// Two passes: the characters become tokens (digit runs, date fields, separators, text
/// wheels), then the tokens are matched against the three shapes a pattern can have — a date
/// with an optional clock, a time, or a number — each followed by optional text wheels.
struct WheelPatternParser {
    /// One meaningful piece of a pattern.
    enum Token: Equatable {
        case digits(String)
        case dateField(WheelRole, String)
        case separator(Character)
        case choice([String])
    }

    /// A token and the character position where it starts.
    struct Located: Equatable {
        var token: Token
        var position: Int
    }

    /// A segment waiting to become wheels, once the shape of the whole pattern is known.
    private enum Part {
        case digits(String, at: Int, role: WheelRole)
        case fraction(String, at: Int)
        case separator(Character)
        case text([String], at: Int, role: WheelRole)
    }

    /// More digits than this would make the largest value inexact as a `Double` (2^53 ≈ 9.007e15).
    static let maximumDigits = 15
    private static let largestExactTicks = 9_007_199_254_740_992

    let pattern: String
    private var tokens: [Located] = []
    private var index = 0

    init(pattern: String) {
        self.pattern = pattern
    }

    // MARK: - Tokens

    private func error(_ position: Int, _ problem: PatternError.Problem) -> PatternError {
        PatternError(pattern: pattern, position: position, problem: problem)
    }

    /// Splits the pattern into tokens.
    func tokenize() throws(PatternError) -> [Located] {
        let characters = Array(pattern)
        var result: [Located] = []
        var position = 0
        while position < characters.count {
            let character = characters[position]
            let start = position
            if character.isASCII, character.isNumber {
                let run = try digitRun(in: characters, from: &position)
                result.append(Located(token: .digits(run), position: start))
            } else if character == "Y" || character == "M" || character == "D" {
                var run = ""
                while position < characters.count, characters[position] == character {
                    run.append(character)
                    position += 1
                }
                switch run {
                case "YYYY": result.append(Located(token: .dateField(.year, run), position: start))
                case "MM": result.append(Located(token: .dateField(.month, run), position: start))
                case "DD": result.append(Located(token: .dateField(.day, run), position: start))
                default: throw error(start, .dateField(run))
                }
            } else if ":.-/ ".contains(character) {
                result.append(Located(token: .separator(character), position: start))
                position += 1
            } else if character == "[" {
                let options = try choiceOptions(in: characters, from: &position)
                result.append(Located(token: .choice(options), position: start))
            } else {
                throw error(start, .unexpectedCharacter(character))
            }
        }
        return result
    }

    /// Reads the run of digits at `position`: no leading zero, no more than ``maximumDigits``.
    private func digitRun(in characters: [Character], from position: inout Int) throws(PatternError) -> String {
        let start = position
        var run = ""
        while position < characters.count, characters[position].isASCII, characters[position].isNumber {
            run.append(characters[position])
            position += 1
        }
        if run.first == "0" { throw error(start, .leadingZero) }
        if run.count > Self.maximumDigits {
            throw error(start + Self.maximumDigits, .tooManyDigits(limit: Self.maximumDigits))
        }
        return run
    }

    /// Reads a text wheel's options, `[am|pm]`, from its `[` at `position` to past its `]`.
    private func choiceOptions(in characters: [Character], from position: inout Int) throws(PatternError) -> [String] {
        let start = position
        position += 1
        var options: [String] = []
        var option = ""
        var closed = false
        while position < characters.count {
            let inner = characters[position]
            position += 1
            if inner == "]" {
                closed = true
                break
            } else if inner == "|" {
                options.append(option)
                option = ""
            } else if inner == "[" {
                throw error(position - 1, .unexpectedCharacter(inner))
            } else {
                option.append(inner)
            }
        }
        guard closed else { throw error(start, .unclosedChoice) }
        options.append(option)
        if options.count < 2 || options.contains(where: \.isEmpty) { throw error(start, .tooFewOptions) }
        if options.contains(where: { $0.contains(" ") }) { throw error(start, .spaceInOption) }
        var seen: Set<String> = []
        for option in options where !seen.insert(option.lowercased()).inserted {
            throw error(start, .repeatedOption(option))
        }
        return options
    }

    // MARK: - Shapes

    private var current: Located? { index < tokens.count ? tokens[index] : nil }

    private func token(at offset: Int) -> Token? {
        index + offset < tokens.count ? tokens[index + offset].token : nil
    }

    /// The position of the current token, or the end of the pattern.
    private var position: Int { current?.position ?? pattern.count }

    /// Parses the whole pattern.
    mutating func parse() throws(PatternError) -> WheelFormat {
        tokens = try tokenize()
        guard !tokens.isEmpty else { throw error(0, .empty) }
        var parts: [Part] = []
        let kind: WheelFormat.Kind
        var timeRoles: [WheelRole] = []

        switch current?.token {
        case .dateField:
            try parseDate(into: &parts)
            if token(at: 0) == .separator(" "), case .digits = token(at: 1) {
                index += 1
                parts.append(.separator(" "))
                let groups = try timeGroups()
                let fraction = try fractionDigits()
                let hasDayPeriod = trailingDayPeriodPosition() != nil
                timeRoles = try clockRoles(groups, hasDayPeriod: hasDayPeriod)
                try appendTime(groups, roles: timeRoles, fraction: fraction, into: &parts)
                kind = .dateAndTime
            } else {
                kind = .date
            }
        case .digits:
            let groups = try timeGroups()
            let fraction = try fractionDigits()
            let dayPeriodPosition = trailingDayPeriodPosition()
            if groups.count == 1 {
                if let dayPeriodPosition { throw error(dayPeriodPosition, .dayPeriodWithoutTwelveHourClock) }
                timeRoles = [.integer]
                kind = .number
            } else if dayPeriodPosition != nil || groups[0].0 == "23" {
                // A clock: 23 hours, or 12 with AM/PM (see WheelFormat's discussion).
                timeRoles = try clockRoles(groups, hasDayPeriod: dayPeriodPosition != nil)
                kind = .timeOfDay
            } else {
                timeRoles = groups.count == 3 ? [.hours, .minutes, .seconds] : [.minutes, .seconds]
                kind = .duration
            }
            try appendTime(groups, roles: timeRoles, fraction: fraction, into: &parts)
        default:
            throw error(position, .expected("digits or a date field (YYYY, MM, DD)"))
        }

        try parseTextWheels(into: &parts)
        return try build(parts, kind: kind, hasSeconds: timeRoles.last == .seconds)
    }

    /// `YYYY`, `MM` and `DD` in any order, joined by `-`, `/` or `.`.
    private mutating func parseDate(into parts: inout [Part]) throws(PatternError) {
        var seen: Set<WheelRole> = []
        for field in 0..<3 {
            if field > 0 {
                guard case .separator(let separator) = current?.token, "-/.".contains(separator) else {
                    throw error(position, .expected("\"-\", \"/\" or \".\" and the next date field"))
                }
                index += 1
                parts.append(.separator(separator))
            }
            guard let located = current, case .dateField(let role, let text) = located.token else {
                throw error(position, .expected("a date field (YYYY, MM, DD)"))
            }
            index += 1
            guard seen.insert(role).inserted else { throw error(located.position, .repeatedDateField(text)) }
            parts.append(.digits(role == .year ? "9999" : role == .month ? "12" : "31", at: located.position, role: role))
        }
    }

    /// Digit runs joined by `:`, at most three.
    private mutating func timeGroups() throws(PatternError) -> [(String, Int)] {
        var groups: [(String, Int)] = []
        repeat {
            if !groups.isEmpty { index += 1 }  // the ":"
            guard let located = current, case .digits(let run) = located.token else {
                throw error(position, .expected("digits after \":\""))
            }
            if groups.count == 3 { throw error(located.position, .tooManyTimeGroups) }
            groups.append((run, located.position))
            index += 1
        } while current?.token == .separator(":")
        return groups
    }

    /// `.` and decimal places, if present.
    private mutating func fractionDigits() throws(PatternError) -> (String, Int)? {
        guard current?.token == .separator(".") else { return nil }
        index += 1
        guard let located = current, case .digits(let run) = located.token else {
            throw error(position, .expected("decimal places (9s) after \".\""))
        }
        index += 1
        if let wrong = run.firstIndex(where: { $0 != "9" }) {
            throw error(located.position + run.distance(from: run.startIndex, to: wrong), .partialRange(expected: "9"))
        }
        return (run, located.position)
    }

    /// The position of an `[AM|PM]` wheel among the trailing text wheels, without consuming them.
    private func trailingDayPeriodPosition() -> Int? {
        var probe = index
        while probe < tokens.count {
            if case .choice(let options) = tokens[probe].token, Self.isDayPeriod(options) {
                return tokens[probe].position
            }
            probe += 1
        }
        return nil
    }

    /// Whether a text wheel's options are AM and PM (in either order, any case).
    static func isDayPeriod(_ options: [String]) -> Bool {
        Set(options.map { $0.lowercased() }) == ["am", "pm"] && options.count == 2
    }

    /// The roles of a clock's groups, or an error when the groups are not a clock.
    private func clockRoles(_ groups: [(String, Int)], hasDayPeriod: Bool) throws(PatternError) -> [WheelRole] {
        let hours = groups[0].0
        let hoursRole: WheelRole
        if hasDayPeriod {
            guard hours == "12" else { throw error(groups[0].1, .clockHours) }
            hoursRole = .twelveHourHours
        } else {
            guard hours == "23" else { throw error(groups[0].1, .clockHours) }
            hoursRole = .hours
        }
        guard groups.count >= 2 else { throw error(position, .expected("\":\" and minutes")) }
        return groups.count == 3 ? [hoursRole, .minutes, .seconds] : [hoursRole, .minutes]
    }

    /// The parts of a time (or number) and its decimal places.
    private func appendTime(
        _ groups: [(String, Int)], roles: [WheelRole], fraction: (String, Int)?, into parts: inout [Part]
    ) throws(PatternError) {
        for (offset, (run, at)) in groups.enumerated() {
            if offset > 0 {
                guard run == "59" else { throw error(at, .partialRange(expected: "59")) }
                parts.append(.separator(":"))
            }
            parts.append(.digits(run, at: at, role: roles[offset]))
        }
        if let (run, at) = fraction {
            guard roles.last == .integer || roles.last == .seconds else { throw error(at - 1, .fractionNotAllowed) }
            parts.append(.separator("."))
            parts.append(.fraction(run, at: at))
        }
    }

    /// Text wheels after the value, each optionally after a space.
    private mutating func parseTextWheels(into parts: inout [Part]) throws(PatternError) {
        var sawDayPeriod = false
        var isFirst = true
        while let located = current {
            if located.token == .separator(" ") {
                index += 1
                parts.append(.separator(" "))
            } else if !isFirst {
                throw error(located.position, .adjacentTextWheels)
            }
            isFirst = false
            guard let choice = current, case .choice(let options) = choice.token else {
                throw error(
                    position, .expected(index < tokens.count ? "the end of the pattern or a text wheel" : "a text wheel after the space"))
            }
            index += 1
            let isDayPeriod = Self.isDayPeriod(options)
            let hasClockBefore = parts.contains { if case .digits(_, _, .twelveHourHours) = $0 { true } else { false } }
            if isDayPeriod && (sawDayPeriod || !hasClockBefore) {
                throw error(choice.position, .dayPeriodWithoutTwelveHourClock)
            }
            sawDayPeriod = sawDayPeriod || isDayPeriod
            parts.append(.text(options, at: choice.position, role: isDayPeriod ? .dayPeriod : .choice))
        }
    }

    // MARK: - Building

    private func build(_ parts: [Part], kind: WheelFormat.Kind, hasSeconds: Bool) throws(PatternError) -> WheelFormat {
        var elements: [WheelElement] = []
        var wheels: [Wheel] = []
        var segments: [WheelSegment] = []
        var fractionDigits = 0

        func addSegment(role: WheelRole, limit: Int, count: Int, kind: Wheel.Kind, at: Int, positions: (Int) -> Int) {
            let first = wheels.count
            let segment = segments.count
            for offset in 0..<count {
                let rows: ClosedRange<Int>
                if case .text = kind {
                    rows = 0...limit
                } else {
                    var power = 1
                    for _ in 0..<(count - offset - 1) { power *= 10 }
                    rows = 0...(offset == 0 ? limit / power : 9)
                }
                elements.append(.wheel(wheels.count))
                wheels.append(Wheel(kind: kind, role: role, segment: segment, rows: rows, patternPosition: positions(offset)))
            }
            segments.append(WheelSegment(role: role, wheels: first..<wheels.count, limit: limit))
        }

        for part in parts {
            switch part {
            case .digits(let run, let at, let role):
                addSegment(role: role, limit: Int(run) ?? 0, count: run.count, kind: .digit, at: at) { at + $0 }
            case .fraction(let run, let at):
                for offset in 0..<run.count {
                    addSegment(role: .fraction, limit: 9, count: 1, kind: .digit, at: at + offset) { _ in at + offset }
                    fractionDigits += 1
                }
            case .separator(let character):
                elements.append(.separator(character))
            case .text(let options, let at, let role):
                addSegment(role: role, limit: options.count - 1, count: 1, kind: .text(options: options), at: at) { _ in at }
            }
        }

        let unitTicks = Self.unitTicks(of: kind, hasSeconds: hasSeconds)
        var format = WheelFormat(
            pattern: pattern, kind: kind, elements: elements, wheels: wheels, segments: segments,
            fractionDigits: fractionDigits, unitTicks: unitTicks, rounding: kind == .date ? .down : .halfAwayFromZero,
            tickRange: 0...0
        )
        guard let lowest = format.extremeTicks(highest: false), let highest = format.extremeTicks(highest: true),
            highest <= Self.largestExactTicks, lowest >= -Self.largestExactTicks
        else {
            throw error(wheels.last?.patternPosition ?? 0, .tooManyDigits(limit: Self.maximumDigits))
        }
        format = WheelFormat(
            pattern: pattern, kind: kind, elements: elements, wheels: wheels, segments: segments,
            fractionDigits: fractionDigits, unitTicks: unitTicks, rounding: format.rounding, tickRange: lowest...highest
        )
        return format
    }

    /// The ticks one step of the last wheel is worth: a day for a date, a second or a minute for
    /// a clock, 1 otherwise.
    private static func unitTicks(of kind: WheelFormat.Kind, hasSeconds: Bool) -> Int {
        switch kind {
        case .date: 86_400
        case .timeOfDay, .dateAndTime: hasSeconds ? 1 : 60
        case .number, .duration: 1
        }
    }
}
