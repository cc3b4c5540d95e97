import ArgumentParser
import SelectionKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `sel input`: one line of text (gum `input`); prints the text typed.
///
/// ```sh
/// name=$(sel input --title Name --placeholder "your name" --min-length 2)
/// token=$(sel input --password --prompt "Token: ")
/// ```
struct InputCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "input",
        abstract: "Type one line of text and print it.",
        discussion: """
            The text is edited in place: ←/→ move, Alt-←/→ (Ctrl-←/→) by word, Home/End (Ctrl-A/\
            Ctrl-E) to the ends, Backspace/Delete, Ctrl-W, Ctrl-U and Ctrl-K delete. A paste is \
            typed at the caret, without its line breaks. With suggestions (--suggest, --suggestions), \
            the first one that starts with the text (ignoring case) is shown dimmed after it; Tab, \
            or → at the end, takes it, ↓/↑ show the next or previous one. Enter prints the text, \
            unless it is shorter than --min-length or does not match --pattern: the reason is shown \
            under the field and Enter does nothing until it is fixed. Esc cancels.

            Flags take gum input's names and meanings, except: --char-limit has no default (gum: \
            400) and 0 means no limit; --title, --pattern, --min-length and the suggestions are \
            sel's own. --password draws • for each character and leaves "(hidden)", never the \
            text, in the line left behind.

            Plain mode (--plain, and always with TERM=dumb): the title (or prompt) and the \
            starting value as a question on one line; an empty answer takes --value; an answer \
            refused is asked again with the reason. With --password the terminal's echo is \
            off while the answer is typed.

            Exit status: 0 text given; 1 cancelled with Esc, or end of input with --plain; 2 usage \
            or environment error; 124 --timeout passed; 130 cancelled with Ctrl-C.

            --history NAME (sel's own): ↑ recalls the text given before, ↓ the one after and at \
            last what was being typed (Ctrl-P/Ctrl-N then go through the suggestions); the text \
            given is kept as the newest of at most 1,000, one a line, in \
            $XDG_STATE_HOME/sel/history/NAME (else ~/.local/state/sel/history/NAME), written \
            under a lock to a file renamed over the old one.
            """
    )

    @Option(help: "Shown dimmed while the field is empty.")
    var placeholder: String?

    @Option(parsing: .unconditional, help: "The text at first.")
    var value = ""

    @Option(help: "Drawn before the text.")
    var prompt = "> "

    @Option(help: "A line shown above the field.")
    var header: String?

    @Option(name: .customLong("char-limit"), help: ArgumentHelp("The most characters the text may hold (0: no limit).", valueName: "n"))
    var characterLimit = 0

    @Option(name: .customLong("min-length"), help: ArgumentHelp("The fewest characters Enter accepts.", valueName: "n"))
    var minimumLength = 0

    @Option(help: ArgumentHelp("Enter accepts only a text that matches REGEX as a whole.", valueName: "regex"))
    var pattern: String?

    @Flag(help: "Draw • for each character; the text never shows on screen.")
    var password = false

    @Option(name: .customLong("suggest"), help: ArgumentHelp("A completion for the text (repeatable).", valueName: "text"))
    var suggested: [String] = []

    @Option(name: .customLong("suggestions"), help: ArgumentHelp("A file of completions, one a line.", valueName: "file"))
    var suggestionsFile: String?

    @Flag(name: .customLong("show-help"), inversion: .prefixedNo, help: "Show the help line of keys.")
    var showsHelp = true

    @Option(
        help: ArgumentHelp(
            "Recall the texts given before under NAME with ↑/↓, and keep this one (in $XDG_STATE_HOME/sel/history/NAME).",
            valueName: "name"))
    var history: String?

    @OptionGroup var options: PromptOptions

    @OptionGroup(title: "gum's style flags") var gumStyles: GumTextStyles

    func run() throws {
        if characterLimit < 0 { throw failure("--char-limit must be 0 or more", in: "input") }
        if minimumLength < 0 { throw failure("--min-length must be 0 or more", in: "input") }
        if characterLimit > 0, minimumLength > characterLimit {
            throw failure("--min-length \(minimumLength) is above --char-limit \(characterLimit): no text could be given", in: "input")
        }
        let validate = try pattern.map { try Self.check(matching: $0) }
        if history != nil, password { throw failure("--history with --password would keep secrets in a file", in: "input") }
        let environment = ProcessInfo.processInfo.environment
        let store = try history.map { name throws(CommandError) in try InputHistory(name: name, environment: environment) }
        var suggestions = suggested
        if let suggestionsFile { suggestions += try Self.lines(of: suggestionsFile) }
        var input = TextInput(
            options.title, value: value, placeholder: placeholder, prompt: prompt, header: header,
            characterLimit: characterLimit == 0 ? nil : characterLimit, minimumLength: minimumLength, isSecure: password,
            suggestions: suggestions, showsHelp: showsHelp, validate: validate)
        if let store { input = input.recalling(try store.entries()) }
        var asking = PromptAsking(options.interaction, timeout: options.timeout, in: "input", environment: environment)
        asking.themeAdjustment = try gumStyles.themeAdjustment(environment: environment, command: "INPUT")
        let result = try asking.ask(input)
        if let status = ExitStatus.of(result) { throw ExitCode(status) }
        guard case .chosen(let text) = result else { return }
        try store?.record(text)
        try writeResult(Array((text + "\n").utf8), in: "input")
    }

    /// The check of `--pattern`: the whole text must match; the message names the pattern.
    static func check(matching pattern: String) throws -> @Sendable (String) -> String? {
        do {
            _ = try Regex(pattern)
        } catch {
            throw failure("--pattern \"\(pattern)\" is not a regular expression: \(error)", in: "input")
        }
        return { text in
            guard let regex = try? Regex(pattern), (try? regex.wholeMatch(in: text)) != nil else {
                return "does not match \(pattern)"
            }
            return nil
        }
    }

    /// The non-empty lines of the file at `path`.
    static func lines(of path: String) throws -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw failure("cannot read --suggestions \(path)", in: "input")
        }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
    }
}
