import ArgumentParser
import SelectionScripting
import SelectionTerminal
import SelectionUI

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `--shell-history FORMAT` (hidden, for the CTRL-R of `sel init`): standard input is a shell's
/// history in that format (``ShellHistory/Format``), listed newest first, each command once,
/// with how long ago it was run in a dim column before it where the history has times. The
/// command alone is matched, printed and remembered (`--remember`), whole; the preview (unless
/// `--preview` is given) shows it on as many lines as it has.
struct ChooseShellHistory: ParsableArguments {
    @Option(
        name: .customLong("shell-history"),
        help: ArgumentHelp(
            "Standard input is a shell's history (bash, bash-fc, zsh, fish): list it newest first with how long ago each command ran (for sel init).",
            valueName: "FORMAT", visibility: .private))
    var shellHistory: String?

    func validate() throws {
        _ = try format()
    }

    /// The format asked for, if any.
    func format() throws(ValidationError) -> ShellHistory.Format? {
        guard let shellHistory else { return nil }
        guard let format = ShellHistory.Format(rawValue: shellHistory) else {
            throw ValidationError(
                "--shell-history takes bash, bash-fc, zsh or fish, not '\(Sanitiser.sanitise(shellHistory))'.")
        }
        return format
    }

    /// The width of the age column and the spaces after it.
    static let ageWidth = 3
    static let gap = "  "

    /// The feed of the history's commands: the store holds each command (matched, printed,
    /// remembered), and the label shows the age before it. The commands come shaped already
    /// (``start(_:format:remembering:)``); the shaper is for any other record, shown as it is.
    static func makeFeed() -> ItemFeed {
        ItemFeed(
            delimiter: 0, headerLines: 0,
            shaper: ItemShaper(item: { ShapedRecord(text: $0) }, header: { record in (record, []) }))
    }

    /// Reads standard input on a thread of its own and hands `feed` the history's commands
    /// newest first, read from the end of the input (``ShellHistory/NewestFirst``). From a file,
    /// the newest 128 are read from its last 64 KiB and listed before the rest is read; then
    /// pieces grow to 16,384 commands. With commands remembered (`--remember`), each still in the
    /// history goes up among the first as it comes (``ChooseRememberedRanks``).
    func start(_ feed: ItemFeed, format: ShellHistory.Format, remembering: ChooseRemember) throws(CommandError) {
        let memory = try remembering.memory()
        let now = Int64(Date().timeIntervalSince1970)
        let ranks = memory.flatMap { ChooseRememberedRanks($0, at: now) }
        let started = BackgroundThread.start {
            var handOver = HistoryHandOver(feed: feed, now: now, ranks: ranks)
            let tail = StandardStreams.tail(of: 0, count: 1 << 16)
            let first = tail.map { ShellHistory.newest(128, inTail: $0[...], format: format) } ?? []
            handOver.hand(first)
            var history = ShellHistory.NewestFirst((try? StandardStreams.readAll(from: 0)) ?? [], format: format)
            // Those listed already come first again.
            for _ in first.indices { _ = history.next() }
            handOver.hand(history)
            feed.finish()
        }
        if !started { throw CommandError("cannot start reading standard input", in: "choose", status: ExitStatus.usage) }
    }

    /// The preview of the highlighted command: its lines, whole.
    static func preview(of feed: ItemFeed, window: PreviewWindow) -> ListPreview<Int> {
        .lines(window: window) { item in
            let store = feed.latest.snapshot().store
            guard item.index >= 0, item.index < store.count else { return [] }
            return String(decoding: store[item.index], as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init)
        }
    }
}

/// The age columns of CTRL-R's rows at one moment (`  3h  `): the column of the last age is
/// kept, since a history's neighbours mostly share one.
private struct AgeColumns {
    let now: Int64
    private var lastAge = ""
    private var lastColumn = ""

    init(now: Int64) {
        self.now = now
    }

    /// The column for a command run at `time` (blank without a time).
    mutating func column(for time: Int64?) -> String {
        let age = time.map { ShellHistory.age(of: $0, at: now) } ?? ""
        if age != lastAge || lastColumn.isEmpty {
            lastAge = age
            lastColumn = String(repeating: " ", count: max(0, ChooseShellHistory.ageWidth - age.count)) + age + ChooseShellHistory.gap
        }
        return lastColumn
    }
}

/// CTRL-R's commands handed to the feed in pieces, each command's text and its shaped row (the
/// age column before it, dim). The column is shown when one of the first piece's commands has a
/// time.
private struct HistoryHandOver {
    let feed: ItemFeed
    private var ages: AgeColumns
    private var showsAges: Bool?
    private var pieceSize = 128
    private var text: [UInt8] = []
    private var items: [ShapedItem] = []
    private var piece: [ShellHistory.Entry] = []

    /// The age column's colours: dim (one array, shared by every row).
    private static let ageStyles = [
        StyledCharacters(characters: 0..<ChooseShellHistory.ageWidth, style: Style(attributes: .dim))
    ]

    let ranks: ChooseRememberedRanks?

    init(feed: ItemFeed, now: Int64, ranks: ChooseRememberedRanks?) {
        self.feed = feed
        self.ranks = ranks
        ages = AgeColumns(now: now)
    }

    /// Hands over what `commands` gives, in pieces growing from 128 commands to 16,384, until it
    /// ends or the prompt finished.
    mutating func hand(_ commands: some IteratorProtocol<ShellHistory.Entry>) {
        var commands = commands
        while !feed.isStopped, let entry = commands.next() {
            piece.append(entry)
            if piece.count >= pieceSize { handPiece() }
        }
        handPiece()
    }

    /// Hands over `entries` as one piece.
    mutating func hand(_ entries: [ShellHistory.Entry]) {
        piece = entries
        handPiece()
    }

    private mutating func handPiece() {
        guard !piece.isEmpty, !feed.isStopped else { return }
        let withAges = showsAges ?? piece.contains { $0.time != nil }
        showsAges = withAges
        for entry in piece {
            text += entry.command
            text.append(0)
            var item = ShapedItem()
            if withAges {
                item.labelPrefix = ages.column(for: entry.time)
                item.styles = Self.ageStyles
            }
            item.rank = ranks?.rank(of: entry.command)
            items.append(item)
        }
        feed.append(text: text, shaped: items)
        text.removeAll(keepingCapacity: true)
        items.removeAll(keepingCapacity: true)
        piece.removeAll(keepingCapacity: true)
        pieceSize = min(pieceSize * 8, 16_384)
    }
}
