/// Sorting matches by rank key: a stable least-significant-digit radix sort on bytes, which skips
/// every byte position where all keys agree (most of them, as scores and lengths vary little).
enum RankSort {
    /// Sorts `keys` ascending and permutes `indices` alongside, keeping the input order of equal
    /// keys.
    static func sort(keys: inout [UInt64], indices: inout [UInt32]) {
        let count = keys.count
        if count < 2 { return }
        if count <= 64 {
            insertionSort(keys: &keys, indices: &indices)
            return
        }
        // One pass counts every byte position's digits.
        var histograms = [Int](repeating: 0, count: 8 * 256)
        keys.withUnsafeBufferPointer { keyBuffer in
            histograms.withUnsafeMutableBufferPointer { counts in
                for key in keyBuffer {
                    var digits = key
                    for position in 0..<8 {
                        counts[position &* 256 &+ Int(digits & 0xFF)] &+= 1
                        digits >>= 8
                    }
                }
            }
        }
        var spareKeys = [UInt64](repeating: 0, count: count)
        var spareIndices = [UInt32](repeating: 0, count: count)
        for position in 0..<8 {
            let base = position * 256
            // Skip a byte position where every key has the same digit.
            if histograms[base + Int((keys[0] >> UInt64(position * 8)) & 0xFF)] == count { continue }
            var offsets = [Int](repeating: 0, count: 256)
            var running = 0
            for digit in 0..<256 {
                offsets[digit] = running
                running += histograms[base + digit]
            }
            let shift = UInt64(position * 8)
            keys.withUnsafeBufferPointer { sourceKeys in
                indices.withUnsafeBufferPointer { sourceIndices in
                    spareKeys.withUnsafeMutableBufferPointer { targetKeys in
                        spareIndices.withUnsafeMutableBufferPointer { targetIndices in
                            offsets.withUnsafeMutableBufferPointer { next in
                                for item in 0..<count {
                                    let key = sourceKeys[item]
                                    let digit = Int((key >> shift) & 0xFF)
                                    let target = next[digit]
                                    next[digit] = target &+ 1
                                    targetKeys[target] = key
                                    targetIndices[target] = sourceIndices[item]
                                }
                            }
                        }
                    }
                }
            }
            swap(&keys, &spareKeys)
            swap(&indices, &spareIndices)
        }
    }

    private static func insertionSort(keys: inout [UInt64], indices: inout [UInt32]) {
        for item in 1..<keys.count {
            let key = keys[item]
            let index = indices[item]
            var slot = item
            while slot > 0 && keys[slot - 1] > key {
                keys[slot] = keys[slot - 1]
                indices[slot] = indices[slot - 1]
                slot -= 1
            }
            keys[slot] = key
            indices[slot] = index
        }
    }
}
