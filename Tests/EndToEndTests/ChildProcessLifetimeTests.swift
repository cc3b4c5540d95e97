import Foundation
import Testing

/// Issue 31: no child outlives `sel`, whatever ends it (SIGKILL included: no handler runs, the
/// guard process ends what sel listed); no descriptor of sel's leaks into a child; reloads leave
/// neither zombies nor descriptors behind. In tmux, on the real binary.
@Suite(.serialized) struct ChildProcessLifetimeTests {
    /// Runs `sel choose ARGUMENTS < in > out` from a bash script that records the exit status.
    private func start(_ pane: TmuxPane, _ arguments: String, input: String, waitFor marker: String) throws {
        try Data(input.utf8).write(to: pane.directory.appendingPathComponent("in"))
        let script = """
            \(Tools.shellQuoted(Tools.sel)) choose \(arguments) < in > out 2> err
            echo $? > rc

            """
        try script.write(to: pane.directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        try pane.runCommand("clear; bash run.sh")
        _ = try pane.waitFor(marker)
    }

    private func processTable() throws -> [[String]] { try ProcessTable.rows() }

    private func groups(containing marker: String) throws -> Set<String> { try ProcessTable.groups(containing: marker) }

    /// The process ID of the running `sel choose` whose arguments hold `marker`.
    private func selProcess(marker: String) throws -> String? {
        try processTable().first { $0[3].contains(" choose ") && $0[3].contains(marker) && !$0[3].hasPrefix("bash") }?[0]
    }

    private func expectGone(groups: Set<String>, _ why: Comment, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try ProcessTable.expectGone(groups: groups, why, sourceLocation: sourceLocation)
    }

    private static let numbers = (1...50).map(String.init).joined(separator: "\n") + "\n"

    @Test func sigkillEndsThePreview() throws {
        let pane = try TmuxPane(width: 60, height: 14)
        let marker = "kill9-\(UUID().uuidString.prefix(8))"
        try start(pane, "--preview 'sleep 30; echo \(marker) {}'", input: Self.numbers, waitFor: "╭")
        try pane.waitUntil(timeout: .seconds(5), "the preview to start") { _ in try !groups(containing: marker).isEmpty }
        let preview = try groups(containing: marker)
        let sel = try #require(try selProcess(marker: marker))
        _ = try Tools.run("/bin/kill", ["-KILL", sel])
        #expect(try pane.waitForFile("rc") == "137")
        try expectGone(groups: preview, "SIGKILL to sel: its guard ends the preview's process group")
    }

    @Test func sigkillEndsAReload() throws {
        let pane = try TmuxPane(width: 60, height: 14)
        let marker = "reload9-\(UUID().uuidString.prefix(8))"
        try start(
            pane, "--bind 'start:reload(echo one; sleep 30; echo \(marker))'", input: Self.numbers, waitFor: "one")
        try pane.waitUntil(timeout: .seconds(5), "the reload to run") { _ in try !groups(containing: marker).isEmpty }
        let reload = try groups(containing: marker)
        let sel = try #require(try selProcess(marker: marker))
        _ = try Tools.run("/bin/kill", ["-KILL", sel])
        #expect(try pane.waitForFile("rc") == "137")
        try expectGone(groups: reload, "SIGKILL to sel: its guard ends the reload's process group")
    }

    @Test func noGuardIsLeftAfterANormalEnd() throws {
        let pane = try TmuxPane(width: 60, height: 14)
        let marker = "calm-\(UUID().uuidString.prefix(8))"
        try start(pane, "--preview 'echo \(marker) {}'", input: Self.numbers, waitFor: "\(marker) 1")
        let sel = try #require(try selProcess(marker: marker))
        // sel's own children: its guard among them.
        let children = try Tools.run("/bin/ps", ["-o", "pid=,args=", "--ppid", sel]).output
        let guards = children.split(separator: "\n").filter { $0.contains("sh -c trap") && $0.contains("listed=") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(guards.count == 1, "one guard runs beside a sel that started a preview: \(children)")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(3)
        var left = guards
        while !left.isEmpty, clock.now < deadline {
            Thread.sleep(forTimeInterval: 0.02)
            let live = Set(try processTable().filter { !$0[2].hasPrefix("Z") }.map { $0[0] })
            left = guards.filter { live.contains($0) }
        }
        #expect(left.isEmpty, "the guard of sel \(sel) ends with it")
    }

    #if os(Linux)
        @Test func childrenInheritOnlyTheirStandardDescriptors() throws {
            let pane = try TmuxPane(width: 70, height: 14)
            // `ls` lists its own descriptors: 0, 1, 2 and the one it reads the directory with.
            try start(
                pane, "--preview 'echo fds: $(ls /proc/self/fd | sort -n | tr \"\\n\" \" \")'", input: Self.numbers,
                waitFor: "fds:")
            let screen = try pane.capture().joined(separator: "\n")
            #expect(screen.contains("fds: 0 1 2 3 "), "a preview holds nothing of sel's: \(screen)")
            try pane.press("Escape")
            #expect(try pane.waitForFile("rc") == "130")
        }

        @Test func reloadsLeaveNoDescriptorsOrZombies() throws {
            let pane = try TmuxPane(width: 60, height: 14)
            let marker = "many-\(UUID().uuidString.prefix(8))"
            // ctrl-r reloads; each reload is a new shell in a new group.
            try start(pane, "--bind 'ctrl-r:reload(echo \(marker) $RANDOM)'", input: Self.numbers, waitFor: "╭")
            let sel = try #require(try selProcess(marker: marker))
            func descriptors() -> Int {
                (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(sel)/fd").count) ?? -1
            }
            try pane.press("C-r")
            _ = try pane.waitFor(marker)
            let before = descriptors()
            for _ in 0..<200 { try pane.press("C-r") }
            Thread.sleep(forTimeInterval: 1)
            let after = descriptors()
            let children = try Tools.run("/bin/ps", ["-o", "stat=", "--ppid", sel]).output
            let zombies = children.split(separator: "\n").filter { $0.hasPrefix("Z") }
            #expect(before > 0 && after == before, "sel's descriptors before and after 200 reloads: \(before), \(after)")
            #expect(zombies.isEmpty, "no reload is left a zombie")
            try pane.press("Escape")
            #expect(try pane.waitForFile("rc") == "130")
        }
    #endif
}
