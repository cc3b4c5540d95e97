/// What a user (or the caller, for ``load(_:_:)``) means to do to a file browser: the input of
/// ``FileBrowserState/send(_:)``.
///
/// ```swift
/// var browser = FileBrowserState(directory: Array("/tmp".utf8))
/// browser.send(.load(Array("/tmp".utf8), .success(entries)))
/// browser.send(.open)   // into the highlighted directory: [.read("/tmp/…")]
/// ```
package enum FileBrowserAction: Sendable, Hashable {
    /// The entries of `directory` as the caller read them, or why it could not (FILE-06).
    case load([UInt8], Result<[FileBrowserEntry], FileBrowserProblem>)
    /// An action of the filter's text field (FILE-02).
    case text(TextFieldAction)
    /// ↑/↓: the highlight by `n` rows, stopping at the ends.
    case move(Int)
    /// PageUp/PageDown: by the rows shown.
    case page(Int)
    /// Home/End: the first or last row.
    case moveToEnd(first: Bool)
    /// →: into the highlighted directory (FILE-01).
    case open
    /// ←, or Backspace with an empty filter: up to the parent directory (FILE-01).
    case leave
    /// Tab: check or uncheck the highlighted entry, then move down (FILE-05).
    case toggleCheck
    /// Enter: into a directory that cannot be chosen, else choose (FILE-01, FILE-05).
    case choose
    /// The size and date of entries listed without them, by their index in
    /// ``FileBrowserState/entries`` (the caller looked up ``FileBrowserState/entriesToDescribe``);
    /// nil for one that could not be looked at.
    case describe([Int: FileBrowserEntry.Details?])
}

/// Why a directory could not be read, in the system's words.
package struct FileBrowserProblem: Error, Sendable, Hashable {
    /// `Permission denied`.
    package var message: String
    /// Creates a problem.
    package init(message: String) { self.message = message }
}
