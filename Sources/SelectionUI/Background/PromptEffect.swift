import SelectionMatching

/// Work a prompt asks its host to start or stop: the prompt decides, as a value returned from
/// `handle` (``PromptStep``); the host, the one owner of the loop, performs it
/// (`PromptEffectPerforming`) and feeds the result back as an event
/// (``BackgroundEvent/completed(_:)``). No prompt value holds a thread, a process or a lock.
package enum PromptEffect: Sendable {
    /// Reads the items of `feed` as they arrive (its news comes as `.itemsArrived`/`.inputEnded`).
    case watch(ItemFeed)
    /// Takes the items read so far: answered at once with `EffectResult.Kind.itemsRead`.
    case readItems
    /// Replaces the items with the lines `command` prints (`sh -c`, a process group of its own); the
    /// feed read before is stopped (its group: SIGTERM, then SIGKILL) without waiting for it.
    case reload(command: String)
    /// Shapes the feed's items again from their records as read (``ItemFeed/reshape(with:)``: fzf's
    /// `change-nth`, `change-with-nth`), the scan running abandoned; answered at once with
    /// `EffectResult.Kind.itemsRead` (nothing when the feed keeps no records).
    case reshape(ItemShaper)
    /// Scans the items for a query off the loop, cancelling the scan running.
    case scan(ScanRequest)
    /// Abandons the scan running.
    case cancelScan
    /// Runs a preview job as run number `generation`, stopping the run before it.
    case preview(PreviewJob, generation: Int)
    /// Stops the preview running.
    case stopPreview
    /// Stops every child process the prompt started when it ends, stale runs included.
    case stopChildrenAtEnd
    /// Runs a shell command to its end (``CommandRun``): on the terminal handed to it, silently,
    /// or for its output; answered at once with `EffectResult.Kind.commandRan`.
    case run(CommandRun)
    /// Draws the whole screen again from scratch.
    case redrawScreen
    /// Rings the terminal's bell.
    case ringBell
    /// Takes requests from `remote` (`--listen`): its news comes as `.remoteRequested`, its
    /// requests as `EffectResult.Kind.remoteRequests`; it stops when the prompt ends.
    case listen(any RemoteControlling)
    /// Answers state request number `request` of the remote control with `json`.
    case answerRemote(request: Int, json: String)
}

/// A scan for the host to run off the loop: `query` over `store`, refining `previous` when it can.
package struct ScanRequest: Sendable, Equatable {
    /// What the user typed.
    package var query: String
    /// The items to scan.
    package var store: ItemStore
    /// The result on screen, refined when the new query narrows it.
    package var previous: MatchResults?
    /// At most this many matches are kept.
    package var limit: Int
    /// The scan's number: only the latest counts.
    package var generation: Int
    /// How the query matches.
    package var matcher: Matcher
    /// Items that never match (fzf's `exclude`), ascending.
    package var excluded: [Int] = []
}

/// What a preview runs: a shell command, or lines a Swift closure emits (false from `emit`: stop).
package enum PreviewJob: Sendable {
    /// `sh -c command`, in a process group of its own.
    case command(String)
    /// Lines from a closure, run as a task.
    case lines(@Sendable (_ emit: @escaping @Sendable (String) -> Bool) async -> Void)
}

/// The result of work a prompt asked for (`PromptEffect`), delivered as
/// ``BackgroundEvent/completed(_:)``. Its contents are the package's own.
public struct EffectResult: Sendable, Hashable {
    /// What came back.
    package enum Kind: Sendable {
        /// The items read so far (`header`: the lines set aside by `--header-lines`; `shaped`:
        /// what a shaping feed keeps beside each item, ``ShapedItems``).
        case itemsRead(store: ItemStore, header: [[UInt8]], isFinished: Bool, shaped: ShapedItems? = nil)
        /// Scan number `generation` finished with `results`.
        case scanned(generation: Int, results: MatchResults)
        /// Preview run number `generation` has this output.
        case previewed(generation: Int, output: PreviewOutput)
        /// A command run for the prompt (``PromptEffect/run(_:)``) ended with this status and output.
        case commandRan(status: Int32, output: String)
        /// Requests that came through the remote control (`--listen`), oldest first.
        case remoteRequests([RemoteRequest])
    }

    /// What came back.
    package let kind: Kind
    /// Tells results apart (two results are equal only when they are the same delivery).
    private let serial: Int

    package init(_ kind: Kind, serial: Int) {
        self.kind = kind
        self.serial = serial
    }

    /// True when both are the same delivery.
    public static func == (left: EffectResult, right: EffectResult) -> Bool { left.serial == right.serial }

    /// Hashes the delivery's number.
    public func hash(into hasher: inout Hasher) { hasher.combine(serial) }
}
