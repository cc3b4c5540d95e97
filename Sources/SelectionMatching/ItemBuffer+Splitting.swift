extension ItemBuffer {
    /// Splits `bytes` into items at every `delimiter` byte like ``init(bytes:delimiter:)``,
    /// scanning parts of the buffer on all cores at once.
    ///
    /// - Parameters:
    ///   - bytes: The input; kept without copying when it already ends with `delimiter`.
    ///   - delimiter: The byte between items.
    public static func load(bytes: [UInt8], delimiter: UInt8 = 0x0A) async -> ItemBuffer {
        await load(bytes: bytes, delimiter: delimiter, segmentSize: 4 << 20)
    }

    /// ``load(bytes:delimiter:)`` with parts of `segmentSize` bytes (at most 64 of them).
    static func load(bytes: [UInt8], delimiter: UInt8, segmentSize: Int) async -> ItemBuffer {
        var storage = bytes
        if let last = storage.last, last != delimiter { storage.append(delimiter) }
        let segmentCount = Swift.min(Swift.max(storage.count / segmentSize, 1), 64)
        if segmentCount == 1 {
            return ItemBuffer(
                storage: storage, delimiter: delimiter,
                segments: [split(storage, from: 0, to: storage.count, delimiter: delimiter)])
        }
        let shared = storage
        let segments = await withTaskGroup(of: (Int, Segment).self) { group in
            for segment in 0..<segmentCount {
                let start = shared.count * segment / segmentCount
                let end = shared.count * (segment + 1) / segmentCount
                group.addTask { (segment, split(shared, from: start, to: end, delimiter: delimiter)) }
            }
            var segments = [Segment](repeating: Segment(), count: segmentCount)
            for await (index, segment) in group { segments[index] = segment }
            return segments
        }
        return ItemBuffer(storage: shared, delimiter: delimiter, segments: segments)
    }

    /// What splitting one part of the buffer found.
    struct Segment: Sendable {
        /// The offsets of the delimiters in the part.
        var ends: [Int] = []
        /// For each item ending in the part: whether its bytes inside the part include one of
        /// 0x80 or above.
        var hasNonASCII: [Bool] = []
        /// Whether the bytes after the part's last delimiter include one of 0x80 or above.
        var trailingNonASCII = false
    }

    /// Joins the segments of a buffer, in order, into items: an item that spans segments is
    /// non-ASCII when any of its pieces is.
    init(storage: [UInt8], delimiter: UInt8, segments: [Segment]) {
        if segments.count == 1 {
            self.init(
                storage: storage, delimiter: delimiter, ends: segments[0].ends,
                hasNonASCII: segments[0].hasNonASCII)
            return
        }
        var ends: [Int] = []
        var hasNonASCII: [Bool] = []
        let total = segments.reduce(0) { $0 + $1.ends.count }
        ends.reserveCapacity(total)
        hasNonASCII.reserveCapacity(total)
        var pending = false
        for segment in segments {
            ends.append(contentsOf: segment.ends)
            let first = hasNonASCII.count
            hasNonASCII.append(contentsOf: segment.hasNonASCII)
            if segment.ends.isEmpty {
                pending = pending || segment.trailingNonASCII
            } else {
                if pending { hasNonASCII[first] = true }
                pending = segment.trailingNonASCII
            }
        }
        self.init(storage: storage, delimiter: delimiter, ends: ends, hasNonASCII: hasNonASCII)
    }

    /// Finds the delimiters in `bytes[start..<end]` and which items' bytes there are non-ASCII.
    ///
    /// Scans eight bytes at a time: a word without the delimiter only feeds the non-ASCII test,
    /// and only words holding a delimiter are looked at byte by byte.
    static func split(_ bytes: [UInt8], from start: Int, to end: Int, delimiter: UInt8) -> Segment {
        var segment = Segment()
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // A rough guess of the item count avoids most regrowth: one per 40 bytes.
            segment.ends.reserveCapacity((end - start) / 40 + 16)
            segment.hasNonASCII.reserveCapacity((end - start) / 40 + 16)
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highBits: UInt64 = 0x8080_8080_8080_8080
            let pattern = ones &* UInt64(delimiter)
            var high: UInt64 = 0
            var index = start
            let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            while index &+ 8 <= end {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let difference = word ^ pattern
                // 0x80 exactly in the bytes of `difference` that are zero, i.e. the delimiters
                // (no carry crosses a byte, so there are no false flags above a true one).
                var delimiters = ~(((difference & lowBits) &+ lowBits) | difference | lowBits)
                if delimiters == 0 {
                    high |= word
                    index &+= 8
                    continue
                }
                // Each delimiter in turn, by its flag; `rest` is the high bits of the bytes not
                // yet given to an item.
                var rest = word & highBits
                while delimiters != 0 {
                    let offset = delimiters.trailingZeroBitCount >> 3
                    let through: UInt64 = offset == 7 ? .max : (1 &<< (offset &* 8 &+ 8)) &- 1
                    let before: UInt64 = (1 &<< (offset &* 8)) &- 1
                    segment.ends.append(index &+ offset)
                    segment.hasNonASCII.append((high | (rest & before)) & highBits != 0)
                    high = 0
                    rest &= ~through
                    delimiters &= delimiters &- 1
                }
                high = rest
                index &+= 8
            }
            while index < end {
                let byte = base[index]
                if byte == delimiter {
                    segment.ends.append(index)
                    segment.hasNonASCII.append(high & highBits != 0)
                    high = 0
                } else {
                    high |= UInt64(byte)
                }
                index &+= 1
            }
            segment.trailingNonASCII = high & highBits != 0
        }
        return segment
    }
}
