import SelectionCore
import SelectionTerminal
import SelectionTesting
import Testing

@testable import SelectionUI

/// The characters a query matches are emphasised in a streamed list's rows: in an ASCII item a
/// byte is a character (no walk through its text), but not where CR LF makes one character of
/// two bytes (`--read0`), nor past a wide or accented character.
// Serialized: these tests wait on a thread for scans that run on Swift's cooperative pool.
@Suite(.serialized) struct StreamingEmphasisTests {
    /// The columns emphasised in the row that shows `label`, from where the label starts.
    private func emphasised(_ snapshot: ScreenSnapshot, label: String) -> [Int]? {
        for (row, line) in snapshot.lines.enumerated() {
            guard let range = line.range(of: label) else { continue }
            let start = line[..<range.lowerBound].count
            let match = Theme.standard.match.attributes
            return (0..<label.count).filter { column in
                snapshot.style(atColumn: start + column, row: row).attributes.isSuperset(of: match)
            }
        }
        return nil
    }

    @Test func theMatchedCharactersOfASCIIAndOtherItemsAreEmphasised() async {
        let feed = ItemFeed(delimiter: 0)
        feed.append(Array("ab\r\ncd\u{0}zzcd\u{0}é_cd\u{0}x/cd/y\u{0}".utf8))
        feed.finish()
        var driver = PromptDriver(
            DropDown(feed: feed, configuration: ListPromptConfiguration(filters: true, keyMap: .dropDown)),
            terminal: VirtualTerminal(width: 40, height: 12))
        driver.awaitBackground()
        driver.type("cd")
        await driver.settle(until: { driver in emphasised(driver.snapshot, label: "x/cd/y") == [2, 3] })
        // CR LF is one character of two bytes, drawn ␍␊: "c" and "d" are in the 5th and 6th columns.
        #expect(emphasised(driver.snapshot, label: "ab␍␊cd") == [4, 5])
        #expect(emphasised(driver.snapshot, label: "zzcd") == [2, 3])
        #expect(emphasised(driver.snapshot, label: "é_cd") == [2, 3])
        #expect(emphasised(driver.snapshot, label: "x/cd/y") == [2, 3])
    }
}
