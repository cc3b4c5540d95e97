import SelectionCore
import SelectionTerminal

/// `sel file`'s prompt, and the engine of ``FilePicker``: a file browser whose answer is the
/// chosen paths as bytes (docs/behaviour.md §18). It reads directories through `read` when the
/// core asks (``FileBrowserEvent/read(_:)``).
///
/// ```
/// /home/ada/src
/// / type to filter                         4/4
/// ›▸ docs/                            2026-11-20
///  ▸ tests/                           2026-11-21
///    README.md                 2.1K   2026-11-27
///    notes.txt                  120   2026-11-02
///
/// ↑/↓ move · → open · ← up · enter choose · esc cancel
/// ```
///
/// ```swift
/// let browser = FileBrowserPrompt(title: nil, directory: Array("/tmp".utf8), configuration: FileBrowserConfiguration())
/// ```
package struct FileBrowserPrompt: Prompt {
    /// The answer: the chosen paths, as the file system spells them.
    package typealias Value = [[UInt8]]

    /// The directory, its entries, the filter, the checks.
    package private(set) var state: FileBrowserState
    /// A line above the directory; nil for none.
    package let title: String?
    /// The keys.
    package var keyMap: KeyMap<FileBrowserIntent>
    /// Whether the help line is shown.
    package var showsHelp: Bool
    /// Why the last key did nothing; cleared by the next key.
    package private(set) var message: String?
    /// Reads a directory (``DirectoryListing`` by default; a test's own).
    private let read: @Sendable ([UInt8]) -> Result<[FileBrowserEntry], FileBrowserProblem>
    /// Looks up the size and date of an entry (its name, its directory) for a row on screen.
    private let describe: @Sendable ([UInt8], [UInt8]) -> FileBrowserEntry.Details?

    /// Creates a browser of `directory`, read at once.
    package init(
        title: String?, directory: [UInt8], configuration: FileBrowserConfiguration, showsHelp: Bool = true,
        read: @escaping @Sendable ([UInt8]) -> Result<[FileBrowserEntry], FileBrowserProblem> = FileBrowserPrompt.readDirectory,
        describe: @escaping @Sendable ([UInt8], [UInt8]) -> FileBrowserEntry.Details? = FileBrowserPrompt.describeEntry
    ) {
        self.title = title
        self.read = read
        self.describe = describe
        var keys = KeyMap<FileBrowserIntent>.fileBrowser
        if !configuration.isMultiple { keys.bindings.removeAll { $0.intent == .browser(.toggleCheck) } }
        self.keyMap = keys
        self.showsHelp = showsHelp
        self.message = nil
        self.state = FileBrowserState(directory: directory, configuration: configuration)
        perform([.read(directory)])
    }

    /// A directory as ``DirectoryListing`` reads it.
    package static let readDirectory: @Sendable ([UInt8]) -> Result<[FileBrowserEntry], FileBrowserProblem> = { path in
        switch DirectoryListing.read(path) {
        case .success(let entries): .success(entries)
        case .failure(let error): .failure(FileBrowserProblem(message: error.message))
        }
    }

    /// The size and date of an entry as ``DirectoryListing`` looks them up.
    package static let describeEntry: @Sendable ([UInt8], [UInt8]) -> FileBrowserEntry.Details? = { name, directory in
        DirectoryListing.details(of: name, in: directory).map { FileBrowserEntry.Details(size: $0.size, modified: $0.modified) }
    }

    /// Looks up the size and date of the rows on screen that were listed without them.
    private mutating func describeShown() {
        let missing = state.entriesToDescribe
        guard !missing.isEmpty else { return }
        var details: [Int: FileBrowserEntry.Details?] = [:]
        for index in missing { details[index] = describe(state.entries[index].name, state.directory) }
        state.send(.describe(details))
    }

    /// Carries out the core's effects; returns a choice if one was made.
    @discardableResult
    private mutating func perform(_ events: [FileBrowserEvent]) -> [[UInt8]]? {
        for event in events {
            switch event {
            case .read(let path): state.send(.load(Self.normalised(path), read(Self.normalised(path))))
            case .chosen(let paths): return paths
            case .refused(let why): message = "✗ " + why
            }
        }
        describeShown()
        return nil
    }

    /// `path` without `.` and `..` components (a link's target is not resolved: `a/link/..` is `a`).
    package static func normalised(_ path: [UInt8]) -> [UInt8] {
        let isAbsolute = path.first == 0x2F
        var parts: [ArraySlice<UInt8>] = []
        for part in path.split(separator: 0x2F) {
            if part == [0x2E] { continue }
            if part == [0x2E, 0x2E], let last = parts.last, last != [0x2E, 0x2E] {
                parts.removeLast()
                continue
            }
            if part == [0x2E, 0x2E], isAbsolute { continue }
            parts.append(part)
        }
        let joined = Array(parts.joined(separator: [0x2F]))
        if isAbsolute { return [0x2F] + joined }
        return joined.isEmpty ? [0x2E] : joined
    }

    /// The header, the filter, the rows, the message line and the help line.
    package func preferredHeight(in screen: Size, context: PromptContext) -> Int {
        2 + state.configuration.visibleRows + 1 + (showsHelp ? 1 : 0) + (title == nil ? 0 : 1)
    }

    /// Handles one event and says whether the prompt goes on.
    package mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<[[UInt8]]> {
        switch event {
        case .key(let key):
            message = nil
            if let intent = keyMap.intent(for: key) {
                switch intent {
                case .cancel:
                    if state.filter.text.isEmpty { return .finish(.cancelled) }
                    perform(state.send(.text(.deleteToStart)))
                    perform(state.send(.text(.deleteToEnd)))
                case .browser(let action):
                    if let chosen = perform(state.send(action)) { return .finish(.chosen(chosen)) }
                }
            } else if case .character(let character) = key.key, key.modifiers.isSubset(of: .shift) {
                perform(state.send(.text(.insert(String(character)))))
            }
        case .paste(let text):
            perform(state.send(.text(.insert(text))))
        case .mouse, .tick, .resize, .background:
            break
        }
        return .proceed
    }

    /// Draws the browser; returns the filter's caret.
    package func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        FileBrowserView(state: state, title: title, message: message, help: showsHelp ? keyMap.helpItems : nil, theme: context.theme)
            .render(into: &buffer)
    }

    /// The line left behind: the title (or `File`) and the names chosen.
    package func summary(of result: PromptResult<[[UInt8]]>) -> String? {
        guard case .chosen(let paths) = result else { return nil }
        let names = paths.map { String(decoding: $0.split(separator: 0x2F).last ?? [], as: UTF8.self) }
        return (title ?? "File") + ": " + names.joined(separator: ", ")
    }
}
