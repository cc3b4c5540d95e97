import Foundation
import Testing

/// Issue 31: the `--remember` store survives writers killed at any moment (SIGKILL between the
/// lock, the write and the rename), several at once: afterwards every line reads, every choice
/// whose `sel` finished is there, and no abandoned temporary file is left once the next write ran.
@Suite(.serialized) struct StateFileCrashTests {
    @Test func killedWritersLoseNothingThatFinished() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: state) }
        let sel = Tools.shellQuoted(Tools.sel)
        // Two loops at once; every third run is killed after 0–9 ms. A finished run's item is
        // written to `done-LOOP`.
        let loop = """
            i=0
            while [ $i -lt 60 ]; do
              item="$1-$i"
              if [ $((i % 3)) = 0 ]; then
                XDG_STATE_HOME="$STATE" \(sel) choose --remember crash --select-if-one "$item" > /dev/null 2>&1 &
                pid=$!
                sleep "0.00$((RANDOM % 10))"
                kill -KILL $pid 2> /dev/null
                wait $pid 2> /dev/null
              else
                XDG_STATE_HOME="$STATE" \(sel) choose --remember crash --select-if-one "$item" > /dev/null && echo "$item" >> "$STATE/done-$1"
              fi
              i=$((i + 1))
            done
            """
        try loop.write(to: state.appendingPathComponent("loop.sh"), atomically: true, encoding: .utf8)
        let script = """
            export STATE=\(Tools.shellQuoted(state.path))
            bash "$STATE/loop.sh" a & bash "$STATE/loop.sh" b & wait
            XDG_STATE_HOME="$STATE" \(sel) choose --remember crash --select-if-one last > /dev/null
            """
        let run = try Tools.run("/bin/bash", ["-c", script])
        #expect(run.status == 0, "\(run.output)")
        let directory = state.appendingPathComponent("sel/remember")
        let store = try String(contentsOf: directory.appendingPathComponent("crash"), encoding: .utf8)
        let lines = store.split(separator: "\n").map(String.init)
        let wellFormed = lines.filter { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            return fields.count == 4 && Double(fields[0]) != nil && Int(fields[1]) != nil && Int(fields[2]) != nil && !fields[3].isEmpty
        }
        #expect(wellFormed == lines, "every line of the store reads")
        let remembered = Set(lines.compactMap { $0.split(separator: "\t").last.map(String.init) })
        var finished: [String] = []
        for name in ["done-a", "done-b"] {
            let text = (try? String(contentsOf: state.appendingPathComponent(name), encoding: .utf8)) ?? ""
            finished += text.split(separator: "\n").map(String.init)
        }
        #expect(finished.count == 80, "the runs not killed all finished")
        #expect(finished.filter { !remembered.contains($0) } == [], "every finished choice is remembered")
        #expect(remembered.contains("last"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains(".tmp-") }
        #expect(leftovers == [], "no abandoned temporary file after the last write")
    }
}
