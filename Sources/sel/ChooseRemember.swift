import ArgumentParser
import SelectionTerminal
import SelectionUI

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `--remember NAME` for `sel choose` (not fzf's): the items chosen before under NAME come first,
/// the last choice at the top (so highlighted), then the others by how often and how recently
/// they were chosen, then the rest in their order; a choice is recorded under NAME. Lines from
/// standard input stream: each remembered one takes its place among the first as it arrives
/// (``ChooseRememberedRanks``); the walker's paths stream, the remembered ones (still there)
/// listed before the walk and left out of it. The order is the unfiltered list's: a query ranks
/// by the match, as without `--remember`.
struct ChooseRemember: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Rank the items chosen before under NAME first, the last choice at the top; remember this choice (kept in $XDG_STATE_HOME/sel/remember/NAME). The list streams: a remembered item goes up among the first as it arrives (the highlight stays on the top row until you move). With a query, items rank by the match alone.",
            valueName: "NAME"))
    var remember: String?

    func validate() throws {
        if let remember, !ChoiceMemoryFile.isValid(remember) {
            throw ValidationError(
                "--remember takes a name of letters, digits, '.', '_' and '-' (not starting with '.'), not '\(Sanitiser.sanitise(remember))'."
            )
        }
    }

    /// The memory's file, for the environment's state directory.
    private func file() throws(CommandError) -> ChoiceMemoryFile? {
        guard let remember else { return nil }
        guard let file = ChoiceMemoryFile(name: remember, environment: ProcessInfo.processInfo.environment) else {
            throw CommandError("--remember: neither XDG_STATE_HOME nor HOME is set", in: "choose", status: ExitStatus.usage)
        }
        return file
    }

    private var now: Int64 { Int64(Date().timeIntervalSince1970) }

    /// `records` (ending in `separator`) in the remembered order; the first `kept` stay first (the header lines).
    func ordered(_ records: [UInt8], separator: UInt8, keeping kept: Int) throws(CommandError) -> [UInt8] {
        guard let memory = try memory() else { return records }
        return Self.ordered(records, by: memory, at: now, separator: separator, keeping: kept)
    }

    /// The ranks of the remembered items, for a list that streams; nil without `--remember` or
    /// with nothing remembered.
    func ranks() throws(CommandError) -> ChooseRememberedRanks? {
        try memory().flatMap { ChooseRememberedRanks($0, at: now) }
    }

    private static func ordered(_ records: [UInt8], by memory: ChoiceMemory, at now: Int64, separator: UInt8, keeping kept: Int) -> [UInt8]
    {
        guard !memory.entries.isEmpty else { return records }
        var lines = records.split(separator: separator, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        let header = Array(lines.prefix(kept))
        let body = Array(lines.dropFirst(kept))
        let order = memory.order(body, at: now)
        var result: [UInt8] = []
        result.reserveCapacity(records.count + 1)
        for line in header + order.map({ body[$0] }) {
            result += line
            result.append(separator)
        }
        return result
    }

    /// `items` in the remembered order.
    func ordered(_ items: [String]) throws(CommandError) -> [String] {
        guard let memory = try memory() else { return items }
        return memory.order(items.map { Array($0.utf8) }, at: now).map { items[$0] }
    }

    /// The remembered paths the walker would list here, best first: each still there, of a kind
    /// it lists (a directory ends in `/`) and below one of its roots.
    func rememberedPaths(for walker: FileWalker) throws(CommandError) -> [[UInt8]] {
        guard let memory = try memory() else { return [] }
        let prefixes = walker.roots.map { root -> [UInt8] in
            var prefix = root
            while prefix.count > 1, prefix.last == 0x2F { prefix.removeLast() }
            return prefix == [0x2E] ? [] : prefix + [0x2F]
        }
        return memory.ranked(at: now).filter { path in
            guard prefixes.contains(where: { $0.isEmpty ? path.first != 0x2F : path.starts(with: $0) }) else { return false }
            guard let target = FileSystem.target(of: path) else { return false }
            return path.last == 0x2F ? target.isDirectory && walker.listsDirectories : !target.isDirectory && walker.listsFiles
        }
    }

    /// Records the chosen items.
    func record(_ items: [[UInt8]]) throws(CommandError) {
        guard let file = try file() else { return }
        do {
            try file.record(items, at: now)
        } catch is ChoiceMemoryFile.ForeignFile {
            // Someone else's file: said when it was read, and left as it is.
            return
        } catch {
            throw problem(error)
        }
    }

    /// The memory under NAME, as its file holds it now; nil without `--remember`. Lines that do
    /// not read (a corrupt or foreign file) are ignored, and said once on standard error.
    func memory() throws(CommandError) -> ChoiceMemory? {
        guard let file = try file() else { return nil }
        do {
            let (memory, unreadable) = try file.loadCounting()
            if unreadable > 0 {
                let warning = CommandError(
                    "--remember: \(Self.shown(file)): \(unreadable) \(unreadable == 1 ? "line that does" : "lines that do") not read, ignored"
                        + (memory.entries.isEmpty ? " (the file is left as it is, and this choice not remembered)" : ""),
                    in: "choose")
                StandardStreams.writeError(warning.line)
            }
            return memory
        } catch {
            throw problem(error)
        }
    }

    private static func shown(_ file: ChoiceMemoryFile) -> String {
        Sanitiser.sanitise(String(decoding: file.path, as: UTF8.self))
    }

    private func problem(_ failure: any Error) -> CommandError {
        let file = (try? file()) ?? nil
        let path = Sanitiser.sanitise(file.map { String(decoding: $0.path, as: UTF8.self) } ?? "")
        return CommandError("--remember: \(path): \(failure)", in: "choose", status: ExitStatus.usage)
    }
}
