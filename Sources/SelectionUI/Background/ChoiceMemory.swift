/// The choices made before under one name, for ranking a list's items: how often and how
/// recently each was chosen (frecency, as zoxide ranks directories), and which were chosen last.
/// A value: read it from bytes, record choices, order a list by it, write it back
/// (``ChoiceMemoryFile`` keeps one in a file that several processes update safely). `sel choose
/// --remember NAME` is built on it.
///
/// It stays small however long it is used: at most 1,000 items, none longer than 1,000 bytes as
/// written, and counts that age (they are scaled down once their sum passes 10,000), so its text
/// stays under 1 MiB. Items are bytes (a path need not be UTF-8); times are seconds since 1970.
///
/// ```swift
/// var memory = ChoiceMemory()
/// memory.record([Array("src".utf8)], at: 1_700_000_000)
/// let order = memory.order([Array("docs".utf8), Array("src".utf8)], at: 1_700_000_100)   // [1, 0]
/// ```
///
/// Ranking a drop-down's options by the choices made in it before:
///
/// ```swift
/// let file = ChoiceMemoryFile(path: Array("/tmp/branches".utf8))
/// let branches = ["main", "release", "topic"]
/// let now = Int64(Date().timeIntervalSince1970)
/// let order = try file.load().order(branches.map { Array($0.utf8) }, at: now)
/// let prompt = DropDown("Branch", options: order.map { Choice(branches[$0]) })
/// if let branch = try await prompt.run().value {
///     try file.record([Array(branch.utf8)], at: now)
/// }
/// ```
public struct ChoiceMemory: Sendable, Equatable {
    /// One remembered item.
    package struct Entry: Sendable, Equatable {
        /// How often it was chosen (aged: scaled down over time).
        package var count: Double
        /// When it was last chosen, in seconds since 1970.
        package var lastChosen: Int64
        /// The number of the choice that last chose it (the last choice has the highest).
        package var choice: Int
    }

    /// The most items remembered; the lowest ranked are forgotten first.
    package static let capacity = 1_000
    /// Items longer than this many bytes as written (a control byte takes three) are not
    /// remembered: with ``capacity``, the text stays under 1 MiB.
    package static let longestItem = 1_000
    /// When the counts add up to more than this, every count is scaled by 0.9 (and those below 1 forgotten).
    static let agingThreshold = 10_000.0

    /// The remembered items and what is known of each.
    package private(set) var entries: [[UInt8]: Entry] = [:]
    /// The number of the last choice recorded.
    package private(set) var lastChoice = 0

    /// An empty memory.
    public init() {}

    /// The memory written as `text` by ``serialized``; lines that cannot be read are skipped, and
    /// so are values no memory writes (a count that is not a finite number from 1e-9 to 1e12, a
    /// time or choice number outside 0…1e12, an item longer than 1,000 bytes as written), so that a
    /// corrupt or foreign file never makes arithmetic overflow. At most 1,000 items are
    /// kept: those chosen last.
    public init(parsing text: [UInt8]) {
        for line in text.split(separator: 0x0A) {
            guard let (item, entry) = Self.entry(from: line) else { continue }
            // An item on two lines (a file someone edited) keeps its later choice.
            if let kept = entries[item], kept.choice >= entry.choice { continue }
            entries[item] = entry
            lastChoice = max(lastChoice, entry.choice)
        }
        if entries.count > Self.capacity {
            let kept = entries.sorted {
                $0.value.choice != $1.value.choice ? $0.value.choice > $1.value.choice : $0.key.lexicographicallyPrecedes($1.key)
            }
            .prefix(Self.capacity)
            entries = Dictionary(uniqueKeysWithValues: kept.map { ($0.key, $0.value) })
        }
    }

    /// The lines of `text` that are not blank and do not read as a remembered item (a corrupt or
    /// foreign file has some; one a memory wrote has none).
    package static func unreadableLines(in text: [UInt8]) -> Int {
        text.split(separator: 0x0A).count { line in
            !line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } && entry(from: line) == nil
        }
    }

    /// One line of ``serialized`` read back, or nil when it does not read or holds a value no
    /// memory writes.
    private static func entry(from line: ArraySlice<UInt8>) -> ([UInt8], Entry)? {
        let fields = line.split(separator: 0x09, maxSplits: 3, omittingEmptySubsequences: false)
        guard fields.count == 4, let count = Double(String(decoding: fields[0], as: UTF8.self)), count.isFinite,
            (1e-9...Self.largestNumber).contains(count), let time = Int64(String(decoding: fields[1], as: UTF8.self)),
            (0...Int64(Self.largestNumber)).contains(time), let choice = Int(String(decoding: fields[2], as: UTF8.self)),
            (0...Int(Self.largestNumber)).contains(choice), fields[3].count <= Self.longestItem,
            let item = Self.decode(fields[3]),
            // Raw control bytes in a foreign file are written `%XX`: the item must still fit, written.
            item.count * 3 <= Self.longestItem || Self.encode(item).count <= Self.longestItem
        else { return nil }
        return (item, Entry(count: count, lastChosen: time, choice: choice))
    }

    /// The largest count, time or choice number a memory holds (far beyond any real one).
    static let largestNumber = 1e12

    /// The memory as text: one line per item, `count TAB time TAB choice TAB item`, the item's
    /// bytes below 0x21, `%` and 0x7F written `%XX`.
    public var serialized: [UInt8] {
        var text: [UInt8] = []
        let sorted = entries.sorted {
            $0.value.choice != $1.value.choice ? $0.value.choice > $1.value.choice : $0.key.lexicographicallyPrecedes($1.key)
        }
        for (item, entry) in sorted {
            let count = entry.count == entry.count.rounded() ? String(Int(entry.count)) : String(entry.count)
            text += Array("\(count)\t\(entry.lastChosen)\t\(entry.choice)\t".utf8)
            text += Self.encode(item)
            text.append(0x0A)
        }
        return text
    }

    /// Records that `items` were chosen together at `time` (seconds since 1970): each counts once
    /// more, and they become the last choice. An empty item, or one longer than 1,000 bytes as
    /// written, is not remembered; past 1,000 items the lowest ranked are forgotten.
    public mutating func record(_ items: [[UInt8]], at time: Int64) {
        let chosen = items.filter { !$0.isEmpty && Self.encode($0).count <= Self.longestItem }
        guard !chosen.isEmpty else { return }
        lastChoice += 1
        // Counts age before this choice counts, so that what was just chosen is never aged away.
        if entries.values.reduce(0, { $0 + $1.count }) + Double(chosen.count) > Self.agingThreshold {
            for (item, entry) in entries {
                let aged = entry.count * 0.9
                entries[item] = aged < 1 ? nil : Entry(count: aged, lastChosen: entry.lastChosen, choice: entry.choice)
            }
        }
        for item in chosen {
            var entry = entries[item] ?? Entry(count: 0, lastChosen: time, choice: lastChoice)
            entry.count += 1
            entry.lastChosen = time
            entry.choice = lastChoice
            entries[item] = entry
        }
        // The lowest ranked go first (the older of two equals); those just chosen rank highest.
        while entries.count > Self.capacity {
            let worst = entries.min { left, right in
                let (leftScore, rightScore) = (score(of: left.value, at: time), score(of: right.value, at: time))
                return leftScore != rightScore ? leftScore < rightScore : left.value.choice < right.value.choice
            }
            guard let worst else { break }
            entries[worst.key] = nil
        }
    }

    /// How highly an item chosen as `entry` ranks at `time`: its count, weighted by how long ago
    /// it was last chosen (×4 within the hour, ×2 the day, ×0.5 the week, else ×0.25).
    package func score(of entry: Entry, at time: Int64) -> Double {
        let age = time - entry.lastChosen
        let weight: Double = age < 3_600 ? 4 : age < 86_400 ? 2 : age < 604_800 ? 0.5 : 0.25
        return entry.count * weight
    }

    /// The positions of `items` in the order to show them at `time`: the last choice first, then
    /// the other remembered items best first (each one's count weighted by how long ago it was
    /// last chosen: ×4 within the hour, ×2 the day, ×0.5 the week, else ×0.25), then the rest as
    /// they came. A repeated item ranks once.
    public func order(_ items: [[UInt8]], at time: Int64) -> [Int] {
        order(items.map { $0[...] }, at: time)
    }

    /// Every remembered item in the order ``order(_:at:)`` gives them: the last choice first,
    /// then the others best first.
    package func ranked(at time: Int64) -> [[UInt8]] {
        let items = entries.keys.sorted { $0.lexicographicallyPrecedes($1) }
        return order(items, at: time).map { items[$0] }
    }

    /// The rank of each remembered item at `time`, for ordering items as they arrive (a list
    /// streamed from a pipe): 0 for the last choice, then higher for lower scores; items of
    /// equal rank keep the order they come in, and those not remembered come after every ranked
    /// one. Listing items by rank gives ``order(_:at:)``'s order.
    package func ranks(at time: Int64) -> [[UInt8]: Int] {
        let keyed = entries.map { item, entry in (item: item, isLast: entry.choice == lastChoice, score: score(of: entry, at: time)) }
        let sorted = keyed.sorted { left, right in
            left.isLast != right.isLast ? left.isLast : left.score > right.score
        }
        var ranks: [[UInt8]: Int] = [:]
        var rank = -1
        var previous: (isLast: Bool, score: Double)?
        for entry in sorted {
            if previous.map({ $0.isLast != entry.isLast || $0.score != entry.score }) ?? true { rank += 1 }
            previous = (entry.isLast, entry.score)
            ranks[entry.item] = rank
        }
        return ranks
    }

    /// ``order(_:at:)`` for slices of a larger buffer.
    package func order(_ items: [ArraySlice<UInt8>], at time: Int64) -> [Int] {
        guard !entries.isEmpty else { return Array(items.indices) }
        var remembered: [(index: Int, isLast: Bool, score: Double)] = []
        var rest: [Int] = []
        var seen: Set<ArraySlice<UInt8>> = []
        for (index, item) in items.enumerated() {
            if let entry = entries[Array(item)], seen.insert(item).inserted {
                remembered.append((index, entry.choice == lastChoice, score(of: entry, at: time)))
            } else {
                rest.append(index)
            }
        }
        remembered.sort { left, right in
            if left.isLast != right.isLast { return left.isLast }
            if left.score != right.score { return left.score > right.score }
            return left.index < right.index
        }
        return remembered.map(\.index) + rest
    }

    private static func encode(_ item: [UInt8]) -> [UInt8] {
        var text: [UInt8] = []
        let digits = Array("0123456789ABCDEF".utf8)
        for byte in item {
            if byte <= 0x20 || byte == 0x25 || byte == 0x7F {
                text += [0x25, digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
            } else {
                text.append(byte)
            }
        }
        return text
    }

    private static func decode(_ text: ArraySlice<UInt8>) -> [UInt8]? {
        var item: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            if byte == 0x25 {
                guard index + 2 < text.endIndex, let high = hexValue(text[index + 1]), let low = hexValue(text[index + 2])
                else { return nil }
                item.append(high << 4 | low)
                index += 3
            } else {
                item.append(byte)
                index += 1
            }
        }
        return item.isEmpty ? nil : item
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }
}
