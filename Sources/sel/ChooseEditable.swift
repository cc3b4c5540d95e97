import ArgumentParser
import SelectionCore
import SelectionTerminal
import SelectionUI

// `sel choose --editable`: the items are suggestions for a text field (an editable combobox,
// docs/behaviour.md §5). fzf's nearest is `--print-query` (the query printed before the
// choice); gum has none. Here the answer is one line: the suggestion taken, byte for byte as it
// was read, or the text as typed when none is highlighted.
extension ChooseCommand {
    /// The options that do not combine with `--editable`.
    func validateEditable() throws {
        if readOnly, !editable { throw ValidationError("--read-only needs --editable.") }
        guard editable else { return }
        let refused: [(Bool, String)] = [
            (json, "--json"), (delimiter != nil, "--delimiter"), (limit != nil, "--limit"), (cursor != nil, "--cursor"),
            (scripting.expect != nil, "--expect"), (!scripting.bind.isEmpty, "--bind"), (scripting.printsQuery, "--print-query"),
            (selectIfOne, "--select-if-one"),
        ]
        if let (_, name) = refused.first(where: { $0.0 }) {
            throw ValidationError("--editable does not take \(name): the answer is the text or the suggestion taken.")
        }
        if !selected.isEmpty, !multi {
            throw ValidationError("--selected with --editable needs --multi (the chips); use --query for the text.")
        }
    }

    /// Runs the combobox and prints the answers, one per line.
    func runEditable(_ asking: PromptAsking) async throws {
        let lines = try editableLines()
        let labels = lines.map { String(decoding: $0, as: UTF8.self) }
        if asking.usesLineMode {
            throw failure("--editable needs a terminal to draw on (not --plain or TERM=dumb)", in: "choose", status: ExitStatus.usage)
        }
        let configuration = ComboBoxConfiguration(isMultiple: multi, isReadOnly: readOnly)
        let combo = ComboBox(prompt.title, options: labels, text: scripting.query ?? "", chips: selected, configuration: configuration)
        var asking = asking
        asking.presentation = .inline
        asking.noTerminalHint = "the keys come from /dev/tty"
        let result = try await asking.askOnTerminal(combo)
        if let status = ExitStatus.ofChoice(result) { throw ExitCode(status) }
        guard case .chosen(let answers) = result else { return }
        var bytes: [UInt8] = []
        for answer in answers {
            // A suggestion is printed as it was read; typed text as typed.
            bytes += labels.firstIndex(of: answer).map { lines[$0] } ?? Array(answer.utf8)
            bytes.append(records.outputTerminator)
        }
        try writeResult(bytes, in: "choose")
    }

    /// The items: the arguments, or the records of standard input.
    private func editableLines() throws -> [[UInt8]] {
        if !items.isEmpty { return items.map { Array($0.utf8) } }
        var lines = try standardInput().split(separator: records.inputSeparator, omittingEmptySubsequences: false).map(Array.init)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
