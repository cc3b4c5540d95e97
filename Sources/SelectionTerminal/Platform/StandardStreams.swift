// Operating-system code, fenced with Platform.swift in this folder: the only two files that import the C library.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Fast, byte-exact standard input and output for command-line tools (`sel filter`): input is read in large blocks into one
/// buffer, output is gathered into large blocks and written with few `write(2)` calls.
package enum StandardStreams {
    /// A failed read or write, with the operating system's description.
    package struct Failure: Error, CustomStringConvertible {
        /// What was being done, e.g. "cannot read standard input".
        package let action: String
        /// The `errno` value.
        package let code: Int32

        /// A readable description.
        package var description: String {
            "\(action): \(String(cString: strerror(code)))"
        }

        /// True when the reader went away (EPIPE): a filter whose output is no longer read ends
        /// quietly (``endAsBrokenPipe()``).
        package var isBrokenPipe: Bool { code == EPIPE }
    }

    /// Reads everything from `descriptor` into one array, with one spare byte of capacity so that
    /// a missing final delimiter can be appended without copying.
    ///
    /// A regular file is read straight into a buffer of its size; a pipe is read in blocks that
    /// double in size and joined once at the end.
    package static func readAll(from descriptor: Int32) throws -> [UInt8] {
        var blocks: [[UInt8]] = []
        var total = 0
        var blockSize = 1 << 20
        var status = stat()
        if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG {
            let remaining = Int(status.st_size) - Int(lseek(descriptor, 0, SEEK_CUR))
            if remaining > 0 { blockSize = remaining + 1 }
        }
        while true {
            let block = try readBlock(from: descriptor, capacity: blockSize)
            if block.isEmpty { break }
            total += block.count
            let filled = block.count == blockSize
            blocks.append(block)
            if blocks.count == 1 && !filled {
                // A regular file read whole, or a short pipe: a small read to see the end.
                blockSize = 1 << 16
                continue
            }
            blockSize = Swift.min(Swift.max(blockSize, total) * 2, 1 << 28)
        }
        if blocks.count == 1 { return blocks[0] }
        return [UInt8](unsafeUninitializedCapacity: total + 1) { buffer, count in
            var offset = 0
            for block in blocks {
                block.withUnsafeBufferPointer { source in
                    guard let target = buffer.baseAddress, let origin = source.baseAddress else { return }
                    (target + offset).initialize(from: origin, count: source.count)
                }
                offset += block.count
            }
            count = total
        }
    }

    /// The last `count` bytes (or fewer, from the current offset) of the regular file open as
    /// `descriptor`, read with `pread(2)` so that the offset stays where it is; nil when it is
    /// not a regular file, is no longer than `count` from its offset, or cannot be read. For a
    /// reader that wants the end of its input first (the newest commands of a shell's history).
    package static func tail(of descriptor: Int32, count: Int) -> [UInt8]? {
        var status = stat()
        guard count > 0, fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        let offset = Int(lseek(descriptor, 0, SEEK_CUR))
        let size = Int(status.st_size)
        guard offset >= 0, size - offset > count else { return nil }
        var failed = false
        let tail = [UInt8](unsafeUninitializedCapacity: count) { buffer, filled in
            filled = 0
            guard let base = buffer.baseAddress else { return }
            while filled < count {
                let result = pread(descriptor, base + filled, count - filled, off_t(size - count + filled))
                if result > 0 {
                    filled += result
                } else if result == 0 || errno != EINTR {
                    // The file shrank or cannot be read: no tail rather than one that is not its end.
                    failed = true
                    return
                }
            }
        }
        return failed ? nil : tail
    }

    /// Asks for transparent huge pages under a large block about to be read into: a 63 MB input
    /// then costs a few dozen page faults instead of some 15,000 (a quarter of `sel filter`'s
    /// time on a million paths went to faulting the buffer in while `read(2)` copied into it).
    private static func adviseHugePages(_ base: UnsafeMutablePointer<UInt8>, capacity: Int) {
        #if os(Linux)
            let huge = 2 << 20
            guard capacity >= 4 * huge else { return }
            let start = (Int(bitPattern: base) + huge - 1) & ~(huge - 1)
            let end = (Int(bitPattern: base) + capacity) & ~(huge - 1)
            guard end > start, let address = UnsafeMutableRawPointer(bitPattern: start) else { return }
            // Only advice: where the kernel has no huge page to give, reading works as before.
            _ = madvise(address, end - start, MADV_HUGEPAGE)
        #endif
    }

    /// Reads until `capacity` bytes or end of input; an empty block means end of input.
    private static func readBlock(from descriptor: Int32, capacity: Int) throws -> [UInt8] {
        var failure: Int32 = 0
        let block = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            adviseHugePages(base, capacity: capacity)
            while count < capacity {
                let result = readDescriptor(descriptor, base + count, capacity - count)
                if result > 0 {
                    count += result
                } else if result == 0 {
                    return
                } else if errno != EINTR {
                    failure = errno
                    return
                }
            }
        }
        if failure != 0 { throw Failure(action: "cannot read standard input", code: failure) }
        return block
    }

    /// One `read(2)` into `buffer` (retried on EINTR): the byte count, 0 at end of input, or -1
    /// on an error. For readers that hand on what arrives as it arrives.
    package static func read(from descriptor: Int32, into buffer: inout [UInt8]) -> Int {
        buffer.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return -1 }
            while true {
                let result = readDescriptor(descriptor, base, raw.count)
                if result >= 0 { return result }
                if errno != EINTR { return -1 }
            }
        }
    }

    /// Writes `text` to standard error at once; a failure is ignored, as there is nowhere left
    /// to report it.
    package static func writeError(_ text: String) {
        _ = try? write(Array(text.utf8), to: .error)
    }

    /// Writes every byte of `bytes` to `stream`, retrying partial writes and interrupted calls.
    ///
    /// The checked alternative to `FileHandle.write(_:)`, which traps (SIGILL) when the write
    /// fails — on a closed pipe, a hung-up terminal, a full disk or `/dev/full`.
    ///
    /// ```swift
    /// do { try StandardStreams.write(Array("42\n".utf8), to: .output) } catch where error.isBrokenPipe {
    ///     StandardStreams.endAsBrokenPipe()
    /// }
    /// ```
    ///
    /// - Throws: ``Failure`` with the `errno` of the failed `write(2)`.
    package static func write(_ bytes: [UInt8], to stream: StandardStream) throws(Failure) {
        try bytes.withUnsafeBufferPointer { buffer throws(Failure) in
            try writeAll(buffer.baseAddress, count: buffer.count, to: stream.rawValue)
        }
    }

    /// Writes `count` bytes from `bytes` to `descriptor`, retrying partial writes.
    package static func writeAll(_ bytes: UnsafePointer<UInt8>?, count: Int, to descriptor: Int32) throws(Failure) {
        guard let bytes else { return }
        var written = 0
        while written < count {
            let result = systemWrite(descriptor, bytes + written, count - written)
            if result > 0 {
                written += result
            } else if result == 0 {
                throw Failure(action: "cannot write \(name(of: descriptor))", code: EIO)
            } else if errno != EINTR {
                throw Failure(action: "cannot write \(name(of: descriptor))", code: errno)
            }
        }
    }

    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, bytes, count)
        #elseif canImport(Musl)
            Musl.write(descriptor, bytes, count)
        #else
            Darwin.write(descriptor, bytes, count)
        #endif
    }

    private static func name(of descriptor: Int32) -> String {
        switch descriptor {
        case 1: "standard output"
        case 2: "standard error"
        default: "descriptor \(descriptor)"
        }
    }

    /// Makes a write to a closed pipe fail with EPIPE instead of killing the process with
    /// SIGPIPE, so that every write failure is handled where it happens. Call once at start.
    package static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Ends the process as a Unix filter ends when its reader goes away: killed by SIGPIPE,
    /// quietly (the shell sees status 141).
    package static func endAsBrokenPipe() -> Never {
        endBySignal(SIGPIPE)
    }

    /// Ends the process as hung up (the shell sees status 129), for when the terminal went
    /// away; restore the terminal first, as far as it can be.
    package static func endAsHungUp() -> Never {
        endBySignal(SIGHUP)
    }

    private static func endBySignal(_ number: Int32) -> Never {
        signal(number, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        raise(number)
        _exit(128 + number)
    }

    /// Output gathered into a large block and written when full, so that a million lines cost a few
    /// dozen `write(2)` calls rather than a million.
    package struct OutputBuffer: ~Copyable {
        /// The file descriptor written to.
        let descriptor: Int32
        private let capacity: Int
        private let buffer: UnsafeMutablePointer<UInt8>
        private var count = 0

        /// Creates a buffer of `capacity` bytes for `descriptor` (standard output by default).
        package init(descriptor: Int32 = 1, capacity: Int = 1 << 20) {
            self.descriptor = descriptor
            self.capacity = capacity
            self.buffer = .allocate(capacity: capacity)
        }

        deinit {
            buffer.deallocate()
        }

        /// Appends `length` bytes from `bytes`, writing out full blocks.
        package mutating func append(_ bytes: UnsafePointer<UInt8>, count length: Int) throws {
            if count + length > capacity {
                try flush()
                if length > capacity {
                    try StandardStreams.writeAll(bytes, count: length, to: descriptor)
                    return
                }
            }
            let target = buffer + count
            if length <= 128 {
                // Short lines are the common case: copying words inline beats a call to memmove.
                let source = UnsafeRawPointer(bytes)
                let destination = UnsafeMutableRawPointer(target)
                var offset = 0
                while offset &+ 8 <= length {
                    destination.storeBytes(
                        of: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self),
                        toByteOffset: offset, as: UInt64.self)
                    offset &+= 8
                }
                while offset < length {
                    target[offset] = bytes[offset]
                    offset &+= 1
                }
            } else {
                target.update(from: bytes, count: length)
            }
            count += length
        }

        /// Appends one byte.
        package mutating func append(_ byte: UInt8) throws {
            if count == capacity { try flush() }
            buffer[count] = byte
            count += 1
        }

        /// Writes out everything gathered so far.
        package mutating func flush() throws {
            try StandardStreams.writeAll(UnsafePointer(buffer), count: count, to: descriptor)
            count = 0
        }
    }
}

/// The C library's `read(2)`, named apart from ``StandardStreams/read(from:into:)``.
private func readDescriptor(_ descriptor: Int32, _ base: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, base, count)
}
