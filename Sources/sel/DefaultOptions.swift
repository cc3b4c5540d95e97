import SelectionScripting
import SelectionTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Default options for `sel choose`, from the environment: the words of the file named by
/// `SEL_DEFAULT_OPTS_FILE`, then those of `SEL_DEFAULT_OPTS` (fzf's `FZF_DEFAULT_OPTS_FILE` and
/// `FZF_DEFAULT_OPTS`). They go before the command line's own arguments, so the command line wins:
/// a single-valued option given again takes the later value, a repeatable one (`--bind`,
/// `--selected`) adds to the defaults.
///
/// ```sh
/// export SEL_DEFAULT_OPTS="--height 10 --prompt '> ' --color 'hl:red'"
/// ls | sel choose --height 5       # 5 rows; the prompt and the colours from the defaults
/// ```
struct DefaultOptions: Equatable {
    /// One place defaults come from, and its words.
    struct Source: Equatable {
        /// How an error names it: `SEL_DEFAULT_OPTS`, or `SEL_DEFAULT_OPTS_FILE (/path)`.
        var name: String
        /// Its words, in order.
        var words: [String]
    }

    /// The sources that had words, file first.
    var sources: [Source]

    /// Every default word, file first.
    var words: [String] { sources.flatMap(\.words) }

    /// How an error caused by the defaults names them: `SEL_DEFAULT_OPTS`, or both sources joined.
    var name: String { sources.map(\.name).joined(separator: " or ") }

    /// Why the defaults cannot be used: the message says which source and what is wrong.
    struct Failure: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    /// Reads the defaults from `environment`, reading the file with `readFile`.
    ///
    /// - Throws: ``Failure`` when the file cannot be read, the text cannot be split into words
    ///   (an unterminated quote), or a word is `--` (defaults hold options, never items).
    static func read(
        environment: [String: String], readFile: (String) throws -> String
    ) throws(Failure) -> DefaultOptions {
        var sources: [Source] = []
        if let path = environment["SEL_DEFAULT_OPTS_FILE"], !path.isEmpty {
            let name = "SEL_DEFAULT_OPTS_FILE (\(path))"
            let text: String
            do {
                text = try readFile(path)
            } catch {
                throw Failure(description: "\(name): cannot read the file: \(error)")
            }
            sources.append(Source(name: name, words: try words(of: text, from: name)))
        }
        if let text = environment["SEL_DEFAULT_OPTS"] {
            sources.append(Source(name: "SEL_DEFAULT_OPTS", words: try words(of: text, from: "SEL_DEFAULT_OPTS")))
        }
        return DefaultOptions(sources: sources.filter { !$0.words.isEmpty })
    }

    private static func words(of text: String, from name: String) throws(Failure) -> [String] {
        let words: [String]
        do {
            words = try ShellWords.split(text)
        } catch {
            throw Failure(description: "\(name): \(error)")
        }
        if words.contains("--") {
            throw Failure(description: "\(name): \"--\" is not allowed: defaults hold options, not items")
        }
        return words
    }

    /// The arguments `sel` parses: for `sel choose …`, the defaults right after `choose`, then
    /// the rest of the command line; any other command line unchanged.
    ///
    /// ```swift
    /// defaults.arguments(merging: ["choose", "--height", "5"])   // ["choose", "--height", "10", "--height", "5"]
    /// ```
    func arguments(merging commandLine: [String]) -> [String] {
        guard commandLine.first == "choose", !sources.isEmpty else { return commandLine }
        return [commandLine[0]] + words + commandLine.dropFirst()
    }

    /// The text of the file at `path`, or an error that says in a few words why not.
    static func readTextFile(_ path: String) throws -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw Failure(description: errno == ENOENT || errno == ENOTDIR ? "no such file" : "permission denied or unreadable")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure(description: "permission denied or unreadable") }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw Failure(description: "it is a directory") }
        guard let bytes = try? StandardStreams.readAll(from: descriptor) else {
            throw Failure(description: "permission denied or unreadable")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw Failure(description: "it is not UTF-8 text") }
        return text
    }
}
