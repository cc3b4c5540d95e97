// The file-system calls the walker and the remembered choices need: reading a directory's
// entries, a file's identity, and replacing a small file under a lock. Kept beside the other
// operating-system calls (Platform.swift); paths are bytes, never `String`, so a name that is not
// UTF-8 arrives exactly as the file system holds it.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Directories, file identities and locked small files, with paths as bytes.
///
/// ```swift
/// _ = FileSystem.readDirectory(Array(".".utf8)) { name, kind in print(name.count, kind) }
/// ```
package enum FileSystem {
    /// What a directory entry is, as the directory says (no `stat` unless it could not say).
    package enum EntryKind: Sendable, Equatable {
        /// A directory.
        case directory
        /// A symbolic link (to anything, or to nothing).
        case symbolicLink
        /// Anything else: a regular file, a device, a socket, a pipe.
        case other
    }

    /// A file's identity: its device and inode, the same for every path that reaches it.
    package struct Identity: Hashable, Sendable {
        /// The device holding the file.
        package var device: UInt64
        /// The file's inode on that device.
        package var inode: UInt64
    }

    /// Calls `body` with each entry of the directory at `path` (without `.` and `..`): its name's
    /// bytes and its kind. Returns the directory's identity, or nil when it could not be opened
    /// (missing, unreadable, not a directory).
    package static func readDirectory(
        _ path: [UInt8], _ body: (UnsafeBufferPointer<UInt8>, EntryKind) -> Void
    ) -> Identity? {
        let directory: OpaquePointer? = path.withCString { opendir($0) }
        guard let directory else { return nil }
        defer { closedir(directory) }
        var status = stat()
        guard fstat(dirfd(directory), &status) == 0 else { return nil }
        let identity = Identity(status)
        while let entry = readdir(directory) {
            let type = entry.pointee.d_type
            withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: UInt8.self, capacity: 256) { name in
                    let length = strlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))
                    let bytes = UnsafeBufferPointer(start: name, count: length)
                    // Skip `.` and `..`.
                    if length == 1, name[0] == 0x2E { return }
                    if length == 2, name[0] == 0x2E, name[1] == 0x2E { return }
                    body(bytes, kind(ofType: type, at: path, name: bytes))
                }
            }
        }
        return identity
    }

    /// The identity of what `path` names, following symbolic links, and whether it is a
    /// directory; nil when nothing is there (a dangling link) or it cannot be reached.
    package static func target(of path: [UInt8]) -> (identity: Identity, isDirectory: Bool)? {
        var status = stat()
        guard path.withCString({ stat($0, &status) }) == 0 else { return nil }
        return (Identity(status), status.st_mode & S_IFMT == S_IFDIR)
    }

    /// The kind `readdir` reported, or the one `lstat` finds when it could not say.
    private static func kind(ofType type: UInt8, at directory: [UInt8], name: UnsafeBufferPointer<UInt8>) -> EntryKind {
        switch Int32(type) {
        case Int32(DT_DIR): return .directory
        case Int32(DT_LNK): return .symbolicLink
        case Int32(DT_UNKNOWN):
            var path = directory
            path.append(0x2F)
            path.append(contentsOf: name)
            var status = stat()
            guard path.withCString({ lstat($0, &status) }) == 0 else { return .other }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: return .directory
            case S_IFLNK: return .symbolicLink
            default: return .other
            }
        default: return .other
        }
    }

    /// The identities of `path` (followed to its real directory) and of every directory above it,
    /// up to the root: what a followed link must not point back to.
    package static func identitiesOfAncestors(of path: [UInt8]) -> Set<Identity> {
        guard let real = path.withCString({ realpath($0, nil) }) else { return [] }
        defer { free(real) }
        var bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(real).assumingMemoryBound(to: UInt8.self), count: strlen(real)))
        var identities: Set<Identity> = []
        while true {
            if let found = target(of: bytes.isEmpty ? [0x2F] : bytes) { identities.insert(found.identity) }
            guard let slash = bytes.lastIndex(of: 0x2F), !bytes.isEmpty else { break }
            bytes.removeSubrange(slash...)
        }
        return identities
    }

    /// A failed file operation: the `errno` value and what was being done.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// What was being done, e.g. `open`.
        package var call: String
        /// The `errno` value.
        package var code: Int32

        /// True when nothing is at the path (ENOENT).
        package var isMissing: Bool { code == ENOENT }

        /// True when the permissions forbid it (EACCES, EPERM).
        package var isDenied: Bool { code == EACCES || code == EPERM }

        /// The call and the C library's description of the error.
        package var description: String { "\(call): \(String(cString: strerror(code)))" }
    }

    /// The contents of the regular file at `path`, at most `limit` bytes; nil when it cannot be read.
    package static func contents(of path: [UInt8], limit: Int = 1 << 24) -> [UInt8]? {
        try? contentsOrFailure(of: path, limit: limit).get()
    }

    /// The contents of the file at `path`, at most `limit` bytes, or why they could not be read.
    package static func contentsOrFailure(of path: [UInt8], limit: Int = 1 << 24) -> Result<[UInt8], Failure> {
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return .failure(Failure(call: "open", code: errno)) }
        defer { close(descriptor) }
        var result: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while result.count < limit {
            let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { return .failure(Failure(call: "read", code: errno)) }
            if count == 0 { break }
            result.append(contentsOf: block[0..<count])
        }
        return .success(result)
    }

    /// Replaces the file at `path` with `bytes` at once: they are written to a new file beside it
    /// (mode 0600), flushed, and renamed over it, so a reader sees the old contents or the new,
    /// never a part.
    /// A writer killed between writing its new file and renaming it leaves that file behind: the
    /// next replace of the same path removes those whose process has ended.
    package static func replace(_ path: [UInt8], with bytes: [UInt8]) -> Result<Void, Failure> {
        removeAbandonedTemporaries(of: path)
        var temporary = path
        temporary.append(contentsOf: Array(".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))".utf8))
        let descriptor = temporary.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600) }
        guard descriptor >= 0 else { return .failure(Failure(call: "open", code: errno)) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let failure = Failure(call: "write", code: count < 0 ? errno : EIO)
                close(descriptor)
                _ = temporary.withCString { unlink($0) }
                return .failure(failure)
            }
            written += count
        }
        let synced = fsync(descriptor) == 0 ? 0 : errno
        close(descriptor)
        guard synced == 0 else {
            _ = temporary.withCString { unlink($0) }
            return .failure(Failure(call: "fsync", code: synced))
        }
        let renamed = temporary.withCString { from in path.withCString { to in rename(from, to) } }
        guard renamed == 0 else {
            let failure = Failure(call: "rename", code: errno)
            _ = temporary.withCString { unlink($0) }
            return .failure(failure)
        }
        return .success(())
    }

    /// Removes the files `replace(_:with:)` began beside `path` (`NAME.tmp-PID-N`) for a process
    /// that no longer runs; a live writer's file is left alone.
    static func removeAbandonedTemporaries(of path: [UInt8]) {
        let slash = path.lastIndex(of: 0x2F)
        let directory: [UInt8] = slash.map { $0 == 0 ? [0x2F] : Array(path[..<$0]) } ?? [0x2E]
        let prefix = Array(path[(slash.map { $0 + 1 } ?? 0)...]) + Array(".tmp-".utf8)
        guard case .success(let entries) = DirectoryListing.read(directory) else { return }
        for entry in entries where entry.name.starts(with: prefix) {
            let rest = entry.name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: 0x2D), let process = Int32(String(decoding: rest[..<dash], as: UTF8.self)),
                process > 0, process != getpid(), kill(process, 0) != 0, errno == ESRCH
            else { continue }
            var full = directory
            if full.last != 0x2F { full.append(0x2F) }
            full += entry.name
            _ = full.withCString { unlink($0) }
        }
    }

    /// Runs `body` holding an exclusive lock (`flock`) on the file at `path`, created if missing;
    /// another process asking for the same lock waits until `body` returns.
    package static func withExclusiveLock<T>(on path: [UInt8], _ body: () -> T) -> Result<T, Failure> {
        let descriptor = path.withCString { open($0, O_RDWR | O_CREAT | O_CLOEXEC, 0o600) }
        guard descriptor >= 0 else { return .failure(Failure(call: "open", code: errno)) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            return .failure(Failure(call: "flock", code: errno))
        }
        defer { flock(descriptor, LOCK_UN) }
        return .success(body())
    }

    /// Creates the directory at `path` and those above it that are missing (mode 0700).
    package static func createDirectories(_ path: [UInt8]) -> Result<Void, Failure> {
        var prefix: [UInt8] = []
        for (index, byte) in path.enumerated() {
            prefix.append(byte)
            guard byte == 0x2F || index == path.count - 1, prefix.count > 1 else { continue }
            if prefix.withCString({ mkdir($0, 0o700) }) != 0, errno != EEXIST {
                return .failure(Failure(call: "mkdir", code: errno))
            }
        }
        return .success(())
    }

    /// The number of processors online (at least 1).
    package static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}

extension FileSystem.Identity {
    fileprivate init(_ status: stat) {
        self.init(device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino))
    }
}

extension Array where Element == UInt8 {
    /// Runs `body` with the bytes as a NUL-terminated C string.
    fileprivate func withCString<T>(_ body: (UnsafePointer<CChar>) -> T) -> T {
        var terminated = self
        terminated.append(0)
        return terminated.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                // A buffer made from a non-empty array always has a base address.
                guard let base = characters.baseAddress else { return body("") }
                return body(base)
            }
        }
    }
}
