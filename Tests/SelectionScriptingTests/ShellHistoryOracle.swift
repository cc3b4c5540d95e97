@testable import SelectionScripting

/// The history formats read forwards, oldest first, then folded from the newest: the reading
/// `ShellHistory` did before it read from the end, kept as the oracle that reading from the end
/// must agree with (`ShellHistoryNewestFirstTests`).
enum ShellHistoryOracle {
    typealias Entry = ShellHistory.Entry

    static func entries(_ bytes: [UInt8], _ format: ShellHistory.Format) -> [Entry] {
        let oldestFirst: [Entry] =
            switch format {
            case .bash: bashFile(bytes)
            case .bashListing: bashListing(bytes).reversed()
            case .zsh: zshFile(bytes)
            case .fish: fishFile(bytes)
            }
        var seen: Set<ArraySlice<UInt8>> = []
        var result: [Entry] = []
        for entry in oldestFirst.reversed() where !entry.command.isEmpty && !entry.command.contains(0) {
            if seen.insert(entry.command).inserted { result.append(entry) }
        }
        return result
    }

    private static func forEachLine(of bytes: [UInt8], _ body: (Range<Int>) -> Void) {
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            body(start..<end)
            start = end + 1
        }
    }

    private static func bashFile(_ bytes: [UInt8]) -> [Entry] {
        var entries: [Entry] = []
        var pendingTime: Int64?
        var timeIsPending = false
        var lastHasTime = false
        forEachLine(of: bytes) { range in
            guard !range.isEmpty else { return }
            let line = bytes[range]
            if line.first == 0x23, line.count > 1, (0x30...0x39).contains(line[range.lowerBound + 1]) {
                pendingTime = ShellHistory.leadingNumber(line.dropFirst())?.value
                timeIsPending = true
                return
            }
            if timeIsPending {
                entries.append(Entry(command: line, time: ShellHistory.time(pendingTime)))
                timeIsPending = false
                lastHasTime = true
            } else if lastHasTime, let last = entries.last {
                entries[entries.count - 1].command = bytes[last.command.startIndex..<range.upperBound]
            } else {
                entries.append(Entry(command: line))
                lastHasTime = false
            }
        }
        return entries
    }

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

    private static func zshFile(_ bytes: [UInt8]) -> [Entry] {
        var entries: [Entry] = []
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
            entries.append(ShellHistory.zshEntry(line))
        }
        if let joined { entries.append(ShellHistory.zshEntry(joined[...])) }
        return entries
    }

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
                    let time = ShellHistory.leadingNumber(field.dropFirst(when.count), skippingBlanks: true)?.value
                    entries[entries.count - 1].time = ShellHistory.time(time)
                }
            } else if line.starts(with: command), let colon = line.firstIndex(of: 0x3A) {
                var value = line[(colon + 1)...]
                while let first = value.first, first == 0x20 || first == 0x09 { value = value.dropFirst() }
                entries.append(Entry(command: ShellHistory.fishUnescaped(value)))
                isInEntry = true
            } else {
                isInEntry = false
            }
        }
        return entries
    }
}
