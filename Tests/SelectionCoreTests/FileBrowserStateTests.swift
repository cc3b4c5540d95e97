import Testing

@testable import SelectionCore

/// The file browser (§18): entering and leaving, the filter, hidden names, globs, checks across
/// directories, unreadable directories, links.
@Suite struct FileBrowserStateTests {
    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    func entry(_ name: String, directory: Bool = false, broken: Bool = false) -> FileBrowserEntry {
        FileBrowserEntry(name: bytes(name), isDirectory: directory, isLink: broken, isBroken: broken)
    }

    var home: [FileBrowserEntry] {
        [
            entry("notes.txt"), entry("src", directory: true), entry(".profile"), entry("a.png"), entry("docs", directory: true),
            entry("loop", broken: true),
        ]
    }

    func browser(_ configuration: FileBrowserConfiguration = FileBrowserConfiguration()) -> FileBrowserState {
        var state = FileBrowserState(directory: bytes("/home/ada/"), configuration: configuration)
        state.send(.load(bytes("/home/ada"), .success(home)))
        return state
    }

    func names(_ state: FileBrowserState) -> [String] { state.shown.map { state.entries[$0].displayName } }

    @Test func directoriesComeFirstAndArrowsEnterAndLeave_FILE01() {
        var state = browser()
        #expect(names(state) == ["docs", "src", "a.png", "loop", "notes.txt"])
        #expect(state.send(.open) == [.read(bytes("/home/ada/docs"))])
        state.send(.load(bytes("/home/ada/docs"), .success([entry("guide.md")])))
        #expect(state.directory == bytes("/home/ada/docs"))
        #expect(state.send(.leave) == [.read(bytes("/home/ada"))])
        state.send(.load(bytes("/home/ada"), .success(home)))
        #expect(state.highlightedEntry?.displayName == "docs")
        state.send(.move(3))
        #expect(state.send(.open) == [])
        var root = FileBrowserState(directory: bytes("/"))
        #expect(root.send(.leave) == [])
        state.send(.moveToEnd(first: true))
        #expect(state.send(.choose) == [.read(bytes("/home/ada/docs"))])
    }

    @Test func typingFiltersByLettersInOrderAndBackspaceOnEmptyLeaves_FILE02() {
        var state = browser()
        state.send(.text(.insert("NT")))
        #expect(names(state) == ["notes.txt"])
        #expect(state.send(.choose) == [.chosen([bytes("/home/ada/notes.txt")])])
        state.send(.text(.deleteBackward))
        state.send(.text(.deleteBackward))
        #expect(names(state).count == 5)
        #expect(state.send(.text(.deleteBackward)) == [.read(bytes("/home"))])
    }

    @Test func hiddenNamesOnlyWhenAsked_FILE03() {
        #expect(!names(browser()).contains(".profile"))
        #expect(names(browser(FileBrowserConfiguration(showsHidden: true))).contains(".profile"))
    }

    @Test func globsListMatchingFilesAndEveryDirectory_FILE04() {
        #expect(names(browser(FileBrowserConfiguration(globs: ["*.png", "*.t?t"]))) == ["docs", "src", "a.png", "notes.txt"])
        #expect(FileBrowserConfiguration.matches("b.log", glob: "[a-c].log"))
        #expect(!FileBrowserConfiguration.matches("d.log", glob: "[!d].log"))
        #expect(FileBrowserConfiguration.matches("archive.tar.gz", glob: "*.gz"))
        #expect(!FileBrowserConfiguration.matches("x.png", glob: "*.jpg"))
    }

    @Test func checksAreKeptAcrossDirectoriesAndGivenInOrder_FILE05() {
        var state = browser(FileBrowserConfiguration(isMultiple: true))
        state.send(.moveToEnd(first: false))
        state.send(.toggleCheck)  // notes.txt
        state.send(.moveToEnd(first: true))
        #expect(state.send(.toggleCheck) == [.refused("a file, not a directory, is to be chosen")])
        state.send(.open)
        state.send(.load(bytes("/home/ada/docs"), .success([entry("guide.md")])))
        state.send(.toggleCheck)
        #expect(state.checked == [bytes("/home/ada/notes.txt"), bytes("/home/ada/docs/guide.md")])
        #expect(state.send(.choose) == [.chosen([bytes("/home/ada/notes.txt"), bytes("/home/ada/docs/guide.md")])])
        var directories = browser(FileBrowserConfiguration(allowsFiles: false, allowsDirectories: true))
        #expect(directories.send(.choose) == [.chosen([bytes("/home/ada/docs")])])
        directories.send(.moveToEnd(first: false))
        #expect(directories.send(.choose) == [.refused("a directory, not a file, is to be chosen")])
    }

    @Test func anUnreadableDirectorySaysSoAndLeftStillWorks_FILE06() {
        var state = browser()
        state.send(.load(bytes("/root"), .failure(FileBrowserProblem(message: "Permission denied"))))
        #expect(state.problem == FileBrowserProblem(message: "Permission denied"))
        #expect(state.shown.isEmpty)
        #expect(state.send(.choose) == [.refused("nothing to choose here")])
        #expect(state.send(.leave) == [.read(bytes("/"))])
    }

    @Test func aBrokenLinkCanBeNeitherEnteredNorChosen_FILE07() {
        var state = browser()
        state.send(.text(.insert("loop")))
        #expect(state.send(.open) == [])
        #expect(state.send(.choose) == [.refused("loop is a link that leads nowhere")])
    }

    /// FILE-01: the order is the names' bytes, directories first, whatever the listing's order
    /// and however long the names (the sort compares 16-byte keys, then whole names).
    @Test func theOrderIsByBytesDirectoriesFirstForLongAndShortNames_FILE01() {
        let names = [
            "file_000010.txt", "b", "a-very-long-name-sharing-a-prefix-2", "file_000002.txt", "a-very-long-name-sharing-a-prefix-10",
            "ab", "a", "Zed", "é", "a-very-long-name-sharing-a-prefix-1",
        ]
        var listing = names.map { entry($0) }
        listing.append(entry("zdir", directory: true))
        listing.append(entry("Adir", directory: true))
        var state = FileBrowserState(directory: bytes("/x"))
        state.send(.load(bytes("/x"), .success(listing.reversed())))
        #expect(
            self.names(state) == [
                "Adir", "zdir", "Zed", "a", "a-very-long-name-sharing-a-prefix-1", "a-very-long-name-sharing-a-prefix-10",
                "a-very-long-name-sharing-a-prefix-2", "ab", "b", "file_000002.txt", "file_000010.txt", "é",
            ])
    }

    /// The size and date are looked up for the rows on screen only: a listing of many entries
    /// asks for the first rows' details, then for the rows a move brings on screen.
    @Test func onlyTheRowsOnScreenAreDescribed() {
        let listing = (0..<50).map {
            FileBrowserEntry(name: bytes("f" + ($0 < 10 ? "0" : "") + String($0)), isDirectory: false, hasDetails: false)
        }
        var state = FileBrowserState(directory: bytes("/x"), configuration: FileBrowserConfiguration(visibleRows: 3))
        state.send(.load(bytes("/x"), .success(listing)))
        #expect(state.entriesToDescribe.map { state.entries[$0].displayName } == ["f00", "f01", "f02"])
        let details = Dictionary(
            uniqueKeysWithValues: state.entriesToDescribe.map { ($0, FileBrowserEntry.Details(size: 7, modified: 86_400)) })
        state.send(.describe(details))
        #expect(state.entriesToDescribe == [])
        #expect(state.highlightedEntry?.size == 7)
        #expect(state.highlightedEntry?.hasDetails == true)
        state.send(.move(3))
        #expect(state.entriesToDescribe.map { state.entries[$0].displayName } == ["f03"])
        state.send(.describe([state.entriesToDescribe[0]: nil]))  // vanished: described as nothing
        #expect(state.entriesToDescribe == [])
        #expect(state.highlightedEntry?.size == 0)
    }
}
