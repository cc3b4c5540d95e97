import Foundation
import Testing

/// `sel choose` on a terminal with no items walks the current directory, in a real terminal: a
/// tree with a link loop, an unreadable directory, a newline and invalid UTF-8 in names and a
/// `.gitignore`; every path chosen comes out byte for byte.
@Suite struct ChooseWalkerTests {
    /// Builds the tree in `directory/tree` with the shell (names a Swift `String` cannot hold).
    private func makeTree(in pane: TmuxPane) throws {
        let script = """
            mkdir -p tree/a/b tree/locked tree/.git/x tree/node_modules/m tree/build
            cd tree
            touch a/b/one top main.o build/out .git/x/g node_modules/m/n locked/inside
            touch "$(printf 'two\\nlines')" "$(printf 'bad\\377name')" "it's a \\"file\\""
            ln -s .. a/up
            ln -s a toa
            printf '*.o\\nbuild/\\n' > .gitignore
            chmod 000 locked
            echo made > ../made

            """
        try script.write(to: pane.directory.appendingPathComponent("make.sh"), atomically: true, encoding: .utf8)
        try pane.runCommand("clear; sh make.sh")
        _ = try pane.waitForFile("made")
    }

    /// Chooses every path the walker lists with `arguments` and returns them, NUL-separated bytes split.
    private func chooseAll(in pane: TmuxPane, _ arguments: String, count: Int) throws -> Set<[UInt8]> {
        try pane.runCommand(
            "clear; cd tree; \(Tools.shellQuoted(Tools.sel)) choose --multi --filter --print0 \(arguments) > ../out; echo $? > ../rc; cd .."
        )
        try pane.waitFor("\(count)/\(count)")
        try pane.press("C-a")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        let bytes = try [UInt8](Data(contentsOf: pane.directory.appendingPathComponent("out")))
        try FileManager.default.removeItem(at: pane.directory.appendingPathComponent("rc"))
        return Set(bytes.split(separator: 0).map(Array.init))
    }

    @Test func listsTheTreeAsFzfDoesAndPrintsEachPathByteForByte() throws {
        let pane = try TmuxPane(width: 80, height: 30)
        try makeTree(in: pane)
        let expected: Set<[UInt8]> = Set(
            ["a/b/one", "top", "main.o", "build/out", ".gitignore", "toa/b/one", "it's a \"file\""].map { Array($0.utf8) }
                + [Array("two\nlines".utf8), [0x62, 0x61, 0x64, 0xFF, 0x6E, 0x61, 0x6D, 0x65]]
                // Root reads the locked directory; anyone else does not.
                + (getuid() == 0 ? [Array("locked/inside".utf8)] : []))
        #expect(try chooseAll(in: pane, "", count: expected.count) == expected)
        let ignoring = expected.subtracting([Array("main.o".utf8), Array("build/out".utf8)])
        #expect(try chooseAll(in: pane, "--walker-gitignore", count: ignoring.count) == ignoring)
    }

    @Test func directoriesEndInASlashAndRootsStartThePaths() throws {
        let pane = try TmuxPane(width: 80, height: 30)
        try makeTree(in: pane)
        let listed = try chooseAll(in: pane, "--walker dir,follow --walker-root a toa", count: 4)
        #expect(listed == Set(["a/", "a/b/", "toa/", "toa/b/"].map { Array($0.utf8) }))
    }

    @Test func badWalkerOptionsAreUsageErrors() throws {
        for (arguments, message) in [
            (["--walker", "files"], "--walker takes file, dir, follow and hidden"),
            (["--walker", "follow"], "--walker must list something"),
        ] {
            let result = try SelProcess.run(["choose"] + arguments + ["a"])
            #expect(result.status == 2)
            #expect(result.errors.contains(message))
        }
    }
}
