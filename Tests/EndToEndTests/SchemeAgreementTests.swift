import Foundation
import Testing

/// `--scheme` and the `chunk` and `pathname` tiebreaks: `sel filter` must print exactly what the
/// pinned `fzf --filter` prints, on the generated paths and on a shell history made from them
/// (issue 27).
@Suite(.serialized) struct SchemeAgreementTests {
    /// Commands a history line starts with; several hold delimiters, white space and flags.
    static let commands = [
        "git add ", "vim ", "cd ", "ls -la ", "grep -rn TODO ", "cat ", "rm -f ", "git log --oneline -- ",
        "make -C ", "cp -r ", "echo x | tee ", "ssh host:22 ", "find . -name ", "docker run -v ",
        "python3 ", "less +G ", "git checkout -b fix; git commit -m 'wip' ", "tar czf out.tgz ",
    ]

    /// 40,000 history lines: a command then a path of the path corpus, in a fixed order.
    static let history = Result {
        let paths = try FilterAgreementTests.paths.get().split(separator: 0x0A).prefix(40_000)
        var bytes: [UInt8] = []
        var state: UInt64 = 27
        for path in paths {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let command = commands[Int(state >> 33) % commands.count]
            bytes += Array(command.utf8) + path + [0x0A]
        }
        return bytes
    }

    static let pathCases: [(String, [String])] = [
        ("src", ["--scheme=path"]), ("mod", ["--scheme=path"]), ("a.js", ["--scheme=path"]),
        ("s/t", ["--scheme=path"]), ("'src/ .ts$", ["--scheme", "path"]), ("^./ 'lib", ["--scheme=path"]),
        ("json", ["--scheme=history"]), ("cfg", ["--scheme=history"]), ("readme", ["--scheme=default"]),
        ("src", ["--tiebreak=pathname"]), ("mod", ["--tiebreak=chunk"]), ("ab", ["--tiebreak=chunk,length"]),
        ("conf", ["--tiebreak=pathname,begin,index"]), ("cfg", ["--scheme=path", "--tiebreak=chunk"]),
        ("e", ["--scheme=PATH"]), ("usrshare", ["--scheme=path"]), ("c:\\ x", ["--scheme=path"]),
    ]

    static let historyCases: [(String, [String])] = [
        ("git", ["--scheme=history"]), ("vim src", ["--scheme=history"]), ("ls", ["--scheme=history"]),
        ("^cd", ["--scheme=history"]), ("host", ["--scheme=history"]), ("mk", ["--scheme=history"]),
        ("git add", ["--scheme=path"]), ("tee", ["--scheme=path"]), ("grep todo", []),
        ("git", ["--tiebreak=chunk"]), ("run", ["--tiebreak=chunk,begin"]), ("cat", ["--tiebreak=pathname"]),
        ("wip", ["--scheme=history", "--tiebreak=length"]), ("x | t", ["--scheme=history", "--exact"]),
    ]

    @Test(arguments: pathCases)
    func pathsAgreeWithFzf(_ query: String, _ options: [String]) throws {
        try FilterAgreementTests().agree(query, options, on: FilterAgreementTests.paths)
    }

    @Test(arguments: historyCases)
    func historyAgreesWithFzf(_ query: String, _ options: [String]) throws {
        try FilterAgreementTests().agree(query, options, on: Self.history)
    }

    @Test(arguments: [
        ["--scheme=paths"], ["--tiebreak=chunk,chunk"], ["--tiebreak=index,chunk"],
        ["--tiebreak=length,begin,end,chunk"],
    ])
    func badValuesAreRefused(_ options: [String]) throws {
        let result = try SelProcess.run(["filter", "--query", "a"] + options, input: Array("a\n".utf8))
        #expect(result.status == 2)
        #expect(result.errors.contains(options[0].split(separator: "=")[0]))
    }
}
