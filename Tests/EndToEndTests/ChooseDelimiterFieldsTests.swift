import Foundation
import Testing

/// `--delimiter` on `sel choose` as fzf's field separator once the invocation uses fields: a field
/// option, or a field placeholder (`{1}`, `{2..}`) in `--preview`, `--preview-window` or a bound
/// command — ADVANCED.md's ripgrep launcher, `become(vim {1} +{2})` with `--delimiter :`.
/// Without them it stays sel's `label<D>value` split. Compared with fzf 0.74.5 in tmux.
@Suite(.serialized) struct ChooseDelimiterFieldsTests {
    private let grepLines = "a b.txt:12:foo bar\nc.txt:3:baz\n"

    /// `become(echo {1} +{2})` cuts at `:`, quoting the field with a blank as fzf does.
    @Test func becomeCutsPlaceholdersAtTheDelimiterAsFzf() throws {
        let ending = try FzfComparison.expectAsFzf(
            "--delimiter : --bind 'enter:become(echo {1} +{2})'", keys: ["Enter"], input: grepLines)
        #expect(ending == FzfComparison.Ending(output: "a b.txt +12\n", status: "0"))
        let ranged = try FzfComparison.expectAsFzf(
            "--delimiter : --nth 3.. --bind 'enter:become(printf \"%s|\" {2..} {-1})'", keys: ["baz", "Enter"], input: grepLines)
        #expect(ranged == FzfComparison.Ending(output: "3:baz|baz|", status: "0"))
    }

    /// `--delimiter '\t'` is a tab and `'\|'` a bar, as fzf reads them (scripts write `-d '\t'`).
    @Test func escapedDelimitersAreReadAsFzfReadsThem() throws {
        let tabbed = try FzfComparison.expectAsFzf(
            #"--delimiter '\t' --with-nth 2.. --bind 'enter:become(echo {1}/{2})'"#, keys: ["two", "Enter"],
            input: "a\tone\nb\ttwo\n")
        #expect(tabbed == FzfComparison.Ending(output: "b/two\n", status: "0"))
        let barred = try FzfComparison.expectAsFzf(
            #"-d '\|' --nth 2 --accept-nth 1"#, keys: ["d", "Enter"], input: "a|b\nc|d\n")
        #expect(barred == FzfComparison.Ending(output: "c\n", status: "0"))
    }

    /// With `--with-nth`, placeholders still see the line as read (fzf's `{1}` is the input's
    /// first field, not the first shown): in a bound command, with `--accept-nth` too, and in the preview.
    @Test func placeholdersSeeTheLineAsReadWhateverWithNthShows() throws {
        let shown = try FzfComparison.expectAsFzf(
            "--delimiter : --with-nth 2.. --bind 'enter:become(echo {1}/{2}/{})'", keys: ["two", "Enter"], input: "a:one\nb:two\n")
        #expect(shown == FzfComparison.Ending(output: "b/two/b:two\n", status: "0"))
        let accepted = try FzfComparison.expectAsFzf(
            "--delimiter : --with-nth 2 --accept-nth 3 --bind 'enter:become(echo {1})'", keys: ["two", "Enter"],
            input: "a:one:x\nb:two:y\n")
        #expect(accepted == FzfComparison.Ending(output: "b\n", status: "0"))
        let pane = try TmuxPane(width: 60, height: 10)
        try Data("a:one\nb:two\n".utf8).write(to: pane.directory.appendingPathComponent("in"))
        try pane.startSel("choose --filter --delimiter : --with-nth 2.. --preview 'echo PV {1}'", stdin: "in", waitFor: "PV a")
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc") == "130")
    }

    /// The whole line is listed and printed, as fzf: the delimiter cuts fields, not `label<D>value`.
    @Test func aFieldPlaceholderInThePreviewKeepsTheWholeLine() throws {
        let ending = try FzfComparison.expectAsFzf("--delimiter : --preview 'echo PV {2}/{1}'", keys: ["Enter"], input: grepLines)
        #expect(ending == FzfComparison.Ending(output: "a b.txt:12:foo bar\n", status: "0"))
        let pane = try TmuxPane(width: 60, height: 10)
        try Data(grepLines.utf8).write(to: pane.directory.appendingPathComponent("in"))
        try pane.startSel("choose --filter --delimiter : --preview 'echo PV {2}/{1}'", stdin: "in", waitFor: "PV 12/a b.txt")
        let screen = try pane.capture()
        #expect(screen.contains { $0.contains("a b.txt:12:foo bar") }, "the whole line listed: \(screen)")
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc") == "130")
    }

    /// Without fields anywhere, `--delimiter` still splits `label<D>value` (sel's meaning).
    @Test func withoutFieldsTheDelimiterSplitsLabelAndValue() throws {
        let pane = try TmuxPane(width: 60, height: 10)
        try Data("Red:#ff0000\nBlue:#0000ff\n".utf8).write(to: pane.directory.appendingPathComponent("in"))
        try pane.startSel("choose --filter --delimiter : --preview 'echo PV {}'", stdin: "in", waitFor: "PV Red")
        #expect(try pane.capture().contains { $0.contains("Red") && !$0.contains("#ff0000") }, "the label alone listed")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "#ff0000\n")
    }
}
