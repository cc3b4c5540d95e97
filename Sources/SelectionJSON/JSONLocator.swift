/// One step of a path into a JSON document: an object's member by key, or an array's element.
package enum JSONPathComponent: Sendable, Hashable, CustomStringConvertible {
    /// The first member named so.
    case key(String)
    /// The element at this index, from 0.
    case index(Int)

    /// `.title` or `[2]`, as the step is written in a path.
    package var description: String {
        switch self {
        case .key(let key): ".\(key)"
        case .index(let index): "[\(index)]"
        }
    }
}

extension [JSONPathComponent] {
    /// The path as written in messages: `groups[1].fields[2].type`.
    package var written: String {
        var text = map(\.description).joined()
        if text.hasPrefix(".") { text.removeFirst() }
        return text
    }
}

/// Finds where a value of a JSON text starts, from its path, so that a message about a document
/// can say `line 7, column 19`. Only asked after ``JSONParser`` read the text: it assumes JSON.
///
/// ```swift
/// let text = Array(#"{"groups": [{"title": 3}]}"#.utf8)
/// JSONLocator.position(of: [.key("groups"), .index(0), .key("title")], in: text)   // (line: 1, column: 23)
/// ```
package enum JSONLocator {
    /// The line and column (from 1, counting characters) where the value at `path` starts; nil
    /// when there is none.
    package static func position(of path: [JSONPathComponent], in bytes: [UInt8]) -> (line: Int, column: Int)? {
        guard let offset = offset(of: path, in: bytes) else { return nil }
        var line = 1
        var column = 1
        for byte in bytes[..<offset] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    /// The byte offset where the value at `path` starts.
    package static func offset(of path: [JSONPathComponent], in bytes: [UInt8]) -> Int? {
        var scanner = Scanner(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.position = 3 }
        scanner.skipWhitespace()
        for component in path {
            switch component {
            case .key(let key): guard scanner.enterMember(key) else { return nil }
            case .index(let index): guard scanner.enterElement(index) else { return nil }
            }
        }
        return scanner.position
    }

    private struct Scanner {
        let bytes: [UInt8]
        var position = 0

        var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
        }

        /// Moves to the value of the member `key` of the object here.
        mutating func enterMember(_ key: String) -> Bool {
            guard current == UInt8(ascii: "{") else { return false }
            position += 1
            while true {
                skipWhitespace()
                guard current == UInt8(ascii: "\"") else { return false }
                let start = position
                skipString()
                let name = try? JSONParser.parse(Array(bytes[start..<position]))
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { return false }
                position += 1
                skipWhitespace()
                if name == .string(key) { return true }
                skipValue()
                skipWhitespace()
                guard current == UInt8(ascii: ",") else { return false }
                position += 1
            }
        }

        /// Moves to element `index` of the array here.
        mutating func enterElement(_ index: Int) -> Bool {
            guard current == UInt8(ascii: "[") else { return false }
            position += 1
            var seen = 0
            while true {
                skipWhitespace()
                guard current != nil, current != UInt8(ascii: "]") else { return false }
                if seen == index { return true }
                skipValue()
                skipWhitespace()
                guard current == UInt8(ascii: ",") else { return false }
                position += 1
                seen += 1
            }
        }

        mutating func skipString() {
            position += 1
            while let byte = current {
                position += 1
                if byte == UInt8(ascii: "\\") {
                    position += 1
                } else if byte == UInt8(ascii: "\"") {
                    return
                }
            }
        }

        mutating func skipValue() {
            switch current {
            case UInt8(ascii: "\""):
                skipString()
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while let byte = current {
                    if byte == UInt8(ascii: "\"") {
                        skipString()
                        continue
                    }
                    position += 1
                    if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { depth += 1 }
                    if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                        depth -= 1
                        if depth == 0 { return }
                    }
                }
            default:
                while let byte = current, ![UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x20, 0x09, 0x0A, 0x0D].contains(byte)
                {
                    position += 1
                }
            }
        }
    }
}
