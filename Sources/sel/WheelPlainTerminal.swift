import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Line-mode questions and answers on the terminal for `sel wheel --plain`: the question and
/// any error go to `/dev/tty` and the answer is read from it, so standard output stays free for
/// the value. Without a terminal it reads standard input and writes standard error.
///
/// The terminal stays in its ordinary (cooked) mode: the line discipline echoes and edits, and
/// Ctrl-C is the kernel's SIGINT (status 130). Private to the command; a shared line-mode
/// reader may replace it.
final class WheelPlainTerminal {
    private let input: Int32
    private let output: Int32
    private let ownsDescriptor: Bool

    /// Opens `/dev/tty`, or falls back to standard input and standard error.
    init() {
        let descriptor = open("/dev/tty", O_RDWR | O_CLOEXEC)
        if descriptor >= 0 {
            input = descriptor
            output = descriptor
            ownsDescriptor = true
        } else {
            input = 0
            output = 2
            ownsDescriptor = false
        }
    }

    deinit {
        if ownsDescriptor { _ = close(input) }
    }

    /// Writes `text` as it is.
    func show(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                write(output, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Reads one line without its newline; nil at end of file (Ctrl-D) or on a read error.
    func readAnswer() -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(input, &byte, 1)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == 0x0A { break }
            bytes.append(byte)
        }
        if bytes.last == 0x0D { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
