import SelectionTerminal

/// Runs a list prompt's previews off the host loop, one at a time: starting a run stops the one
/// before (a command's whole process group: SIGTERM, then SIGKILL), and output is posted to the
/// inbox as ``BackgroundEvent/previewChanged(generation:)`` as it arrives, tagged with the run's
/// generation so the prompt drops news of a run that is no longer current.
///
/// A command's output is read on a thread of its own; a Swift provider runs in a task. When the
/// inbox closes (the prompt finished, however it did), the running command is stopped and waited
/// for, so nothing outlives the prompt.
final class PreviewRunner: Sendable {
    /// One run's output, child and task.
    private final class Run: Sendable {
        /// The output so far, what produces it, and whether the run was stopped.
        struct State {
            var builder = PreviewOutputBuilder()
            var child: ChildProcess?
            var task: Task<Void, Never>?
            var isStopped = false
        }

        let generation: Int
        let state = Locked(State())

        init(generation: Int) { self.generation = generation }

        func stop(waiting: Bool) {
            let (child, task) = state.withLock { state -> (ChildProcess?, Task<Void, Never>?) in
                state.isStopped = true
                return (state.child, state.task)
            }
            task?.cancel()
            if waiting { child?.terminateAndWait() } else { child?.terminate() }
        }
    }

    /// The current run, and whether the runner closed (then it starts no more).
    private struct State {
        var current: Run?
        var isClosed = false
    }

    private let inbox: PromptInbox
    private let state = Locked(State())

    /// A runner that reports to `inbox` and stops everything when it closes.
    init(inbox: PromptInbox) {
        self.inbox = inbox
        inbox.whenClosed { [weak self] in self?.close() }
    }

    /// Stops the current run and starts `job` as run number `generation`.
    func run(_ job: PreviewJob, generation: Int) {
        let run = Run(generation: generation)
        let previous: Run? = state.withLock { state in
            guard !state.isClosed else { return nil }
            defer { state.current = run }
            return state.current
        }
        previous?.stop(waiting: false)
        guard state.withLock({ $0.current === run }) else { return }
        switch job {
        case .command(let command): start(command, in: run)
        case .lines(let provider): start(provider, in: run)
        }
    }

    /// Stops the current run, if any (the highlight moved; a new run comes after the debounce).
    func stop() {
        let previous: Run? = state.withLock { state in
            defer { state.current = nil }
            return state.current
        }
        previous?.stop(waiting: false)
    }

    /// The output of run `generation`, if it is the current run.
    func output(of generation: Int) -> PreviewOutput? {
        guard let run = state.withLock({ $0.current }), run.generation == generation else { return nil }
        return run.state.withLock { $0.builder.output }
    }

    /// Stops the current run and waits for its command to go; later runs are refused.
    private func close() {
        let previous: Run? = state.withLock { state in
            state.isClosed = true
            defer { state.current = nil }
            return state.current
        }
        previous?.stop(waiting: true)
    }

    private func start(_ command: String, in run: Run) {
        let child: ChildProcess
        switch ChildProcess.shell(command) {
        case .success(let started): child = started
        case .failure(let error):
            run.state.withLock { $0.builder.finish(ending: "cannot run the preview: \(error)") }
            inbox.post(.previewChanged(generation: run.generation))
            return
        }
        let stopsAtOnce = run.state.withLock { state -> Bool in
            state.child = child
            return state.isStopped
        }
        if stopsAtOnce { child.terminate() }
        let inbox = self.inbox
        let started = BackgroundThread.start {
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            var wantsMore = true
            while wantsMore {
                let count = child.read(into: &buffer)
                guard count > 0 else { break }
                wantsMore = run.state.withLock { $0.builder.append(buffer[0..<count]) }
                inbox.post(.previewChanged(generation: run.generation))
            }
            // Cut: the rest is not wanted, and the command must not block on a full pipe.
            if !wantsMore { child.terminate() }
            child.closeOutput()
            let termination = child.waitForExit()
            let ending: String? = termination == .exited(0) ? nil : termination.description
            run.state.withLock { $0.builder.finish(ending: $0.isStopped ? nil : ending) }
            inbox.post(.previewChanged(generation: run.generation))
        }
        if !started {
            child.terminate()
            run.state.withLock { $0.builder.finish(ending: "cannot start a thread for the preview") }
            inbox.post(.previewChanged(generation: run.generation))
        }
    }

    private func start(_ provider: @escaping @Sendable (_ emit: @escaping @Sendable (String) -> Bool) async -> Void, in run: Run) {
        let inbox = self.inbox
        let task = Task.detached {
            await provider { line in
                guard !Task.isCancelled else { return false }
                let wantsMore = run.state.withLock { $0.builder.append(line: line) }
                inbox.post(.previewChanged(generation: run.generation))
                return wantsMore
            }
            run.state.withLock { $0.builder.finish(ending: nil) }
            inbox.post(.previewChanged(generation: run.generation))
        }
        let stopsAtOnce = run.state.withLock { state -> Bool in
            state.task = task
            return state.isStopped
        }
        if stopsAtOnce { task.cancel() }
    }
}
