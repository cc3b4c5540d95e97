import Foundation
import Testing

/// fzf's jump mode on `sel choose` in tmux (`jump`, `jump-accept`, `--jump-labels`, the `jump`
/// and `jump-cancel` events): the labels drawn on the visible rows from the first shown, in the
/// pointer's column, as fzf 0.74.5 draws them (screens compared); a label typed moves to (or
/// accepts) its row; any other key, or a label past the rows shown, leaves the mode and is
/// used for nothing else.
@Suite(.serialized) struct ChooseJumpTests {
    private let items = (1...12).map { String(format: "item%02d", $0) }.joined(separator: "\n") + "\n"

    private func start(_ pane: TmuxPane, _ program: String, _ arguments: String) throws {
        try FzfComparison.start(pane, program, arguments, input: items)
        _ = try pane.waitFor("12/12")
    }

    /// The list's rows, top to bottom: the label (a letter or digit in the first column) or `-`
    /// for the pointer or the gutter (sel's `›`, fzf's `▌`), then the item.
    private func rows(_ screen: [String]) -> [String] {
        screen.compactMap { line -> String? in
            guard let range = line.range(of: "item") else { return nil }
            let first = line.first.map(String.init) ?? " "
            let label = first.rangeOfCharacter(from: .alphanumerics) != nil ? first : "-"
            return label + " " + line[range.lowerBound...].prefix(6)
        }
    }

    private func waitForRows(_ pane: TmuxPane, _ expected: [String], _ description: String) throws {
        var last: [String] = []
        do {
            _ = try pane.waitUntil(timeout: .seconds(5), description) { screen in
                last = rows(screen)
                return last == expected
            }
        } catch {
            Issue.record("\(description): rows \(last), wanted \(expected)")
            throw error
        }
    }

    /// fzf's default labels on the rows shown, from the bottom (the first item) up in the default
    /// layout; a label typed highlights its row, the labels go, and Enter takes it.
    @Test func jumpDrawsTheDefaultLabelsAndMovesAsFzf() throws {
        for program in [Tools.sel, try ReferenceTools.fzf().path] {
            let pane = try TmuxPane(width: 40, height: 10)
            let isSel = program == Tools.sel
            try start(pane, program, (isSel ? "choose --filter " : "") + "--layout default --bind space:jump")
            try pane.type(" ")
            let labelled = ["k item08", "j item07", "h item06", "g item05", "f item04", "d item03", "s item02", "a item01"]
            try waitForRows(pane, labelled, "\(program): labels after jump")
            try pane.type("d")
            try waitForRows(pane, labelled.map { "-" + $0.dropFirst() }, "\(program): labels gone after d")
            try pane.press("Enter")
            #expect(try pane.waitForFile("rc") == "0", "\(program)")
            #expect(try String(contentsOf: pane.directory.appendingPathComponent("out"), encoding: .utf8) == "item03\n", "\(program)")
            try pane.expectTerminalRestored()
        }
    }

    /// `--jump-labels` given: as many rows labelled as there are labels, from the first item;
    /// `jump-accept` takes the row of the label typed.
    @Test func jumpLabelsOptionAndJumpAcceptAsFzf() throws {
        for program in [Tools.sel, try ReferenceTools.fzf().path] {
            let pane = try TmuxPane(width: 40, height: 10)
            let isSel = program == Tools.sel
            try start(pane, program, (isSel ? "choose --filter " : "") + "--layout default --jump-labels 123 --bind space:jump-accept")
            try pane.type(" ")
            let labelled = ["- item08", "- item07", "- item06", "- item05", "- item04", "3 item03", "2 item02", "1 item01"]
            try waitForRows(pane, labelled, "\(program): three labels from the top")
            try pane.type("2")
            #expect(try pane.waitForFile("rc") == "0", "\(program)")
            #expect(try String(contentsOf: pane.directory.appendingPathComponent("out"), encoding: .utf8) == "item02\n", "\(program)")
            try pane.expectTerminalRestored()
        }
    }

    /// The `jump` and `jump-cancel` events, and keys that leave jump mode: what each prints and
    /// its exit status, as fzf's.
    @Test func jumpEventsAndCancellingKeysEndAsFzf() throws {
        let jumped = try FzfComparison.expectAsFzf("--bind 'space:jump,jump:accept'", keys: [" ", "s"], input: items)
        #expect(jumped == FzfComparison.Ending(output: "item02\n", status: "0"))
        // fzf's default layout (bottom-up) keeps the events' bindings and the labels from the first item.
        let bottomUp = try FzfComparison.expectAsFzf("--layout default --bind 'space:jump,jump:accept'", keys: [" ", "d"], input: items)
        #expect(bottomUp == FzfComparison.Ending(output: "item03\n", status: "0"))
        let cancelled = try FzfComparison.expectAsFzf(
            "--bind 'space:jump,jump:accept,jump-cancel:abort'", keys: [" ", "Down"], input: items)
        #expect(cancelled == FzfComparison.Ending(output: "", status: "130"))
        // The key that cancels does nothing else: Up does not move, a letter past the rows shown is not typed.
        let consumed = try FzfComparison.expectAsFzf("--bind space:jump", keys: [" ", "Up", " ", "z", "Enter"], input: items)
        #expect(consumed == FzfComparison.Ending(output: "item01\n", status: "0"))
    }

    /// Labels must be printable ASCII, as fzf requires; the action and event names are accepted.
    @Test func nonASCIILabelsAreRefused() throws {
        let result = try SelProcess.run(["choose", "--jump-labels", "aé", "--bind", "space:jump", "a", "b"])
        #expect(result.status == 2)
        #expect(result.errors.contains("--jump-labels takes printable ASCII characters only (as fzf), not 'aé'."), "\(result.errors)")
    }
}
