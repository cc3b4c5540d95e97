import SelectionTerminal

/// One run of a ``FileWalker``: a queue of directories shared by a few threads, each reading a
/// directory, handing on what it lists and queueing the directories found. The last
/// thread to run out of work calls `finish`.
final class FileWalk: Sendable {
    /// The directories a directory was reached through, for telling a link loop.
    private final class Ancestry: Sendable {
        let identity: FileSystem.Identity
        let parent: Ancestry?
        init(_ identity: FileSystem.Identity, parent: Ancestry?) {
            self.identity = identity
            self.parent = parent
        }

        func contains(_ identity: FileSystem.Identity) -> Bool {
            var node: Ancestry? = self
            while let current = node {
                if current.identity == identity { return true }
                node = current.parent
            }
            return false
        }
    }

    /// The ignore rules of one directory on the way, and where paths relative to it start.
    private struct IgnoreLevel: Sendable {
        var rules: IgnoreRules
        /// The length of the directory's path and its `/` (0 for the root `.`).
        var start: Int
    }

    /// A name in the buffer of one directory's names.
    private struct Name {
        var start: Int
        var count: Int
        var isLink: Bool
        var range: Range<Int> { start..<(start + count) }
    }

    /// A directory to read.
    private struct Job: Sendable {
        /// The path as listed (empty for `.`).
        var path: [UInt8]
        var ancestry: Ancestry?
        var ignores: [IgnoreLevel]
    }

    private let walker: FileWalker
    private let delimiter: UInt8
    /// Takes the paths a thread listed, each followed by the delimiter.
    private let deliver: @Sendable ([UInt8]) -> Void
    /// Called once, by the last thread to end.
    private let finish: @Sendable () -> Void
    /// What a followed link must not point to: the roots and the directories above them.
    private let forbidden: Set<FileSystem.Identity>
    /// What the walk's threads share: the directories to read, and how many threads run.
    private struct Shared: Sendable {
        var queue: [Job] = []
        var head = 0
        var busy = 0
        var running = 0
        var stopped = false
    }

    private let state = Locked(Shared())

    init(
        _ walker: FileWalker, delimiter: UInt8, deliver: @escaping @Sendable ([UInt8]) -> Void, finish: @escaping @Sendable () -> Void
    ) {
        self.walker = walker
        self.delimiter = delimiter
        self.deliver = deliver
        self.finish = finish
        var forbidden: Set<FileSystem.Identity> = []
        if walker.followsLinks {
            for root in walker.roots { forbidden.formUnion(FileSystem.identitiesOfAncestors(of: root)) }
        }
        self.forbidden = forbidden
    }

    /// Queues the roots and starts the threads; false (with `finish` called) when none started.
    func start() -> Bool {
        var listed: [UInt8] = []
        for root in walker.roots {
            let prefix = FileWalker.prefix(of: root)
            guard FileSystem.target(of: prefix.isEmpty ? [0x2E] : prefix)?.isDirectory == true else { continue }
            // A root other than `.` is listed itself, as fzf does.
            if walker.listsDirectories, !prefix.isEmpty, !walker.excluded.contains(prefix == [0x2F] ? prefix : prefix + [0x2F]) {
                listed += prefix
                if prefix != [0x2F] { listed.append(0x2F) }
                listed.append(delimiter)
            }
            state.withLock { $0.queue.append(Job(path: prefix, ancestry: nil, ignores: [])) }
        }
        if !listed.isEmpty { deliver(listed) }
        let count = max(1, walker.threadCount)
        state.withLock { $0.running = count }
        var started = 0
        for _ in 0..<count where BackgroundThread.start({ [self] in work() }) { started += 1 }
        if started < count {
            let isLast = state.withLock { shared in
                shared.running -= count - started
                return shared.running == 0
            }
            state.signal()
            if isLast { finish() }
        }
        return started > 0
    }

    /// Ends the walk early: each thread stops after the directory it is reading.
    func stop() {
        state.withLock { $0.stopped = true }
        state.signal()
    }

    /// A thread's loop: take a directory, read it, queue what it holds; until none is left.
    private func work() {
        var output: [UInt8] = []
        // Paths go on in batches: at once the first time, then every 64 KiB or 15 ms, and before
        // the thread may wait. A feed told of every directory's few paths makes the list take a
        // snapshot for each.
        let clock = ContinuousClock()
        var lastDelivery: ContinuousClock.Instant?
        while let job = nextJob() {
            let found = read(job, into: &output)
            let isQueueEmpty = state.withLock { shared in
                shared.queue.append(contentsOf: found)
                shared.busy -= 1
                return shared.head == shared.queue.count
            }
            state.signal()
            // Nothing to read next: this thread may wait, so its paths go now.
            let isDue = isQueueEmpty || output.count >= 1 << 16 || lastDelivery.map { clock.now - $0 >= .milliseconds(15) } ?? true
            if !output.isEmpty, isDue {
                deliver(output)
                output.removeAll(keepingCapacity: true)
                lastDelivery = clock.now
            }
        }
        if !output.isEmpty { deliver(output) }
        let isLast = state.withLock { shared in
            shared.running -= 1
            return shared.running == 0
        }
        // Wakes ``waitUntilDone()``.
        state.signal()
        if isLast { finish() }
    }

    /// Waits until every thread has ended.
    func waitUntilDone() {
        while !state.wait(until: { $0.running == 0 }, timeoutMilliseconds: 1000) {}
    }

    /// The next directory to read, or nil when the walk is over (or stopped).
    private func nextJob() -> Job? {
        while true {
            _ = state.wait(until: { $0.stopped || $0.head < $0.queue.count || $0.busy == 0 }, timeoutMilliseconds: 200)
            let (job, isOver) = state.withLock { shared -> (Job?, Bool) in
                if shared.stopped || (shared.head == shared.queue.count && shared.busy == 0) { return (nil, true) }
                guard shared.head < shared.queue.count else { return (nil, false) }
                let job = shared.queue[shared.head]
                shared.head += 1
                shared.busy += 1
                if shared.head > 4096, shared.head * 2 > shared.queue.count {
                    shared.queue.removeFirst(shared.head)
                    shared.head = 0
                }
                return (job, false)
            }
            if isOver {
                state.signal()
                return nil
            }
            if let job { return job }
        }
    }

    /// Reads the directory of `job`: appends the paths it lists to `output` and returns the
    /// directories to read next.
    private func read(_ job: Job, into output: inout [UInt8]) -> [Job] {
        // The names, one after another in one buffer: no array per entry.
        var names: [UInt8] = []
        var files: [Name] = []
        var directories: [Name] = []
        let openPath = job.path.isEmpty ? [0x2E] : job.path
        let identity = FileSystem.readDirectory(openPath) { name, kind in
            let entry = Name(start: names.count, count: name.count, isLink: kind == .symbolicLink)
            names.append(contentsOf: name)
            if kind == .directory { directories.append(entry) } else { files.append(entry) }
        }
        guard let identity else { return [] }
        let ancestry = walker.followsLinks ? Ancestry(identity, parent: job.ancestry) : nil
        let base = job.path.isEmpty || job.path == [0x2F] ? job.path : job.path + [0x2F]
        var ignores = job.ignores
        if walker.honoursIgnoreFiles {
            for file in [".gitignore", ".ignore"] {
                guard let text = FileSystem.contents(of: base + Array(file.utf8)) else { continue }
                let rules = IgnoreRules(text)
                if !rules.isEmpty { ignores.append(IgnoreLevel(rules: rules, start: base.count)) }
            }
        }
        let precedes = { (left: Name, right: Name) in names[left.range].lexicographicallyPrecedes(names[right.range]) }
        files.sort(by: precedes)
        directories.sort(by: precedes)
        for file in files {
            if file.isLink || !ignores.isEmpty {
                let path = base + names[file.range]
                if file.isLink, let target = FileSystem.target(of: path), target.isDirectory {
                    // A link to a directory is walked only when following, and never back up.
                    if walker.followsLinks, !forbidden.contains(target.identity), ancestry?.contains(target.identity) != true {
                        directories.append(file)
                    }
                    continue
                }
                if isIgnored(path, isDirectory: false, by: ignores) { continue }
            }
            guard walker.listsFiles, walker.excluded.isEmpty || !walker.excluded.contains(base + names[file.range]) else { continue }
            output += base
            output += names[file.range]
            output.append(delimiter)
        }
        var found: [Job] = []
        for directory in directories {
            let path = base + names[directory.range]
            let skips = names.withUnsafeBufferPointer { buffer in
                walker.skips(name: UnsafeBufferPointer(rebasing: buffer[directory.range]), path: path)
            }
            guard !skips, !isIgnored(path, isDirectory: true, by: ignores) else { continue }
            if walker.listsDirectories, walker.excluded.isEmpty || !walker.excluded.contains(path + [0x2F]) {
                output += path
                output.append(0x2F)
                output.append(delimiter)
            }
            found.append(Job(path: path, ancestry: ancestry, ignores: ignores))
        }
        return found
    }

    /// True when the deepest ignore file with a word on `path` ignores it.
    private func isIgnored(_ path: [UInt8], isDirectory: Bool, by levels: [IgnoreLevel]) -> Bool {
        for level in levels.reversed() {
            let relative = Array(path[level.start...])
            if let decision = level.rules.decision(for: relative, isDirectory: isDirectory) { return decision == .ignored }
        }
        return false
    }
}
