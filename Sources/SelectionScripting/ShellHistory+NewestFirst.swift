extension ShellHistory {
    /// The commands of a history, newest first, each once, read a command at a time from the
    /// end of the bytes (the newest command is the last one a shell writes), so that the first
    /// come at once however long the history is: what CTRL-R hands its list in batches.
    ///
    /// Each format is read backwards in the way it is written forwards: zsh's continued lines
    /// (a line ending in a backslash goes on with the next) are joined upwards; bash's command
    /// lines are gathered up to the `#SECONDS` line before them (lines before the file's first
    /// time are commands of their own); fish's `when:` lines wait for the `- cmd:` line above
    /// them. bash's `fc -lnr` listing is newest first already and is read forwards.
    ///
    /// A repeated command comes once, where it was last run, with the time of that copy: the
    /// first met from the end. Empty commands and those holding a NUL byte are left out.
    ///
    /// ```swift
    /// var commands = ShellHistory.NewestFirst(Array(": 1700000000:0;make\n: 1700000060:0;ls\n".utf8), format: .zsh)
    /// commands.next()?.time   // 1700000060: ls
    /// ```
    package struct NewestFirst: IteratorProtocol, Sequence {
        private var lines: Lines
        private let format: Format
        private var seen = Fold()
        /// bash: where the first `#SECONDS` line starts (lines before it are commands of their own).
        fileprivate let firstTimeLine: Int
        /// bash: the command lines gathered since the last time line met.
        private var gathered: Range<Int>?

        /// The commands `bytes` hold in `format`, to be read newest first.
        package init(_ bytes: [UInt8], format: Format) {
            lines = Lines(bytes, forwards: format == .bashListing)
            self.format = format
            // About one command in 32 bytes: the table seldom grows.
            seen = Fold(expecting: bytes.count / 32)
            firstTimeLine = format == .bash ? Self.firstTimeLine(in: bytes) : bytes.count
        }

        /// The next newer-than-the-rest command not met before, or nil at the end.
        package mutating func next() -> Entry? {
            while let entry = nextRecord() {
                guard !entry.command.isEmpty, !entry.command.contains(0) else { continue }
                if seen.insert(entry.command) { return entry }
            }
            return nil
        }

        /// Backwards: where the bytes not read yet end (the newline after the line to read next; -1 once all are read).
        fileprivate var unreadEnd: Int { lines.position }

        private mutating func nextRecord() -> Entry? {
            switch format {
            case .bash: previousBashRecord()
            case .bashListing: nextListingRecord()
            case .zsh: previousZshRecord()
            case .fish: previousFishRecord()
            }
        }

        // MARK: - bash

        /// Where the first line `#` and a digit starts, or the end.
        private static func firstTimeLine(in bytes: [UInt8]) -> Int {
            var start = 0
            while start + 1 < bytes.count {
                if bytes[start] == 0x23, (0x30...0x39).contains(bytes[start + 1]) { return start }
                guard let newline = bytes[start...].firstIndex(of: 0x0A) else { break }
                start = newline + 1
            }
            return bytes.count
        }

        /// bash's history file from the end: the lines after a time line are one command (the
        /// later ones continuing the first), empty lines skipped except within.
        private mutating func previousBashRecord() -> Entry? {
            let bytes = lines.bytes
            while let line = lines.previous() {
                if line.lowerBound < firstTimeLine {
                    if !line.isEmpty { return Entry(command: bytes[line]) }
                    continue
                }
                if bytes[line].first == 0x23, line.count > 1, (0x30...0x39).contains(bytes[line.lowerBound + 1]) {
                    guard let command = gathered else { continue }
                    gathered = nil
                    return Entry(command: bytes[command], time: ShellHistory.time(leadingNumber(bytes[line].dropFirst())?.value))
                }
                if !line.isEmpty { gathered = line.lowerBound..<(gathered?.upperBound ?? line.upperBound) }
            }
            return nil
        }

        /// bash's `fc -lnr` listing, forwards: a line beginning with a tab starts a command
        /// (after a space, or `*` for one edited), the lines up to the next such line continue it.
        private mutating func nextListingRecord() -> Entry? {
            let bytes = lines.bytes
            while let line = lines.following() {
                guard bytes[line].first == 0x09 else { continue }
                var command = bytes[line].dropFirst()
                if let first = command.first, first == 0x20 || first == 0x2A { command = command.dropFirst() }
                var end = line.upperBound
                while let next = lines.peekFollowing(), bytes[next].first != 0x09 {
                    end = next.upperBound
                    _ = lines.following()
                }
                return Entry(command: bytes[command.startIndex..<Swift.max(command.startIndex, end)])
            }
            return nil
        }

        // MARK: - zsh

        /// zsh's history file from the end: a logical line is the last line not yet read and the
        /// lines above it that end in a backslash.
        private mutating func previousZshRecord() -> Entry? {
            guard let last = lines.previous() else { return nil }
            let bytes = lines.bytes
            var first = last.lowerBound
            while first >= 2, bytes[first - 2] == 0x5C, let line = lines.previous() { first = line.lowerBound }
            var line = bytes[first..<last.upperBound]
            if first < last.lowerBound || line.last == 0x5C {
                // Each backslash that ends a line stands for the newline (the last one too, at the end of the file).
                var text: [UInt8] = []
                text.reserveCapacity(line.count + 1)
                for (index, byte) in zip(line.indices, line) where !(byte == 0x5C && index + 1 < line.endIndex && line[index + 1] == 0x0A) {
                    text.append(byte)
                }
                if text.last == 0x5C { text[text.count - 1] = 0x0A }
                line = text[...]
            }
            var spaces = line.endIndex
            while spaces > line.startIndex, line[spaces - 1] == 0x20 { spaces -= 1 }
            if spaces < line.endIndex, spaces > line.startIndex, line[spaces - 1] == 0x5C { line = line.dropLast() }
            return ShellHistory.zshEntry(line)
        }

        // MARK: - fish

        /// fish's history file from the end: indented lines wait for the `- cmd:` line above them
        /// (the last `when:` of a record is its time); any other line ends a record.
        private mutating func previousFishRecord() -> Entry? {
            let bytes = lines.bytes
            var time: Int64?
            var hasTime = false
            while let range = lines.previous() {
                let line = bytes[range]
                if line.first == 0x20 {
                    var field = line
                    while field.first == 0x20 { field = field.dropFirst() }
                    if !hasTime, field.starts(with: [0x77, 0x68, 0x65, 0x6E, 0x3A]) {  // when:
                        time = ShellHistory.time(leadingNumber(field.dropFirst(5), skippingBlanks: true)?.value)
                        hasTime = true
                    }
                } else if line.starts(with: [0x2D, 0x20, 0x63, 0x6D, 0x64]), let colon = line.firstIndex(of: 0x3A) {  // - cmd
                    var value = line[(colon + 1)...]
                    while let first = value.first, first == 0x20 || first == 0x09 { value = value.dropFirst() }
                    return Entry(command: fishUnescaped(value), time: time)
                } else {
                    time = nil
                    hasTime = false
                }
            }
            return nil
        }
    }

    /// The newest commands of a history of which `tail` holds the last bytes, at most `limit`,
    /// each as reading the whole history gives it first (``NewestFirst``): so that a long history
    /// shows its newest commands before the rest of it is read. Fewer (none) when the tail is too
    /// short to be sure of them: the tail's first line may be cut, a zsh command may go on from
    /// the line above, and in bash's file a command not after a `#SECONDS` line in the tail may
    /// belong to one above it. Not for ``Format/bashListing`` (none: it is newest first already).
    ///
    /// ```swift
    /// let tail = Array(": 1700000000:0;make\n: 1700000060:0;ls\n: 1700000120:0;cd\n".utf8)
    /// ShellHistory.newest(2, inTail: tail[9...], format: .zsh).map(\.time)   // [1700000120, 1700000060]
    /// ```
    package static func newest(_ limit: Int, inTail tail: ArraySlice<UInt8>, format: Format) -> [Entry] {
        guard format != .bashListing, let newline = tail.firstIndex(of: 0x0A) else { return [] }
        var commands = NewestFirst(Array(tail[(newline + 1)...]), format: format)
        var entries: [Entry] = []
        while entries.count < limit, let entry = commands.next() {
            // Where the command's first line starts: the line above it is read next.
            let start = commands.unreadEnd + 1
            guard start > 0, format != .bash || start >= commands.firstTimeLine else { break }
            entries.append(entry)
        }
        return entries
    }

    /// One of zsh's logical lines as a command: `: START:ELAPSED;COMMAND` with extended history
    /// (as zsh reads it, the command follows the `;` after the second `:`), else the command alone
    /// (a leading `\:` standing for `:`); unmetafied.
    static func zshEntry(_ line: ArraySlice<UInt8>) -> Entry {
        var command = line
        var time: Int64?
        if command.first == 0x3A {
            command = command.dropFirst()
            time = leadingNumber(command, skippingBlanks: true)?.value
            if let colon = command.firstIndex(of: 0x3A), let semicolon = command[(colon + 1)...].firstIndex(of: 0x3B) {
                command = command[(semicolon + 1)...]
            } else {
                command = command[command.endIndex...]
            }
        } else if command.first == 0x5C, command.dropFirst().first == 0x3A {
            command = command.dropFirst()
        }
        return Entry(command: unmetafied(command), time: Self.time(time))
    }
}

/// The lines of a history's bytes (without their newlines; a last line without one counts),
/// read from the end or from the start.
private struct Lines {
    let bytes: [UInt8]
    /// Backwards: where the line to read next ends (-1 once all are read). Forwards: where it starts.
    private(set) var position: Int

    init(_ bytes: [UInt8], forwards: Bool) {
        self.bytes = bytes
        if forwards {
            position = 0
        } else {
            position = bytes.last == 0x0A ? bytes.count - 1 : (bytes.isEmpty ? -1 : bytes.count)
        }
    }

    /// The line before those read (backwards).
    mutating func previous() -> Range<Int>? {
        guard position >= 0 else { return nil }
        let start = bytes[..<position].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        defer { position = start - 1 }
        return start..<position
    }

    /// The line after those read (forwards).
    mutating func following() -> Range<Int>? {
        guard let line = peekFollowing() else { return nil }
        position = line.upperBound + 1
        return line
    }

    /// The line ``following()`` would return.
    func peekFollowing() -> Range<Int>? {
        guard position < bytes.count else { return nil }
        return position..<(bytes[position...].firstIndex(of: 0x0A) ?? bytes.count)
    }
}

/// The commands met so far, to fold repeats: an open-addressed table of each command's hash's
/// high half and its position, so that a probe rarely compares a command (hashing commands a
/// byte at a time in a `Dictionary` was most of the time CTRL-R took).
private struct Fold {
    private var slots: [UInt64]
    private var commands: [ArraySlice<UInt8>] = []
    private var hashes: [UInt64] = []

    /// A table for about `count` commands (it grows past them).
    init(expecting count: Int = 0) {
        var capacity = 1 << 10
        while capacity < min(count, 1 << 24) * 2 { capacity <<= 1 }
        slots = [UInt64](repeating: 0, count: capacity)
    }

    /// True when `command` was not met before (it is then remembered).
    mutating func insert(_ command: ArraySlice<UInt8>) -> Bool {
        if (commands.count + 1) * 2 > slots.count { grow() }
        let hash = ShellHistory.hash(command)
        let tag = hash & 0xFFFF_FFFF_0000_0000
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let packed = slots[slot]
            let index = Int(packed & 0xFFFF_FFFF) - 1
            if packed & 0xFFFF_FFFF_0000_0000 == tag, commands[index] == command { return false }
            slot = (slot + 1) & mask
        }
        slots[slot] = tag | UInt64(commands.count + 1)
        commands.append(command)
        hashes.append(hash)
        return true
    }

    /// Twice the slots, each command placed again.
    private mutating func grow() {
        slots = [UInt64](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(index + 1)
        }
    }
}
