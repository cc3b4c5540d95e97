// Reading a directory for the file picker: operating-system calls, fenced here like the rest of
// this folder.
import SelectionCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The entries of a directory as the file picker shows them: each name as bytes (a file name
/// need not be UTF-8), whether it is a directory (following symbolic links), whether it is a
/// link; the size and modification time are looked up later, only for the rows on screen
/// (``details(of:in:)``).
///
/// ```swift
/// switch DirectoryListing.read(Array("/etc".utf8)) {
/// case .success(let entries): print(entries.count)
/// case .failure(let why): print(why.message)   // "Permission denied"
/// }
/// ```
package enum DirectoryListing {
    /// The C library's words for EACCES, as ``read(_:)`` reports them.
    package static var permissionDenied: String { Platform.describe(errorNumber: EACCES) }

    /// Why the directory at `path` cannot be opened, in the C library's words; nil when it can.
    /// Cheaper than ``read(_:)``: nothing is listed.
    package static func problem(opening path: [UInt8]) -> DirectoryError? {
        let cPath = path.map { CChar(bitPattern: $0) } + [0]
        guard let directory = opendir(cPath) else { return DirectoryError(message: Platform.describe(errorNumber: errno)) }
        closedir(directory)
        return nil
    }

    /// The entries of the directory at `path` (without `.` and `..`), in no order, their
    /// details not yet looked up; or why it cannot be read, in the C library's words.
    ///
    /// What each entry is comes from the directory itself (`d_type`): only a symbolic link (to
    /// learn whether it leads to a directory, or nowhere) and an entry of a file system that does
    /// not say are looked at with `fstatat`. A directory of 100,000 files costs no `stat` at all.
    package static func read(_ path: [UInt8]) -> Result<[FileBrowserEntry], DirectoryError> {
        let cPath = path.map { CChar(bitPattern: $0) } + [0]
        guard let directory = opendir(cPath) else { return .failure(DirectoryError(message: Platform.describe(errorNumber: errno))) }
        defer { closedir(directory) }
        var entries: [FileBrowserEntry] = []
        let descriptor = dirfd(directory)
        while let pointer = readdir(directory) {
            let type = pointer.pointee.d_type
            let entry: FileBrowserEntry? = withUnsafePointer(to: &pointer.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: 256) { cName -> FileBrowserEntry? in
                    let length = strlen(cName)
                    if length == 1, cName[0] == 0x2E { return nil }
                    if length == 2, cName[0] == 0x2E, cName[1] == 0x2E { return nil }
                    let name = Array(UnsafeRawBufferPointer(start: cName, count: length))
                    return makeEntry(named: name, cName: cName, type: type, in: descriptor)
                }
            }
            if let entry { entries.append(entry) }
        }
        return .success(entries)
    }

    /// The entry `cName` of the directory open as `descriptor`, its kind from `type` when the
    /// directory gave one; nil when it vanished meanwhile.
    private static func makeEntry(
        named name: [UInt8], cName: UnsafePointer<CChar>, type: UInt8, in descriptor: Int32
    ) -> FileBrowserEntry? {
        switch Int32(type) {
        case Int32(DT_DIR):
            return FileBrowserEntry(name: name, isDirectory: true, hasDetails: false)
        case Int32(DT_LNK), Int32(DT_UNKNOWN):
            var link = stat()
            guard fstatat(descriptor, cName, &link, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
            let isLink = (link.st_mode & S_IFMT) == S_IFLNK
            var target = link
            let isBroken = isLink && fstatat(descriptor, cName, &target, 0) != 0
            return FileBrowserEntry(
                name: name, isDirectory: !isBroken && (target.st_mode & S_IFMT) == S_IFDIR, isLink: isLink, isBroken: isBroken,
                size: Int64(target.st_size), modified: modificationSeconds(target))
        default:
            return FileBrowserEntry(name: name, isDirectory: false, hasDetails: false)
        }
    }

    /// The size and modification time of `name` in `directory` (following a link), or nil when
    /// it cannot be looked at: what the picker shows beside the rows on screen.
    package static func details(of name: [UInt8], in directory: [UInt8]) -> (size: Int64, modified: Int)? {
        var path = directory
        if path.last != 0x2F { path.append(0x2F) }
        path.append(contentsOf: name)
        path.append(0)
        var status = stat()
        let found = path.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cPath -> Bool in
                guard let start = cPath.baseAddress else { return false }
                return stat(start, &status) == 0 || lstat(start, &status) == 0
            }
        }
        return found ? (Int64(status.st_size), modificationSeconds(status)) : nil
    }

    private static func modificationSeconds(_ status: stat) -> Int {
        #if canImport(Darwin)
            Int(status.st_mtimespec.tv_sec)
        #else
            Int(status.st_mtim.tv_sec)
        #endif
    }
}

/// Why a directory could not be read.
package struct DirectoryError: Error, Sendable, Equatable {
    /// The C library's words (`Permission denied`).
    package var message: String
    /// Creates an error.
    package init(message: String) { self.message = message }
}
