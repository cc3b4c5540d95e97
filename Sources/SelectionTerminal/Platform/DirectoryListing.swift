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
/// link, its size and modification time.
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

    /// The entries of the directory at `path` (without `.` and `..`), in no order; or why it
    /// cannot be read, in the C library's words.
    package static func read(_ path: [UInt8]) -> Result<[FileBrowserEntry], DirectoryError> {
        let cPath = path.map { CChar(bitPattern: $0) } + [0]
        guard let directory = opendir(cPath) else { return .failure(DirectoryError(message: Platform.describe(errorNumber: errno))) }
        defer { closedir(directory) }
        var entries: [FileBrowserEntry] = []
        // Each entry is looked at relative to the directory (fstatat on its descriptor), not
        // through its whole path: no path walk per entry in a directory of 100,000.
        let descriptor = dirfd(directory)
        while let pointer = readdir(directory) {
            let name: [UInt8] = withUnsafeBytes(of: pointer.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            let cName = name.map { CChar(bitPattern: $0) } + [0]
            var link = stat()
            guard fstatat(descriptor, cName, &link, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            let isLink = (link.st_mode & S_IFMT) == S_IFLNK
            var target = link
            let isBroken = isLink && fstatat(descriptor, cName, &target, 0) != 0
            entries.append(
                FileBrowserEntry(
                    name: name, isDirectory: !isBroken && (target.st_mode & S_IFMT) == S_IFDIR, isLink: isLink, isBroken: isBroken,
                    size: Int64(target.st_size), modified: modificationSeconds(target)))
        }
        return .success(entries)
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
