import ArgumentParser
import SelectionKit
import SelectionTerminal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `sel file`: browses from a directory and prints the chosen paths (gum `file`).
///
/// ```sh
/// sel file ~/Pictures --glob '*.png' --glob '*.jpg' --multi
/// cd "$(sel file --directory)"
/// ```
struct FileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "file",
        abstract: "Browse directories, pick files (or directories) and print their paths.",
        discussion: """
            Directories are listed first, with sizes and dates when there is room. Typing filters \
            the directory shown (the letters in order, ignoring case). → or Enter enters a \
            directory, ← or Backspace on an empty filter goes up; Enter on a file chooses it. With \
            --directory, Enter on a directory chooses it and → enters it. With --multi, Tab checks \
            entries in as many directories as you like (the checked set is shown) and Enter gives \
            them. Esc clears the filter, then cancels. A directory that cannot be read says so and \
            ← still goes up.

            Output: each path, byte for byte as the file system names it, and a line break: the \
            starting directory's absolute path followed by the names walked through, or from the \
            starting directory with --relative.

            Plain mode (--plain, and always with TERM=dumb): a path typed from the starting \
            directory (several, one a line, with --multi).

            Exit status: 0 chosen; 1 cancelled with Esc; 2 usage or environment error; 124 \
            --timeout passed; 130 cancelled with Ctrl-C.
            """
    )

    @Argument(help: ArgumentHelp("Where to start (default: the current directory).", valueName: "dir"))
    var directory = "."

    @Flag(name: .customLong("file"), inversion: .prefixedNo, help: "Files can be chosen.")
    var allowsFiles = true

    @Flag(name: .customLong("directory"), help: "Directories can be chosen (Enter chooses one, → enters it).")
    var allowsDirectories = false

    @Flag(name: .customLong("all"), help: "List hidden names (starting with a dot).")
    var showsHidden = false

    @Flag(help: "Check several entries (Tab), in several directories, and print them all.")
    var multi = false

    @Option(name: .customLong("glob"), help: ArgumentHelp("List only the files matching this pattern (repeatable).", valueName: "pattern"))
    var globs: [String] = []

    @Flag(help: "Print the paths from the starting directory instead of absolute ones.")
    var relative = false

    @Option(help: ArgumentHelp("The rows of entries shown.", valueName: "n"))
    var height = 10

    @OptionGroup var options: PromptOptions

    func run() throws {
        if !allowsFiles, !allowsDirectories { throw failure("--no-file without --directory leaves nothing to choose", in: "file") }
        if height < 1 { throw failure("--height must be 1 or more", in: "file") }
        let current = FileManager.default.currentDirectoryPath
        let absolute = directory.hasPrefix("/") ? directory : current + "/" + directory
        let start = FileBrowserPrompt.normalised(Array(absolute.utf8))
        // A directory that cannot be read is shown as such (and ← goes up); one that is not there is an error.
        if let problem = DirectoryListing.problem(opening: start), problem.message != DirectoryListing.permissionDenied {
            throw failure("cannot browse \(directory): \(problem.message)", in: "file")
        }
        let configuration = FileBrowserConfiguration(
            allowsFiles: allowsFiles, allowsDirectories: allowsDirectories, showsHidden: showsHidden, globs: globs, isMultiple: multi,
            visibleRows: height)
        let browser = FileBrowserPrompt(title: options.title, directory: start, configuration: configuration)
        let result = try PromptAsking(
            options.interaction, timeout: options.timeout, in: "file", environment: ProcessInfo.processInfo.environment
        ).ask(browser)
        if let status = ExitStatus.of(result) { throw ExitCode(status) }
        guard case .chosen(let paths) = result else { return }
        var output: [UInt8] = []
        for path in paths {
            output += relative ? Self.relative(path, to: start) : path
            output.append(0x0A)
        }
        try writeResult(output, in: "file")
    }

    /// `path` from `start` (`docs/a.md`), or as it is when it lies outside.
    static func relative(_ path: [UInt8], to start: [UInt8]) -> [UInt8] {
        let prefix = start == [0x2F] ? start : start + [0x2F]
        guard path.starts(with: prefix) else { return path }
        return Array(path.dropFirst(prefix.count))
    }
}
