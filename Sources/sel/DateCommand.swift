import ArgumentParser
import SelectionKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `sel date`: a month-grid calendar; prints the chosen day (ISO 8601 unless `--format`).
///
/// ```sh
/// day=$(sel date --min 2026-11-30 --disable weekends)
/// sel date --range --title Stay | { read -r start; read -r end; }
/// ```
struct DateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "date",
        abstract: "Pick a day (or a range) on a month calendar and print it.",
        discussion: """
            ←/→ move by a day, ↑/↓ by a week, PageUp/PageDown by a month, Shift+PageUp/PageDown by a \
            year, Home/End to the ends of the week, t today. Typing digits jumps to a date: \
            2026-12-24 (the dashes come by themselves); an impossible date (2026-02-30) is refused \
            with the reason. Days outside --min/--max cannot be reached; disabled days can be \
            highlighted but not chosen. Enter chooses; with --range, Enter on the first day and \
            again on the last. Esc drops a half-typed date, then a range's start, then cancels. \
            A click on a day chooses it; on ‹ or › turns the month.

            With --trigger TEXT (as sel menu --trigger) the calendar is a drop-down: a trigger line \
            shows TEXT (or the --value day) and Down, Up, Enter, Space or Alt+Down open the month \
            grid under it (above it when the room below is short); choosing a day closes it and \
            prints the day; Esc closes it without a change, and Esc on the closed trigger cancels.

            Output: the day as YYYY-MM-DD (ISO 8601), or as --format says (strftime's %Y %m %d %e \
            %j %F %A %a %B %b %u %%); with --range, the first and the last day on two lines.

            Plain mode (--plain, and always with TERM=dumb): the date typed as YYYY-MM-DD (a range \
            as two dates); an empty answer takes --value (or today).

            Exit status: 0 chosen; 1 cancelled with Esc, or end of input with --plain; 2 usage \
            or environment error; 124 --timeout passed; 130 cancelled with Ctrl-C.
            """
    )

    @Option(parsing: .unconditional, help: ArgumentHelp("The day highlighted first (default today).", valueName: "YYYY-MM-DD"))
    var value: String?

    @Option(name: .customLong("min"), help: ArgumentHelp("The first day that can be chosen.", valueName: "YYYY-MM-DD"))
    var minimum: String?

    @Option(name: .customLong("max"), help: ArgumentHelp("The last day that can be chosen.", valueName: "YYYY-MM-DD"))
    var maximum: String?

    @Option(
        name: .customLong("disable"),
        help: ArgumentHelp("Days that cannot be chosen: weekends, weekdays, or a weekday's name (repeatable).", valueName: "days"))
    var disabledDays: [String] = []

    @Option(name: .customLong("disable-date"), help: ArgumentHelp("A day that cannot be chosen (repeatable).", valueName: "YYYY-MM-DD"))
    var disabledDates: [String] = []

    @Flag(help: "Choose a first and a last day.")
    var range = false

    @Option(
        name: .customLong("week-start"),
        help: ArgumentHelp("The weekday the rows start on: a weekday's name, or locale (the default).", valueName: "day"))
    var weekStart = "locale"

    @Option(help: ArgumentHelp("How the day is printed, strftime-style (default %Y-%m-%d).", valueName: "format"))
    var format: String?

    @Option(
        help: ArgumentHelp(
            "Open the calendar from a trigger line showing this text until a day is chosen (or the --value day), as a drop-down's popover.",
            valueName: "text"))
    var trigger: String?

    @Flag(name: .customLong("show-help"), inversion: .prefixedNo, help: "Show the help line of keys.")
    var showsHelp = true

    @OptionGroup var options: PromptOptions

    func run() throws {
        let minimum = try minimum.map { try Self.day($0, option: "--min") }
        let maximum = try maximum.map { try Self.day($0, option: "--max") }
        if let minimum, let maximum, maximum < minimum {
            throw failure("--min \(minimum) is after --max \(maximum): no day could be chosen", in: "date")
        }
        let start = try value.map { try Self.day($0, option: "--value") }
        var weekdays: Set<Int> = []
        for name in disabledDays { weekdays.formUnion(try Self.weekdays(named: name)) }
        if weekdays.count == 7 { throw failure("--disable leaves no day that could be chosen", in: "date") }
        let dates = try Set(disabledDates.map { try Self.day($0, option: "--disable-date") })
        let firstWeekday = try weekStart == "locale" ? Self.localeFirstWeekday : Self.weekday(named: weekStart, option: "--week-start")
        if range, trigger != nil { throw failure("--trigger picks one day: it cannot be used with --range", in: "date") }
        if let format, let unknown = DateFormat(format).unknownConversion {
            throw failure("--format: \(unknown) is not a conversion sel date knows (%Y %m %d %e %j %F %A %a %B %b %u %%)", in: "date")
        }
        let configuration = CalendarConfiguration(
            minimum: minimum, maximum: maximum, disabledWeekdays: weekdays, disabledDates: dates, firstWeekday: firstWeekday,
            isRange: range)
        let state = CalendarState(configuration, today: DatePicker.localToday, value: start)
        let asking = PromptAsking(
            options.interaction, timeout: options.timeout, in: "date", environment: ProcessInfo.processInfo.environment)
        let chosen: [WheelDate]
        if range {
            let result = try asking.ask(DateRangePicker(title: options.title ?? "Dates", state: state, showsHelp: showsHelp))
            if let status = ExitStatus.of(result) { throw ExitCode(status) }
            guard case .chosen(let days) = result else { return }
            chosen = [days.lowerBound, days.upperBound]
        } else {
            let title = options.title ?? "Date"
            let picker =
                trigger.map { text in
                    DatePicker(
                        title: title, dropDown: CalendarDropDownState(state, value: start, placeholder: Sanitiser.sanitise(text)),
                        showsHelp: showsHelp)
                } ?? DatePicker(title: title, state: state, showsHelp: showsHelp)
            let result = try asking.ask(picker)
            if let status = ExitStatus.of(result) { throw ExitCode(status) }
            guard case .chosen(let day) = result else { return }
            chosen = [day]
        }
        let pattern = DateFormat(format ?? "%F")
        try writeResult(Array(chosen.map { pattern.text(of: $0) + "\n" }.joined().utf8), in: "date")
    }

    // MARK: Options

    /// `text` as a day, or a usage error naming `option` and why.
    static func day(_ text: String, option: String) throws -> WheelDate {
        switch CalendarDay.parse(text) {
        case .success(let date): return date
        case .failure(let problem): throw failure("\(option) " + CalendarPrompt.describe(problem), in: "date")
        }
    }

    /// The weekdays `name` stands for: `weekends`, `weekdays`, or one weekday (`sat`, `Saturday`).
    static func weekdays(named name: String) throws -> Set<Int> {
        switch name.lowercased() {
        case "weekends", "weekend": return [0, 6]
        case "weekdays": return [1, 2, 3, 4, 5]
        default: return [try weekday(named: name, option: "--disable")]
        }
    }

    /// 0 for Sunday … 6 for Saturday, from a name or its first three letters.
    static func weekday(named name: String, option: String) throws -> Int {
        let lowered = name.lowercased()
        if lowered.count >= 2,
            let index = CalendarView.weekdayNames.firstIndex(where: { $0.lowercased().hasPrefix(lowered) })
        {
            return index
        }
        throw failure("\(option) \"\(name)\" is not a weekday (sunday … saturday)", in: "date")
    }

    /// The locale's first weekday (Foundation's, 1 for Sunday), as 0 for Sunday … 6 for Saturday.
    static var localeFirstWeekday: Int {
        #if canImport(FoundationEssentials)
            return 1
        #else
            return (Calendar.current.firstWeekday + 6) % 7
        #endif
    }
}
