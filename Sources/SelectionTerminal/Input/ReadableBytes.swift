/// Shows bytes meant for or sent by a terminal in a readable form, for tests and debugging.
///
/// ESC is `⎋`, other C0 controls are caret notation (`^A`, `^M`, `^@`), DEL is `^?`, printable
/// ASCII and valid UTF-8 text stand for themselves, and every other byte (invalid UTF-8, or
/// the UTF-8 of a C1 control) is `\xNN`:
///
/// ```swift
/// ByteDescription.readable([0x1B, 0x5B, 0x32, 0x3B, 0x35, 0x48])  // "⎋[2;5H"
/// ByteDescription.readable("\u{1B}[?2026h\r\n")                  // "⎋[?2026h^M^J"
/// ```
///
/// The form is for reading, not for parsing back: a `^` or `⎋` in the text looks the same as
/// the control it would stand for.
package enum ByteDescription {
    /// The readable form of `bytes`.
    package static func readable(_ bytes: some Sequence<UInt8>) -> String {
        let bytes = Array(bytes)
        var text = ""
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                text += "⎋"
                index += 1
            case 0x00..<0x20:
                text += "^" + String(Unicode.Scalar(byte + 0x40))
                index += 1
            case 0x7F:
                text += "^?"
                index += 1
            case 0x20..<0x7F:
                text.unicodeScalars.append(Unicode.Scalar(byte))
                index += 1
            default:
                if case .scalar(let scalar, let length) = UTF8Scan.scan(bytes, at: index), scalar.value > 0x9F {
                    text.unicodeScalars.append(scalar)
                    index += length
                } else {
                    text += hex(byte)
                    index += 1
                }
            }
        }
        return text
    }

    /// The readable form of the UTF-8 bytes of `text`.
    package static func readable(_ text: String) -> String {
        readable(Array(text.utf8))
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "\\x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
    }
}
