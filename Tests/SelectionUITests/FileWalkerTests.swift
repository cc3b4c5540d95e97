import Foundation
import SelectionUI
import Testing

/// The walker behind `sel choose` on a terminal: fzf's listing (relative paths, directories with
/// a trailing `/`, hidden directories and skipped names), and a walk that survives link loops,
/// unreadable directories, odd names and honours ignore files when asked.
@Suite struct FileWalkerTests {
    /// A scratch tree: `files` are created with their directories; removed by `remove()`.
    struct Tree {
        let root: URL

        init(_ files: [String]) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("walker-\(UUID().uuidString)")
            for file in files {
                let url = root.appendingPathComponent(file)
                if file.hasSuffix("/") {
                    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                } else {
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(file.utf8).write(to: url)
                }
            }
        }

        func link(_ name: String, to destination: String) throws {
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent(name).path, withDestinationPath: destination)
        }

        func remove() {
            _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.appendingPathComponent("locked").path)
            try? FileManager.default.removeItem(at: root)
        }
    }

    /// The paths `walker` lists under `tree`, rooted at `roots` relative to it, sorted.
    private func walk(_ tree: Tree, _ configure: (inout FileWalker) -> Void = { _ in }, roots: [String] = ["."]) -> [[UInt8]] {
        var walker = FileWalker()
        walker.roots = roots.map { Array(($0 == "." ? tree.root.path : tree.root.path + "/" + $0).utf8) }
        configure(&walker)
        let bytes = walker.paths(delimiter: 0)
        let prefix = Array((tree.root.path + "/").utf8)
        return bytes.split(separator: 0).map { path in
            let path = Array(path)
            return path.starts(with: prefix) ? Array(path.dropFirst(prefix.count)) : path
        }.filter { !$0.isEmpty }  // the root itself, listed as a directory
            .sorted { $0.lexicographicallyPrecedes($1) }
    }

    private func strings(_ paths: [[UInt8]]) -> [String] {
        paths.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func listsFilesByDefaultSkippingGitAndNodeModules() throws {
        let tree = try Tree(["a/b/one", "top", ".hidden/file", ".dotfile", ".git/config", "node_modules/m/index.js", "empty/"])
        defer { tree.remove() }
        #expect(strings(walk(tree)) == [".dotfile", ".hidden/file", "a/b/one", "top"])
    }

    @Test func listsDirectoriesWithASlashAndLeavesHiddenOnesUnlessAsked() throws {
        let tree = try Tree(["a/b/one", ".hidden/file", "empty/"])
        defer { tree.remove() }
        let listed = walk(tree) {
            $0.listsDirectories = true
            $0.walksHiddenDirectories = false
        }
        #expect(strings(listed) == ["a/", "a/b/", "a/b/one", "empty/"])
        let directories = walk(tree) {
            $0.listsFiles = false
            $0.listsDirectories = true
        }
        #expect(strings(directories) == [".hidden/", "a/", "a/b/", "empty/"])
    }

    @Test func skipsNamesAndPathsAsGiven() throws {
        let tree = try Tree(["src/gen/x", "gen/y", "src/keep", "build/out"])
        defer { tree.remove() }
        #expect(strings(walk(tree) { $0.skipped = [Array("src/gen".utf8), Array("build".utf8)] }) == ["gen/y", "src/keep"])
    }

    @Test func pathsStartAsTheRootIsGivenAndARootIsListedAsADirectory() throws {
        let tree = try Tree(["a/b/one", "c/two"])
        defer { tree.remove() }
        let cwd = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(tree.root.path)
        defer { FileManager.default.changeCurrentDirectoryPath(cwd) }
        var walker = FileWalker()
        walker.roots = [Array("./a/".utf8), Array("c".utf8)]
        walker.listsDirectories = true
        let listed = walker.paths(delimiter: 0x0A).split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }.sorted()
        #expect(listed == ["a/", "a/b/", "a/b/one", "c/", "c/two"])
    }

    @Test func aLinkLoopEndsAndALinkElsewhereIsFollowed() throws {
        let tree = try Tree(["a/b/one", "c/top"])
        defer { tree.remove() }
        try tree.link("a/up", to: "..")
        try tree.link("a/b/self", to: ".")
        try tree.link("c/toa", to: "../a")
        try tree.link("dangling", to: "nowhere")
        #expect(strings(walk(tree)) == ["a/b/one", "c/toa/b/one", "c/top", "dangling"])
        #expect(strings(walk(tree) { $0.followsLinks = false }) == ["a/b/one", "c/top", "dangling"])
    }

    @Test func anUnreadableDirectoryIsPassedOver() throws {
        let tree = try Tree(["locked/secret", "open/file"])
        defer { tree.remove() }
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: tree.root.appendingPathComponent("locked").path)
        let listed = strings(walk(tree))
        #expect(listed.contains("open/file"))
        // Root reads every directory; anyone else does not see inside.
        if getuid() != 0 { #expect(listed == ["open/file"]) }
    }

    @Test func namesWithANewlineOrInvalidUTF8AreListedByteForByte() throws {
        let tree = try Tree(["plain"])
        defer { tree.remove() }
        let odd: [[UInt8]] = [Array("two\nlines".utf8), [0x62, 0x61, 0x64, 0xFF, 0xFE], Array("tab\there \u{1B}[31m".utf8)]
        for name in odd {
            let path = Array((tree.root.path + "/").utf8) + name + [0]
            let descriptor = path.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { characters in
                    characters.baseAddress.map { open($0, O_CREAT | O_WRONLY, 0o644) } ?? -1
                }
            }
            #expect(descriptor >= 0)
            close(descriptor)
        }
        #expect(Set(walk(tree)) == Set(odd + [Array("plain".utf8)]))
    }

    @Test func ignoreFilesAreHonouredWhenAsked() throws {
        let tree = try Tree([
            ".gitignore", "build/out", "main.o", "main.c", "keep.o", "src/.ignore", "src/tmp/x", "src/lib.c", "src/gen.c", "docs/a.md",
        ])
        defer { tree.remove() }
        try Data("# objects\n*.o\n!keep.o\nbuild/\n/docs\n".utf8).write(to: tree.root.appendingPathComponent(".gitignore"))
        try Data("tmp/\ngen.*\n".utf8).write(to: tree.root.appendingPathComponent("src/.ignore"))
        #expect(strings(walk(tree) { $0.honoursIgnoreFiles = true }) == [".gitignore", "keep.o", "main.c", "src/.ignore", "src/lib.c"])
        #expect(walk(tree).count == 10)
    }

    @Test func theFeedFillsAndFinishes() throws {
        let tree = try Tree((0..<300).map { "d\($0 % 7)/f\($0)" })
        defer { tree.remove() }
        let feed = ItemFeed(delimiter: 0)
        var walker = FileWalker()
        walker.roots = [Array(tree.root.path.utf8)]
        #expect(walker.walk(into: feed))
        #expect(!feed.endsEmpty(waitingAtMost: 5000))
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(10)
        while !feed.isFinished, clock.now < deadline { Thread.sleep(forTimeInterval: 0.005) }
        #expect(feed.snapshot().store.count == 300)
    }
}

@Suite struct IgnoreRulesTests {
    private func decision(_ rules: String, _ path: String, directory: Bool = false) -> IgnoreRules.Decision? {
        IgnoreRules(Array(rules.utf8)).decision(for: Array(path.utf8), isDirectory: directory)
    }

    @Test func globsMatchNamesAtAnyDepthUnlessAnchored() {
        #expect(decision("*.o", "a/b/c.o") == .ignored)
        #expect(decision("*.o", "a/b/c.c") == nil)
        #expect(decision("/top", "top") == .ignored)
        #expect(decision("/top", "a/top") == nil)
        #expect(decision("a/*.c", "a/x.c") == .ignored)
        #expect(decision("a/*.c", "a/b/x.c") == nil)
        #expect(decision("f?o", "foo") == .ignored)
        #expect(decision("[a-c]x", "bx") == .ignored)
        #expect(decision("[!a-c]x", "bx") == nil)
        #expect(decision("\\#hash", "#hash") == .ignored)
    }

    @Test func doubleStarsSpanDirectories() {
        #expect(decision("**/logs", "a/b/logs") == .ignored)
        #expect(decision("a/**/z", "a/z") == .ignored)
        #expect(decision("a/**/z", "a/b/c/z") == .ignored)
        #expect(decision("a/**", "a/b/c") == .ignored)
    }

    @Test func directoryPatternsAndNegationsAndComments() {
        #expect(decision("build/", "build") == nil)
        #expect(decision("build/", "build", directory: true) == .ignored)
        #expect(decision("*.o\n!keep.o", "keep.o") == .included)
        #expect(decision("# *.o\n\n", "x.o") == nil)
        #expect(decision("x.o   ", "x.o") == .ignored)
    }
}
