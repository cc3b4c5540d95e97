import ArgumentParser
import SelectionCore
import SelectionMatching
import SelectionTerminal

/// `sel filter`: ranks the lines of standard input against a query and prints the matches,
/// best first, each exactly as it was read (like `fzf --filter`).
///
/// ```sh
/// git ls-files | sel filter --query 'mainsw' --limit 5
/// find . -print0 | sel filter --read0 --print0 --query '.swift$ !test' | xargs -0 wc -l
/// ```
struct FilterCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "filter",
        abstract: "Print the lines of standard input that match a query, best first.",
        discussion: """
            Ranks as fzf does by default: a fuzzy match scored by where its characters fall \
            (word starts, camelCase humps, runs), ties going to the shorter line, then the \
            earlier one. Lines are printed byte for byte as read, invalid UTF-8 included.

            Query syntax (fzf's extended search): terms separated by spaces must all match; \
            'word matches exactly, ^word at the start, word$ at the end, !word excludes, \
            a | b matches either. Smart case: case counts only if the term has a capital. \
            Letters with accents match their base letters (cafe finds café).

            Exit status: 0 when a line matched, 1 when none did (or there was no input), \
            2 on a usage or read error.
            """
    )

    @Option(
        name: [.short, .long], parsing: .unconditional,
        help: "The query, in fzf's extended search syntax (may start with a dash).")
    var query: String

    @OptionGroup var records: RecordOptions

    @Option(parsing: .unconditional, help: "Print at most this many of the best matches.")
    var limit: Int?

    @Flag(name: [.short, .long], help: "Match plain terms as substrings; 'term matches fuzzily.")
    var exact = false

    @Option(
        help: ArgumentHelp(
            "What decides between equal scores, before input order: a comma-separated list of length (default), chunk, pathname, begin, end, index, as fzf's; it replaces the scheme's.",
            valueName: "criteria"))
    var tiebreak: String?

    @Option(
        help: ArgumentHelp(
            "fzf's scoring scheme: default; path (a word after / scores most, ties to the shorter file name: --tiebreak pathname,length); history (no word-start bonus after white space, ties to input order).",
            valueName: "scheme"))
    var scheme: String?

    @Flag(name: [.customShort("i"), .long], help: "Ignore case, whatever the query holds.")
    var ignoreCase = false

    @Flag(help: "Respect case, whatever the query holds.")
    var respectCase = false

    @Flag(help: "Do not fold accented letters to their base letters.")
    var literal = false

    @Flag(help: "Keep matches in input order instead of ranking them.")
    var noSort = false

    func validate() throws {
        if let limit, limit < 0 { throw ValidationError("--limit must be zero or more, not \(limit).") }
        _ = try SearchSchemeOption.tiebreaks(tiebreak)
        _ = try SearchSchemeOption.parse(scheme)
        if ignoreCase && respectCase {
            throw ValidationError("--ignore-case and --respect-case cannot be used together.")
        }
    }

    func run() async throws {
        let scheme = try SearchSchemeOption.parse(scheme)
        var options = MatchOptions(
            caseMatching: ignoreCase ? .ignore : (respectCase ? .respect : .smart),
            isExact: exact,
            normalizesLatin: !literal,
            tiebreaks: try SearchSchemeOption.tiebreaks(tiebreak) ?? scheme.defaultTiebreaks,
            isSorted: !noSort)
        options.scheme = scheme
        let input: [UInt8]
        do {
            input = try StandardStreams.readAll(from: 0)
        } catch {
            throw failure("\(error)", in: "filter")
        }
        let items = await ItemBuffer.load(bytes: input, delimiter: records.inputSeparator)
        let results = try await Matcher(options: options).match(query, in: items, limit: limit)
        if results.matchCount == 0 { throw ExitCode(1) }
        do {
            try print(results.ranked, of: items)
        } catch let error as StandardStreams.Failure {
            throw resultNotWritten(error, in: "filter")
        }
    }

    /// Writes the matched items, each followed by a newline (or NUL with `--print0`).
    private func print(_ matches: [Match], of items: ItemBuffer) throws {
        var output = StandardStreams.OutputBuffer()
        let terminator = records.outputTerminator
        // Each item is followed by its delimiter in the buffer: when that is also the terminator
        // to print, item and terminator go out in one copy.
        let copiesDelimiter = terminator == items.delimiter
        try items.storage.withUnsafeBufferPointer { storage in
            guard let base = storage.baseAddress else { return }
            for match in matches {
                let range = items.byteRange(at: match.index)
                if copiesDelimiter {
                    try output.append(base + range.lowerBound, count: range.count + 1)
                } else {
                    try output.append(base + range.lowerBound, count: range.count)
                    try output.append(terminator)
                }
            }
        }
        try output.flush()
    }
}
