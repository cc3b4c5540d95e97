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
    /// The colours of the header lines, by line.
    package internal(set) var headerStyles: [Int: [StyledCharacters]] = [:]

    /// Items per chunk.
    private static var chunkSize: Int { 4096 }

    /// No items.
    package init() {}

    /// How many items there are.
    package var count: Int { sealed.count * Self.chunkSize + open.count }

    /// The item at `index`, or an empty one past the end.
    package subscript(index: Int) -> ShapedItem {
        let chunk = index / Self.chunkSize
        let offset = index % Self.chunkSize
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
}

/// The shaping a feed does while it reads (guarded by the feed's lock): the bytes after the last
/// delimiter, how many records came, and the items shaped so far.
struct ShapingState {
    let shaper: ItemShaper
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

    /// Shapes the records `bytes` complete; returns their texts, each ending in the delimiter
    /// (header lines too, for the feed to set aside).
    mutating func take(_ bytes: some BidirectionalCollection<UInt8>) -> [UInt8] {
        guard let last = bytes.lastIndex(of: delimiter) else {
            tail.append(contentsOf: bytes)
            return []
        }
        tail.append(contentsOf: bytes[...last])
        var shaped: [UInt8] = []
        var start = 0
        while let cut = tail[start...].firstIndex(of: delimiter) {
            shape(Array(tail[start..<cut]), into: &shaped)
            start = cut + 1
        }
        tail = Array(bytes[bytes.index(after: last)...])
        return shaped
    }

    /// The end of input: a last record without its delimiter, shaped.
    mutating func finish() -> [UInt8] {
        guard !tail.isEmpty else { return [] }
        var shaped: [UInt8] = []
        shape(tail, into: &shaped)
        tail = []
        return shaped
    }

    private mutating func shape(_ record: [UInt8], into shaped: inout [UInt8]) {
        defer { records += 1 }
        if records < headerLineCount {
            let header = shaper.header(record)
            if !header.styles.isEmpty { items.headerStyles[records] = header.styles }
            shaped += header.text.map { $0 == delimiter ? 0x20 : $0 }
        } else {
            let item = shaper.item(record)
            items.append(item.item)
            shaped += item.text.map { $0 == delimiter ? 0x20 : $0 }
        }
        shaped.append(delimiter)
    }
}
