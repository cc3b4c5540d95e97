import ArgumentParser
import SelectionTerminal
import SelectionUI

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `sel confirm`: a yes/no question; the answer is the exit status (0 yes, 1 no), as
/// `gum confirm` scripts expect.
///
/// ```sh
/// sel confirm "Deploy to production?" && ./deploy
/// sel confirm --default no --affirmative Delete --negative Keep "Delete 3 files?" || exit
/// ```
struct ConfirmCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "confirm",
        abstract: "Ask a yes/no question; the answer is the exit status.",
        discussion: """
            The two answers are shown side by side under the question, the default highlighted. \
            Keys: ←/→ (h/l) pick an answer, ↑/↓ and Tab switch, Enter gives the highlighted one, \
            y answers yes and n (or q) no at once, Esc cancels. A click on an answer gives it. \
            Keys are read from /dev/tty and the question is drawn there.

            --timeout gives the highlighted answer (at first the default) when the time is up, as \
            gum confirm does — not status 124 as in other sel commands.

            Plain mode (--plain, and always with TERM=dumb): the question on one line with [Y/n] \
            or [y/N]; an empty answer takes the default; asked again until the answer is y, yes, n, \
            no or a label; end of input is no.

            Exit status: 0 yes; 1 no, or cancelled with Esc; 2 usage or environment error \
            (bad option, no terminal); 130 cancelled with Ctrl-C.
            """
    )

    @Argument(help: "The question.")
    var question = "Are you sure?"

    @Option(name: .customLong("default"), help: ArgumentHelp("The answer highlighted first: yes or no.", valueName: "yes|no"))
    var defaultAnswer: Answer = .yes

    @Option(help: ArgumentHelp("The affirmative answer's label.", valueName: "label"))
    var affirmative = "Yes"

    @Option(help: ArgumentHelp("The negative answer's label.", valueName: "label"))
    var negative = "No"

    @Option(help: ArgumentHelp("Give the highlighted answer after this long: seconds, or 500ms, 30s, 2m.", valueName: "duration"))
    var timeout: TimeoutDuration?

    @Flag(name: .customLong("show-output"), help: "Also print the question and the answer given on standard output.")
    var showsOutput = false

    @Flag(name: .customLong("show-help"), inversion: .prefixedNo, help: "Show the help line of keys.")
    var showsHelp = true

    @OptionGroup var interaction: InteractionOptions

    func validate() throws {
        if affirmative.isEmpty { throw ValidationError("--affirmative must not be empty.") }
        if negative.isEmpty { throw ValidationError("--negative must not be empty.") }
    }

    func run() throws {
        var prompt = Confirm(
            question, default: defaultAnswer == .yes, affirmative: affirmative, negative: negative,
            timeout: timeout?.duration)
        prompt.showsHelp = showsHelp
        // The prompt's own time limit gives the highlighted answer, as gum does, rather than 124.
        var asking = PromptAsking(interaction, timeout: nil, in: "confirm", environment: ProcessInfo.processInfo.environment)
        asking.leavesSummary = false
        let answer: Bool
        switch try asking.ask(prompt) {
        case .chosen(let given): answer = given
        case .cancelled: answer = false
        case .timedOut: answer = defaultAnswer == .yes
        case .interrupted: throw ExitCode(ExitStatus.interrupted)
        }
        if showsOutput {
            try writeResult(Array((question + " " + (answer ? affirmative : negative) + "\n").utf8), in: "confirm")
        }
        if !answer { throw ExitCode(ExitStatus.dismissed) }
    }

    /// `--default`'s values.
    enum Answer: String, ExpressibleByArgument, CaseIterable {
        case yes, no

        init?(argument: String) {
            switch argument.lowercased() {
            case "yes", "y", "true": self = .yes
            case "no", "n", "false": self = .no
            default: return nil
            }
        }
    }
}

/// A time span given as seconds (`2.5`) or with a unit as gum takes it (`500ms`, `30s`, `2m`).
struct TimeoutDuration: ExpressibleByArgument {
    /// The span.
    var duration: Duration

    init?(argument: String) {
        let units: [(suffix: String, seconds: Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600)]
        var number = argument
        var scale = 1.0
        for unit in units where argument.hasSuffix(unit.suffix) {
            number = String(argument.dropLast(unit.suffix.count))
            scale = unit.seconds
            break
        }
        guard let value = Double(number), value.isFinite, value > 0, value * scale <= 1_000_000_000 else { return nil }
        duration = .milliseconds(Int64((value * scale * 1000).rounded(.up)))
    }

    static var defaultCompletionKind: CompletionKind { .default }
}
