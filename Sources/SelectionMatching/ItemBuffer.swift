/// A list of items held compactly: one contiguous byte buffer plus the end offset of each item.
///
/// A million lines cost their bytes plus nine bytes each, instead of a `String` apiece. Items
/// are bytes, not text: they may hold invalid UTF-8 or control characters, and come back exactly
/// as they went in. Matching decodes UTF-8 leniently (see ``Matcher``).
///
/// ```swift
/// let items = ItemBuffer(bytes: Array("src/main.swift\nREADME.md\n".utf8))
/// items.count          // 2
/// items.string(at: 1)  // "README.md"
/// ```
public struct ItemBuffer: Sendable, Equatable {
    /// Every item's bytes, each followed by one ``delimiter`` byte.
    public let storage: [UInt8]
    /// The byte that ends each item in ``storage``.
    public let delimiter: UInt8
    /// The offset of each item's delimiter in ``storage``: item `i` is
    /// `storage[(i == 0 ? 0 : ends[i - 1] + 1) ..< ends[i]]`.
    let ends: [Int]
    /// Whether each item has a byte of 0x80 or above (so it needs decoding).
    let hasNonASCII: [Bool]

    /// Splits `bytes` into items at every `delimiter` byte (a newline by default).
    ///
    /// A delimiter at the very end is optional; an empty input has no items, and `"\n"` has one
    /// empty item. Nothing else is removed: a carriage return before a newline stays part of
    /// its item, as in fzf on Unix.
    ///
    /// - Parameters:
    ///   - bytes: The input; kept without copying when it already ends with `delimiter`.
    ///   - delimiter: The byte between items: `0x0A` for lines, `0x00` for `--read0` data.
    public init(bytes: [UInt8], delimiter: UInt8 = 0x0A) {
        var storage = bytes
        if let last = storage.last, last != delimiter { storage.append(delimiter) }
        self.init(
            storage: storage, delimiter: delimiter,
            segments: [ItemBuffer.split(storage, from: 0, to: storage.count, delimiter: delimiter)])
    }

    /// Creates a buffer from its parts, already split.
    init(storage: [UInt8], delimiter: UInt8, ends: [Int], hasNonASCII: [Bool]) {
        self.storage = storage
        self.delimiter = delimiter
        self.ends = ends
        self.hasNonASCII = hasNonASCII
    }

    /// Creates items from strings, one item each, whatever characters they hold.
    public init<S: Sequence>(_ items: S) where S.Element: StringProtocol {
        var storage: [UInt8] = []
        var ends: [Int] = []
        var hasNonASCII: [Bool] = []
        for item in items {
            var high: UInt8 = 0
            for byte in item.utf8 {
                storage.append(byte)
                high |= byte
            }
            ends.append(storage.count)
            hasNonASCII.append(high >= 0x80)
            storage.append(0x0A)
        }
        self.init(storage: storage, delimiter: 0x0A, ends: ends, hasNonASCII: hasNonASCII)
    }

    /// How many items there are.
    public var count: Int { ends.count }

    /// Whether there are no items.
    public var isEmpty: Bool { ends.isEmpty }

    /// The byte range of item `index` in ``storage``.
    public func byteRange(at index: Int) -> Range<Int> {
        (index == 0 ? 0 : ends[index - 1] + 1)..<ends[index]
    }

    /// The bytes of item `index`, exactly as they were given.
    public subscript(index: Int) -> ArraySlice<UInt8> {
        storage[byteRange(at: index)]
    }

    /// Item `index` as text, with invalid UTF-8 replaced by U+FFFD.
    public func string(at index: Int) -> String {
        String(decoding: self[index], as: UTF8.self)
    }

    /// The buffer without its first `k` items (a copy of the bytes of the others).
    func droppingFirst(_ k: Int) -> ItemBuffer {
        guard k > 0 else { return self }
        guard k < count else { return ItemBuffer(storage: [], delimiter: delimiter, ends: [], hasNonASCII: []) }
        let start = ends[k - 1] + 1
        return ItemBuffer(
            storage: Array(storage[start...]), delimiter: delimiter, ends: ends[k...].map { $0 - start },
            hasNonASCII: Array(hasNonASCII[k...]))
    }

    /// Whether item `index` is plain ASCII.
    public func isASCII(at index: Int) -> Bool {
        !hasNonASCII[index]
    }
}
