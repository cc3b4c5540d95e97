extension ItemBuffer {
    /// Raw access to the buffer for the scanning loops, valid only inside
    /// ``ItemBuffer/withPointers(candidates:_:)``.
    struct Pointers {
        let storage: UnsafePointer<UInt8>
        let ends: UnsafePointer<Int>
        let hasNonASCII: UnsafePointer<Bool>
        /// The item indices to scan, or nil to scan every item.
        let candidates: UnsafePointer<UInt32>?

        /// The item at scanning position `position`.
        @inline(__always)
        func itemIndex(at position: Int) -> Int {
            if let candidates { return Int(candidates[position]) }
            return position
        }

        /// The first byte and byte count of item `index`.
        @inline(__always)
        func bytes(of index: Int) -> (start: UnsafePointer<UInt8>, count: Int) {
            let start = index == 0 ? 0 : ends[index - 1] + 1
            return (storage + start, ends[index] - start)
        }

        /// Whether item `index` is plain ASCII.
        @inline(__always)
        func isASCII(_ index: Int) -> Bool {
            !hasNonASCII[index]
        }
    }

    /// Calls `body` with raw pointers into the buffer and into `candidates`; returns nil without
    /// calling it when the buffer has no items.
    func withPointers<Result>(
        candidates: [UInt32]?, _ body: (Pointers) throws -> Result
    ) rethrows -> Result? {
        try storage.withUnsafeBufferPointer { storage in
            try ends.withUnsafeBufferPointer { ends in
                try hasNonASCII.withUnsafeBufferPointer { hasNonASCII in
                    try (candidates ?? []).withUnsafeBufferPointer { candidateBuffer in
                        guard let storageBase = storage.baseAddress, let endsBase = ends.baseAddress,
                            let flagsBase = hasNonASCII.baseAddress
                        else { return nil }
                        return try body(
                            Pointers(
                                storage: storageBase, ends: endsBase, hasNonASCII: flagsBase,
                                candidates: candidates == nil ? nil : candidateBuffer.baseAddress))
                    }
                }
            }
        }
    }
}
