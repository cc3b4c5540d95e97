import SelectionTerminal

/// How an ``ItemFeed`` turns each record it reads into an item (colours taken out, fields cut,
/// a label split from its value), decided on the reader's thread as the record arrives: the
/// feed's store then holds the text the matcher scans, and what else the item needs (the label
/// shown when it is not that text, the bytes printed, colours, whether it starts checked) is
/// kept beside it, by index, in ``ShapedItems``.
package struct ItemShaper: Sendable {
    /// One item from one record (without its delimiter).
    package var item: @Sendable (_ record: [UInt8]) -> ShapedRecord
    /// One header line (`--header-lines`) from one record: the text shown and its colours.
    package var header: @Sendable (_ record: [UInt8]) -> (text: [UInt8], styles: [StyledCharacters])

    /// A shaper of items and header lines.
    package init(
        item: @escaping @Sendable ([UInt8]) -> ShapedRecord,
        header: @escaping @Sendable ([UInt8]) -> (text: [UInt8], styles: [StyledCharacters])
    ) {
        self.item = item
        self.header = header
    }
}

/// A record made into an item: the text the matcher scans (kept in the feed's store), and the rest.
package struct ShapedRecord: Sendable {
    /// What the matcher scans, and what is shown unless ``ShapedItem/label`` says otherwise.
    package var text: [UInt8]
    /// What else the item needs.
    package var item: ShapedItem

    /// A record whose store text is `text`.
    package init(text: [UInt8], item: ShapedItem = ShapedItem()) {
        self.text = text
        self.item = item
    }
}

/// What an item needs beside its text in the store; nil where the store's text serves.
package struct ShapedItem: Sendable, Equatable {
    /// The label shown, when it is not the store's text (which is then only matched: `--nth`).
    package var label: String?
    /// The bytes printed as the item's label, when not the store's.
    package var labelBytes: [UInt8]?
    /// The bytes printed as the item's value, when not its label's.
    package var valueBytes: [UInt8]?
    /// The colours of the shown label, by character.
    package var styles: [StyledCharacters]?
    /// Text shown before the store's text, not matched (CTRL-R's age column): the label shown is
    /// this prefix and the text whole, and the query's matches are emphasised in the text. Kept
    /// short (15 bytes or fewer), it costs the item no allocation. Ignored when ``label`` is set.
    package var labelPrefix: String?
    /// Where the item comes in the unfiltered list, before the items without a rank: lower
    /// first, equal ranks in the order they came (the choices remembered before, `--remember`).
    /// Nil: after every ranked item, in the order they came. A filtered list ranks by the match.
    package var rank: Int?
    /// The line as read (colours out), for a command's placeholders (`{}`, `{1}`), when the label
    /// shows other fields (`--with-nth`) and the value is not the line either (`--accept-nth`).
    package var lineBytes: [UInt8]?
    /// True when the placeholders take the value's bytes (`--with-nth`: the line is the value).
    package var placeholdersUseValue = false
    /// True when the item is checked as it arrives (`--selected`).
    package var isPreselected = false
    /// True when the highlight goes to the item as it arrives (`--cursor`).
    package var isCursorTarget = false

    /// An item that needs nothing beside its text.
    package init() {}
}

/// The ``ShapedItem``s of a feed, by item index, and the colours of its header lines: an
/// append-only value kept in chunks, so a copy handed to the prompt shares them and the
/// reader's next append copies at most one chunk.
package struct ShapedItems: Sendable, Equatable {
    private var sealed: [[ShapedItem]] = []
    private var open: [ShapedItem] = []
    /// Items removed from the front (``removeFirst(_:)``) but still held in the first chunk.
    private var skipped = 0
    /// The colours of the header lines, by line.
    package internal(set) var headerStyles: [Int: [StyledCharacters]] = [:]

    /// Items per chunk.
    private static var chunkSize: Int { 4096 }

    /// No items.
    package init() {}

    /// How many items there are.
    package var count: Int { sealed.count * Self.chunkSize + open.count - skipped }

    /// The item at `index`, or an empty one past the end.
    package subscript(index: Int) -> ShapedItem {
        let chunk = (index + skipped) / Self.chunkSize
        let offset = (index + skipped) % Self.chunkSize
        if chunk < sealed.count { return sealed[chunk][offset] }
        return chunk == sealed.count && offset < open.count ? open[offset] : ShapedItem()
    }

    mutating func append(_ item: ShapedItem) {
        open.append(item)
        if open.count == Self.chunkSize {
            sealed.append(open)
            open = []
            open.reserveCapacity(Self.chunkSize)
        }
    }

    /// Removes the first `k` items (as the feed's store does, `--tail`): whole chunks go, and the
    /// indices of the items kept go down by `k`.
    mutating func removeFirst(_ k: Int) {
        skipped += min(max(0, k), count)
        while skipped >= Self.chunkSize, !sealed.isEmpty {
            sealed.removeFirst()
            skipped -= Self.chunkSize
        }
        if sealed.isEmpty, skipped > 0 {
            open.removeFirst(skipped)
            skipped = 0
        }
    }
}

/// The shaping a feed does while it reads (guarded by the feed's lock): the bytes after the last
/// delimiter, how many records came, and the items shaped so far. Records are cut under the lock
/// (cheap) and shaped outside it (``ShapingBatch/shaped()``), so a snapshot never waits for them.
struct ShapingState {
    private(set) var shaper: ItemShaper
    /// How many times the shaper was replaced (``ItemFeed/reshape(with:)``): a batch cut before
    /// is shaped again when it comes back.
    private(set) var version = 0
    let delimiter: UInt8
    let headerLineCount: Int
    private var tail: [UInt8] = []
    private var records = 0
    private(set) var items = ShapedItems()

    init(shaper: ItemShaper, delimiter: UInt8, headerLineCount: Int) {
        self.shaper = shaper
        self.delimiter = delimiter
        self.headerLineCount = headerLineCount
    }

    /// The records `bytes` complete, to shape; the bytes after the last delimiter wait.
    mutating func cut(_ bytes: some BidirectionalCollection<UInt8>) -> ShapingBatch {
        var batch = ShapingBatch(shaper: shaper, delimiter: delimiter, headerLineCount: headerLineCount, firstNumber: records)
        batch.version = version
        guard let last = bytes.lastIndex(of: delimiter) else {
            tail.append(contentsOf: bytes)
            return batch
        }
        tail.append(contentsOf: bytes[...last])
        var start = 0
        while let cut = tail[start...].firstIndex(of: delimiter) {
            batch.records.append(Array(tail[start..<cut]))
            start = cut + 1
        }
        tail = Array(bytes[bytes.index(after: last)...])
        records += batch.records.count
        return batch
    }

    /// The end of input: a last record without its delimiter, to shape.
    mutating func cutRest() -> ShapingBatch {
        var batch = ShapingBatch(shaper: shaper, delimiter: delimiter, headerLineCount: headerLineCount, firstNumber: records)
        batch.version = version
        if !tail.isEmpty {
            batch.records = [tail]
            tail = []
            records += 1
        }
        return batch
    }

    /// Removes the first `k` items shaped (the feed's store removed them: `--tail`).
    mutating func removeFirstItems(_ k: Int) {
        items.removeFirst(k)
    }

    /// Keeps `items`, shaped by the producer, beside as many records it hands over as they are.
    mutating func add(shaped items: [ShapedItem]) {
        for item in items { self.items.append(item) }
        records += items.count
    }

    /// Shapes the records of the feed from now on with `shaper`, the items so far being `items`
    /// (shaped again by the caller).
    mutating func replace(shaper: ItemShaper, items: ShapedItems) {
        self.shaper = shaper
        version += 1
        self.items = items
    }

    /// What `batch` shaped, or, when the shaper was replaced after it was cut, its records shaped
    /// again by the shaper now.
    func current(_ shaped: ShapedBatch, of batch: ShapingBatch) -> ShapedBatch {
        guard batch.version != version else { return shaped }
        var again = batch
        again.shaper = shaper
        again.version = version
        return again.shaped()
    }

    /// Keeps what `batch` shaped beside the items.
    mutating func add(_ batch: ShapedBatch) {
        for item in batch.items { items.append(item) }
        for (line, styles) in batch.headerStyles { items.headerStyles[line] = styles }
    }
}

/// Records cut from a feed's input, numbered from `firstNumber`, to shape outside its lock.
struct ShapingBatch: Sendable {
    var shaper: ItemShaper
    let delimiter: UInt8
    let headerLineCount: Int
    let firstNumber: Int
    var records: [[UInt8]] = []
    /// The ``ShapingState/version`` of the shaper when the records were cut.
    var version = 0

    /// The records that become items (not header lines), joined by the delimiter: what a feed
    /// keeping the records as read stores (``ItemFeed/reshape(with:)``).
    var itemRecords: [UInt8] {
        var bytes: [UInt8] = []
        for (offset, record) in records.enumerated() where firstNumber + offset >= headerLineCount {
            bytes += record
            bytes.append(delimiter)
        }
        return bytes
    }

    /// The records shaped: their texts, each ending in the delimiter (header lines too, for the
    /// feed to set aside), the items' extras and the header lines' colours.
    func shaped() -> ShapedBatch {
        var batch = ShapedBatch()
        for (offset, record) in records.enumerated() {
            let number = firstNumber + offset
            if number < headerLineCount {
                let header = shaper.header(record)
                if !header.styles.isEmpty { batch.headerStyles[number] = header.styles }
                append(header.text, to: &batch.text)
            } else {
                let item = shaper.item(record)
                batch.items.append(item.item)
                append(item.text, to: &batch.text)
            }
        }
        return batch
    }

    /// Appends `text` and the delimiter to `bytes` (a delimiter inside `text` would split it: a space).
    private func append(_ text: [UInt8], to bytes: inout [UInt8]) {
        if text.contains(delimiter) {
            bytes += text.map { $0 == delimiter ? 0x20 : $0 }
        } else {
            bytes += text
        }
        bytes.append(delimiter)
    }
}

/// Records shaped (``ShapingBatch/shaped()``), for the feed to store.
struct ShapedBatch: Sendable {
    var text: [UInt8] = []
    var items: [ShapedItem] = []
    var headerStyles: [Int: [StyledCharacters]] = [:]
}
