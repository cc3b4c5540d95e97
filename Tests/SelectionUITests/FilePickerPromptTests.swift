import SelectionCore
import SelectionTerminal
import SelectionTesting
import Testing

@testable import SelectionUI

/// The file browser prompt on a virtual terminal (§18), over a directory tree of the test's own.
@Suite struct FilePickerPromptTests {
    static let tree: [String: [FileBrowserEntry]] = [
        "/p": [
            FileBrowserEntry(name: Array("readme.md".utf8), isDirectory: false, size: 2150, modified: 1_795_000_000),
            FileBrowserEntry(name: Array("src".utf8), isDirectory: true, modified: 1_795_000_000),
        ],
        "/p/src": [FileBrowserEntry(name: Array("main.swift".utf8), isDirectory: false, size: 120, modified: 1_795_000_000)],
    ]

    static func read(_ path: [UInt8]) -> Result<[FileBrowserEntry], FileBrowserProblem> {
        guard let entries = tree[String(decoding: path, as: UTF8.self)] else {
            return .failure(FileBrowserProblem(message: "Permission denied"))
        }
        return .success(entries)
    }

    func browser(_ configuration: FileBrowserConfiguration = FileBrowserConfiguration(visibleRows: 3)) -> FileBrowserPrompt {
        FileBrowserPrompt(title: nil, directory: Array("/p".utf8), configuration: configuration, read: Self.read)
    }

    @Test func theWholeScreenAndAWalkIntoADirectory_FILE01() {
        let terminal = VirtualTerminal(width: 60, height: 7)
        var driver = PromptDriver(browser(), terminal: terminal)
        #expect(
            driver.snapshot.quotedLines == [
                "|/p                                                          |",
                "|/ type to filter                                         2/2|",
                "|›▸ src/                                           2026-11-18|",
                "|   readme.md                                2.0K  2026-11-18|",
                "|                                                            |",
                "|                                                            |",
                "|↑/↓ move · → open · ← up · enter choose · esc cancel        |",
            ])
        driver.press(.enter)
        #expect(driver.snapshot.trimmedLines[0] == "/p/src")
        driver.press(.enter)
        #expect(driver.result == .chosen([Array("/p/src/main.swift".utf8)]))
        #expect(driver.snapshot.trimmedLines[0] == "File: main.swift")
        #expect(terminal.violations == [])
    }

    @Test func anUnreadableDirectorySaysWhy_FILE06() {
        var driver = PromptDriver(
            FileBrowserPrompt(
                title: nil, directory: Array("/locked".utf8), configuration: FileBrowserConfiguration(visibleRows: 3), read: Self.read),
            terminal: VirtualTerminal(width: 70, height: 7))
        #expect(driver.snapshot.trimmedLines[2] == "✗ cannot read this directory: Permission denied (← goes up)")
        driver.press(.escape)
        #expect(driver.result == .cancelled)
    }

    @Test func escapeClearsTheFilterFirst_FILE02() {
        var driver = PromptDriver(browser(), terminal: VirtualTerminal(width: 60, height: 7))
        driver.type("rd")
        #expect(driver.prompt.state.shown.count == 1)
        driver.press(.escape)
        #expect(driver.result == nil)
        #expect(driver.prompt.state.shown.count == 2)
        driver.press(.escape)
        #expect(driver.result == .cancelled)
    }

    @Test func hostileNamesAreDrawnNotObeyed() {
        for kind in HostileText.Kind.allCases {
            let entries = kind.payloads.map { FileBrowserEntry(name: $0, isDirectory: false) }
            let terminal = VirtualTerminal(width: 60, height: 9)
            var driver = PromptDriver(
                FileBrowserPrompt(
                    title: nil, directory: Array("/h".utf8), configuration: FileBrowserConfiguration(), read: { _ in .success(entries) }),
                terminal: terminal)
            driver.press(.down)
            #expect(terminal.violations == [], "\(kind)")
        }
    }

    @Test func pathsAreNormalisedWithoutResolvingLinks() {
        #expect(FileBrowserPrompt.normalised(Array("/a/./b/../c/".utf8)) == Array("/a/c".utf8))
        #expect(FileBrowserPrompt.normalised(Array("/..".utf8)) == Array("/".utf8))
    }
}
