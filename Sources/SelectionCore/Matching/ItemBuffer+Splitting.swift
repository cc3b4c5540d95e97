extension ItemBuffer {
    /// Where the items of `bytes` end, and which of them hold non-ASCII bytes.
    ///
    /// Scans eight bytes at a time: a word without the delimiter only feeds the non-ASCII test,
    /// and only words holding a delimiter are looked at byte by byte.
    static func split(_ bytes: [UInt8], delimiter: UInt8) -> (ends: [Int], hasNonASCII: [Bool]) {
        var ends: [Int] = []
        var hasNonASCII: [Bool] = []
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = buffer.count
            // A rough guess of the item count avoids most regrowth: one per 40 bytes.
            ends.reserveCapacity(count / 40 + 16)
            hasNonASCII.reserveCapacity(count / 40 + 16)
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highBits: UInt64 = 0x8080_8080_8080_8080
            let pattern = ones &* UInt64(delimiter)
            var high: UInt64 = 0
            var index = 0
            while index &+ 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let difference = word ^ pattern
                // Non-zero exactly when some byte of `difference` is zero, i.e. a delimiter.
                let hasDelimiter = (difference &- ones) & ~difference & highBits
                if hasDelimiter == 0 {
                    high |= word
                    index &+= 8
                    continue
                }
                for offset in 0..<8 {
                    let byte = base[index &+ offset]
                    if byte == delimiter {
                        ends.append(index &+ offset)
                        hasNonASCII.append(high & highBits != 0)
                        high = 0
                    } else {
                        high |= UInt64(byte)
                    }
                }
                index &+= 8
            }
            while index < count {
                let byte = base[index]
                if byte == delimiter {
                    ends.append(index)
                    hasNonASCII.append(high & highBits != 0)
                    high = 0
                } else {
                    high |= UInt64(byte)
                }
                index &+= 1
            }
        }
        return (ends, hasNonASCII)
    }
}
