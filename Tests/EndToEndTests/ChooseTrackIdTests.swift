import Foundation
import Testing

/// fzf's `--id-nth` and tracking actions on `sel choose` in tmux, each compared with fzf 0.74.5 by
/// whole screen (the list, the info line with `+T`/`+t`, the prompt line; the separator's dashes
/// dropped) and, where the choice matters, by what is printed: `--track --id-nth 1` across a
/// reload that reorders and changes the lines (and one slow enough that keys typed meanwhile
/// wait), the checked items kept across `reload-sync` with `--multi --id-nth`, `track-current`
/// through a query change and ended by a move, and `toggle-track`.
@Suite(.serialized) struct ChooseTrackIdTests {
    private let pods = "pod-a Running\npod-b Pending\npod-c Running\npod-d Failed\n"
    private let nextPods = "pod-x New\npod-d Running\npod-c Failed\npod-a Done\npod-b Done\n"

    /// Keys to press (tmux names) or type (anything else), and the screen they lead to.
    private struct Step {
        var keys: [String]
        var screen: [String]
    }

    /// The screen's non-empty lines, trailing blanks, the separator's dashes and the spinner dropped.
    private func shown(_ screen: [String]) -> [String] {
        screen.map { line in
            var text = String(line.unicodeScalars.filter { $0 != "\u{2500}" && !(0x2800...0x28FF).contains($0.value) })
            while text.last == " " { text.removeLast() }
            return text
        }
        .filter { !$0.isEmpty }
    }

    /// Runs `program ARGUMENTS < in > out` (with `next` beside `in`), waits for `ready`, goes
    /// through `steps`, then presses Enter; returns what it printed.
    @discardableResult
    private func run(
        _ program: String, _ arguments: String, ready: String, steps: [Step], lines: (first: String, next: String)? = nil
    ) throws -> String {
        let pane = try TmuxPane(width: 40, height: 10)
        try Data((lines?.first ?? pods).utf8).write(to: pane.directory.appendingPathComponent("in"))
        try Data((lines?.next ?? nextPods).utf8).write(to: pane.directory.appendingPathComponent("next"))
        let isSel = program == Tools.sel
        let flags =
            (isSel ? "choose --filter " : "")
            + "--layout default --pointer '>' --marker '*' --gutter ' ' --prompt '> ' --no-sort " + arguments
        try pane.runCommand("clear; \(Tools.shellQuoted(program)) \(flags) < in > out; echo $? > rc")
        try pane.waitFor(ready)
        for step in steps {
            for key in step.keys {
                if key.hasPrefix("POST ") {
                    // An action sent to `--listen`'s port (the start binding wrote it to `port`).
                    let port = try pane.waitForFile("port")
                    let body = String(key.dropFirst(5))
                    #expect(try ChooseListenTests.curl(["-XPOST", "localhost:\(port)", "-d", body]).status == 200)
                } else if key.count > 1, key.first?.isUppercase == true || key.hasPrefix("C-") {
                    try pane.press(key)
                } else {
                    try pane.type(key)
                }
                Thread.sleep(forTimeInterval: 0.15)
            }
            var last: [String] = []
            do {
                try pane.waitUntil(timeout: .seconds(6), "\(program) after \(step.keys)") { screen in
                    last = shown(screen)
                    return last == step.screen
                }
            } catch {
                Issue.record("\(program) \(arguments) after \(step.keys): screen \(last), wanted \(step.screen)")
                throw error
            }
        }
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        return String(decoding: try Data(contentsOf: pane.directory.appendingPathComponent("out")), as: UTF8.self)
    }

    /// Both programs, the same steps; their outputs must be the same too.
    @discardableResult
    private func expectAsFzf(
        _ arguments: String, ready: String, steps: [Step], lines: (first: String, next: String)? = nil
    ) throws -> String {
        let sel = try run(Tools.sel, arguments, ready: ready, steps: steps, lines: lines)
        let fzf = try run(try ReferenceTools.fzf().path, arguments, ready: ready, steps: steps, lines: lines)
        #expect(sel == fzf, "\(arguments): sel printed \(sel.debugDescription), fzf \(fzf.debugDescription)")
        return sel
    }

    /// The reload reorders the lines, changes their status and adds one: the highlight stays on
    /// `pod-c`, found again by its first field.
    @Test func theTrackedIdKeepsTheHighlightAcrossAReload() throws {
        let steps = [
            Step(
                keys: ["Up", "Up"], screen: ["  pod-d Failed", "> pod-c Running", "  pod-b Pending", "  pod-a Running", "  4/4 +T", ">"]),
            Step(
                keys: ["C-r"],
                screen: ["  pod-b Done", "  pod-a Done", "> pod-c Failed", "  pod-d Running", "  pod-x New", "  5/5 +T", ">"]),
        ]
        let printed = try expectAsFzf("--track --id-nth 1 --bind 'ctrl-r:reload(cat next)'", ready: "4/4", steps: steps)
        #expect(printed == "pod-c Failed\n")
    }

    /// The id is cut from the line as read, colours taken out, not from what `--with-nth` shows:
    /// the statuses alone (two `Done`s, colours that change) could not find `pod-c` again.
    @Test func theIdIsCutFromTheLineNotTheShownFields() throws {
        let green = "\u{1B}[32m", red = "\u{1B}[31m", plain = "\u{1B}[0m"
        let first = "pod-a \(green)Running\(plain)\npod-b Pending\npod-c \(green)Running\(plain)\npod-d Failed\n"
        let next = "pod-x New\npod-d Running\npod-c \(red)Failed\(plain)\npod-a Done\npod-b Done\n"
        let steps = [
            Step(keys: ["Up", "Up"], screen: ["  Failed", "> Running", "  Pending", "  Running", "  4/4 +T", ">"]),
            Step(keys: ["C-r"], screen: ["  Done", "  Done", "> Failed", "  Running", "  New", "  5/5 +T", ">"]),
        ]
        let printed = try expectAsFzf(
            "--ansi --with-nth 2 --track --id-nth 1 --bind 'ctrl-r:reload(cat next)'", ready: "4/4", steps: steps,
            lines: (first, next))
        #expect(printed == "pod-c Failed\n")
    }

    /// A reload slow to bring the tracked id: the old rows stay and the `o` typed meanwhile waits
    /// (is dropped: the query stays empty), as fzf blocks input while it seeks.
    @Test func keysWaitWhileTheTrackedIdIsSought() throws {
        let steps = [
            Step(
                keys: ["Up", "Up"], screen: ["  pod-d Failed", "> pod-c Running", "  pod-b Pending", "  pod-a Running", "  4/4 +T", ">"]),
            Step(
                keys: ["C-r", "o"],
                screen: [
                    "  pod-b Done", "  pod-a Done", "> pod-c Failed", "  pod-d Running", "  pod-x New", "  pod-q", "  6/6 +T", ">",
                ]),
        ]
        try expectAsFzf("--track --id-nth 1 --bind 'ctrl-r:reload(echo pod-q; sleep 1; cat next)'", ready: "4/4", steps: steps)
    }

    /// An action sent to `--listen` while the id is sought waits (is dropped: the query stays
    /// empty) as a key does.
    @Test func remoteActionsWaitWhileTheTrackedIdIsSought() throws {
        let steps = [
            Step(
                keys: ["Up", "Up"], screen: ["  pod-d Failed", "> pod-c Running", "  pod-b Pending", "  pod-a Running", "  4/4 +T", ">"]),
            Step(
                keys: ["C-r", "POST change-query(o)"],
                screen: [
                    "  pod-b Done", "  pod-a Done", "> pod-c Failed", "  pod-d Running", "  pod-x New", "  pod-q", "  6/6 +T", ">",
                ]),
        ]
        try expectAsFzf(
            "--listen --bind 'start:execute-silent(echo $FZF_PORT > port)' --track --id-nth 1 "
                + "--bind 'ctrl-r:reload(echo pod-q; sleep 1; cat next)'", ready: "4/4", steps: steps)
    }

    /// sel alone: while the id is sought the info line says `+T*` over the old rows; Esc stops
    /// the search and the prompt stays (fzf's Esc does the same).
    @Test func escStopsTheSearchWithoutQuitting() throws {
        let steps = [
            Step(
                keys: ["Up", "Up"], screen: ["  pod-d Failed", "> pod-c Running", "  pod-b Pending", "  pod-a Running", "  4/4 +T", ">"]),
            Step(keys: ["C-r"], screen: ["  pod-d Failed", "> pod-c Running", "  pod-b Pending", "  pod-a Running", "   4/4 +T*", ">"]),
            Step(keys: ["Escape"], screen: ["> pod-q", "   1/1 +T", ">"]),
        ]
        let printed = try run(Tools.sel, "--track --id-nth 1 --bind 'ctrl-r:reload(echo pod-q; sleep 30)'", ready: "4/4", steps: steps)
        #expect(printed == "pod-q\n")
    }

    /// `--multi --id-nth 1` with `reload-sync`: the old list stays until the command ends, and
    /// the checked items are checked again where their ids come back, printed in the order picked.
    @Test func checkedItemsAreKeptAcrossReloadSync() throws {
        let steps = [
            Step(
                keys: ["Up", "Up", "C-t", "Down", "Down", "C-t"],
                screen: ["  pod-d Failed", " *pod-c Running", "  pod-b Pending", ">*pod-a Running", "  4/4 (2)", ">"]),
            Step(
                keys: ["C-r"],
                screen: ["  pod-b Done", " *pod-a Done", " *pod-c Failed", "  pod-d Running", "> pod-x New", "  5/5 (2)", ">"]),
        ]
        let printed = try expectAsFzf(
            "--multi --id-nth 1 --bind 'ctrl-t:toggle,ctrl-r:reload-sync(sleep 0.5; cat next)'", ready: "4/4", steps: steps)
        #expect(printed == "pod-c Failed\npod-a Done\n")
    }

    /// `reload-sync` bound to `load`: the old list stays (sel: with the spinner) until the
    /// command has ended, then the new one replaces it whole, and `load` fires only then.
    @Test func reloadSyncKeepsTheOldListUntilItsCommandEnds() throws {
        let arguments = "--bind 'load:reload-sync(sleep 1; cat next)+unbind(load)'"
        let newList = Step(
            keys: [], screen: ["  pod-b Done", "  pod-a Done", "  pod-c Failed", "  pod-d Running", "> pod-x New", "  5/5", ">"])
        let oldList = Step(keys: [], screen: ["  pod-d Failed", "  pod-c Running", "  pod-b Pending", "> pod-a Running", "   4/4", ">"])
        let sel = try run(Tools.sel, arguments, ready: "4/4", steps: [oldList, newList])
        let fzf = try run(try ReferenceTools.fzf().path, arguments, ready: "4/4", steps: [newList])
        #expect(sel == "pod-x New\n" && fzf == sel)
    }

    /// `track-current` keeps `pod-c` highlighted through a new query (`+t`); moving ends it.
    @Test func trackCurrentFollowsTheItemUntilTheHighlightMoves() throws {
        let steps = [
            Step(
                keys: ["Up", "Up", "C-t"],
                screen: ["  pod-d Failed", "> pod-c Running", "  pod-b Pending", "  pod-a Running", "  4/4 +t", ">"]),
            Step(keys: ["u"], screen: ["> pod-c Running", "  pod-a Running", "  2/4 +t", "> u"]),
            Step(keys: ["Down"], screen: ["  pod-c Running", "> pod-a Running", "  2/4", "> u"]),
        ]
        try expectAsFzf("--bind 'ctrl-t:track-current'", ready: "4/4", steps: steps)
    }

    /// `track-current` with `--id-nth` (no `--track`): the reload finds the item again and keeps
    /// tracking it (`+t`).
    @Test func trackCurrentFindsTheItemAgainAcrossAReload() throws {
        let steps = [
            Step(
                keys: ["Up", "Up", "C-t"],
                screen: ["  pod-d Failed", "> pod-c Running", "  pod-b Pending", "  pod-a Running", "  4/4 +t", ">"]),
            Step(
                keys: ["C-r"],
                screen: ["  pod-b Done", "  pod-a Done", "> pod-c Failed", "  pod-d Running", "  pod-x New", "  5/5 +t", ">"]),
        ]
        try expectAsFzf("--id-nth 1 --bind 'ctrl-t:track-current,ctrl-r:reload(cat next)'", ready: "4/4", steps: steps)
    }

    /// `toggle-track` switches `--track` off and on; `untrack-current` leaves `--track` alone.
    @Test func toggleTrackSwitchesTheGlobalOption() throws {
        let steps = [
            Step(
                keys: ["Up", "C-u"], screen: ["  pod-d Failed", "  pod-c Running", "> pod-b Pending", "  pod-a Running", "  4/4 +T", ">"]),
            Step(keys: ["C-g"], screen: ["  pod-d Failed", "  pod-c Running", "> pod-b Pending", "  pod-a Running", "  4/4", ">"]),
            Step(keys: ["C-g"], screen: ["  pod-d Failed", "  pod-c Running", "> pod-b Pending", "  pod-a Running", "  4/4 +T", ">"]),
            Step(keys: ["e"], screen: ["  pod-d Failed", "> pod-b Pending", "  2/4 +T", "> e"]),
        ]
        try expectAsFzf("--track --bind 'ctrl-g:toggle-track,ctrl-u:untrack-current'", ready: "4/4", steps: steps)
    }
}
