import Foundation
import SelectionCore
import SelectionDemos
import SelectionTerminal
import SelectionTesting
import Testing

@testable import SelectionUI

/// The README's pictures of the five controls of issue 28 — `sel input`, `sel write`, `sel file`,
/// `sel table`, `sel date` (docs/pictures/input.svg …) — made as the demos' are
/// (``DemoPictureTests``): each prompt driven by the test kit through one key script
/// (``DemoScript``) on a 64×16 virtual screen, the screen it leaves checked, and its SVG compared
/// with the committed file, or written with `SELECTIONKIT_RECORD_PICTURES=1` (`scripts/make-pictures`).
/// A picture that no longer matches what the control draws fails its test.
@Suite struct ControlPictureTests {
    /// The screen's size for every control picture.
    static let size = (width: 64, height: 16)

    /// Drives `prompt` through `script` and returns the driver, the prompt still asking.
    static func driven<P: Prompt>(_ prompt: P, _ script: DemoScript) throws -> PromptDriver<P> {
        var driver = PromptDriver(prompt, terminal: VirtualTerminal(width: size.width, height: size.height))
        for step in script.steps {
            for event in try DemoScript.events(of: step, onScreen: driver.snapshot.lines) { driver.send(event) }
        }
        #expect(driver.result == nil, "the script ended the prompt")
        #expect(driver.terminal.violations.isEmpty)
        return driver
    }

    /// The rows the prompt drew, trailing blanks and empty rows at the end left out.
    static func drawn<P: Prompt>(_ driver: PromptDriver<P>) -> [String] {
        var lines = driver.snapshot.trimmedLines
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    // MARK: sel input

    static let inputScript = DemoScript([.text("my branch"), .key(KeyEvent(.enter))])

    /// TXT-04: Enter is refused while the check says why, the message under the field.
    @Test func inputRefusesEnterWithTheCheckMessage_TXT04() throws {
        let input = TextInput("Branch", placeholder: "feature/…", minimumLength: 3, suggestions: ["main", "more-controls"]) { text in
            text.contains(" ") ? "no spaces in a branch name" : nil
        }
        let driver = try Self.driven(input, Self.inputScript)
        #expect(Self.drawn(driver) == ["Branch > my branch", "✗ no spaces in a branch name", "enter submit · tab complete · esc cancel"])
        try DemoPictureTests.expectPicture(named: "input", title: "sel input --title Branch --pattern '[^ ]+'", driver.snapshot)
    }

    // MARK: sel write

    static let writeScript = DemoScript([
        .text("Calendar drop-down"), .key(KeyEvent(.enter)), .text("- sel date --trigger"), .key(KeyEvent(.enter)),
        .text("- DateRangePicker is public"),
    ])

    @Test func writeKeepsLinesAndNumbersThem() throws {
        let notes = TextArea("Release notes", placeholder: "what changed", maximumLines: 20, showsLineNumbers: true)
        let driver = try Self.driven(notes, Self.writeScript)
        #expect(
            Self.drawn(driver).prefix(4) == [
                "Release notes", "  1 Calendar drop-down", "  2 - sel date --trigger", "  3 - DateRangePicker is public",
            ])
        try DemoPictureTests.expectPicture(named: "write", title: "sel write --show-line-numbers", driver.snapshot)
    }

    // MARK: sel file

    static let fileScript = DemoScript([.key(KeyEvent(.down)), .key(KeyEvent(.down)), .key(KeyEvent(.down))])

    /// A fixed listing, so that the picture does not depend on a real directory.
    static let listing: [FileBrowserEntry] = [
        FileBrowserEntry(name: Array("Sources".utf8), isDirectory: true, modified: 1_795_000_000),
        FileBrowserEntry(name: Array("docs".utf8), isDirectory: true, modified: 1_794_500_000),
        FileBrowserEntry(name: Array("Tests".utf8), isDirectory: true, modified: 1_795_100_000),
        FileBrowserEntry(name: Array("README.md".utf8), isDirectory: false, size: 61_440, modified: 1_795_200_000),
        FileBrowserEntry(name: Array("Package.swift".utf8), isDirectory: false, size: 4_210, modified: 1_794_000_000),
        FileBrowserEntry(name: Array("CHANGELOG.md".utf8), isDirectory: false, size: 88_100, modified: 1_795_300_000),
        FileBrowserEntry(name: Array("notes.txt".utf8), isDirectory: false, size: 120, modified: 1_793_000_000),
    ]

    @Test func fileListsDirectoriesFirstWithSizesAndDates_FILE01() throws {
        let browser = FileBrowserPrompt(
            title: nil, directory: Array("/home/ada/selectionkit".utf8), configuration: FileBrowserConfiguration(visibleRows: 8),
            read: { _ in .success(Self.listing) })
        let driver = try Self.driven(browser, Self.fileScript)
        let lines = Self.drawn(driver)
        #expect(lines.first == "/home/ada/selectionkit")
        #expect(lines.contains { $0.hasPrefix("›  CHANGELOG.md") })
        try DemoPictureTests.expectPicture(named: "file", title: "sel file ~/selectionkit", driver.snapshot)
    }

    // MARK: sel table

    static let tableScript = DemoScript([.text("co"), .key(KeyEvent(.down))])

    @Test func tableAlignsColumnsAndFilters_TBL03() throws {
        let rows = [
            ["Ada Lovelace", "Core", "London"], ["Grace Hopper", "Compilers", "Arlington"], ["Linus Torvalds", "Kernel", "Portland"],
            ["Barbara Liskov", "Core", "Boston"], ["Ken Thompson", "Compilers", "Berkeley"], ["Radia Perlman", "Networking", "Seattle"],
        ]
        let owners = TablePicker("Owner", columns: ["Name", "Team", "City"], rows: rows, width: Self.size.width)
        let driver = try Self.driven(owners, Self.tableScript)
        #expect(Self.drawn(driver).contains { $0.contains("Grace Hopper") })
        #expect(!Self.drawn(driver).contains { $0.contains("Radia Perlman") })
        try DemoPictureTests.expectPicture(named: "table", title: "sel table people.csv", driver.snapshot)
    }

    // MARK: sel date

    static let dateScript = DemoScript([.key(KeyEvent(.down)), .key(KeyEvent(.down))])

    @Test func dateOpensUnderItsTrigger_CAL10() throws {
        let due = DatePicker(
            "Due", value: WheelDate(year: 2026, month: 11, day: 27), disabledWeekdays: [0, 6],
            today: WheelDate(year: 2026, month: 11, day: 27),
            style: .dropDown(placeholder: "Pick a day"))
        let driver = try Self.driven(due, Self.dateScript)
        #expect(Self.drawn(driver).first == "Due: 2026-11-27 ▴")
        #expect(Self.drawn(driver).contains("     │     1  2  3[ 4] 5  6 │"))
        try DemoPictureTests.expectPicture(named: "date", title: "sel date --trigger 'Pick a day' --disable weekends", driver.snapshot)
    }
}
