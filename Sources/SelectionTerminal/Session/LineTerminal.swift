/// The terminal as a line device, for plain mode (`sel choose --plain`, and `TERM=dumb`): text is
/// written to `/dev/tty` as it is and answers are read a line at a time in the terminal's own
/// (cooked) mode, so the user edits with the terminal's usual keys and screen readers follow.
///
/// ```swift
/// let tty = try LineTerminal.open()
/// try tty.write("Pick 1-3: ")
/// let answer = try tty.readLine()   // nil at end of file (Ctrl-D)
/// ```
public final class LineTerminal {
    private let descriptor: Int32
    private var pending: [UInt8] = []
    private var atEnd = false

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { Platform.close(descriptor) }

    /// Opens `/dev/tty` for reading and writing lines; the terminal's modes are left as they are.
    ///
    /// - Throws: ``TerminalError/noTerminal(reason:)`` when there is no controlling terminal.
    public static func open() throws(TerminalError) -> LineTerminal {
        switch Platform.openControllingTerminal() {
        case .success(let fd):
            return LineTerminal(descriptor: fd)
        case .failure(let error):
            throw .noTerminal(reason: "cannot open /dev/tty: \(Platform.describe(errorNumber: error.errorNumber))")
        }
    }

    /// Writes `text` as it is (the caller sanitises untrusted parts).
    public func write(_ text: String) throws(TerminalError) {
        let bytes = Array(text.utf8)
        let result = bytes.withUnsafeBytes { Platform.writeAll(descriptor, $0) }
        if case .failure = result { throw .terminalClosed }
    }

    /// Reads one line, without its newline; nil at end of file with nothing read.
    public func readLine() throws(TerminalError) -> String? {
        while true {
            if let newline = pending.firstIndex(of: 0x0A) {
                let line = Array(pending[..<newline])
                pending.removeSubrange(...newline)
                return Self.decode(line)
            }
            if atEnd {
                guard !pending.isEmpty else { return nil }
                let line = pending
                pending = []
                return Self.decode(line)
            }
            var block = [UInt8](repeating: 0, count: 4096)
            let result = block.withUnsafeMutableBytes { buffer -> Result<Int, PlatformError> in
                guard let base = buffer.baseAddress else { return .success(0) }
                return Platform.read(descriptor, into: base, count: buffer.count)
            }
            switch result {
            case .success(0): atEnd = true
            case .success(let count): pending += block[..<count]
            case .failure: throw .terminalClosed
            }
        }
    }

    private static func decode(_ bytes: [UInt8]) -> String {
        var line = bytes
        if line.last == 0x0D { line.removeLast() }
        return String(decoding: line, as: UTF8.self)
    }
}
