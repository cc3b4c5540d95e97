import ArgumentParser
import SelectionKit
import SelectionTerminal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `sel table`: picks rows of a CSV or TSV table (gum `table`); prints the records chosen, byte
/// for byte, or one column of them; or, with `--print`, prints the table.
///
/// ```sh
/// sel table people.csv --return-column email
/// ps aux | tr -s ' ' '\t' | sel table --separator tab --multi
/// sel table --print --border double < prices.csv
/// ```
struct TableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "table",
        abstract: "Pick rows of a CSV or TSV table and print them.",
        discussion: """
            The table is read from FILE (or --file) or standard input as RFC 4180 CSV: fields \
            split by --separator (default a comma, a tab for a FILE ending .tsv), records by LF or \
            CRLF, a field in double quotes may hold separators, line breaks and doubled quotes. \
            The first record names the columns unless --columns does. A record with fewer fields \
            is padded; empty lines are skipped. A quote out of place is an error naming its line \
            (exit 2) unless --lazy-quotes takes it as text.

            The columns are aligned and fitted to the terminal (the widest cut first, with …), or \
            as wide as --widths says. Typing filters across every column, ranked as fzf ranks; \
            ↑/↓ move, Enter chooses; with --multi, Tab checks a row and moves down (Shift-Tab up) \
            and Enter gives the rows checked. Alt-1 … Alt-9 sort the rows by that column \
            (numbers by value, then text ignoring case; the header marks it ↑); the same key again \
            sorts the other way (↓), a third time gives the table's order back. --sort does it \
            from the start.

            Output: each record chosen, in the table's order, as it was read (quotes and all) and \
            a line break; with --return-column, that field of each, unquoted. With --print, no \
            prompt: the table, aligned in a --border, is written to standard output.

            gum table's flags keep their meanings, except: --return-column prints the field as \
            it is (gum writes it as CSV), --fields-per-record 0 pads ragged rows (gum: every \
            record as long as the first), a --widths entry of 0 is measured, and gum's style \
            flags (--cell.*, --header.*, --selected.*, --border.*, --padding) are not taken: the \
            theme draws.

            Plain mode (--plain, and always with TERM=dumb): the rows as a numbered list, answered \
            by number on /dev/tty.

            Exit status: 0 chosen (or printed); 1 cancelled with Esc; 2 usage error, unreadable \
            or malformed input, or no terminal; 124 --timeout passed; 130 cancelled with Ctrl-C.
            """
    )

    @Argument(help: ArgumentHelp("The table (default: standard input).", valueName: "file"))
    var file: String?

    @Option(
        name: [.customShort("f"), .customLong("file")], help: ArgumentHelp("The table, as the argument (gum's flag).", valueName: "file"))
    var fileOption: String?

    @Option(name: [.customShort("s"), .long], help: ArgumentHelp("The byte between fields: one character, or tab.", valueName: "char"))
    var separator: String?

    @Option(
        name: [.customShort("c"), .long],
        help: ArgumentHelp("The column names, split by commas (repeatable); every record is then a row.", valueName: "names"))
    var columns: [String] = []

    @Option(
        name: [.customShort("w"), .long],
        help: ArgumentHelp("The columns' widths in cells, split by commas (repeatable); 0 measures that column.", valueName: "n,…"))
    var widths: [String] = []

    @Flag(help: "Check several rows (Tab) and print them all.")
    var multi = false

    @Option(
        name: [.customShort("r"), .customLong("return-column")],
        help: ArgumentHelp(
            "Print this column (a number from 1 or a name; 0: the whole record) instead of the whole record.", valueName: "n|name"))
    var returnColumn: String?

    @Option(
        help: ArgumentHelp(
            "Sort the rows by this column (a number from 1 or a name), :desc for the greatest first.", valueName: "column[:desc]"))
    var sort: String?

    @Option(help: ArgumentHelp("Highlight this row (a number from 1) at the start.", valueName: "n"))
    var selected: Int?

    @Flag(name: .customLong("lazy-quotes"), help: "Take quotes out of place as text instead of an error.")
    var lazyQuotes = false

    @Option(
        name: .customLong("fields-per-record"),
        help: ArgumentHelp(
            "Every record must have N fields (a record with more or fewer is an error naming its line); 0: any.", valueName: "n"))
    var fieldsPerRecord = 0

    @Option(help: ArgumentHelp("The rows of the list shown.", valueName: "n"))
    var height: Int?

    @Flag(name: [.customShort("p"), .long], help: "Print the table (no prompt) and exit.")
    var print = false

    @Option(
        name: [.customShort("b"), .long],
        help: ArgumentHelp("With --print: rounded, thick, normal, hidden, double or none.", valueName: "style"))
    var border = "rounded"

    @Flag(name: .customLong("show-help"), inversion: .prefixedNo, help: "Show the help line of keys.")
    var showsHelp = true

    @Flag(name: .customLong("hide-count"), inversion: .prefixedNo, help: "Hide the count of rows.")
    var hidesCount = false

    @Option(name: .customLong("padding"), help: .hidden)
    var padding: String?

    @OptionGroup var options: PromptOptions

    func run() throws {
        if padding != nil { throw failure("--padding is gum's styling, which sel does not take: the theme draws the table", in: "table") }
        guard let frame = TableFrame.Border(rawValue: border) else {
            throw failure("--border \"\(border)\" is not one of rounded, thick, normal, hidden, double, none", in: "table")
        }
        if file != nil, fileOption != nil { throw failure("give the table as an argument or with --file, not both", in: "table") }
        let source = file ?? fileOption
        let separatorByte = try Self.separatorByte(separator, file: source)
        let bytes = try Self.readInput(source)
        let records = try Self.records(in: bytes, separator: separatorByte, lazyQuotes: lazyQuotes, fields: fieldsPerRecord, source: source)
        let names: [[UInt8]]
        let rows: ArraySlice<CSVRecord>
        if !columns.isEmpty {
            names = columns.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }.map { Array($0.utf8) }
            rows = records[...]
        } else {
            guard let first = records.first else { throw failure("no header: the table is empty", in: "table") }
            names = first.fields
            rows = records.dropFirst()
        }
        let nameTexts = names.map { String(decoding: $0, as: UTF8.self) }
        let environment = ProcessInfo.processInfo.environment
        var layout = TablePickerLayout(
            allowsMultiple: multi, width: TerminalWidth.current(environment: environment), widths: try Self.widths(widths),
            visibleRows: height)
        if print {
            try writeResult(Self.printed(names: names, rows: rows.map(\.fields), layout: layout, border: frame), in: "table")
            return
        }
        if rows.isEmpty { throw CommandError("nothing to choose (no rows)", in: "table", status: ExitStatus.dismissed) }
        let column = try returnColumn.flatMap { try Self.columnIndex($0, names: nameTexts, allowsWhole: true) }
        layout.sort = try sort.map { try Self.sortOrder($0, names: nameTexts) }
        layout.showsHelp = showsHelp
        layout.showsCount = !hidesCount
        if let selected {
            guard selected >= 1, selected <= rows.count else {
                throw failure("--selected \(selected): the rows are 1 to \(rows.count)", in: "table")
            }
            layout.highlightedRow = selected - 1
        }
        let picker = TablePicker(options.title, columns: names, rows: rows.map(\.fields), layout: layout)
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

    /// The records of `bytes`, or the error naming the line of the first malformed one.
    static func records(in bytes: [UInt8], separator: UInt8, lazyQuotes: Bool, fields: Int, source: String?) throws -> [CSVRecord] {
        let name = source ?? "standard input"
        switch CSVReader(separator: separator, lazyQuotes: lazyQuotes).records(in: bytes) {
        case .success(let records):
            if fields > 0, let wrong = records.first(where: { $0.fields.count != fields }) {
                throw failure("\(name) line \(wrong.line): \(wrong.fields.count) fields, not \(fields) (--fields-per-record)", in: "table")
            }
            return records
        case .failure(let error):
            throw failure("\(name) line \(error.line): \(error.message) (--lazy-quotes takes it as text)", in: "table")
        }
    }

    /// `--print`: the table aligned in its border, each line ending in a line break.
    static func printed(names: [[UInt8]], rows: [[[UInt8]]], layout: TablePickerLayout, border: TableFrame.Border) -> [UInt8] {
        // Printed whole, as gum prints it: the columns as wide as their cells unless --widths says.
        let text = TableRowText(columns: names, rows: rows, width: Int.max / 4, fixed: layout.widths)
        let lines = TableFrame(border: border).lines(
            header: text.cells(of: names), rows: rows.map { text.cells(of: $0) }, widths: text.widths)
        return Array(lines.map { $0 + "\n" }.joined().utf8)
    }

    /// `--widths`: numbers split by commas, each 0 or more.
    static func widths(_ texts: [String]) throws -> [Int] {
        try texts.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }.map { (part: Substring) throws -> Int in
            guard let width = Int(part.filter { $0 != " " }), width >= 0 else {
                throw failure("--widths \"\(part)\" is not a width (a number, 0 or more)", in: "table")
            }
            return width
        }
    }

    /// `--sort COLUMN[:desc]`.
    static func sortOrder(_ text: String, names: [String]) throws -> TableSort {
        var name = text
        var descending = false
        for suffix in [":desc", ":asc"] where name.hasSuffix(suffix) {
            descending = suffix == ":desc"
            name.removeLast(suffix.count)
        }
        guard let column = try columnIndex(name, names: names, allowsWhole: false, option: "--sort") else {
            throw failure("--sort needs a column", in: "table")
        }
        return TableSort(column: column, isDescending: descending)
    }

    /// The file's bytes, or standard input's.
    private static func readInput(_ file: String?) throws -> [UInt8] {
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

    /// A column: a number from 1 (0, where allowed: the whole record, nil), or a column's name.
    static func columnIndex(_ text: String, names: [String], allowsWhole: Bool = false, option: String = "--return-column") throws -> Int? {
        if let number = Int(text) {
            if number == 0, allowsWhole { return nil }
            guard number >= 1 else { throw failure("\(option) \(number): columns are numbered from 1", in: "table") }
            return number - 1
        }
        guard let index = names.firstIndex(of: text) else {
            throw failure("\(option) \"\(text)\" names no column (\(names.joined(separator: ", ")))", in: "table")
        }
        return index
    }
}
