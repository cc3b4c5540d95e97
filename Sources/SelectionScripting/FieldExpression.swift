import SelectionTerminal

/// Which fields of a line `--nth`, `--with-nth` and `--accept-nth` take, written as fzf writes
/// them: comma-separated field index expressions, each a field number (`1`, `-1` the last), a
/// range (`2..4`, `-3..-1`), or an open range (`2..`, `..3`, `..` for all).
///
/// ```swift
/// let expression = try FieldExpression(parsing: "1,3..")
/// expression.text(of: Array("a  b c d".utf8), delimiter: .whitespace)   // "a  c d"
/// ```
///
/// Fields are cut as fzf cuts them (``FieldDelimiter``): each field keeps the delimiter that
/// follows it, the chosen fields are joined as they are, and the last delimiter is taken off the
/// end. So `--accept-nth 2` of `a:b:c` with `--delimiter :` prints `b`, and `1,3` prints `a:c`.
package struct FieldExpression: Sendable, Equatable {
    /// One comma-separated part.
    package enum Part: Sendable, Equatable {
        /// One field: 1-based, or negative from the end.
        case field(Int)
        /// Fields `begin` through `end`, each 1-based or negative from the end; nil is open.
        case range(begin: Int?, end: Int?)
    }

    /// The parts, in order.
    package var parts: [Part]

    /// Why an expression was refused.
    package struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// The part at fault, as written.
        package var part: String

        /// Creates a problem with `part`.
        package init(part: String) {
            self.part = part
        }

        /// One line naming the part, sanitised: `invalid field index expression '0' (write N, …)`.
        package var description: String {
            "invalid field index expression '\(Sanitiser.sanitise(part))' (write N, -N, BEGIN..END, BEGIN.., ..END or .., fields counted from 1)"
        }
    }

    /// Parses `1,-1,2..4,..3`.
    ///
    /// - Throws: ``Problem`` naming the part that is not an index expression (0 is not a field).
    package init(parsing text: String) throws(Problem) {
        var parts: [Part] = []
        for piece in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard let part = Self.part(piece) else { throw Problem(part: piece) }
            parts.append(part)
        }
        self.parts = parts
    }

    private static func part(_ text: String) -> Part? {
        func number(_ text: Substring) -> Int? {
            guard let value = Int(text), value != 0, !text.hasPrefix("+") else { return nil }
            return value
        }
        if text == ".." { return .range(begin: nil, end: nil) }
        guard let dots = text.firstRange(of: "..") else { return number(Substring(text)).map { .field($0) } }
        let beginText = text[..<dots.lowerBound]
        let endText = text[dots.upperBound...]
        let begin = beginText.isEmpty ? nil : number(beginText)
        let end = endText.isEmpty ? nil : number(endText)
        if (!beginText.isEmpty && begin == nil) || (!endText.isEmpty && end == nil) { return nil }
        if let begin, let end, begin < 0, end > 0 { return nil }
        return .range(begin: begin, end: end)
    }

    /// The fields of `line` this expression takes, in its order (a field may come twice), as byte ranges.
    package func fields(of line: some Collection<UInt8>, delimiter: FieldDelimiter) -> [Range<Int>] {
        let all = delimiter.fields(of: Array(line))
        let count = all.count
        func resolve(_ index: Int) -> Int { index < 0 ? index + count + 1 : index }
        var chosen: [Range<Int>] = []
        for part in parts {
            switch part {
            case .field(let index):
                let resolved = resolve(index)
                if (1...max(1, count)).contains(resolved), resolved <= count { chosen.append(all[resolved - 1]) }
            case .range(let begin, let end):
                let first = max(1, begin.map(resolve) ?? 1)
                let last = min(count, end.map(resolve) ?? count)
                if first <= last { chosen.append(contentsOf: all[(first - 1)...(last - 1)]) }
            }
        }
        return chosen
    }

    /// The chosen fields joined as they are, without the delimiter at the end: what fzf prints
    /// for `--accept-nth` and shows for `--with-nth`. Empty when the line lacks the fields.
    package func text(of line: some Collection<UInt8>, delimiter: FieldDelimiter) -> [UInt8] {
        let bytes = Array(line)
        var joined: [UInt8] = []
        for range in fields(of: bytes, delimiter: delimiter) { joined += bytes[range] }
        return delimiter.strippingTrailingDelimiter(joined)
    }
}

/// How a line is cut into fields: fzf's AWK-style default (runs of blanks end a field; leading
/// blanks belong to no field) or a literal string (fzf takes a regular expression; sel a literal).
package enum FieldDelimiter: Sendable, Equatable {
    /// Blanks (space, tab, newline): each field is a word and the blanks after it.
    case whitespace
    /// A literal string: each field ends just after an occurrence (the last field at the line's end).
    case literal([UInt8])

    /// The byte ranges of the fields, each with the delimiter that follows it.
    package func fields(of line: [UInt8]) -> [Range<Int>] {
        switch self {
        case .whitespace: return Self.whitespaceFields(of: line)
        case .literal(let delimiter): return Self.literalFields(of: line, delimiter: delimiter)
        }
    }

    /// `bytes` without the delimiter at its end (for blanks, every trailing blank).
    package func strippingTrailingDelimiter(_ bytes: [UInt8]) -> [UInt8] {
        switch self {
        case .whitespace:
            var end = bytes.count
            while end > 0, Self.isBlank(bytes[end - 1]) { end -= 1 }
            return Array(bytes[..<end])
        case .literal(let delimiter):
            guard !delimiter.isEmpty, bytes.count >= delimiter.count, Array(bytes.suffix(delimiter.count)) == delimiter else {
                return bytes
            }
            return Array(bytes.dropLast(delimiter.count))
        }
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A }

    /// `--delimiter`'s text as fzf reads it when it cuts fields, as far as a literal can take
    /// it: `\t` is a tab, and a regular expression that only escapes characters (`\|`, `\.`,
    /// `\\`, `\x00`, `\n`) is the text it matches. Anything else stays as written (fzf would
    /// read a pattern such as `[:/]` as a regular expression; sel takes it literally).
    ///
    /// ```swift
    /// FieldDelimiter.fzfLiteral(#"\t"#)    // "\t" (a tab)
    /// FieldDelimiter.fzfLiteral(#"\x00"#)  // "\0"
    /// ```
    package static func fzfLiteral(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "\\", index + 1 < scalars.count else {
                // A special character of a regular expression, unescaped: not a literal (fzf's one-character rule aside).
                if scalars.count > 1, "^$.|?*+()[]{}".unicodeScalars.contains(scalar) { return text.replacingTab() }
                result.append(scalar)
                index += 1
                continue
            }
            let next = scalars[index + 1]
            switch next {
            case "t": result.append("\t")
            case "n": result.append("\n")
            case "x":
                guard index + 3 < scalars.count,
                    let value = UInt32(String(String.UnicodeScalarView(scalars[(index + 2)...(index + 3)])), radix: 16),
                    let decoded = Unicode.Scalar(value)
                else { return text.replacingTab() }
                result.append(decoded)
                index += 4
                continue
            default:
                // `\.`, `\|`, `\\`: the character itself; a letter or digit is a class or a reference.
                guard !next.properties.isAlphabetic, !("0"..."9").contains(next) else { return text.replacingTab() }
                result.append(next)
            }
            index += 2
        }
        return String(result)
    }

    private static func whitespaceFields(of line: [UInt8]) -> [Range<Int>] {
        var fields: [Range<Int>] = []
        var index = 0
        // Leading blanks belong to no field.
        while index < line.count, isBlank(line[index]) { index += 1 }
        while index < line.count {
            // A word, then the blanks after it.
            let start = index
            while index < line.count, !isBlank(line[index]) { index += 1 }
            while index < line.count, isBlank(line[index]) { index += 1 }
            fields.append(start..<index)
        }
        return fields
    }

    private static func literalFields(of line: [UInt8], delimiter: [UInt8]) -> [Range<Int>] {
        guard !delimiter.isEmpty else { return [0..<line.count] }
        var fields: [Range<Int>] = []
        var begin = 0
        var index = 0
        while index + delimiter.count <= line.count {
            if line[index..<(index + delimiter.count)].elementsEqual(delimiter) {
                fields.append(begin..<(index + delimiter.count))
                index += delimiter.count
                begin = index
            } else {
                index += 1
            }
        }
        // The rest is the last field; a line that ends with the delimiter has an empty last field, as fzf's SplitAfter gives.
        fields.append(begin..<line.count)
        return fields
    }
}

extension String {
    /// The text with fzf's `\t` read as a tab.
    fileprivate func replacingTab() -> String {
        var result = String.UnicodeScalarView()
        var scalars = unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            if scalar == "\\", pending == "t" {
                result.append("\t")
                pending = scalars.next()
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
