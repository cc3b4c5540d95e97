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

    private func loaded() -> Result<ChoiceMemory, FileSystem.Failure> {
        switch FileSystem.contentsOrFailure(of: path) {
        case .success(let text): .success(ChoiceMemory(parsing: text))
        case .failure(let failure) where failure.isMissing: .success(ChoiceMemory())
        case .failure(let failure): .failure(failure)
        }
    }

    /// Records that `items` were chosen together at `time` (seconds since 1970), under the lock
    /// (``ChoiceMemory/record(_:at:)``).
    ///
    /// - Throws: An error describing the system call that failed (making the directory, locking,
    ///   reading or replacing the file); the file is then as it was.
    public func record(_ items: [[UInt8]], at time: Int64) throws {
        if let slash = path.lastIndex(of: 0x2F), slash > 0 {
            if case .failure(let failure) = FileSystem.createDirectories(Array(path[..<slash])) { throw failure }
        }
        let outcome = FileSystem.withExclusiveLock(on: path + Array(".lock".utf8)) { () -> Result<Void, FileSystem.Failure> in
            switch loaded() {
            case .failure(let failure):
                return .failure(failure)
            case .success(var memory):
                memory.record(items, at: time)
                return FileSystem.replace(path, with: memory.serialized)
            }
        }
        switch outcome {
        case .success(.success): return
        case .success(.failure(let failure)), .failure(let failure): throw failure
        }
    }
}
