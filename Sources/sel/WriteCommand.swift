import ArgumentParser
import SelectionKit
import SelectionTerminal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `sel write`: several lines of text (gum `write`); prints the text.
///
/// ```sh
/// message=$(sel write --header "Commit message" --max-lines 20)
/// ```
struct WriteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "write",
        abstract: "Type several lines of text and print them.",
        discussion: """
            Enter breaks the line; Ctrl-D, or Alt-Enter, finishes; Esc cancels. ↑/↓ move between \
            lines, Home/End (Ctrl-A) to the line's ends, and the text is edited as in sel input. \
            Ctrl-E opens $VISUAL or $EDITOR (else vi) on the text, and the text the editor leaves \
            comes back to be finished. A paste keeps its line breaks and tabs and is never read \
            as keys.

            Flags take gum write's names and meanings, except: --char-limit has no default (gum: \
            400) and 0 means no limit; gum finishes with Ctrl-D only.

            Plain mode (--plain, and always with TERM=dumb): the lines are read until one holding \
            only "." or the end of input.

            Exit status: 0 text given; 1 cancelled with Esc, or no line before the end of input \
            with --plain; 2 usage or environment error; 124 --timeout passed; 130 cancelled with \
            Ctrl-C.
            """
    )

    @Option(help: "Shown dimmed while the text is empty.")
    var placeholder: String?

    @Option(parsing: .unconditional, help: "The text at first.")
    var value = ""

    @Option(help: "A line shown above the text (as --title).")
    var header: String?

    @Option(name: .customLong("char-limit"), help: ArgumentHelp("The most characters, line breaks included (0: no limit).", valueName: "n"))
    var characterLimit = 0

    @Option(name: .customLong("max-lines"), help: ArgumentHelp("The most lines (0: no limit).", valueName: "n"))
    var maximumLines = 0

    @Option(help: ArgumentHelp("The rows of text shown.", valueName: "n"))
    var height = 5

    @Flag(name: .customLong("show-line-numbers"), help: "Start each row with its line's number.")
    var showsLineNumbers = false

    @Flag(name: .customLong("show-help"), inversion: .prefixedNo, help: "Show the help line of keys.")
    var showsHelp = true

    @Option(help: "Drawn before each row (gum's; default none, gum's is ┃).")
    var prompt: String?

    @Flag(name: .customLong("show-cursor-line"), help: "gum's highlight of the caret's line: accepted; sel shows the line by its caret.")
    var showsCursorLine = false

    @OptionGroup var options: PromptOptions

    @OptionGroup(title: "gum's style flags") var gumStyles: GumTextStyles

    func run() throws {
        if characterLimit < 0 { throw failure("--char-limit must be 0 or more", in: "write") }
        if maximumLines < 0 { throw failure("--max-lines must be 0 or more", in: "write") }
        if height < 1 { throw failure("--height must be 1 or more", in: "write") }
        let configuration = TextAreaConfiguration(
            characterLimit: characterLimit == 0 ? nil : characterLimit, maximumLines: maximumLines == 0 ? nil : maximumLines,
            visibleRows: height)
        let environment = ProcessInfo.processInfo.environment
        var asking = PromptAsking(options.interaction, timeout: options.timeout, in: "write", environment: environment)
        asking.themeAdjustment = try gumStyles.themeAdjustment(environment: environment, command: "WRITE")
        var text = value
        while true {
            var editor = TextAreaEditor(
                title: header ?? options.title, state: TextAreaState(text: text, configuration: configuration),
                placeholder: placeholder, showsLineNumbers: showsLineNumbers, opensEditor: true, showsHelp: showsHelp)
            editor.prompt = prompt.map { Sanitiser.sanitise($0) }
            editor.width = gumStyles.width.flatMap { $0 == 0 ? nil : $0 }
            let result = try asking.ask(TextAreaSession(editor: editor))
            if let status = ExitStatus.of(result) { throw ExitCode(status) }
            switch result {
            case .chosen(.submitted(let given)):
                try writeResult(Array((given + "\n").utf8), in: "write")
                return
            case .chosen(.openEditor(let current)):
                text = try Self.edit(current, environment: environment)
            default:
                return
            }
        }
    }

    /// `text` after `$VISUAL` or `$EDITOR` (else `vi`) edited it in a file of its own, on the
    /// terminal; the line break an editor adds at the end is taken off. An editor that fails
    /// leaves the text as it was.
    static func edit(_ text: String, environment: [String: String]) throws -> String {
        let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sel-write-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            try Data((text + "\n").utf8).write(to: file)
        } catch {
            throw failure("cannot write \(file.path) for the editor: \(error)", in: "write")
        }
        let status: Int32
        switch ForegroundCommand.run(editor + " \"$1\"", arguments: [file.path]) {
        case .success(let code): status = code
        case .failure(let error): throw failure("cannot run the editor \(editor): \(error)", in: "write")
        }
        guard status == 0, let data = FileManager.default.contents(atPath: file.path) else { return text }
        var edited = String(decoding: data, as: UTF8.self)
        if edited.hasSuffix("\n") { edited.removeLast() }
        return edited
    }
}
