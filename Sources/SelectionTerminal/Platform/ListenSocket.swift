#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The sockets of `sel choose --listen`: a listening TCP socket on an IPv4 address or a Unix
/// socket, the connections it accepts, and non-blocking reads and writes on them. Every
/// descriptor is non-blocking and close-on-exec from the start (made under
/// `Platform.spawnLock`, so no child started meanwhile inherits one).
package enum ListenSocket {
    /// What `poll` saw on one connection.
    package struct Readiness: Sendable, Equatable {
        /// Bytes (or the end) can be read.
        package var readable = false
        /// Bytes can be written.
        package var writable = false
        /// Hang-up or error.
        package var broken = false
    }

    /// A listening TCP socket on `address` (an IPv4 address in dotted form, or `localhost`) and
    /// `port` (0: one the system picks); the descriptor and the port it listens on.
    package static func listen(address: String, port: Int) -> Result<(fd: Int32, port: Int), ListenSocketError> {
        let host = address == "localhost" ? "127.0.0.1" : address
        var internet = in_addr()
        guard inet_pton(AF_INET, host, &internet) == 1 else { return .failure(.address(address)) }
        guard let fd = makeSocket(family: AF_INET) else { return .failure(.system("socket", errno)) }
        var yes: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var socketAddress = sockaddr_in()
        socketAddress.sin_family = sa_family_t(AF_INET)
        socketAddress.sin_port = UInt16(port).bigEndian
        socketAddress.sin_addr = internet
        let bound = withUnsafePointer(to: &socketAddress) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, systemListen(fd) == 0 else { return failing(fd, .system("bind \(address):\(port)", errno)) }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &actual) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else { return failing(fd, .system("getsockname", errno)) }
        return .success((fd, Int(UInt16(bigEndian: actual.sin_port))))
    }

    /// A listening Unix socket at `path`, readable and writable by its owner only; a file left
    /// there by a server that is gone is replaced, one that still answers is not (fzf's rule).
    package static func listen(path: String) -> Result<Int32, ListenSocketError> {
        guard var socketAddress = unixAddress(path) else { return .failure(.pathTooLong(path)) }
        var status = stat()
        if stat(path, &status) == 0 {
            if answers(&socketAddress) { return .failure(.inUse(path)) }
            _ = unlink(path)
        }
        guard let fd = makeSocket(family: AF_UNIX) else { return .failure(.system("socket", errno)) }
        let bound = withUnsafePointer(to: &socketAddress) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0 else { return failing(fd, .system("bind \(path)", errno)) }
        _ = chmod(path, 0o600)
        ListenSocketFile.register(path)
        guard systemListen(fd) == 0 else { return failing(fd, .system("listen \(path)", errno)) }
        return .success(fd)
    }

    /// The next connection waiting on `listener`, non-blocking and close-on-exec; nil when none is.
    package static func accept(_ listener: Int32) -> Int32? {
        Platform.spawnLock.withLock { _ in
            let fd = systemAccept(listener)
            guard fd >= 0 else { return nil }
            configure(fd)
            return fd
        }
    }

    /// Reads up to `count` bytes into `buffer`: the count (0 at the end), nil when nothing is
    /// there yet, -1 on an error.
    package static func read(_ fd: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Int? {
        switch Platform.read(fd, into: buffer, count: count) {
        case .success(let n): return n
        case .failure(let error): return error.errorNumber == EAGAIN || error.errorNumber == EWOULDBLOCK ? nil : -1
        }
    }

    /// Writes what the socket takes now of `bytes`: the count written, 0 when it takes nothing
    /// yet, -1 when the peer is gone.
    package static func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return 0 }
        while true {
            #if canImport(Darwin)
                let n = send(fd, base, bytes.count, 0)
            #else
                let n = send(fd, base, bytes.count, Int32(MSG_NOSIGNAL))
            #endif
            if n >= 0 { return n }
            let error = errno
            if error == EINTR { continue }
            return error == EAGAIN || error == EWOULDBLOCK ? 0 : -1
        }
    }

    /// Waits until one of `fds` is ready, to read or (`writes`) to write, or
    /// `timeoutMilliseconds` pass; a negative descriptor is skipped.
    package static func wait(for fds: [(fd: Int32, writes: Bool)], timeoutMilliseconds: Int32) -> [Readiness] {
        var entries = fds.map { pollfd(fd: $0.fd, events: $0.writes ? Int16(POLLOUT) : Int16(POLLIN), revents: 0) }
        let n = poll(&entries, nfds_t(entries.count), timeoutMilliseconds)
        guard n > 0 else { return fds.map { _ in Readiness() } }
        return entries.map { entry in
            let events = Int32(entry.revents)
            return Readiness(
                readable: events & Int32(POLLIN) != 0, writable: events & Int32(POLLOUT) != 0,
                broken: events & (Int32(POLLERR) | Int32(POLLNVAL) | Int32(POLLHUP)) != 0)
        }
    }

    /// A non-blocking, close-on-exec pipe to wake a wait: `(read end, write end)`.
    package static func makeWakeUpPipe() -> (Int32, Int32)? { try? Platform.makePipe().get() }

    /// Writes one byte to the wake-up pipe `fd` (a full pipe already wakes its reader).
    package static func wake(_ fd: Int32) {
        var byte: UInt8 = 1
        withUnsafeBytes(of: &byte) { raw in
            if let base = raw.baseAddress { Platform.writeFromSignalHandler(fd, base, 1) }
        }
    }

    /// Closes `fd`.
    package static func close(_ fd: Int32) { Platform.close(fd) }

    /// Removes the socket file at `path`.
    package static func remove(path: String) {
        ListenSocketFile.unregister()
        _ = unlink(path)
    }

    // MARK: Private

    private static func makeSocket(family: Int32) -> Int32? {
        Platform.spawnLock.withLock { _ in
            #if canImport(Glibc)
                let fd = socket(family, Int32(SOCK_STREAM.rawValue), 0)
            #else
                let fd = socket(family, SOCK_STREAM, 0)
            #endif
            guard fd >= 0 else { return nil }
            configure(fd)
            return fd
        }
    }

    /// Close-on-exec and non-blocking.
    private static func configure(_ fd: Int32) {
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL, 0) | O_NONBLOCK)
        #if canImport(Darwin)
            var yes: Int32 = 1
            _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    private static func systemListen(_ fd: Int32) -> Int32 {
        #if canImport(Glibc)
            return Glibc.listen(fd, 64)
        #elseif canImport(Musl)
            return Musl.listen(fd, 64)
        #else
            return Darwin.listen(fd, 64)
        #endif
    }

    private static func systemAccept(_ fd: Int32) -> Int32 {
        #if canImport(Glibc)
            return Glibc.accept(fd, nil, nil)
        #elseif canImport(Musl)
            return Musl.accept(fd, nil, nil)
        #else
            return Darwin.accept(fd, nil, nil)
        #endif
    }

    private static func failing<T>(_ fd: Int32, _ error: ListenSocketError) -> Result<T, ListenSocketError> {
        Platform.close(fd)
        return .failure(error)
    }

    /// `path` as a Unix socket address; nil when it does not fit.
    private static func unixAddress(_ path: String) -> sockaddr_un? {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard !bytes.isEmpty, bytes.count < capacity, !bytes.contains(0) else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        return address
    }

    /// True when a server answers at `address` (a blocking connect, at once for a Unix socket).
    private static func answers(_ address: inout sockaddr_un) -> Bool {
        guard let fd = makeSocket(family: AF_UNIX) else { return false }
        defer { Platform.close(fd) }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL, 0) & ~O_NONBLOCK)
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        return connected == 0
    }
}

/// The path of the Unix socket `--listen` made, kept where a signal handler can read it without a
/// lock or an allocation, so that a terminating signal removes the file too (a normal end removes
/// it through ``ListenSocket/remove(path:)``).
enum ListenSocketFile {
    /// The longest path kept (a Unix socket's path is far shorter).
    static let capacity = 512

    nonisolated(unsafe) static let path: UnsafeMutablePointer<CChar> = {
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        pointer.initialize(repeating: 0, count: capacity)
        return pointer
    }()

    /// Serialises changes (a handler reads without the lock).
    private static let lock = Locked(())

    /// Touches the buffer so that no handler triggers its lazy initialisation.
    static func prepare() { _ = path }

    static func register(_ text: String) {
        let bytes = Array(text.utf8.prefix(capacity - 1))
        lock.withLock { _ in
            path[0] = 0
            for (index, byte) in bytes.enumerated().reversed() { path[index] = CChar(bitPattern: byte) }
            path[bytes.count] = 0
        }
    }

    static func unregister() { lock.withLock { _ in path[0] = 0 } }

    /// Removes the socket file, if one is listed. Async-signal-safe: reads the buffer and calls `unlink(2)`.
    static func removeFromSignalHandler() {
        if path[0] != 0 { _ = unlink(path) }
    }
}

/// Why `--listen` could not listen.
package enum ListenSocketError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Not an IPv4 address nor `localhost`.
    case address(String)
    /// A Unix socket path longer than the system takes.
    case pathTooLong(String)
    /// A server answers at this socket path.
    case inUse(String)
    /// A system call failed with this `errno`.
    case system(String, Int32)

    /// What went wrong, for a message.
    package var description: String {
        switch self {
        case .address(let address): "cannot listen on '\(address)': sel takes an IPv4 address or localhost"
        case .pathTooLong(let path): "socket path too long or empty: '\(path)'"
        case .inUse(let path): "socket already in use: \(path)"
        case .system(let call, let error): "\(call): \(Platform.describe(errorNumber: error))"
        }
    }
}
