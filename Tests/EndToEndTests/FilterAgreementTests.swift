import Foundation
import Testing

/// `sel filter` must print exactly what `fzf --filter` prints (the pinned fzf of
/// ``ReferenceTools``), line for line, on realistic data: 100,000 generated file paths and
/// 100,000 mixed-case words (scripts/generate-corpus.py, fixed seeds), for queries from nearly
/// every line matching to nearly none, and in extended syntax.
@Suite(.serialized) struct FilterAgreementTests {
    /// The repository root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A 100,000-line slice of a corpus, generated once per test run.
    static func corpus(_ kind: String) throws -> [UInt8] {
        let script = root.appendingPathComponent("scripts/generate-corpus.py")
        let result = try SelProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), ["python3", script.path, kind, "100000"])
        guard result.status == 0, !result.output.isEmpty else {
            throw SelProcess.Failure(description: "generate-corpus.py \(kind) failed: \(result.errors)")
        }
        return result.output
    }

    static let paths = Result { try corpus("paths") }
    static let words = Result { try corpus("words") }

    /// Lowercase queries from ~99% of the paths matching to none, and extended syntax.
    static let pathQueries = [
        "e", "s", "src", "mod", "ab", "a.js", "cfg", "s/t", "json/ug", "usrshare", "readme", "tsx",
        "abcdef", "zzqx", "'src/ .ts$", "^/usr !test", "conf | json", "^./ 'lib", ".md$ | .txt$", "!e",
        "c:\\ x",
    ]
    /// Lowercase queries for the words, including ones that need case and diacritic folding.
    static let wordQueries = [
        "e", "ar", "string", "user", "cache", "zz", "ste", "oe", "ee", "'view ^s", "!a", "ü", "sse$",
    ]

    /// Queries with options that both tools spell the same way.
    static let optionCases: [(String, [String])] = [
        ("src", ["--tiebreak=begin"]), ("ste", ["--tiebreak=end"]), ("mod", ["--tiebreak=length,end"]),
        ("conf | json !test", ["--exact"]), ("Src", ["-i"]), ("ab", ["--tiebreak=index"]),
        ("cfg", ["--no-sort"]), ("readme", ["--literal"]),
    ]

    func agree(_ query: String, _ options: [String] = [], on corpus: Result<[UInt8], Error>) throws {
        let fzf = try ReferenceTools.fzf()
        let input = try corpus.get()
        let expected = try SelProcess.run(executable: fzf, ["--filter", query] + options, input: input)
        let actual = try SelProcess.run(["filter", "--query", query] + options, input: input)
        #expect(actual.status == expected.status, "exit status for \(query) \(options)")
        if actual.output != expected.output {
            let expectedLines = expected.output.split(separator: 0x0A, omittingEmptySubsequences: false)
            let actualLines = actual.output.split(separator: 0x0A, omittingEmptySubsequences: false)
            let first =
                Array(zip(expectedLines, actualLines)).firstIndex { $0 != $1 }
                ?? min(expectedLines.count, actualLines.count)
            Issue.record(
                """
                \(query) \(options): outputs differ from line \(first + 1) (fzf \(expectedLines.count) lines, sel \(actualLines.count))
                  fzf: \(first < expectedLines.count ? String(decoding: expectedLines[first], as: UTF8.self) : "(end)")
                  sel: \(first < actualLines.count ? String(decoding: actualLines[first], as: UTF8.self) : "(end)")
                """)
        }
    }

    @Test(arguments: pathQueries)
    func pathsAgreeWithFzf(_ query: String) throws {
        try agree(query, on: Self.paths)
    }

    @Test(arguments: wordQueries)
    func wordsAgreeWithFzf(_ query: String) throws {
        try agree(query, on: Self.words)
    }

    @Test(arguments: optionCases)
    func optionsAgreeWithFzf(_ query: String, _ options: [String]) throws {
        try agree(query, options, on: Self.paths)
        try agree(query, options, on: Self.words)
    }

    @Test(arguments: ["e", "src", "mod !e", "cfg | json"])
    func limitPrintsTheTopOfFzfsOutput(_ query: String) throws {
        let fzf = try ReferenceTools.fzf()
        let input = try Self.paths.get()
        let expected = try SelProcess.run(executable: fzf, ["--filter", query], input: input).output
        let lines = expected.split(separator: 0x0A, omittingEmptySubsequences: false).prefix(100)
        let top: [UInt8] = lines.flatMap { line -> [UInt8] in Array(line) + [0x0A] }
        let actual = try SelProcess.run(["filter", "--limit", "100", "--query", query], input: input)
        #expect(actual.status == 0)
        #expect(actual.output == top)
    }
}
