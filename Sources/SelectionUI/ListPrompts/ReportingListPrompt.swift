import SelectionCore
import SelectionTerminal

/// What a list prompt can say about how it ended, besides its value: the key that ended it
/// (``ListCommand/acceptReportingKey(_:)``), the query, and whether ``ListCommand/endWithQuery`` ended it.
package protocol ListPromptReporting: Prompt {
    /// The name of the key that ended the prompt, if one was reported.
    var endingKey: String? { get }
    /// While filtering, what the user typed.
    var query: String? { get }
    /// True when ``ListCommand/endWithQuery`` ended the prompt.
    var endsWithQueryOnly: Bool { get }
    /// True when Enter found nothing to take and ended the prompt (``ListPromptConfiguration/endsWhenNothingMatches``).
    var endsWithNoMatch: Bool { get }
    /// The lines ``ListCommand/print(_:)`` queued.
    var printQueue: [String] { get }
    /// The command ``ListCommand/become(_:)`` ended the prompt with, if one did.
    var becoming: CommandRun? { get }
}

extension DropDown: ListPromptReporting {}
extension MultiSelect: ListPromptReporting {}

/// How a list prompt ended when accepted, in full: the value (nil when `print-query` ended it),
/// the key that ended it, and the query.
package struct ListPromptReport<Value: Sendable>: Sendable {
    /// The chosen value; nil when ``ListCommand/endWithQuery`` ended the prompt.
    package var value: Value?
    /// The name of the key that ended the prompt (``ListCommand/acceptReportingKey(_:)``); nil for Enter, a click, or the query alone.
    package var key: String?
    /// The query typed, or nil when the prompt did not filter.
    package var query: String?
    /// True when Enter found nothing to take (the filter matched nothing, nothing was checked):
    /// fzf then exits 1, after printing the query and the key it was asked to.
    package var matchedNothing = false
    /// Lines to print before the value (``ListCommand/print(_:)``), after the query and the key.
    package var printed: [String] = []
    /// The command to replace the process with (``ListCommand/become(_:)``); nothing is printed then.
    package var becoming: CommandRun?

    /// Creates a report.
    package init(value: Value?, key: String?, query: String?, matchedNothing: Bool = false) {
        self.value = value
        self.key = key
        self.query = query
        self.matchedNothing = matchedNothing
    }

    /// The same report with its value changed by `transform`.
    package func mapValue<Other: Sendable>(_ transform: (Value) -> Other) -> ListPromptReport<Other> {
        var report = ListPromptReport<Other>(value: value.map(transform), key: key, query: query, matchedNothing: matchedNothing)
        report.printed = printed
        report.becoming = becoming
        return report
    }
}

extension ListPromptReport: Equatable where Value: Equatable {}

/// Runs a list prompt and reports, with its value, the key that ended it and the query.
///
/// ```swift
/// var configuration = ListPromptConfiguration(filters: true)
/// configuration.commands.bind([KeyEvent(.character("x"), modifiers: .ctrl)], to: [.acceptReportingKey("ctrl-x")])
/// let result = try PromptHost.run(ReportingListPrompt(DropDown(options: ["a", "b"], configuration: configuration)))
/// // .chosen(ListPromptReport(value: "b", key: "ctrl-x", query: "b"))
/// ```
///
/// ``ListCommand/endWithQuery`` ends the prompt with a report that has no value, and so does Enter
/// with nothing to take (``ListPromptReport/matchedNothing``); Esc, Ctrl-C and a
/// timeout end it as the inner prompt does.
package struct ReportingListPrompt<Inner: ListPromptReporting>: Prompt {
    /// The prompt reported on.
    package private(set) var inner: Inner

    /// Wraps `inner`.
    package init(_ inner: Inner) {
        self.inner = inner
    }

    /// The inner prompt's height.
    package func preferredHeight(in screen: Size, context: PromptContext) -> Int {
        inner.preferredHeight(in: screen, context: context)
    }

    /// Hands the event to the inner prompt and reports how it ended, if it did.
    package mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<ListPromptReport<Inner.Value>> {
        let step = inner.handle(event, context: context)
        guard let result = step.result else { return .proceed(performing: step.effects) }
        switch result {
        case .chosen(let value):
            var report = ListPromptReport(value: value, key: inner.endingKey, query: inner.query)
            report.printed = inner.printQueue
            return .finish(.chosen(report))
        case .cancelled where inner.becoming != nil:
            var report = ListPromptReport<Inner.Value>(value: nil, key: nil, query: inner.query ?? "")
            report.becoming = inner.becoming
            return .finish(.chosen(report))
        case .cancelled where inner.endsWithNoMatch:
            var report = ListPromptReport<Inner.Value>(value: nil, key: inner.endingKey, query: inner.query ?? "", matchedNothing: true)
            report.printed = inner.printQueue
            return .finish(.chosen(report))
        case .cancelled where inner.endsWithQueryOnly:
            return .finish(.chosen(ListPromptReport(value: nil, key: nil, query: inner.query ?? "")))
        case .cancelled: return .finish(.cancelled)
        case .interrupted: return .finish(.interrupted)
        case .timedOut: return .finish(.timedOut)
        }
    }

    /// Draws the inner prompt.
    package func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        inner.render(into: &buffer, context: context)
    }

    /// The inner prompt's deadline.
    package var deadline: Duration? { inner.deadline }

    /// The inner prompt's wish for motion reports.
    package var tracksPointerMotion: Bool { inner.tracksPointerMotion }

    /// Lets the inner prompt decide what depends on where its region is (the list's side).
    package mutating func prepare(for context: PromptContext) {
        inner.prepare(for: context)
    }

    /// Starts the inner prompt's background work.
    package mutating func start(reportingTo inbox: PromptInbox) {
        inner.start(reportingTo: inbox)
    }
}
