import ArgumentParser

/// `--no-mouse`, for every command that opens the terminal.
struct MouseOptions: ParsableArguments {
    @Flag(name: .customLong("no-mouse"), help: "Do not turn on mouse reporting.")
    var noMouse = false

    /// Whether the session reports the mouse.
    var usesMouse: Bool { !noMouse }
}

/// `--plain`, `--accessible` and `--no-mouse`: how every interactive command (`choose`, `wheel`,
/// `menu`, `number`, `confirm`) meets the user.
struct InteractionOptions: ParsableArguments {
    @Flag(help: "Ask line by line with a typed answer (automatic with TERM=dumb).")
    var plain = false

    @Flag(help: "Keep the terminal cursor on the highlighted item or focused field, for screen readers.")
    var accessible = false

    @OptionGroup var mouse: MouseOptions

    /// Whether to ask in line mode: `--plain`, or a terminal that cannot draw (`TERM=dumb`).
    func usesLineMode(environment: [String: String]) -> Bool {
        plain || environment["TERM"] == "dumb"
    }
}

/// `--timeout` in seconds, ending with status 124 (`choose`, `wheel`, `menu`, `number`;
/// `confirm` takes gum's form and meaning instead).
struct TimeoutOption: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Give up after this many seconds (exit 124).", valueName: "seconds"),
        transform: Seconds.duration(from:))
    var timeout: Duration?
}

/// The options the titled prompt commands share (`choose`, `wheel`, `number`): the title, how
/// the user is met and a time limit.
struct PromptOptions: ParsableArguments {
    @Option(help: "The title shown before the prompt.")
    var title: String?

    @OptionGroup var interaction: InteractionOptions

    @OptionGroup var limit: TimeoutOption

    /// `--plain`.
    var plain: Bool { interaction.plain }
    /// `--accessible`.
    var accessible: Bool { interaction.accessible }
    /// `--no-mouse`.
    var mouse: MouseOptions { interaction.mouse }
    /// `--timeout`.
    var timeout: Duration? { limit.timeout }

    /// Whether to ask in line mode: `--plain`, or a terminal that cannot draw (`TERM=dumb`).
    func usesLineMode(environment: [String: String]) -> Bool {
        interaction.usesLineMode(environment: environment)
    }
}

/// `--read0` / `--print0`, for the commands that read records and print some back (`choose`, `filter`).
struct RecordOptions: ParsableArguments {
    @Flag(help: "Read items separated by NUL bytes instead of newlines.")
    var read0 = false

    @Flag(help: "End each printed item with a NUL byte instead of a newline.")
    var print0 = false

    /// The byte that separates input records.
    var inputSeparator: UInt8 { read0 ? 0 : 0x0A }
    /// The byte printed after each output record.
    var outputTerminator: UInt8 { print0 ? 0 : 0x0A }
}

/// The one conversion of a number of seconds from the command line (`--timeout`).
enum Seconds {
    /// The longest time accepted: a billion seconds, about 31 years.
    static let maximum: Double = 1_000_000_000

    /// `text` as a duration: a finite number of seconds above 0 and at most ``maximum``,
    /// rounded up to the millisecond.
    ///
    /// - Throws: `ValidationError` saying what is wrong, in seconds (`inf`, `nan`, `-1`, `1e17`).
    static func duration(from text: String) throws -> Duration {
        guard let seconds = Double(text.trimmingSpaces) else { throw ValidationError("not a number of seconds") }
        guard seconds.isFinite else { throw ValidationError("not a finite number of seconds") }
        guard seconds > 0 else { throw ValidationError("the time must be more than 0 seconds") }
        guard seconds <= maximum else { throw ValidationError("the time must be at most \(Int(maximum)) seconds (about 31 years)") }
        return .milliseconds(Int64((seconds * 1000).rounded(.up)))
    }
}

extension String {
    /// Without spaces at either end.
    fileprivate var trimmingSpaces: Substring {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}
