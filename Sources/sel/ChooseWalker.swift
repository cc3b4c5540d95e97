import ArgumentParser
import SelectionTerminal
import SelectionUI

/// fzf's walker options for `sel choose`: what is listed when standard input is a terminal and
/// no items are given (`--walker`, `--walker-root`, `--walker-skip`), and `--walker-gitignore`,
/// which fzf has not.
struct ChooseWalker: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "With no items and standard input a terminal, list the files below the current directory: file, dir, follow (symbolic links to directories), hidden (directories named .*), comma-separated.",
            valueName: "OPTS"))
    var walker = "file,follow,hidden"

    @Option(
        name: .customLong("walker-root"), parsing: .upToNextOption,
        help: ArgumentHelp("The directories to walk (default: .); paths are listed as they start.", valueName: "DIR"))
    var walkerRoot: [String] = []

    @Option(
        name: .customLong("walker-skip"),
        help: ArgumentHelp("Directories not walked: names, or paths with a /, comma-separated.", valueName: "DIRS"))
    var walkerSkip = ".git,node_modules"

    @Flag(
        name: .customLong("walker-gitignore"),
        help: "The walker leaves out what .gitignore and .ignore files in the walked directories ignore (as fd and ripgrep do).")
    var walkerGitignore = false

    func validate() throws {
        _ = try fileWalker()
    }

    /// The walker the options describe.
    func fileWalker() throws(ValidationError) -> FileWalker {
        var fileWalker = FileWalker()
        fileWalker.listsFiles = false
        fileWalker.followsLinks = false
        fileWalker.walksHiddenDirectories = false
        for word in walker.split(separator: ",", omittingEmptySubsequences: false) {
            switch word {
            case "file": fileWalker.listsFiles = true
            case "dir": fileWalker.listsDirectories = true
            case "follow": fileWalker.followsLinks = true
            case "hidden": fileWalker.walksHiddenDirectories = true
            default:
                throw ValidationError(
                    "--walker takes file, dir, follow and hidden, comma-separated, not '\(Sanitiser.sanitise(String(word)))'.")
            }
        }
        guard fileWalker.listsFiles || fileWalker.listsDirectories else {
            throw ValidationError("--walker must list something: give file, dir or both.")
        }
        if !walkerRoot.isEmpty {
            guard !walkerRoot.contains("") else { throw ValidationError("--walker-root must not be empty.") }
            fileWalker.roots = walkerRoot.map { Array($0.utf8) }
        }
        fileWalker.skipped = walkerSkip.split(separator: ",").map { Array($0.utf8) }
        fileWalker.honoursIgnoreFiles = walkerGitignore
        return fileWalker
    }
}
