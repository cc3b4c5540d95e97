/// A shell's command history read from the format the shell writes it in, newest first, each
/// command once: what CTRL-R of `sel init` lists, with when each command was run where the
/// history says.
///
/// The formats, as each shell writes and reads them back:
/// - ``Format/bash``: bash's history file (`history -w FILE`). A line `#` followed by digits is
///   the time (seconds since 1970) of the command on the next line; when `HISTTIMEFORMAT` is set
///   bash writes one before every command, and a command of several lines is then written as
///   they are, its other lines following it until the next time. Empty lines are skipped, as
///   bash skips them.
/// - ``Format/bashListing``: the output of `fc -lnr`, newest first and without times: a line
///   beginning with a tab starts a command (after a space, or `*` for one edited), other lines
///   continue it.
/// - ``Format/zsh``: zsh's history file (`fc -W FILE`): with `EXTENDED_HISTORY`, each command is
///   `: START:ELAPSED;COMMAND`, else the command alone (a leading `\:` standing for `:`); a line
///   ending in a backslash goes on with the next (the backslash stands for a newline); a
///   backslash followed by trailing spaces lost one space that zsh added; and bytes are
///   metafied (0x83 followed by the byte XOR 0x20).
/// - ``Format/fish``: fish's history file (`~/.local/share/fish/fish_history`), each command
///   `- cmd: COMMAND` with its time on an indented `when: SECONDS` line after it (and `paths:`
///   that are ignored); in the command `\\` stands for a backslash and `\n` for a newline (other
///   escapes are kept as they are).
///
/// Any bytes are read without a trap: what is not understood is skipped or kept as it is. A
/// command holding a NUL byte is left out (it could not be handed back NUL-separated), and so
/// is an empty one.
///
/// ```swift
/// let history = ShellHistory(parsing: Array(": 1700000000:0;make\n: 1700000060:0;ls\n".utf8), format: .zsh)
/// history.entries.map(\.time)   // [1700000060, 1700000000]: ls, then make
/// ```
package struct ShellHistory: Sendable, Equatable {
    /// A history format (see ``ShellHistory``).
    package enum Format: String, Sendable, CaseIterable {
        /// bash's history file, `#SECONDS` lines giving times.
        case bash
        /// bash's `fc -lnr` listing (newest first, no times).
        case bashListing = "bash-fc"
        /// zsh's history file, extended (`: SECONDS:ELAPSED;`) or not.
        case zsh
        /// fish's history file.
        case fish
    }

    /// One command of the history.
    package struct Entry: Sendable, Equatable {
        /// The command's bytes, as the shell would put them on its line (newlines within): most
        /// often a slice of the bytes read, shared rather than copied.
        package var command: ArraySlice<UInt8>
        /// When it was last run, in seconds since 1970, if the history says.
        package var time: Int64?

        /// A command run at `time`.
        package init(command: ArraySlice<UInt8>, time: Int64? = nil) {
            self.command = command
            self.time = time
        }
    }

    /// The commands, newest first, each once (a repeated command where it was last run, with its latest time).
    package private(set) var entries: [Entry]

    /// Whether any command has a time.
    package var hasTimes: Bool { entries.contains { $0.time != nil } }

    /// The history `bytes` hold in `format`.
    package init(parsing bytes: [UInt8], format: Format) {
        let oldestFirst: [Entry]
        switch format {
        case .bash: oldestFirst = Self.bashFile(bytes)
        case .bashListing: oldestFirst = Self.bashListing(bytes).reversed()
        case .zsh: oldestFirst = Self.zshFile(bytes)
        case .fish: oldestFirst = Self.fishFile(bytes)
        }
        entries = Self.folded(oldestFirst)
    }

    /// The commands given, oldest first, folded: newest first, each once.
    package init(oldestFirst: [Entry]) {
        entries = Self.folded(oldestFirst)
    }

    /// Newest first, each command once where it last came, with the latest time any copy has.
    /// (An open-addressed table of the hash's high half and the position, so that a probe
    /// rarely reads a command: hashing commands a byte at a time in a `Dictionary` was most of
    /// the time CTRL-R took.)
    private static func folded(_ oldestFirst: [Entry]) -> [Entry] {
        var result: [Entry] = []
        result.reserveCapacity(oldestFirst.count)
        var capacity = 16
        while capacity < oldestFirst.count * 2 { capacity <<= 1 }
        let mask = capacity - 1
        var slots = [UInt64](repeating: 0, count: capacity)
        for entry in oldestFirst.reversed() where !entry.command.isEmpty && !entry.command.contains(0) {
            let hash = hash(entry.command)
            let tag = hash & 0xFFFF_FFFF_0000_0000
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let packed = slots[slot]
                if packed == 0 {
                    slots[slot] = tag | UInt64(result.count + 1)
                    result.append(entry)
                    break
                }
                let index = Int(packed & 0xFFFF_FFFF) - 1
                if packed & 0xFFFF_FFFF_0000_0000 == tag, index < result.count, result[index].command == entry.command {
                    if let time = entry.time, time > (result[index].time ?? Int64.min) { result[index].time = time }
                    break
                }
                slot = (slot + 1) & mask
            }
        }
        return result
    }

    /// A hash of `bytes`, for ``folded(_:)``: 8-byte words, each multiplied in and folded
    /// down (the table's slots take the low bits, which a plain multiply leaves poor), then
    /// MurmurHash3's final mix.
    static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBytes { raw -> UInt64 in
            var hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(raw.count)
            var offset = 0
            while offset + 8 <= raw.count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
                hash ^= hash >> 32
                offset += 8
            }
            var tail: UInt64 = 0
            while offset < raw.count {
                tail = tail << 8 | UInt64(raw[offset])
                offset += 1
            }
            hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
            hash ^= hash >> 33
            hash = hash &* 0xFF51_AFD7_ED55_8CCD
            return hash ^ (hash >> 33)
        }
    }

    // MARK: - Lines

    /// Calls `body` with the range of each line of `bytes` (without its newline); a last line
    /// without one counts.
    static func forEachLine(of bytes: [UInt8], _ body: (Range<Int>) -> Void) {
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            body(start..<end)
            start = end + 1
        }
    }

    /// The number the ASCII digits at the start of `bytes` spell (after leading blanks when
    /// `skippingBlanks`), if there is at least one and it fits.
    static func leadingNumber(_ bytes: ArraySlice<UInt8>, skippingBlanks: Bool = false) -> (value: Int64, end: Int)? {
        var index = bytes.startIndex
        if skippingBlanks {
            while index < bytes.endIndex, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        }
        var value: Int64 = 0
        let start = index
        while index < bytes.endIndex, (0x30...0x39).contains(bytes[index]) {
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times.addingReportingOverflow(Int64(bytes[index] - 0x30))
            guard !overflowTimes, !overflowSum else { return nil }
            value = sum
            index += 1
        }
        return index > start ? (value, index) : nil
    }

    /// A time of the history: nil unless positive.
    private static func time(_ value: Int64?) -> Int64? {
        value.flatMap { $0 > 0 ? $0 : nil }
    }

    // MARK: - bash

    /// bash's history file, oldest first. A command's later lines follow it in the file, so a
    /// command of several lines is one slice of it (empty lines within kept, after it not).
    private static func bashFile(_ bytes: [UInt8]) -> [Entry] {
        var entries: [Entry] = []
        var pendingTime: Int64?
        var timeIsPending = false
        var lastHasTime = false
        forEachLine(of: bytes) { range in
            guard !range.isEmpty else { return }
            let line = bytes[range]
            if line.first == 0x23, line.count > 1, (0x30...0x39).contains(line[range.lowerBound + 1]) {
                pendingTime = leadingNumber(line.dropFirst())?.value
                timeIsPending = true
                return
            }
            if timeIsPending {
                entries.append(Entry(command: line, time: time(pendingTime)))
                timeIsPending = false
                lastHasTime = true
            } else if lastHasTime, let last = entries.last {
                // A later line of a command written with its time (several lines).
                entries[entries.count - 1].command = bytes[last.command.startIndex..<range.upperBound]
            } else {
                entries.append(Entry(command: line))
                lastHasTime = false
            }
        }
        return entries
    }

    /// bash's `fc -lnr` listing, as listed (newest first).
    private static func bashListing(_ bytes: [UInt8]) -> [Entry] {
        var entries: [Entry] = []
        forEachLine(of: bytes) { range in
            let line = bytes[range]
            if line.first == 0x09 {
                var command = line.dropFirst()
                if let first = command.first, first == 0x20 || first == 0x2A { command = command.dropFirst() }
                entries.append(Entry(command: command))
            } else if let last = entries.last {
                entries[entries.count - 1].command = bytes[last.command.startIndex..<range.upperBound]
            }
        }
        return entries
    }

    // MARK: - zsh

    /// zsh's history file, oldest first.
    private static func zshFile(_ bytes: [UInt8]) -> [Entry] {
        var entries: [Entry] = []
        forEachZshLine(of: bytes) { line in
            var command = line
            var time: Int64?
            if command.first == 0x3A {
                // `: START:ELAPSED;COMMAND`: as zsh reads it, the command follows the `;` after the second `:`.
                command = command.dropFirst()
                time = leadingNumber(command, skippingBlanks: true)?.value
                if let colon = command.firstIndex(of: 0x3A) {
                    command = command[(colon + 1)...]
                    if let semicolon = command.firstIndex(of: 0x3B) {
                        command = command[(semicolon + 1)...]
                    } else {
                        command = command[command.endIndex...]
                    }
                } else {
                    command = command[command.endIndex...]
                }
            } else if command.first == 0x5C, command.dropFirst().first == 0x3A {
                command = command.dropFirst()
            }
            entries.append(Entry(command: unmetafied(command), time: Self.time(time)))
        }
        return entries
    }

    /// Calls `body` with zsh's logical lines: a line ending in a backslash goes on with the next,
    /// the backslash a newline; a backslash followed by spaces at the end loses the space zsh
    /// added. A line is a slice of `bytes` unless a backslash had to go.
    private static func forEachZshLine(of bytes: [UInt8], _ body: (ArraySlice<UInt8>) -> Void) {
        var joined: [UInt8]?
        forEachLine(of: bytes) { range in
            var line = bytes[range]
            if var text = joined {
                text += line
                joined = nil
                line = text[...]
            }
            if line.last == 0x5C {
                var text = Array(line)
                text[text.count - 1] = 0x0A
                joined = text
                return
            }
            var spaces = line.endIndex
            while spaces > line.startIndex, line[spaces - 1] == 0x20 { spaces -= 1 }
            if spaces < line.endIndex, spaces > line.startIndex, line[spaces - 1] == 0x5C { line = line.dropLast() }
            body(line)
        }
        if let joined { body(joined[...]) }
    }

    /// `bytes` without zsh's metafication: 0x83 and the next byte are that byte XOR 0x20 (a
    /// 0x83 at the end is kept).
    static func unmetafied(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard bytes.contains(0x83) else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == 0x83, index + 1 < bytes.endIndex {
                result.append(bytes[index + 1] ^ 0x20)
                index += 2
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result[...]
    }

    // MARK: - fish

    /// fish's history file, oldest first.
    private static func fishFile(_ bytes: [UInt8]) -> [Entry] {
        var entries: [Entry] = []
        var isInEntry = false
        let command = Array("- cmd".utf8)
        let when = Array("when:".utf8)
        forEachLine(of: bytes) { range in
            let line = bytes[range]
            if line.first == 0x20 {
                guard isInEntry else { return }
                var field = line
                while field.first == 0x20 { field = field.dropFirst() }
                if field.starts(with: when) {
                    let time = leadingNumber(field.dropFirst(when.count), skippingBlanks: true)?.value
                    entries[entries.count - 1].time = Self.time(time)
                }
            } else if line.starts(with: command), let colon = line.firstIndex(of: 0x3A) {
                var value = line[(colon + 1)...]
                while let first = value.first, first == 0x20 || first == 0x09 { value = value.dropFirst() }
                entries.append(Entry(command: fishUnescaped(value)))
                isInEntry = true
            } else {
                isInEntry = false
            }
        }
        return entries
    }

    /// fish's escapes undone: `\\` a backslash, `\n` a newline; any other backslash is kept.
    static func fishUnescaped(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard bytes.contains(0x5C) else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x5C, index + 1 < bytes.endIndex, bytes[index + 1] == 0x5C || bytes[index + 1] == 0x6E {
                result.append(bytes[index + 1] == 0x5C ? 0x5C : 0x0A)
                index += 2
            } else {
                result.append(byte)
                index += 1
            }
        }
        return result[...]
    }
}
