import ArgumentParser
import SelectionKit
import SelectionTerminal

/// `sel input --history NAME`: the texts given before under NAME, recalled with ↑ and ↓
/// (docs/behaviour.md TXT-11), kept one a line in `$XDG_STATE_HOME/sel/history/NAME` (else
/// `~/.local/state/sel/history/NAME`), the newest last, at most 1,000. Recording holds an
/// exclusive lock (`flock` on `NAME.lock`) while it reads the file and writes the new text to a
/// file beside it that is renamed over the old one, as `sel choose --remember` does: no text is
/// lost when several inputs finish at once, and a reader never sees half a file.
///
/// ```sh
/// host=$(sel input --history hosts --placeholder host)
/// ```
struct InputHistory {
    /// The file.
    let path: [UInt8]

    /// The most texts kept.
    static let limit = 1000

    /// The history called `name` in the state directory `environment` names.
    init(name: String, environment: [String: String]) throws(CommandError) {
        guard ChoiceMemoryFile.isValid(name) else {
            throw CommandError(
                "--history \"\(name)\": a name is letters, digits, '.', '_' and '-', not starting with '.'", in: "input",
                status: ExitStatus.usage)
        }
        let directory: String
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            directory = state
        } else if let home = environment["HOME"], !home.isEmpty {
            directory = home + "/.local/state"
        } else {
            throw CommandError("--history: neither XDG_STATE_HOME nor HOME is set", in: "input", status: ExitStatus.usage)
        }
        path = Array((directory + "/sel/history/" + name).utf8)
    }

    /// The texts, oldest first (none when there is no file yet).
    func entries() throws(CommandError) -> [String] {
        switch FileSystem.contentsOrFailure(of: path) {
        case .success(let bytes): return Self.lines(bytes).map { String(decoding: $0, as: UTF8.self) }
        case .failure(let failure) where failure.isMissing: return []
        case .failure(let failure): throw problem(failure)
        }
    }

    /// Adds `text` as the newest (an empty text, or the newest again, is not kept).
    func record(_ text: String) throws(CommandError) {
        let entry = Array(text.utf8).map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }
        guard !entry.isEmpty else { return }
        if let slash = path.lastIndex(of: 0x2F), slash > 0, case .failure(let failure) = FileSystem.createDirectories(Array(path[..<slash]))
        {
            throw problem(failure)
        }
        let outcome = FileSystem.withExclusiveLock(on: path + Array(".lock".utf8)) { () -> Result<Void, FileSystem.Failure> in
            var lines: [[UInt8]] = []
            switch FileSystem.contentsOrFailure(of: path) {
            case .success(let bytes): lines = Self.lines(bytes)
            case .failure(let failure) where failure.isMissing: break
            case .failure(let failure): return .failure(failure)
            }
            if lines.last != entry { lines.append(entry) }
            var text = Array(lines.suffix(Self.limit).joined(separator: [0x0A]))
            text.append(0x0A)
            return FileSystem.replace(path, with: text)
        }
        switch outcome {
        case .success(.success): return
        case .success(.failure(let failure)), .failure(let failure): throw problem(failure)
        }
    }

    private static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        bytes.split(separator: 0x0A).map(Array.init)
    }

    private func problem(_ failure: FileSystem.Failure) -> CommandError {
        let name = Sanitiser.sanitise(bytes: path)
        return CommandError("--history: \(name): \(failure)", in: "input", status: ExitStatus.usage)
    }
}
