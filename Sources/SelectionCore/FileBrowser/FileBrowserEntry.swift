/// One entry of a directory as the file browser knows it (the core reads no directory: the
/// caller lists it and sends ``FileBrowserAction/load(_:_:)``).
///
/// ```swift
/// let notes = FileBrowserEntry(name: Array("notes.txt".utf8), isDirectory: false, size: 120)
/// ```
package struct FileBrowserEntry: Sendable, Hashable {
    /// The name as the file system holds it (not necessarily UTF-8).
    package var name: [UInt8]
    /// Whether it is a directory, or a link to one.
    package var isDirectory: Bool
    /// Whether it is a symbolic link.
    package var isLink: Bool
    /// Whether a link leads nowhere (dangling, or a loop): it cannot be entered.
    package var isBroken: Bool
    /// The size in bytes.
    package var size: Int64
    /// The modification time, in seconds since 1970.
    package var modified: Int
    /// Whether ``size`` and ``modified`` were looked up: a listing leaves them for the rows on
    /// screen (``FileBrowserState/entriesToDescribe``), so that 100,000 entries cost no `stat`.
    package var hasDetails: Bool

    /// Creates an entry.
    package init(
        name: [UInt8], isDirectory: Bool, isLink: Bool = false, isBroken: Bool = false, size: Int64 = 0, modified: Int = 0,
        hasDetails: Bool = true
    ) {
        self.name = name
        self.isDirectory = isDirectory
        self.isLink = isLink
        self.isBroken = isBroken
        self.size = size
        self.modified = modified
        self.hasDetails = hasDetails
    }

    /// The size and modification time of an entry, looked up after it was listed.
    package struct Details: Sendable, Hashable {
        /// The size in bytes.
        package var size: Int64
        /// The modification time, in seconds since 1970.
        package var modified: Int
        /// Creates details.
        package init(size: Int64, modified: Int) {
            self.size = size
            self.modified = modified
        }
    }

    /// The name as text (invalid UTF-8 shown as U+FFFD; the bytes are what is printed).
    package var displayName: String { String(decoding: name, as: UTF8.self) }

    /// Whether the name starts with a dot.
    package var isHidden: Bool { name.first == 0x2E }
}
