import SelectionCore
import SelectionTerminal

/// Picks files or directories by browsing (docs/behaviour.md §18; gum `file`, huh `FilePicker`):
/// directories first, typing filters the directory shown, → or Enter enters a directory, ← or
/// Backspace on an empty filter goes up; with `allowsMultiple`, Tab checks entries in as many
/// directories as wanted.
///
/// ```swift
/// let picker = FilePicker(directory: "/var/log", globs: ["*.log"], allowsMultiple: true)
/// if case .chosen(let paths) = try await picker.run() { print(paths) }
/// ```
///
/// The answer is the chosen paths, the directory given followed by the names walked through.
public struct FilePicker: Prompt {
    /// The answer: the chosen paths.
    public typealias Value = [String]

    /// The browser, whose answer is bytes.
    package private(set) var browser: FileBrowserPrompt

    /// Creates a picker.
    ///
    /// - Parameters:
    ///   - title: A line above the directory.
    ///   - directory: Where browsing starts.
    ///   - allowsFiles: Whether files can be chosen.
    ///   - allowsDirectories: Whether directories can be chosen (Enter on one chooses it; → enters).
    ///   - showsHidden: Whether names starting with a dot are listed.
    ///   - globs: List only the files matching one of these (`*.swift`); directories always show.
    ///   - allowsMultiple: Whether several entries can be checked, with Tab.
    ///   - visibleRows: The rows of entries shown.
    public init(
        _ title: String? = nil, directory: String = ".", allowsFiles: Bool = true, allowsDirectories: Bool = false,
        showsHidden: Bool = false, globs: [String] = [], allowsMultiple: Bool = false, visibleRows: Int = 10
    ) {
        let configuration = FileBrowserConfiguration(
            allowsFiles: allowsFiles, allowsDirectories: allowsDirectories, showsHidden: showsHidden, globs: globs,
            isMultiple: allowsMultiple, visibleRows: visibleRows)
        browser = FileBrowserPrompt(title: title, directory: Array(directory.utf8), configuration: configuration)
    }

    /// The browser's height.
    public func preferredHeight(in screen: Size, context: PromptContext) -> Int { browser.preferredHeight(in: screen, context: context) }

    /// Handles one event and says whether the prompt goes on.
    public mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<[String]> {
        browser.handle(event, context: context).map { $0.map { String(decoding: $0, as: UTF8.self) } }
    }

    /// Draws the browser; returns the filter's caret.
    public func render(into buffer: inout Buffer, context: PromptContext) -> Point? { browser.render(into: &buffer, context: context) }

    /// The line left behind: the names chosen.
    public func summary(of result: PromptResult<[String]>) -> String? {
        browser.summary(of: result.map { $0.map { Array($0.utf8) } })
    }
}
