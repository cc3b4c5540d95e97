import Foundation
import Testing

/// `sel choose --listen` (fzf's HTTP protocol, issues 27 and 31) driven with curl: the state as
/// JSON (compared with fzf 0.74.5's), actions performed as bound keys, the API key, actions that
/// run programs only with `--listen-unsafe`, the Unix socket, `FZF_PORT` in children, and a
/// flood of bad requests that neither blocks the keys nor leaks a descriptor.
@Suite(.serialized) struct ChooseListenTests {
    static let fruit = "apple\nbanana\ncherry\n"

    /// An HTTP answer: its status and body.
    struct Answer: Equatable {
        var status: Int
        var body: String
    }

    /// `curl ARGUMENTS`: the status and the body (curl adds the status on a last line of its own).
    static func curl(_ arguments: [String]) throws -> Answer {
        let output = try Tools.run("/usr/bin/curl", ["-s", "-m", "5", "-w", "\n%{http_code}"] + arguments).output
        var lines = output.components(separatedBy: "\n")
        let status = Int(lines.removeLast()) ?? -1
        return Answer(status: status, body: lines.joined(separator: "\n"))
    }

    /// Starts `program ARGUMENTS` on the fruit with a start binding that writes `$FZF_PORT` to
    /// `port` (as fzf's man page does) and its parent's process number (the program's) to `pid`;
    /// waits for it and returns the port.
    static func start(_ pane: TmuxPane, _ program: String, _ arguments: String, environment: String = "") throws -> String {
        try Data(fruit.utf8).write(to: pane.directory.appendingPathComponent("in"))
        try pane.runCommand(
            "clear; \(environment)\(Tools.shellQuoted(program)) \(arguments) --bind 'start:execute-silent(echo $PPID > pid; echo $FZF_PORT > port)' < in > out; echo $? > rc"
        )
        let port = try pane.waitForFile("port")
        #expect(Int(port) ?? 0 > 0, "FZF_PORT is a port: '\(port)'")
        return port
    }

    @Test func theStateAfterTypingIsFzfsJSON() throws {
        func state(_ program: String, _ arguments: String) throws -> Answer {
            let pane = try TmuxPane()
            let port = try Self.start(pane, program, arguments)
            try pane.type("e")
            _ = try pane.waitUntil(timeout: .seconds(10), "the query typed") { $0.joined().contains("2/3") }
            #expect(try Self.curl(["-XPOST", "localhost:\(port)", "-d", "toggle"]) == Answer(status: 200, body: ""))
            _ = try pane.waitUntil(timeout: .seconds(10), "the item checked") { $0.joined().contains("(1)") || $0.joined().contains("[x]") }
            Thread.sleep(forTimeInterval: 0.2)
            let answer = try Self.curl(["http://localhost:\(port)?limit=5"])
            try pane.press("Escape")
            _ = try pane.waitForFile("rc")
            return answer
        }
        let sel = try state(Tools.sel, "choose --filter --multi --listen")
        #expect(
            sel
                == Answer(
                    status: 200,
                    body: """
                        {"reading":false,"progress":100,"query":"e","position":0,"sort":true,"totalCount":3,"matchCount":2,\
                        "current":{"index":0,"text":"apple","positions":[4]},"matches":[{"index":0,"text":"apple","positions":[4]},\
                        {"index":2,"text":"cherry","positions":[2]}],"selected":[{"index":0,"text":"apple","positions":[4]}]}

                        """))
        let fzf = try state(try ReferenceTools.fzf().path, "--multi --listen")
        #expect(sel == fzf)
    }

    @Test func actionsArePerformedAsBoundKeysAndAcceptEnds() throws {
        let pane = try TmuxPane()
        let port = try Self.start(pane, Tools.sel, "choose --filter --listen")
        #expect(try Self.curl(["-XPOST", "localhost:\(port)", "-d", "change-query(cher)+first"]) == Answer(status: 200, body: ""))
        let screen = try pane.waitUntil(timeout: .seconds(10), "the query changed") { $0.joined().contains("1/3") }
        #expect(
            Array(screen.prefix(6)) == [
                "Select... ▴", "╭────▲───────────────────╮", "│/ cher               1/3│", "│›  cherry               │",
                "╰────────────────────────╯", "↑/↓ move · enter choose · esc cancel",
            ])
        #expect(try Self.curl(["-XPOST", "localhost:\(port)", "-d", "accept"]) == Answer(status: 200, body: ""))
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "cherry\n")
    }

    @Test func aBadActionIsRefusedWithTheParsersMessage() throws {
        let pane = try TmuxPane()
        let port = try Self.start(pane, Tools.sel, "choose --filter --listen")
        #expect(
            try Self.curl(["-XPOST", "localhost:\(port)", "-d", "frobnicate"])
                == Answer(status: 400, body: "unknown action 'frobnicate'\n"))
        #expect(try Self.curl(["-XPOST", "localhost:\(port)/other", "-d", "up"]) == Answer(status: 400, body: "invalid request method\n"))
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc") == "130")
    }

    @Test func aWrongOrMissingKeyIsRefusedAndChangesNothing() throws {
        let pane = try TmuxPane()
        let port = try Self.start(pane, Tools.sel, "choose --filter --listen", environment: "SEL_API_KEY=sesame ")
        let refused = Answer(status: 401, body: "invalid api key\n")
        #expect(try Self.curl(["-XPOST", "localhost:\(port)", "-d", "change-query(nope)"]) == refused)
        #expect(try Self.curl(["-XPOST", "localhost:\(port)", "-H", "x-api-key: sesamf", "-d", "change-query(nope)"]) == refused)
        #expect(try Self.curl(["localhost:\(port)"]) == refused)
        let state = try Self.curl(["-H", "x-api-key: sesame", "localhost:\(port)?limit=0"])
        #expect(state.status == 200)
        #expect(state.body.hasPrefix(#"{"reading":false,"progress":100,"query":"","#), "nothing changed: \(state.body)")
        #expect(try Self.curl(["-XPOST", "localhost:\(port)", "-H", "x-api-key: sesame", "-d", "accept"]).status == 200)
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "apple\n")
    }

    @Test func actionsThatRunProgramsNeedListenUnsafe() throws {
        for (option, runs) in [("--listen", false), ("--listen-unsafe", true)] {
            let pane = try TmuxPane()
            let port = try Self.start(pane, Tools.sel, "choose --filter \(option)")
            let touched = pane.directory.appendingPathComponent("touched").path
            let answer = try Self.curl(["-XPOST", "localhost:\(port)", "-d", "execute-silent(touch \(touched))"])
            if runs {
                #expect(answer == Answer(status: 200, body: ""))
                let clock = ContinuousClock()
                let deadline = clock.now + .seconds(10)
                while !FileManager.default.fileExists(atPath: touched), clock.now < deadline { Thread.sleep(forTimeInterval: 0.02) }
                #expect(FileManager.default.fileExists(atPath: touched), "execute-silent ran with --listen-unsafe")
            } else {
                #expect(
                    answer
                        == Answer(
                            status: 403, body: "action 'execute-silent' runs a program: start sel with --listen-unsafe to allow it\n"))
                // A sentinel the host performs after the refused request: nothing ran before it.
                #expect(try Self.curl(["-XPOST", "localhost:\(port)", "-d", "change-query(ok)"]).status == 200)
                _ = try pane.waitFor("/ ok")
                #expect(!FileManager.default.fileExists(atPath: touched))
            }
            try pane.press("Escape")
            #expect(try pane.waitForFile("rc") == "130")
        }
    }

    @Test func aUnixSocketServesTheSameAndIsRemovedAtTheEnd() throws {
        let pane = try TmuxPane()
        try Data(Self.fruit.utf8).write(to: pane.directory.appendingPathComponent("in"))
        let socket = pane.directory.appendingPathComponent("sel.sock").path
        try pane.runCommand("clear; \(Tools.shellQuoted(Tools.sel)) choose --filter --listen=\(socket) < in > out; echo $? > rc")
        _ = try pane.waitFor("3/3")
        let mode = try FileManager.default.attributesOfItem(atPath: socket)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        // A second sel does not take a socket that still answers (fzf's rule).
        let second = try SelProcess.runWithoutTerminal(["choose", "--listen=\(socket)", "a"])
        #expect(second.status == 2)
        #expect(second.errors.contains("--listen: socket already in use: \(socket)"), "\(second.errors)")
        #expect(try Self.curl(["--unix-socket", socket, "http", "-d", "down"]) == Answer(status: 200, body: ""))
        _ = try pane.waitFor("›  banana")
        let state = try Self.curl(["--unix-socket", socket, "http?limit=0"])
        #expect(state.body.hasPrefix(#"{"reading":false,"progress":100,"query":"","position":1,"#), "\(state.body)")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "banana\n")
        #expect(!FileManager.default.fileExists(atPath: socket), "the socket file is removed at the end")
    }

    @Test func aTerminatingSignalRemovesTheSocketFile() throws {
        let pane = try TmuxPane()
        try Data(Self.fruit.utf8).write(to: pane.directory.appendingPathComponent("in"))
        let socket = pane.directory.appendingPathComponent("sel.sock").path
        try pane.runCommand("clear; \(Tools.shellQuoted(Tools.sel)) choose --filter --listen=\(socket) < in > out; echo $? > rc")
        _ = try pane.waitFor("3/3")
        #expect(FileManager.default.fileExists(atPath: socket))
        // The oldest match: the shell that runs pgrep holds the pattern too.
        let pid = try #require(
            try Tools.run("/usr/bin/pgrep", ["-o", "-f", "listen=\(socket)"]).output.split(separator: "\n").first.flatMap { Int32($0) })
        kill(pid, SIGTERM)
        #expect(try pane.waitForFile("rc") == "143")
        #expect(!FileManager.default.fileExists(atPath: socket), "the socket file goes with the process")
    }

    @Test func childrenSeeTheChosenPort() throws {
        let pane = try TmuxPane(width: 80, height: 12)
        let port = try Self.start(pane, Tools.sel, "choose --filter --listen 0 --preview 'echo port=$FZF_PORT sel=$SEL_PORT'")
        _ = try pane.waitFor("port=\(port) sel=\(port)")
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc") == "130")
    }

    @Test func aNonLoopbackAddressNeedsAKey() throws {
        let result = try SelProcess.runWithoutTerminal(["choose", "--listen", "0.0.0.0:0", "a"])
        #expect(result.status == 2)
        #expect(
            result.errors.contains(
                "--listen: an address other than localhost needs an API key: set SEL_API_KEY (or FZF_API_KEY)"), "\(result.errors)")
        // Line mode has no list for requests to drive: refused rather than ignored.
        let plain = try SelProcess.runWithoutTerminal(["choose", "--plain", "a", "b", "--listen"])
        #expect(plain.status == 2)
        #expect(plain.errors.contains("--listen needs the list on the terminal: not in line mode"), "\(plain.errors)")
        let port = try SelProcess.runWithoutTerminal(["choose", "--listen", "localhost:70000", "a"])
        #expect(port.status == 2)
        #expect(port.errors.contains("--listen: invalid listen port: 70000"), "\(port.errors)")
    }

    #if os(Linux)
        @Test func aFloodOfBadRequestsNeitherBlocksTheKeysNorLeaksDescriptors() throws {
            let pane = try TmuxPane()
            let port = try Self.start(pane, Tools.sel, "choose --filter --listen")
            // The shell of the start binding wrote its parent's number: sel's.
            let sel = try pane.waitForFile("pid")
            func descriptors() -> Int { (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(sel)/fd").count) ?? -1 }
            // Counted once the start binding's shell has ended: until then sel holds its pipes
            // (counted too early, a fresh-clone run saw 14 before and 13 after).
            _ = try pane.waitFor("banana")
            var before = descriptors()
            let settle = ContinuousClock.now + .seconds(3)
            while ContinuousClock.now < settle {
                Thread.sleep(forTimeInterval: 0.3)
                let again = descriptors()
                if again == before { break }
                before = again
            }
            #expect(before > 0, "sel \(sel)'s descriptors are counted")
            // 200 bad requests at once, from a script: garbage, oversized headers and bodies, slow
            // clients that send half a request and wait.
            let script = """
                big=$(head -c 20000 /dev/zero | tr '\\0' a)
                send() { (exec 3<>/dev/tcp/127.0.0.1/\(port) && printf "$1" "$2" >&3 && sleep "$3" && cat <&3 >/dev/null) 2>/dev/null & }
                for i in $(seq 1 50); do
                  send 'GARBAGE\\r\\n\\r\\n' '' 0
                  send 'GET / HTTP/1.1\\r\\nX: %s\\r\\n\\r\\n' "$big" 0
                  send 'POST / HTTP/1.1\\r\\nContent-Length: 99999999\\r\\n\\r\\n%s' x 0
                  send 'POST / HTTP/1.1\\r\\nContent-Length: 10\\r\\n\\r\\nab%s' '' 7
                done
                wait
                """
            try script.write(to: pane.directory.appendingPathComponent("flood.sh"), atomically: true, encoding: .utf8)
            let flood = Process()
            flood.executableURL = URL(fileURLWithPath: "/bin/bash")
            flood.arguments = [pane.directory.appendingPathComponent("flood.sh").path]
            try flood.run()
            // Keys while the flood runs: each is drawn.
            Thread.sleep(forTimeInterval: 0.5)
            try pane.type("ban")
            let screen = try pane.waitUntil(timeout: .seconds(3), "the keys typed during the flood") { $0.joined().contains("/ ban") }
            #expect(
                Array(screen.prefix(6)) == [
                    "Select... ▴", "╭────▲───────────────────╮", "│/ ban                1/3│", "│›  banana               │",
                    "╰────────────────────────╯", "↑/↓ move · enter choose · esc cancel",
                ])
            flood.waitUntilExit()
            // A valid request afterwards is served.
            #expect(try Self.curl(["-XPOST", "localhost:\(port)", "-d", "change-query(che)"]) == Answer(status: 200, body: ""))
            _ = try pane.waitFor("/ che")
            let clock = ContinuousClock()
            let deadline = clock.now + .seconds(8)
            while descriptors() != before, clock.now < deadline { Thread.sleep(forTimeInterval: 0.1) }
            #expect(descriptors() == before, "sel's descriptors before and after the flood: \(before), \(descriptors())")
            try pane.press("Enter")
            #expect(try pane.waitForFile("rc") == "0")
            #expect(try pane.selOutput() == "cherry\n")
        }
    #endif
}
