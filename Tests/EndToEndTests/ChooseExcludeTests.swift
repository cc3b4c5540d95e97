import Foundation
import Testing

/// fzf's `exclude`, `exclude-multi`, `change-nth` and `change-with-nth` on `sel choose` in tmux,
/// each session run through sel and the pinned fzf 0.74.5 with the same keys: the rows after each
/// step (sel's pointer, box and checkboxes are its own, so the rows are compared by their text),
/// the count line `N/M`, and what Enter prints.
@Suite(.serialized) struct ChooseExcludeTests {
    private struct Step {
        var keys: [String]
        var rows: [String]
        var count: String
    }

    /// The labels of the list's rows, top to bottom: for each line, the longest of `labels` it
    /// holds (not sel's trigger line, `Select... ▴`, which names the picks).
    private func rows(_ screen: [String], labels: [String]) -> [String] {
        let longestFirst = labels.sorted { $0.count > $1.count }
        return screen.filter { !$0.contains("▴") && !$0.contains("▾") }.compactMap { line in longestFirst.first { line.contains($0) } }
    }

    /// Runs `steps` through sel and fzf; returns what each printed on Enter, and its status.
    private func expectAsFzf(_ arguments: String, input: String, labels: [String], steps: [Step]) throws -> [String] {
        var endings: [String] = []
        for program in [Tools.sel, try ReferenceTools.fzf().path] {
            let pane = try TmuxPane(width: 50, height: 14)
            let isSel = program == Tools.sel
            try FzfComparison.start(pane, program, (isSel ? "choose --filter " : "") + arguments, input: input)
            _ = try pane.waitFor("/\(input.split(separator: "\n").count)")
            for step in steps {
                for key in step.keys {
                    if key.count == 1 { try pane.type(key) } else { try pane.press(key) }
                }
                var last: [String] = []
                do {
                    _ = try pane.waitUntil(timeout: .seconds(5), "\(program) after \(step.keys)") { screen in
                        last = rows(screen, labels: labels)
                        return last == step.rows && screen.contains { $0.contains(step.count) }
                    }
                } catch {
                    Issue.record("\(program) after \(step.keys): rows \(last), wanted \(step.rows) and the count \(step.count)")
                    throw error
                }
            }
            try pane.press("Enter")
            let status = try pane.waitForFile("rc")
            try pane.expectTerminalRestored()
            let output = try String(contentsOf: pane.directory.appendingPathComponent("out"), encoding: .utf8)
            endings.append("\(output.debugDescription) → \(status)")
        }
        #expect(endings.count == 2 && endings[0] == endings[1], "sel, then fzf: \(endings)")
        return endings
    }

    private let fruit = "apple\nbanana\ncherry\napricot\ngrape\n"
    private var fruitLabels: [String] { ["apple", "banana", "cherry", "apricot", "grape"] }

    /// An excluded item stays out as the query changes; the count's total keeps it; the
    /// highlight stays on its row.
    @Test func anExcludedItemStaysGoneWhatTheQueryAsInFzf() throws {
        let endings = try expectAsFzf(
            "--layout reverse --bind ctrl-x:exclude", input: fruit, labels: fruitLabels,
            steps: [
                Step(keys: ["Down", "C-x"], rows: ["apple", "cherry", "apricot", "grape"], count: "4/5"),
                // Back on the first row before typing: fzf keeps the cursor's row as the query
                // changes, sel highlights the first row.
                Step(keys: ["Up", "a", "p"], rows: ["apple", "apricot", "grape"], count: "3/5"),
                Step(keys: ["C-x"], rows: ["apricot", "grape"], count: "2/5"),
                Step(keys: ["C-u"], rows: ["cherry", "apricot", "grape"], count: "3/5"),
                Step(keys: ["Down"], rows: ["cherry", "apricot", "grape"], count: "3/5"),
            ])
        #expect(endings.first == "\"apricot\\n\" → 0")
    }

    /// `exclude-multi` takes the picked items (none stays picked), then the highlighted one.
    @Test func excludeMultiTakesThePicksThenTheCurrentItemAsInFzf() throws {
        let endings = try expectAsFzf(
            "--layout reverse -m --bind ctrl-y:exclude-multi", input: fruit, labels: fruitLabels,
            steps: [
                Step(keys: ["Tab", "Down", "Tab"], rows: fruitLabels, count: "5/5"),
                Step(keys: ["C-y"], rows: ["banana", "apricot", "grape"], count: "3/5"),
                Step(keys: ["C-y"], rows: ["banana", "apricot"], count: "2/5"),
                Step(keys: ["Tab"], rows: ["banana", "apricot"], count: "2/5"),
            ])
        #expect(endings.first == "\"apricot\\n\" → 0")
    }

    private let fields = "a1 b1 c1\na2 b2 c2\nzz a3 c3\n"

    /// `change-nth` cycles through its alternatives, changing what the query matches; an empty
    /// alternative among others is the `--nth` of the start, `change-nth()` alone the whole line.
    @Test func changeNthRotationChangesWhatMatchesAsInFzf() throws {
        let labels = ["a1 b1 c1", "a2 b2 c2", "zz a3 c3"]
        let endings = try expectAsFzf(
            "--layout reverse --nth 2 --bind 'ctrl-n:change-nth(1|3|)' --bind 'ctrl-w:change-nth()'", input: fields, labels: labels,
            steps: [
                Step(keys: ["a"], rows: ["zz a3 c3"], count: "1/3"),
                Step(keys: ["C-n"], rows: ["a1 b1 c1", "a2 b2 c2"], count: "2/3"),
                Step(keys: ["C-n"], rows: [], count: "0/3"),
                Step(keys: ["C-n"], rows: ["zz a3 c3"], count: "1/3"),
                Step(keys: ["C-w"], rows: ["a1 b1 c1", "a2 b2 c2", "zz a3 c3"], count: "3/3"),
                Step(keys: ["C-n"], rows: ["a1 b1 c1", "a2 b2 c2"], count: "2/3"),
                Step(keys: ["Down"], rows: ["a1 b1 c1", "a2 b2 c2"], count: "2/3"),
            ])
        #expect(endings.first == "\"a2 b2 c2\\n\" → 0")
    }

    /// `change-with-nth` cycles through its alternatives, showing other fields of each line as
    /// read; the line printed is the whole line.
    @Test func changeWithNthRotationChangesTheRowsShownAsInFzf() throws {
        let labels = ["a1 b1 c1", "a2 b2 c2", "zz a3 c3", "b1 c1", "b2 c2", "a3 c3", "a1 c1", "a2 c2", "zz c3", "c1", "c2", "c3"]
        let endings = try expectAsFzf(
            "--layout reverse --with-nth 2.. --bind 'ctrl-t:change-with-nth(1,3|..|3)'", input: fields, labels: labels,
            steps: [
                Step(keys: ["c"], rows: ["b1 c1", "b2 c2", "a3 c3"], count: "3/3"),
                Step(keys: ["C-t"], rows: ["a1 c1", "a2 c2", "zz c3"], count: "3/3"),
                Step(keys: ["C-t"], rows: ["a1 b1 c1", "a2 b2 c2", "zz a3 c3"], count: "3/3"),
                Step(keys: ["BSpace", "a", "3"], rows: ["zz a3 c3"], count: "1/3"),
                Step(keys: ["C-t"], rows: [], count: "0/3"),
                Step(keys: ["BSpace", "BSpace", "C-t", "Down"], rows: ["a1 c1", "a2 c2", "zz c3"], count: "3/3"),
            ])
        #expect(endings.first == "\"a2 b2 c2\\n\" → 0")
    }
}
