import Foundation
import Testing

/// The system's process table as the end-to-end tests read it (`ps`), to check that what `sel`
/// started has ended.
enum ProcessTable {
    /// `pid pgid stat args` of every process but `ps` itself, one array per process.
    static func rows() throws -> [[String]] {
        let table = try Tools.run("/bin/ps", ["-eo", "pid=,pgid=,stat=,args="]).output
        return table.split(separator: "\n").map { line in
            var columns = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true).map(String.init)
            // The fourth column keeps the padding after the state.
            if columns.count == 4 { columns[3] = String(columns[3].drop { $0 == " " }) }
            return columns
        }.filter { $0.count == 4 && !$0[3].contains("/bin/ps") }
    }

    /// The process groups of live processes whose command line holds `marker`.
    static func groups(containing marker: String) throws -> Set<String> {
        Set(try rows().filter { $0[3].contains(marker) && !$0[2].hasPrefix("Z") }.map { $0[1] })
    }

    /// Polls until no live process is in one of `groups` (or `timeout` passes). A zombie (state
    /// Z) is dead: an orphaned `sleep` waits there for PID 1 to reap it, which some container
    /// inits do only every second or so.
    static func expectGone(
        groups: Set<String>, timeout: Duration = .seconds(3), _ why: Comment, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        func left() throws -> [[String]] {
            try rows().filter { groups.contains($0[1]) && !$0[2].hasPrefix("Z") }
        }
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var remaining = try left()
        while !remaining.isEmpty, clock.now < deadline {
            Thread.sleep(forTimeInterval: 0.02)
            remaining = try left()
        }
        #expect(remaining.map { $0.joined(separator: " ") } == [], why, sourceLocation: sourceLocation)
    }
}
