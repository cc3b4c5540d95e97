import SelectionTerminal

/// A ``ChoiceMemory`` kept in a file of the XDG state directory (`$XDG_STATE_HOME/sel/remember/NAME`,
/// else `~/.local/state/sel/remember/NAME`, where `sel choose --remember NAME` keeps it) or at a
/// path of your own, safe when several processes record at once: each update holds an exclusive
/// lock (`flock` on `NAME.lock`) while it reads the file, records and writes the new text to a
/// file beside it that is renamed over the old one. No update is lost, and a reader never sees
/// half a file.
///
/// ```swift
/// if let file = ChoiceMemoryFile(name: "projects", environment: ProcessInfo.processInfo.environment) {
///     try file.record([Array("src".utf8)], at: Int64(Date().timeIntervalSince1970))
///     let memory = try file.load()
/// }
/// ```
public struct ChoiceMemoryFile: Sendable, Equatable {
    /// The file holding the memory.
    package let path: [UInt8]

    /// The memory called `name` (letters, digits, `.`, `_` and `-`, not starting with `.`) in
    /// the state directory `environment` names; nil for a bad name or with neither
    /// `XDG_STATE_HOME` nor `HOME` set.
    public init?(name: String, environment: [String: String]) {
        guard Self.isValid(name) else { return nil }
        let directory: String
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            directory = state
        } else if let home = environment["HOME"], !home.isEmpty {
            directory = home + "/.local/state"
        } else {
            return nil
        }
        path = Array((directory + "/sel/remember/" + name).utf8)
    }

    /// A memory kept in the file at `path` (its directory is made when a choice is first recorded).
    public init(path: [UInt8]) {
        self.path = path
    }

    /// True for a name a memory can have.
    package static func isValid(_ name: String) -> Bool {
        guard let first = name.utf8.first, first != 0x2E, name.utf8.count <= 100 else { return false }
        return name.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2E
                || byte == 0x5F || byte == 0x2D
        }
    }

    /// The memory as the file holds it now (empty when there is no file yet).
    ///
    /// - Throws: An error describing the system call that failed (reading the file).
    public func load() throws -> ChoiceMemory {
        try loaded().get()
    }

    /// The memory as the file holds it now, and how many of its lines do not read (a corrupt or
    /// foreign file's: they are ignored, and a file with no line that reads is never written over).
    package func loadCounting() throws -> (memory: ChoiceMemory, unreadableLines: Int) {
        let text = try text().get()
        return (ChoiceMemory(parsing: text), ChoiceMemory.unreadableLines(in: text))
    }

    /// A file holding lines but none that reads as a remembered item: someone else's, left as it is.
    package struct ForeignFile: Error, CustomStringConvertible {
        /// Its lines that do not read.
        package var lines: Int

        package var description: String {
            "not a store of remembered choices (\(lines) \(lines == 1 ? "line that does" : "lines that do") not read); left as it is"
        }
    }

    private func text() -> Result<[UInt8], FileSystem.Failure> {
        switch FileSystem.contentsOrFailure(of: path) {
        case .success(let text): .success(text)
        case .failure(let failure) where failure.isMissing: .success([])
        case .failure(let failure): .failure(failure)
        }
    }

    private func loaded() -> Result<ChoiceMemory, FileSystem.Failure> {
        text().map { ChoiceMemory(parsing: $0) }
    }

    /// Records that `items` were chosen together at `time` (seconds since 1970), under the lock
    /// (``ChoiceMemory/record(_:at:)``).
    ///
    /// - Throws: An error describing the system call that failed (making the directory, locking,
    ///   reading or replacing the file), or saying that the file holds lines but none a memory
    ///   writes (someone else's file); the file is then as it was.
    public func record(_ items: [[UInt8]], at time: Int64) throws {
        if let slash = path.lastIndex(of: 0x2F), slash > 0 {
            if case .failure(let failure) = FileSystem.createDirectories(Array(path[..<slash])) { throw failure }
        }
        let outcome = FileSystem.withExclusiveLock(on: path + Array(".lock".utf8)) { () -> Result<Void, any Error> in
            switch text() {
            case .failure(let failure):
                return .failure(failure)
            case .success(let text):
                var memory = ChoiceMemory(parsing: text)
                if memory.entries.isEmpty {
                    let unreadable = ChoiceMemory.unreadableLines(in: text)
                    if unreadable > 0 { return .failure(ForeignFile(lines: unreadable)) }
                }
                memory.record(items, at: time)
                return FileSystem.replace(path, with: memory.serialized).mapError { $0 }
            }
        }
        switch outcome {
        case .success(.success): return
        case .success(.failure(let failure)): throw failure
        case .failure(let failure): throw failure
        }
    }
}
