import SelectionCore
import SelectionTerminal

/// What a list prompt shows beside its list for the highlighted option: the output of a shell
/// command (`sel choose --preview`), or lines a Swift closure makes.
///
/// ```swift
/// var prompt = DropDown("File", options: files)
/// prompt.preview = .lines { item in
///     (try? String(contentsOfFile: item.choice.label, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
/// }
/// // or, as sel does it:
/// prompt.preview = .command("head -50 {}", window: PreviewWindow(side: .bottom, size: .percent(40)))
/// ```
///
/// A preview runs off the host loop, after the highlight has rested for ``delay``; moving on
/// stops it (a command's whole process group) and starts the next, so moving and typing never
/// wait. Output is shown as it arrives; a stale run's output is never shown.
public struct ListPreview<Value: Sendable & Equatable>: Sendable {
    /// Where the lines come from.
    enum Source: Sendable {
        /// A shell command with placeholders (``ListPreview/command(_:window:)``).
        case command(String)
        /// A Swift provider, handing lines to `emit` (which answers false once they are not wanted).
        case provider(@Sendable (PreviewItem<Value>, _ emit: @escaping @Sendable (String) -> Bool) async -> Void)
    }

    let source: Source
    /// Where the pane goes and how it looks.
    public var window: PreviewWindow
    /// How long the highlight must rest on an option before its preview starts.
    public var delay: Duration = .milliseconds(60)
    /// What separates fields for the command's `{1}`, `{2..}` and the window's `+{2}` (fzf's
    /// `--delimiter`); nil for runs of blanks.
    package var fieldDelimiter: String?
    /// The shell and its flags that run the command (fzf's `--with-shell`); nil for `sh -c`.
    package var shell: String?

    init(source: Source, window: PreviewWindow) {
        self.source = source
        self.window = window
    }

    /// The output of `template` run by `sh -c` in a process group of its own, with fzf's
    /// placeholders replaced: `{}` the highlighted option's label, `{+}` the checked ones (or the
    /// highlighted one), `{q}` the query, `{1}`, `{-1}`, `{2..}` fields of the label — each quoted
    /// for the shell — and `{n}` its index.
    ///
    /// Standard output and standard error both show; SGR colours are kept and every other control
    /// sequence is taken out; a status other than 0 is shown after the output.
    public static func command(_ template: String, window: PreviewWindow = PreviewWindow()) -> ListPreview {
        ListPreview(source: .command(template), window: window)
    }

    /// The lines `provider` returns for the highlighted option (it may contain SGR colours).
    ///
    /// ```swift
    /// prompt.preview = .lines { item in ["Name: \(item.choice.label)", "Size: \(sizes[item.index])"] }
    /// ```
    public static func lines(
        window: PreviewWindow = PreviewWindow(), _ provider: @escaping @Sendable (PreviewItem<Value>) async -> [String]
    ) -> ListPreview {
        ListPreview(
            source: .provider { item, emit in
                for line in await provider(item) {
                    guard emit(line) else { return }
                }
            }, window: window)
    }

    /// The lines of the sequence `provider` makes for the highlighted option, shown as they come;
    /// the sequence is abandoned when the highlight moves.
    ///
    /// ```swift
    /// prompt.preview = .stream { item in logLines(of: item.choice.value) }   // an AsyncStream<String>
    /// ```
    public static func stream<Lines: AsyncSequence & Sendable>(
        window: PreviewWindow = PreviewWindow(), _ provider: @escaping @Sendable (PreviewItem<Value>) -> Lines
    ) -> ListPreview where Lines.Element == String {
        ListPreview(
            source: .provider { item, emit in
                do {
                    for try await line in provider(item) {
                        guard emit(line), !Task.isCancelled else { return }
                    }
                } catch {
                    _ = emit("[\(error)]")
                }
            }, window: window)
    }

    /// Whether a Swift provider is given the query (``PreviewItem/query``) and runs again as it
    /// changes; a command does when it has `{q}`.
    public var followsQuery = false

    /// Whether the preview depends on the query: it runs again as the query changes.
    var usesQuery: Bool {
        if case .command(let template) = source { return PreviewPlaceholders.uses("q", in: template) }
        return followsQuery
    }

    /// Whether the preview depends on the checked options (a command with `{+}`).
    var usesChecked: Bool {
        if case .command(let template) = source { return PreviewPlaceholders.uses("+", in: template) }
        return false
    }

    /// The job that previews `item`.
    func job(for item: PreviewItem<Value>) -> PreviewJob {
        switch source {
        case .command(let template):
            return .command(
                PreviewPlaceholders.replacing(
                    in: template, item: item.placeholderText ?? item.choice.label,
                    checked: item.checkedPlaceholderTexts ?? item.checked.map(\.label), query: item.query, index: item.index,
                    delimiter: fieldDelimiter, shell: shell))
        case .provider(let provider):
            return .lines { emit in await provider(item, emit) }
        }
    }
}

/// The option a preview is for, and what else it may show.
public struct PreviewItem<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The highlighted option.
    public var choice: Choice<Value>
    /// Its index: in the input for a streamed list, else its position among the list's options.
    public var index: Int
    /// The query typed, when the preview follows it (``ListPreview/followsQuery``); else empty.
    public var query: String
    /// The checked options (a multiple choice), in the list's order.
    public var checked: [Choice<Value>]
    /// The texts a command's placeholders see for the option and the checked ones, when not
    /// their labels (a streamed list's lines as read, with `--with-nth`).
    package var placeholderText: String?
    package var checkedPlaceholderTexts: [String]?

    /// An item to preview.
    public init(choice: Choice<Value>, index: Int, query: String = "", checked: [Choice<Value>] = []) {
        self.choice = choice
        self.index = index
        self.query = query
        self.checked = checked
    }
}
