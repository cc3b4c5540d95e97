/// The terminal as a line device, for plain mode (`--plain`, and `TERM=dumb`): text is written
/// to `/dev/tty` as it is and answers are read a line at a time in the terminal's own (cooked)
/// mode, so the user edits with the terminal's usual keys, Ctrl-C is the kernel's SIGINT, and
/// screen readers follow.
///
/// ```swift
/// let tty = try LineTerminal.open()
/// try tty.write("Pick 1-3: ")
/// switch try tty.readLine(timeout: .seconds(30)) {
/// case .line(let answer): use(answer)
/// case .endOfInput, .timedOut: break
/// }
/// ```
package final class LineTerminal {
    /// What a read produced.
    package enum Answer: Sendable, Equatable {
        /// A line, without its line break.
        case line(String)
        /// End of file (Ctrl-D on an empty line) with nothing left to read.
        case endOfInput
        /// The time allowed passed first.
        case timedOut
    }

    private let input: Int32
    private let output: Int32
    private let ownsDescriptor: Bool
    private var pending: [UInt8] = []
    private var atEnd = false
    private let clock = ContinuousClock()

    private init(input: Int32, output: Int32, ownsDescriptor: Bool) {
        self.input = input
        self.output = output
        self.ownsDescriptor = ownsDescriptor
    }

    deinit {
        if ownsDescriptor { Platform.close(input) }
    }

    /// Opens `/dev/tty` for reading and writing lines; the terminal's modes are left as they are.
    ///
    /// - Parameter fallsBackToStandardStreams: Without a controlling terminal, read standard
    ///   input and write standard error instead of failing (for commands whose standard input
    ///   is free, such as `sel wheel --plain < answers`).
    /// - Throws: ``TerminalError/noTerminal(reason:)`` when there is no controlling terminal and
    ///   no fallback was asked for.
    package static func open(fallsBackToStandardStreams: Bool = false) throws(TerminalError) -> LineTerminal {
        switch Platform.openControllingTerminal() {
        case .success(let fd):
            return LineTerminal(input: fd, output: fd, ownsDescriptor: true)
        case .failure(let error):
            if fallsBackToStandardStreams { return LineTerminal(input: 0, output: 2, ownsDescriptor: false) }
            throw .noTerminal(reason: "cannot open /dev/tty: \(Platform.describe(errorNumber: error.errorNumber))")
        }
    }

    /// Writes `text` as it is (the caller sanitises untrusted parts).
    ///
    /// - Throws: ``TerminalError/terminalClosed`` when the terminal went away (EIO, EPIPE);
    ///   ``TerminalError/system(_:)`` for another failure, such as standard error (the fallback)
    ///   on a full disk.
    package func write(_ text: String) throws(TerminalError) {
        let bytes = Array(text.utf8)
        let result = bytes.withUnsafeBytes { Platform.writeAll(output, $0) }
        guard case .failure(let error) = result else { return }
        if Platform.errorsOfAGoneTerminal.contains(error.errorNumber) { throw .terminalClosed }
        throw .system(
            "cannot write \(ownsDescriptor ? "/dev/tty" : "standard error"): \(Platform.describe(errorNumber: error.errorNumber))")
    }

    /// Reads one line, without its newline; nil at end of file with nothing read.
    package func readLine() throws(TerminalError) -> String? {
        if case .line(let line) = try readLine(timeout: nil) { return line }
        return nil
    }

    /// Reads one line, waiting at most `timeout` (nil: for ever).
    package func readLine(timeout: Duration?) throws(TerminalError) -> Answer {
        let deadline = timeout.map { clock.now + $0 }
        while true {
            if let newline = pending.firstIndex(of: 0x0A) {
                let line = Array(pending[..<newline])
                pending.removeSubrange(...newline)
                return .line(Self.decode(line))
            }
            if atEnd {
                guard !pending.isEmpty else { return .endOfInput }
                let line = pending
                pending = []
                return .line(Self.decode(line))
            }
            if let deadline {
                let left = deadline - clock.now
                guard left > .zero else { return .timedOut }
                let (seconds, attoseconds) = left.components
                let milliseconds = Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
                guard case .success(let ready) = Platform.waitForInput([input], timeoutMilliseconds: milliseconds) else {
                    throw .terminalClosed
                }
                if !ready[0].readable && !ready[0].broken { continue }
            }
            var block = [UInt8](repeating: 0, count: 4096)
            let result = block.withUnsafeMutableBytes { buffer -> Result<Int, PlatformError> in
                guard let base = buffer.baseAddress else { return .success(0) }
                return Platform.read(input, into: base, count: buffer.count)
            }
            switch result {
            case .success(0): atEnd = true
            case .success(let count): pending += block[..<count]
            case .failure: throw .terminalClosed
            }
        }
    }

    /// Reads one line with the terminal's echo off (a password: TXT-03), the line break still
    /// echoed. The attributes are put back afterwards and, should a signal end the process
    /// meanwhile (Ctrl-C), by the signal handlers before it ends. Without a terminal (standard
    /// input), an ordinary read.
    package func readSecretLine(timeout: Duration?) throws(TerminalError) -> Answer {
        guard ownsDescriptor, case .success(let original) = Platform.attributes(of: input) else {
            return try readLine(timeout: timeout)
        }
        SignalHandlers.install()
        TerminalRestorer.setOriginalAttributes(original)
        TerminalRestorer.setRestoreSequence([])
        TerminalRestorer.update { state in
            state.descriptor = input
            state.inlineRowsBelowTop = -1
            state.isArmed = true
            _ = Platform.setAttributes(Platform.withoutEcho(original), of: input)
        }
        defer {
            TerminalRestorer.asTheWriter {
                TerminalRestorer.restoreNow()
                TerminalRestorer.storage.pointee.isArmed = false
                TerminalRestorer.storage.pointee.descriptor = -1
                TerminalRestorer.storage.pointee.hasOriginalAttributes = false
            }
            SignalHandlers.uninstall()
        }
        return try readLine(timeout: timeout)
    }

    private static func decode(_ bytes: [UInt8]) -> String {
        var line = bytes
        if line.last == 0x0D { line.removeLast() }
        return String(decoding: line, as: UTF8.self)
    }
}
