import ArgumentParser
import SelectionUI

// How `sel choose` ends, as fzf does: Esc and Ctrl-C exit 130; Enter when the query matches
// nothing exits 1 after printing the query (`--print-query`) and the key (`--expect`); the
// `print-query` action prints the query and exits 0. Other commands keep Esc → 1.

extension ExitStatus {
    /// `sel choose` cancelled with Esc (or Ctrl-C): 130, as fzf.
    static let choiceCancelled: Int32 = interrupted

    /// The status of `sel choose` for a prompt's result other than a choice (nil for a choice):
    /// as ``of(_:)``, but Esc exits 130 (fzf's status; other commands exit 1).
    static func ofChoice<Value>(_ result: PromptResult<Value>) -> Int32? {
        if case .cancelled = result { return choiceCancelled }
        return of(result)
    }
}

extension ChooseCommand {
    /// True when the query is printed first: `--print-query`, or the `print-query` action ended
    /// the list (a report with no value that is not a "no match").
    static func printsQuery(_ printQueryFlag: Bool, report: ListPromptReport<[Int]>?) -> Bool {
        guard let report else { return printQueryFlag }
        return printQueryFlag || (report.value == nil && !report.matchedNothing)
    }

    /// Exits 1 when Enter found nothing to take (what fzf does), after what was to be printed.
    static func endIfMatchedNothing(_ report: ListPromptReport<[Int]>?) throws {
        if report?.matchedNothing == true { throw ExitCode(ExitStatus.dismissed) }
    }
}
