import SelectionMatching
import SelectionTerminal

/// Runs the filter's scans off the host loop, on all cores: one scan at a time; starting a
/// new one cancels the one running, and a finished scan is posted to the inbox with its
/// generation, so the prompt drops a result for a query that is no longer current.
final class FeedScanner: Sendable {
    /// The running scan, and the last one to finish.
    private struct State {
        var task: Task<Void, Never>?
        var finished: (generation: Int, results: MatchResults)?
    }

    private let state = Locked(State())
    private let inbox: PromptInbox

    init(inbox: PromptInbox) {
        self.inbox = inbox
        inbox.whenClosed { [weak self] in self?.cancel() }
    }

    /// Starts the scan `request` asks for, cancelling the last one.
    func scan(_ request: ScanRequest) {
        let inbox = self.inbox
        let generation = request.generation
        let newTask = Task.detached { [weak self] in
            guard
                let results = try? await request.matcher.match(
                    request.query, in: request.store, limit: request.limit, refining: request.previous, excluding: request.excluded)
            else { return }
            guard let self, !Task.isCancelled else { return }
            self.state.withLock { $0.finished = (generation, results) }
            inbox.post(.scanFinished(generation: generation))
        }
        let old = state.withLock { state in
            defer { state.task = newTask }
            return state.task
        }
        old?.cancel()
    }

    /// The results of scan `generation`, if it finished and no later one did.
    func results(of generation: Int) -> MatchResults? {
        state.withLock { $0.finished?.generation == generation ? $0.finished?.results : nil }
    }

    /// Abandons the running scan.
    func cancel() {
        state.withLock { $0.task }?.cancel()
    }
}
