import ArgumentParser
import SelectionJSON
import SelectionKit
import SelectionScripting

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `sel form`: several questions as one form, read from a JSON document; prints every answer.
///
/// ```sh
/// eval "$(sel form deploy.json --output env)"
/// sel form - <<<'{"fields": [{"key": "name", "type": "input", "required": true}]}'
/// ```
struct FormCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "form",
        abstract: "Ask several questions as one form, read from a JSON document, and print the answers.",
        discussion: """
            The document (FILE, or - or nothing for standard input) is an object with an optional \
            "title" and "groups", each with an optional "title", an optional "when" and "fields" \
            (or "fields" at the top for one group). A field has a "key" (letters, digits and _), \
            a "title", a "type" and optionally a "description", a "default", "required", a \
            "pattern", "min"/"max", a "message" and a "when". Types: choose ("options" as sel \
            choose --json takes them, or "options_from": a command whose lines are the options, \
            run with the earlier answers in its environment), multi ("options"; "min"/"max" \
            picks), input and password ("placeholder"; "min"/"max" length), write \
            ("placeholder", "rows"), confirm ("affirmative", "negative"), number ("min", "max", \
            "step", "decimals", "unit"), wheel ("format" as sel wheel takes it, "unit"), date \
            ("min", "max" as YYYY-MM-DD), file ("directory", "globs", "directories"), table \
            ("columns", "rows") and note (text only). "when" shows a field or group only when an \
            earlier answer matches: {"field": "env", "equals": "prod"}, {"field": "env", \
            "one_of": ["a", "b"]} or {"field": "env", "is_set": true} (an array: all of them). \
            A default's {key} stands for an earlier answer.

            Keys: Enter or Tab to the next field (Enter opens a list, wheels or a calendar; \
            choosing moves on), Shift-Tab back, a click on any field of the page, Page Down and \
            Page Up between groups. A field whose answer fails a rule keeps the focus and says \
            why under it; the form finishes after its last field only when every field shown \
            passes, else it goes to the first that does not and names it. Esc closes an open \
            list, else asks whether to leave (y: exit 1).

            Output (--output): json (default), one object keyed by field, a field without an \
            answer null, a hidden field left out; env, KEY='value' lines for eval in sh (a \
            checklist's items one a line); tsv, KEY<tab>value lines (a checklist's items or a \
            table row's cells as more columns; tab, newline and backslash written \\t, \\n, \\\\).

            Plain mode (--plain, and always with TERM=dumb): each field shown asked in turn on \
            its own lines, with the same rules, conditions and output.

            A document that does not fit is refused before anything is drawn: the message names \
            the file, line and column and the value's path (groups[1].fields[2].type: unknown \
            kind "chose" (did you mean "choose"?)).

            Exit status: 0 answered; 1 left with Esc, or end of input with --plain; 2 usage, \
            document or environment error; 124 --timeout passed; 130 cancelled with Ctrl-C.
            """
    )

    /// How the answers are printed.
    enum Output: String, ExpressibleByArgument, CaseIterable {
        case json
        case env
        case tsv
    }

    @Argument(help: ArgumentHelp("The JSON document; - or nothing for standard input.", valueName: "file"))
    var file: String?

    @Option(help: "How the answers are printed: json, env or tsv.")
    var output: Output = .json

    @OptionGroup var options: PromptOptions

    func run() throws {
        let bytes = try readDocument()
        let document = try Self.document(from: bytes, named: file.flatMap { $0 == "-" ? nil : $0 } ?? "<stdin>")
        let form = Form(title: options.title ?? document.title, groups: document.groups)
        let result = try PromptAsking(
            options.interaction, timeout: options.timeout, in: "form", environment: ProcessInfo.processInfo.environment
        ).ask(form)
        if let status = ExitStatus.of(result) { throw ExitCode(status) }
        guard case .chosen(let answers) = result else { return }
        let written = FormAnswersOutput(fields: document.fields, answers: answers)
        let text: String
        switch output {
        case .json: text = written.json
        case .env: text = written.env
        case .tsv: text = written.tsv
        }
        try writeResult(Array(text.utf8), in: "form")
    }

    /// The document read and checked, or the first problem as `FILE:LINE:COLUMN: PATH: message`.
    static func document(from bytes: [UInt8], named name: String) throws -> FormDocument {
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            throw failure("\(name):\(error.line):\(error.column): \(error.message)", in: "form")
        }
        do {
            return try FormDocument(json)
        } catch {
            let (line, column) = JSONLocator.position(of: error.path, in: bytes) ?? (1, 1)
            let path = error.path.written
            throw failure("\(name):\(line):\(column): \(path.isEmpty ? "" : path + ": ")\(error.message)", in: "form")
        }
    }

    /// The file's bytes, or standard input's.
    private func readDocument() throws -> [UInt8] {
        if let file, file != "-" {
            guard let data = FileManager.default.contents(atPath: file) else { throw failure("cannot read \(file)", in: "form") }
            return Array(data)
        }
        do {
            return try StandardStreams.readAll(from: 0)
        } catch {
            throw failure("cannot read standard input: \(error)", in: "form")
        }
    }
}

/// The answers written as `sel form` prints them: every field shown, in order (a field hidden
/// by its `when` left out, a field shown without an answer null or empty).
struct FormAnswersOutput {
    /// The fields' keys with their conditions, in order.
    var fields: [(key: String, condition: FormCondition?, groupCondition: FormCondition?)]
    /// The form's answers.
    var answers: [FormAnswer]

    /// The fields shown, with their answers.
    var shown: [(key: String, value: FormValue?)] {
        var values: [String: FormValue] = [:]
        var shown: [(String, FormValue?)] = []
        for field in fields {
            guard field.groupCondition?.holds(for: values) ?? true, field.condition?.holds(for: values) ?? true else { continue }
            let value = answers[field.key]
            if let value { values[field.key] = value }
            shown.append((field.key, value))
        }
        return shown
    }

    /// One JSON object on one line.
    var json: String {
        let members = shown.map { key, value in JSONMember(key: key, value: value.map(Self.json) ?? .null) }
        return JSONValue.object(members).serialised + "\n"
    }

    private static func json(_ value: FormValue) -> JSONValue {
        switch value {
        case .text(let text): .string(text)
        case .flag(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .list(let items): .array(items.map { .string($0) })
        }
    }

    /// `key='value'` lines for `eval`; a list's items one a line.
    var env: String {
        shown.map { key, value in "\(key)=\(FormShell.quoted(Self.text(value, joiningListWith: "\n")))\n" }.joined()
    }

    /// `key<tab>value` lines; a list's items as more columns.
    var tsv: String {
        shown.map { key, value in
            var columns = [key]
            if case .list(let items)? = value { columns += items } else { columns.append(Self.text(value, joiningListWith: "\t")) }
            return columns.map { Self.escapedForTSV($0) }.joined(separator: "\t") + "\n"
        }.joined()
    }

    private static func text(_ value: FormValue?, joiningListWith separator: String) -> String {
        guard let value else { return "" }
        if case .list(let items) = value { return items.joined(separator: separator) }
        return value.description
    }

    private static func escapedForTSV(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\t": escaped += "\\t"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
