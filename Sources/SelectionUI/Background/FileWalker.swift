import SelectionTerminal

/// The files under some directories, listed as they are found, in parallel, into an
/// ``ItemFeed``: what `sel choose` lists when standard input is a terminal (fzf's walker, whose
/// option names and defaults these are), and a source of paths for a ``DropDown`` of your own.
///
/// Paths are relative to the current directory as the roots are given (`.` lists `a/b`, `src`
/// lists `src/a`), directories end in `/`, and each path is the file system's bytes exactly,
/// followed by the feed's delimiter: give a feed that ends items in NUL (`ItemFeed(delimiter: 0)`)
/// so that a name holding a newline stays one item. A symbolic-link loop, an unreadable
/// directory or a name that is not UTF-8 never stops the walk.
///
/// The list opens at once and fills as the walk goes on; the walk stops when the prompt
/// finishes:
///
/// ```swift
/// let feed = ItemFeed(delimiter: 0)
/// let walker = FileWalker(roots: ["Sources", "Tests"], honoursIgnoreFiles: true)
/// walker.walk(into: feed)
/// let prompt = DropDown("File", feed: feed)
/// ```
///
/// Or walk to the end and take the paths:
///
/// ```swift
/// let directories = FileWalker(listsFiles: false, listsDirectories: true).paths(delimiter: 0x0A)
/// ```
public struct FileWalker: Sendable, Equatable {
    /// Whether files (anything but a directory) are listed (fzf's `file`).
    package var listsFiles = true
    /// Whether directories are listed, with a trailing `/` (fzf's `dir`).
    package var listsDirectories = false
    /// Whether symbolic links to directories are walked into (fzf's `follow`); a link back to
    /// a directory above never is.
    package var followsLinks = true
    /// Whether directories whose names begin with `.` are walked (fzf's `hidden`).
    package var walksHiddenDirectories = true
    /// The directories to walk, in order.
    package var roots: [[UInt8]] = [[0x2E]]
    /// Directories skipped: a name (`node_modules`) skips every directory of that name, a path
    /// with a `/` (`src/gen`) the directories whose path ends so.
    package var skipped: [[UInt8]] = [Array(".git".utf8), Array("node_modules".utf8)]
    /// Whether `.gitignore` and `.ignore` files met on the way are honoured (as `fd` does).
    package var honoursIgnoreFiles = false
    /// Paths not listed, as they would be (`src/` for a directory): those the caller listed
    /// already, first (the remembered choices of `sel choose --remember`).
    package var excluded: Set<[UInt8]> = []
    /// How many threads read directories at once.
    package var threadCount = max(4, min(FileSystem.processorCount, 16))

    /// A walker of `roots`, with fzf's defaults unless told otherwise: files listed, not
    /// directories (`--walker file`), links followed (`follow`), hidden directories walked
    /// (`hidden`), `.git` and `node_modules` skipped (`--walker-skip`).
    ///
    /// - Parameters:
    ///   - roots: The directories to walk, in order (`--walker-root`), as paths from the current
    ///     directory or absolute.
    ///   - listsFiles: Whether files (anything but a directory) are listed.
    ///   - listsDirectories: Whether directories are listed, with a trailing `/`.
    ///   - followsLinks: Whether symbolic links to directories are walked into (a link back to a
    ///     directory above never is).
    ///   - walksHiddenDirectories: Whether directories whose names begin with `.` are walked.
    ///   - skipped: Directories not walked: a name (`node_modules`) skips every directory of that
    ///     name, a path with a `/` (`src/gen`) those whose path ends so.
    ///   - honoursIgnoreFiles: Whether `.gitignore` and `.ignore` files met on the way are
    ///     honoured, as `fd` and ripgrep do.
    public init(
        roots: [String] = ["."], listsFiles: Bool = true, listsDirectories: Bool = false, followsLinks: Bool = true,
        walksHiddenDirectories: Bool = true, skipped: [String] = [".git", "node_modules"], honoursIgnoreFiles: Bool = false
    ) {
        self.roots = roots.map { Array($0.utf8) }
        self.listsFiles = listsFiles
        self.listsDirectories = listsDirectories
        self.followsLinks = followsLinks
        self.walksHiddenDirectories = walksHiddenDirectories
        self.skipped = skipped.map { Array($0.utf8) }
        self.honoursIgnoreFiles = honoursIgnoreFiles
    }

    /// Starts walking on threads of their own, appending each path to `feed`, and finishes the
    /// feed when every root was walked. Stops early once the prompt showing the feed finished.
    ///
    /// - Returns: False when no thread could be started (the feed is finished then).
    @discardableResult
    public func walk(into feed: ItemFeed) -> Bool {
        let walk = FileWalk(self, delimiter: feed.delimiter, deliver: { feed.append($0) }, finish: { feed.finish() })
        feed.whenStopped { walk.stop() }
        return walk.start()
    }

    /// Walks to the end (on the threads the walk uses, this one waiting) and returns every path,
    /// each followed by `delimiter` (NUL unless told), in the order found.
    public func paths(delimiter: UInt8 = 0) -> [UInt8] {
        let collected = Collected()
        let walk = FileWalk(self, delimiter: delimiter, deliver: { collected.append($0) }, finish: {})
        if walk.start() { walk.waitUntilDone() }
        return collected.bytes
    }

    /// The root as paths below it start: no leading `./`, no trailing `/` (but `/` itself), empty for `.`.
    static func prefix(of root: [UInt8]) -> [UInt8] {
        var bytes = root[...]
        while bytes.count > 1, bytes.first == 0x2E, bytes.dropFirst().first == 0x2F { bytes = bytes.dropFirst(2) }
        while bytes.count > 1, bytes.last == 0x2F { bytes = bytes.dropLast() }
        return bytes == [0x2E] ? [] : Array(bytes)
    }

    /// True when the directory at `path` named `name` is one of ``skipped``.
    func skips(name: UnsafeBufferPointer<UInt8>, path: [UInt8]) -> Bool {
        if !walksHiddenDirectories, name.first == 0x2E { return true }
        for skip in skipped {
            if !skip.contains(0x2F) {
                if skip.elementsEqual(name) { return true }
            } else if skip.first == 0x2F {
                if path.count >= skip.count, path.suffix(skip.count).elementsEqual(skip) { return true }
            } else if path == skip || (path.count > skip.count && path.suffix(skip.count + 1).elementsEqual([0x2F] + skip)) {
                return true
            }
        }
        return false
    }
}

/// The bytes the threads of a ``FileWalker/paths(delimiter:)`` walk hand on, gathered under a lock.
private final class Collected: Sendable {
    private let gathered = Locked<[UInt8]>([])

    func append(_ bytes: [UInt8]) { gathered.withLock { $0 += bytes } }

    var bytes: [UInt8] { gathered.withLock { $0 } }
}
