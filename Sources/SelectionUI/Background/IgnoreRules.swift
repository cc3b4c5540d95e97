/// The patterns of one `.gitignore` or `.ignore` file, as git reads them: blank lines and `#`
/// comments skipped, `!` re-includes, a trailing `/` matches only directories, a pattern with a
/// `/` before its end is anchored to the file's directory (else it matches a name at any depth),
/// and `*`, `?`, `[…]` and `**` glob (`*` and `?` never match `/`).
///
/// ```swift
/// let rules = IgnoreRules(Array("*.o\nbuild/\n!keep.o\n".utf8))
/// rules.decision(for: Array("src/main.o".utf8), isDirectory: false)   // .ignored
/// ```
package struct IgnoreRules: Sendable, Equatable {
    /// What the rules say about a path.
    package enum Decision: Sendable, Equatable {
        /// A pattern matched it.
        case ignored
        /// A `!` pattern matched it last.
        case included
    }

    private struct Pattern: Sendable, Equatable {
        var glob: [UInt8]
        var isNegated: Bool
        var isDirectoryOnly: Bool
        /// True when the pattern holds a `/` before its end: matched against the whole relative path.
        var isAnchored: Bool
    }

    private var patterns: [Pattern] = []

    /// The rules in `text`, the contents of an ignore file.
    package init(_ text: [UInt8]) {
        for rawLine in text.split(separator: 0x0A, omittingEmptySubsequences: true) {
            var line = Array(rawLine)
            if line.last == 0x0D { line.removeLast() }
            // Trailing spaces are dropped unless escaped with a backslash.
            while line.last == 0x20, line.count < 2 || line[line.count - 2] != 0x5C { line.removeLast() }
            guard let first = line.first, first != 0x23 else { continue }
            var pattern = Pattern(glob: line, isNegated: false, isDirectoryOnly: false, isAnchored: false)
            if first == 0x21 {
                pattern.isNegated = true
                pattern.glob.removeFirst()
            }
            if pattern.glob.last == 0x2F {
                pattern.isDirectoryOnly = true
                pattern.glob.removeLast()
            }
            if pattern.glob.contains(0x2F) {
                pattern.isAnchored = true
                if pattern.glob.first == 0x2F { pattern.glob.removeFirst() }
            }
            guard !pattern.glob.isEmpty else { continue }
            patterns.append(pattern)
        }
    }

    /// True when the file had no pattern.
    package var isEmpty: Bool { patterns.isEmpty }

    /// What the last pattern matching `relativePath` (relative to the ignore file's directory)
    /// says, or nil when none matches.
    package func decision(for relativePath: [UInt8], isDirectory: Bool) -> Decision? {
        let name = relativePath.lastIndex(of: 0x2F).map { Array(relativePath[($0 + 1)...]) } ?? relativePath
        for pattern in patterns.reversed() {
            if pattern.isDirectoryOnly, !isDirectory { continue }
            let subject = pattern.isAnchored ? relativePath : name
            if Self.matches(pattern.glob[...], subject[...]) { return pattern.isNegated ? .included : .ignored }
        }
        return nil
    }

    /// Whether `glob` matches the whole of `text`.
    private static func matches(_ glob: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        var glob = glob
        var text = text
        while let token = glob.first {
            switch token {
            case 0x2A where glob.dropFirst().first == 0x2A:
                // `**`: any number of whole segments (`**/x`, `a/**/b`), or everything (`a/**`).
                var rest = glob.dropFirst(2)
                if rest.isEmpty { return true }
                if rest.first == 0x2F { rest = rest.dropFirst() }
                var candidate = text
                while true {
                    if matches(rest, candidate) { return true }
                    guard let slash = candidate.firstIndex(of: 0x2F) else { return false }
                    candidate = text[(slash + 1)...]
                }
            case 0x2A:
                let rest = glob.dropFirst()
                var candidate = text
                while true {
                    if matches(rest, candidate) { return true }
                    guard let next = candidate.first, next != 0x2F else { return false }
                    candidate = candidate.dropFirst()
                }
            case 0x3F:
                guard let next = text.first, next != 0x2F else { return false }
                glob = glob.dropFirst()
                text = text.dropFirst()
            case 0x5B:
                guard let next = text.first, next != 0x2F, let (isMember, rest) = classMatch(glob.dropFirst(), next) else {
                    return false
                }
                guard isMember else { return false }
                glob = rest
                text = text.dropFirst()
            default:
                var literal = token
                if token == 0x5C, let escaped = glob.dropFirst().first {
                    literal = escaped
                    glob = glob.dropFirst()
                }
                guard text.first == literal else { return false }
                glob = glob.dropFirst()
                text = text.dropFirst()
            }
        }
        return text.isEmpty
    }

    /// Reads a `[…]` class (after its `[`) against `byte`: whether it is a member, and the glob
    /// after the class; nil for an unterminated class.
    private static func classMatch(_ glob: ArraySlice<UInt8>, _ byte: UInt8) -> (Bool, ArraySlice<UInt8>)? {
        var rest = glob
        var isNegated = false
        if let first = rest.first, first == 0x21 || first == 0x5E {
            isNegated = true
            rest = rest.dropFirst()
        }
        var isMember = false
        var isFirst = true
        while let current = rest.first {
            if current == 0x5D, !isFirst { return (isMember != isNegated, rest.dropFirst()) }
            isFirst = false
            rest = rest.dropFirst()
            if rest.first == 0x2D, let upper = rest.dropFirst().first, upper != 0x5D {
                if current <= byte, byte <= upper { isMember = true }
                rest = rest.dropFirst(2)
            } else if current == byte {
                isMember = true
            }
        }
        return nil
    }
}
