import Foundation
import Testing

/// `sel choose --remember NAME`: what was chosen under NAME comes first, the last choice
/// highlighted at the top; two processes recording at once lose nothing.
@Suite struct ChooseRememberTests {
    private var sel: String { Tools.shellQuoted(Tools.sel) }

    @Test func chosenItemsComeFirstWithTheLastChoiceHighlighted() throws {
        let pane = try TmuxPane(width: 60, height: 20)
        let state = Tools.shellQuoted(pane.directory.appendingPathComponent("state").path)
        for item in ["banana", "banana", "cherry"] {
            try Tools.run("/bin/sh", ["-c", "XDG_STATE_HOME=\(state) \(sel) choose --remember fruit --select-if-one \(item) > /dev/null"])
        }
        try pane.runCommand("clear; XDG_STATE_HOME=\(state) \(sel) choose --remember fruit apple banana cherry date > out; echo $? > rc")
        // The list's rows (the command line above also names the items).
        let rows = try pane.waitUntil("the list") { $0.contains { $0.hasPrefix("│") && $0.contains("date") } }
            .filter { $0.hasPrefix("│") }
        let position = { (item: String) in rows.firstIndex { $0.contains(item) } ?? -1 }
        #expect(position("cherry") < position("banana"))
        #expect(position("banana") < position("apple"))
        #expect(position("apple") < position("date"))
        #expect(rows.contains { $0.contains("›") && $0.contains("cherry") })
        try pane.press("Down")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.waitForFile("out") == "banana")
        let memory = try String(contentsOfFile: pane.directory.appendingPathComponent("state/sel/remember/fruit").path, encoding: .utf8)
        #expect(memory.hasPrefix("3\t"))
    }

    /// From a pipe still open, each remembered item goes up among the first as it arrives, and the
    /// highlight stays on the top row: the last choice once it came.
    @Test func rememberedItemsRankFirstAsStandardInputArrives() throws {
        let pane = try TmuxPane(width: 60, height: 20)
        let state = Tools.shellQuoted(pane.directory.appendingPathComponent("state").path)
        for item in ["banana", "banana", "cherry"] {
            try Tools.run("/bin/sh", ["-c", "XDG_STATE_HOME=\(state) \(sel) choose --remember fruit --select-if-one \(item) > /dev/null"])
        }
        let producer = "printf 'apple\\nbanana\\ndate\\n'; while [ ! -e go ]; do sleep 0.05; done; printf 'cherry\\nelder\\n'; sleep 30"
        try pane.runCommand("clear; (\(producer)) | { XDG_STATE_HOME=\(state) \(sel) choose --remember fruit > out; echo $? > rc; }")
        let listRows = { (screen: [String]) in screen.filter { $0.hasPrefix("│") } }
        var rows = listRows(try pane.waitUntil("three rows, banana first") { listRows($0).contains { $0.contains("date") } })
        #expect(rows.firstIndex { $0.contains("banana") } == 0)
        #expect(rows.firstIndex { $0.contains("apple") } == 1)
        #expect(rows.first?.contains("›") == true)
        #expect(FileManager.default.createFile(atPath: pane.directory.appendingPathComponent("go").path, contents: nil))
        rows = listRows(try pane.waitUntil("cherry arrived") { listRows($0).contains { $0.contains("elder") } })
        #expect(rows.map { $0.contains("cherry") }.firstIndex(of: true) == 0)
        #expect(rows.map { $0.contains("banana") }.firstIndex(of: true) == 1)
        #expect(rows.map { $0.contains("elder") }.firstIndex(of: true) == 4)
        #expect(rows.first?.contains("›") == true)
        // The input has not ended: Enter chooses without waiting for it.
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.waitForFile("out") == "cherry")
    }

    @Test func theWalkerListsTheRememberedPathsFirstAndOnce() throws {
        let pane = try TmuxPane(width: 60, height: 20)
        for directory in ["alpha", "beta", "gamma"] {
            try FileManager.default.createDirectory(
                at: pane.directory.appendingPathComponent("tree/\(directory)"), withIntermediateDirectories: true)
        }
        let state = Tools.shellQuoted(pane.directory.appendingPathComponent("state").path)
        let command =
            "cd tree; XDG_STATE_HOME=\(state) \(sel) choose --filter --walker dir --remember dirs > ../out; echo $? > ../rc; cd .."
        try pane.runCommand("clear; " + command)
        try pane.waitFor("3/3")
        try pane.type("gam")
        try pane.waitFor("1/3")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.waitForFile("out") == "gamma/")
        try FileManager.default.removeItem(at: pane.directory.appendingPathComponent("rc"))
        try pane.runCommand("clear; " + command)
        let rows = try pane.waitUntil("the list") { $0.contains { $0.contains("3/3") } && $0.contains { $0.contains("beta/") } }
        #expect(rows.filter { $0.contains("gamma/") }.count == 1)
        #expect(rows.contains { $0.contains("›") && $0.contains("gamma/") })
        #expect((rows.firstIndex { $0.contains("gamma/") } ?? 99) < (rows.firstIndex { $0.contains("alpha/") } ?? -1))
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.waitForFile("out") == "gamma/")
    }

    @Test func twoProcessesRecordingAtOnceLoseNothing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("remember-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = Tools.shellQuoted(directory.path)
        let times = 100
        let loop = { (item: String) in
            "(i=0; while [ $i -lt \(times) ]; do XDG_STATE_HOME=\(state) \(sel) choose --remember race --select-if-one \(item) > /dev/null || exit 1; i=$((i+1)); done)"
        }
        try Tools.run("/bin/sh", ["-c", "\(loop("first")) & \(loop("second")) & wait"])
        let text = try String(contentsOfFile: directory.appendingPathComponent("sel/remember/race").path, encoding: .utf8)
        let lines = text.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(lines.count == 2)
        for line in lines { #expect(line.first == "\(times)") }
        #expect(lines.map { Int($0[2]) ?? 0 }.max() == 2 * times)
    }

    @Test func aBadNameIsAUsageError() throws {
        let result = try SelProcess.run(["choose", "--remember", "../x", "a"])
        #expect(result.status == 2)
        #expect(result.errors.contains("--remember takes a name of letters"))
    }

    /// Issue 31: a corrupt store is said once and its bad lines ignored (the good ones kept); a
    /// file with no line that reads is someone else's: said, never written over, and the choice
    /// still printed with status 0.
    @Test func aCorruptOrForeignStoreIsSaidOnceAndNeverFatal() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("remember-\(UUID().uuidString)")
        let directory = state.appendingPathComponent("sel/remember")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: state) }
        let foreign: [UInt8] = [0x00, 0xFF] + Array("garbage\nnot\ta\tstore\n".utf8)
        try Data(foreign).write(to: directory.appendingPathComponent("foreign"))
        try Data("1\t1700000000\t1\tkept\nbroken line\n".utf8).write(to: directory.appendingPathComponent("corrupt"))
        let run = { (name: String) throws -> (String, String) in
            let result = try Tools.run(
                "/bin/sh",
                ["-c", "XDG_STATE_HOME=\(Tools.shellQuoted(state.path)) \(self.sel) choose --remember \(name) --select-if-one new"])
            #expect(result.status == 0, "\(result.output)")
            return (result.output, try String(contentsOf: directory.appendingPathComponent(name), encoding: .isoLatin1))
        }
        let (foreignOutput, _) = try run("foreign")
        #expect(try Data(contentsOf: directory.appendingPathComponent("foreign")) == Data(foreign), "the foreign file left as it is")
        // Standard output and error, in the order written: the warning as the store is read, then the choice.
        #expect(
            foreignOutput
                == "sel choose: --remember: \(directory.path)/foreign: 2 lines that do not read, ignored "
                + "(the file is left as it is, and this choice not remembered)\nnew\n"
        )
        let (corruptOutput, corruptAfter) = try run("corrupt")
        #expect(corruptOutput == "sel choose: --remember: \(directory.path)/corrupt: 1 line that does not read, ignored\nnew\n")
        #expect(corruptAfter.hasSuffix("\tkept\n") && corruptAfter.contains("\tnew\n") && !corruptAfter.contains("broken"))
        // Written back by sel, the store reads whole: nothing more is said.
        let (again, _) = try run("corrupt")
        #expect(again == "new\n")
    }
}
