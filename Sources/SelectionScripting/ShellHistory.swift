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
        /// The command's bytes, as the shell would put them on its line (newlines within).
        package var command: [UInt8]
        /// When it was last run, in seconds since 1970, if the history says.
        package var time: Int64?

        /// A command run at `time`.
        package init(command: [UInt8], time: Int64? = nil) {
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
    private static func folded(_ oldestFirst: [Entry]) -> [Entry] {
        var result: [Entry] = []
        result.reserveCapacity(oldestFirst.count)
        var position: [[UInt8]: Int] = [:]
        position.reserveCapacity(oldestFirst.count)
        for entry in oldestFirst.reversed() where !entry.command.isEmpty && !entry.command.contains(0) {
            if let index = position[entry.command] {
                if let time = entry.time, time > (result[index].time ?? Int64.min) { result[index].time = time }
            } else {
                position[entry.command] = result.count
                result.append(entry)
            }
        }
        return result
    }

    // MARK: - Lines

    /// The lines of `bytes` (without their newlines); a last line without one counts.
    static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
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

    // MARK: - bash

    /// bash's history file, oldest first.
    private static func bashFile(_ bytes: [UInt8]) -> [Entry] {
        var entries: [Entry] = []
        var pendingTime: Int64?
        var timeIsPending = false
        var lastHasTime = false
        for line in lines(of: bytes) where !line.isEmpty {
            if line.first == 0x23, line.count > 1, (0x30...0x39).contains(line[line.startIndex + 1]) {
                pendingTime = leadingNumber(line.dropFirst())?.value
                timeIsPending = true
                continue
            }
            if timeIsPending {
                entries.append(Entry(command: Array(line), time: pendingTime.flatMap { $0 > 0 ? $0 : nil }))
                timeIsPending = false
                lastHasTime = true
            } else if lastHasTime, !entries.isEmpty {
                // A later line of a command written with its time (several lines).
                entries[entries.count - 1].command += [0x0A] + line
            } else {
                entries.append(Entry(command: Array(line)))
                lastHasTime = false
            }
        }
        return entries
    }

    /// bash's `fc -lnr` listing, as listed (newest first).
    private static func bashListing(_ bytes: [UInt8]) -> [Entry] {
        var entries: [Entry] = []
        for line in lines(of: bytes) {
            if line.first == 0x09 {
                var command = line.dropFirst()
                if let first = command.first, first == 0x20 || first == 0x2A { command = command.dropFirst() }
                entries.append(Entry(command: Array(command)))
            } else if !entries.isEmpty {
                entries[entries.count - 1].command += [0x0A] + line
            }
        }
        return entries
    }

    // MARK: - zsh

    /// zsh's history file, oldest first.
    private static func zshFile(_ bytes: [UInt8]) -> [Entry] {
        var entries: [Entry] = []
        for line in zshLines(bytes) {
            let text = unmetafied(line)
            var command = text[...]
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
            entries.append(Entry(command: Array(command), time: time.flatMap { $0 > 0 ? $0 : nil }))
        }
        return entries
    }

    /// zsh's logical lines: a line ending in a backslash goes on with the next, the backslash
    /// a newline; a backslash followed by spaces at the end loses the space zsh added.
    private static func zshLines(_ bytes: [UInt8]) -> [[UInt8]] {
        var result: [[UInt8]] = []
        var current: [UInt8] = []
        var isContinued = false
        for line in lines(of: bytes) {
            if isContinued {
                current += line
            } else {
                current = Array(line)
            }
            if current.last == 0x5C {
                current[current.count - 1] = 0x0A
                isContinued = true
                continue
            }
            isContinued = false
            var spaces = current.count
            while spaces > 0, current[spaces - 1] == 0x20 { spaces -= 1 }
            if spaces < current.count, spaces > 0, current[spaces - 1] == 0x5C { current.removeLast() }
            result.append(current)
        }
        if isContinued { result.append(current) }
        return result
    }

    /// `bytes` without zsh's metafication: 0x83 and the next byte are that byte XOR 0x20 (a
    /// 0x83 at the end is kept).
    static func unmetafied(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(0x83) else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x83, index + 1 < bytes.count {
                result.append(bytes[index + 1] ^ 0x20)
                index += 2
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }

    // MARK: - fish

    /// fish's history file, oldest first.
    private static func fishFile(_ bytes: [UInt8]) -> [Entry] {
        var entries: [Entry] = []
        var isInEntry = false
        let command = Array("- cmd".utf8)
        let when = Array("when:".utf8)
        for line in lines(of: bytes) {
            if line.first == 0x20 {
                guard isInEntry else { continue }
                var field = line
                while field.first == 0x20 { field = field.dropFirst() }
                if field.starts(with: when) {
                    let time = leadingNumber(field.dropFirst(when.count), skippingBlanks: true)?.value
                    entries[entries.count - 1].time = time.flatMap { $0 > 0 ? $0 : nil }
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
    static func fishUnescaped(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        guard bytes.contains(0x5C) else { return Array(bytes) }
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
        return result
    }
}
