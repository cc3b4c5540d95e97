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
/// The history is read from its end (``NewestFirst``), so the newest commands are known before
/// the rest is read. A repeated command comes once, where it was last run, with the time of that
/// copy (a file that lists a command again later with an earlier time, after a clock was set
/// back, shows that earlier time).
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

    /// The commands, newest first, each once (a repeated command where it was last run, with
    /// the time of that copy).
    package private(set) var entries: [Entry]

    /// Whether any command has a time.
    package var hasTimes: Bool { entries.contains { $0.time != nil } }

    /// The history `bytes` hold in `format`, read whole (``NewestFirst`` reads it a command at a
    /// time).
    package init(parsing bytes: [UInt8], format: Format) {
        entries = Array(NewestFirst(bytes, format: format))
    }

    /// A hash of `bytes`, for folding repeats (``NewestFirst``): 8-byte words, each multiplied in and folded
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

    // MARK: - Fields

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
    static func time(_ value: Int64?) -> Int64? {
        value.flatMap { $0 > 0 ? $0 : nil }
    }

    // MARK: - Escapes

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
