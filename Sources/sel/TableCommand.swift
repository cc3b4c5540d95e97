import ArgumentParser
import SelectionKit
import SelectionTerminal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `sel table`: picks rows of a CSV or TSV table (gum `table`); prints the records chosen, byte
/// for byte, or one column of them.
///
/// ```sh
/// sel table people.csv --return-column email
/// ps aux | tr -s ' ' '\t' | sel table --separator tab --multi
/// ```
struct TableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "table",
        abstract: "Pick rows of a CSV or TSV table and print them.",
        discussion: """
            The table is read from FILE or standard input as RFC 4180 CSV: fields split by \
            --separator (default a comma, a tab for a FILE ending .tsv), records by LF or CRLF, a \
            field in double quotes may hold separators, line breaks and doubled quotes. The first \
            record names the columns unless --columns does. A record with fewer fields is padded; \
            empty lines are skipped. A quote out of place is an error naming its line (exit 2) \
            unless --lazy-quotes takes it as text.

            The columns are aligned and fitted to the terminal (the widest cut first, with …). \
            Typing filters across every column, ranked as fzf ranks; ↑/↓ move, Enter chooses; \
            with --multi, Tab checks a row and moves down (Shift-Tab up) and Enter gives the rows checked.

            Output: each record chosen, in the table's order, as it was read (quotes and all) and \
            a line break; with --return-column, that field of each, unquoted.

            Plain mode (--plain, and always with TERM=dumb): the rows as a numbered list, answered \
            by number on /dev/tty.

            Exit status: 0 chosen; 1 cancelled with Esc; 2 usage error, unreadable or malformed \
            input, or no terminal; 124 --timeout passed; 130 cancelled with Ctrl-C.
            """
    )

    @Argument(help: ArgumentHelp("The table (default: standard input).", valueName: "file"))
    var file: String?

    @Option(help: ArgumentHelp("The byte between fields: one character, or tab.", valueName: "char"))
    var separator: String?

    @Option(help: ArgumentHelp("The column names, split by commas; every record is then a row.", valueName: "names"))
    var columns: String?

    @Flag(help: "Check several rows (Tab) and print them all.")
    var multi = false

    @Option(
        name: .customLong("return-column"),
        help: ArgumentHelp("Print this column (a number from 1 or a name) instead of the whole record.", valueName: "n|name"))
    var returnColumn: String?

    @Flag(name: .customLong("lazy-quotes"), help: "Take quotes out of place as text instead of an error.")
    var lazyQuotes = false

    @Option(help: ArgumentHelp("The rows of the list shown.", valueName: "n"))
    var height: Int?

    @OptionGroup var options: PromptOptions

    func run() throws {
        let separatorByte = try Self.separatorByte(separator, file: file)
        let bytes = try readInput()
        let records: [CSVRecord]
        switch CSVReader(separator: separatorByte, lazyQuotes: lazyQuotes).records(in: bytes) {
        case .success(let read): records = read
        case .failure(let error):
            throw failure("\(file ?? "standard input") line \(error.line): \(error.message) (--lazy-quotes takes it as text)", in: "table")
        }
        let names: [String]
        let rows: ArraySlice<CSVRecord>
        if let columns {
            names = columns.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            rows = records[...]
        } else {
            guard let first = records.first else { throw failure("no header: the table is empty", in: "table") }
            names = first.fields.map { String(decoding: $0, as: UTF8.self) }
            rows = records.dropFirst()
        }
        if rows.isEmpty { throw CommandError("nothing to choose (no rows)", in: "table", status: ExitStatus.dismissed) }
        let column = try returnColumn.map { try Self.columnIndex($0, names: names) }
        let cells = rows.map { $0.fields.map { String(decoding: $0, as: UTF8.self) } }
        let environment = ProcessInfo.processInfo.environment
        let picker = TablePicker(
            options.title, columns: names, rows: cells, allowsMultiple: multi, width: TerminalWidth.current(environment: environment),
            visibleRows: height)
        // In line mode the answer is read from /dev/tty (standard input, when it is the table, is read).
        let result = try PromptAsking(options.interaction, timeout: options.timeout, in: "table", environment: environment).ask(picker)
        if let status = ExitStatus.of(result) { throw ExitCode(status) }
        guard case .chosen(let chosen) = result else { return }
        var output: [UInt8] = []
        for index in chosen {
            let record = rows[rows.startIndex + index]
            if let column {
                output += column < record.fields.count ? record.fields[column] : []
            } else {
                output += record.raw
            }
            output.append(0x0A)
        }
        try writeResult(output, in: "table")
    }

    /// The file's bytes, or standard input's.
    private func readInput() throws -> [UInt8] {
        if let file {
            guard let data = FileManager.default.contents(atPath: file) else { throw failure("cannot read \(file)", in: "table") }
            return Array(data)
        }
        do {
            return try StandardStreams.readAll(from: 0)
        } catch {
            throw failure("cannot read standard input: \(error)", in: "table")
        }
    }

    /// `--separator`: one ASCII character, or `tab`; by default a tab for a `.tsv` file, else a comma.
    static func separatorByte(_ text: String?, file: String?) throws -> UInt8 {
        guard let text else { return file?.lowercased().hasSuffix(".tsv") == true ? 0x09 : UInt8(ascii: ",") }
        if text == "tab" || text == "\\t" || text == "\t" { return 0x09 }
        guard text.utf8.count == 1, let byte = text.utf8.first, byte != 0x22, byte != 0x0A, byte != 0x0D else {
            throw failure("--separator \"\(text)\" must be one ASCII character other than a quote or a line break, or tab", in: "table")
        }
        return byte
    }

    /// `--return-column`: a number from 1, or a column's name.
    static func columnIndex(_ text: String, names: [String]) throws -> Int {
        if let number = Int(text) {
            guard number >= 1 else { throw failure("--return-column \(number): columns are numbered from 1", in: "table") }
            return number - 1
        }
        guard let index = names.firstIndex(of: text) else {
            throw failure("--return-column \"\(text)\" names no column (\(names.joined(separator: ", ")))", in: "table")
        }
        return index
    }
}
