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

    /// The feed of the history's commands: each record is `AGE TAB COMMAND`, shaped so that the
    /// store holds the command (matched, printed, remembered) and the label shows the age first.
    static func makeFeed() -> ItemFeed {
        ItemFeed(
            delimiter: 0, headerLines: 0,
            shaper: ItemShaper(
                item: { record in shaped(record) },
                header: { record in (record, []) }))
    }

    private static func shaped(_ record: [UInt8]) -> ShapedRecord {
        guard let tab = record.firstIndex(of: 0x09) else { return ShapedRecord(text: record) }
        let command = Array(record[(tab + 1)...])
        guard tab > 0 else { return ShapedRecord(text: command) }
        var age = String(decoding: record[..<tab], as: UTF8.self)
        if age == " " { age = "" }
        let column = String(repeating: " ", count: max(0, ageWidth - age.count)) + age + gap
        var item = ShapedItem()
        item.label = column + String(decoding: command, as: UTF8.self)
        item.labelBytes = command
        item.textOffset = column.count
        item.styles = [StyledCharacters(characters: 0..<ageWidth, style: Style(attributes: .dim))]
        return ShapedRecord(text: command, item: item)
    }

    /// Reads standard input whole on a thread of its own, then hands `feed` the history's
    /// commands in order (the remembered ones first) and finishes it. The first rows go in a
    /// small piece of their own, so they show while the rest are shaped.
    func start(_ feed: ItemFeed, format: ShellHistory.Format, remembering: ChooseRemember) throws(CommandError) {
        let memory = try remembering.memory()
        let now = Int64(Date().timeIntervalSince1970)
        let started = BackgroundThread.start {
            let history = ShellHistory(parsing: (try? StandardStreams.readAll(from: 0)) ?? [], format: format)
            let showsAges = history.hasTimes
            let order = memory.map { $0.order(history.entries.map(\.command), at: now) } ?? Array(history.entries.indices)
            var bytes: [UInt8] = []
            var piece = 256
            for index in order {
                guard !feed.isStopped else { break }
                let entry = history.entries[index]
                if showsAges { bytes += Array((entry.time.map { ShellHistory.age(of: $0, at: now) } ?? " ").utf8) }
                bytes.append(0x09)
                bytes += entry.command
                bytes.append(0)
                if bytes.count >= piece {
                    feed.append(bytes)
                    bytes.removeAll(keepingCapacity: true)
                    piece = 1 << 20
                }
            }
            feed.append(bytes)
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
