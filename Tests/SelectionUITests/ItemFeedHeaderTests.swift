import SelectionMatching
import SelectionTesting
import SelectionUI
import Testing

/// `--header-lines`: a streamed feed sets its first records aside as the header, however the
/// bytes arrive, and they are never items.
@Suite struct ItemFeedHeaderTests {
    @Test(arguments: [1, 2, 3, 5, 64])
    func theFirstRecordsAreTheHeaderWhateverTheChunks(chunkSize: Int) {
        let feed = ItemFeed(headerLines: 2)
        let bytes = Array("PID CMD\n--- ---\n1 init\n2 bash\n".utf8)
        var start = 0
        while start < bytes.count {
            feed.append(bytes[start..<min(bytes.count, start + chunkSize)])
            start += chunkSize
        }
        feed.finish()
        #expect(feed.header.map { String(decoding: $0, as: UTF8.self) } == ["PID CMD", "--- ---"])
        let store = feed.snapshot().store
        #expect((0..<store.count).map { store.string(at: $0) } == ["1 init", "2 bash"])
    }

    @Test func aShortInputIsAllHeader() {
        let feed = ItemFeed(headerLines: 3)
        feed.append(Array("only\nlast".utf8))
        feed.finish()
        #expect(feed.header.map { String(decoding: $0, as: UTF8.self) } == ["only", "last"])
        #expect(feed.snapshot().store.isEmpty)
    }

    @Test func theHeaderShowsAboveTheStreamedList() {
        let feed = ItemFeed(headerLines: 1)
        feed.append(Array("NAME\nalpha\nbeta\n".utf8))
        feed.finish()
        let driver = PromptDriver(DropDown(feed: feed), terminal: VirtualTerminal(width: 30, height: 8))
        #expect(
            driver.snapshot.trimmedLines.prefix(5) == [
                "Select... ▴", "╭────▲────╮", "│ NAME    │", "│›  alpha │", "│   beta  │",
            ])
    }
}
