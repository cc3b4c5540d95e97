/// The state of a file browser (docs/behaviour.md §18; gum `file`, huh `FilePicker`): the
/// directory shown and its entries, directories first; a filter typed into the core's one text
/// field; the highlight and the first row shown; the paths checked across directories. A pure
/// value: reading a directory is an effect it asks for (``FileBrowserEvent/read(_:)``), and the
/// caller answers with ``FileBrowserAction/load(_:_:)``.
///
/// ```swift
/// var browser = FileBrowserState(directory: Array("/srv".utf8))
/// browser.send(.load(Array("/srv".utf8), .success(entries)))   // directories first, then files
/// browser.send(.text(.insert("log")))                           // only names holding l, o, g in order
/// browser.send(.choose)                                         // [.chosen(["/srv/app.log"])]
/// ```
package struct FileBrowserState: Sendable, Equatable {
    /// What is listed and what can be chosen.
    package let configuration: FileBrowserConfiguration
    /// The directory shown, without a trailing slash (but `/`).
    package private(set) var directory: [UInt8]
    /// Its entries, directories first, each group by name.
    package private(set) var entries: [FileBrowserEntry]
    /// Why the directory could not be read (FILE-06); nil when it was.
    package private(set) var problem: FileBrowserProblem?
    /// The filter.
    package private(set) var filter: TextFieldState
    /// The entries listed: indices into ``entries`` that pass the filter, the hidden rule and the globs.
    package private(set) var shown: [Int]
    /// The highlighted row of ``shown``; nil when nothing is listed.
    package private(set) var highlighted: Int?
    /// The first row drawn.
    package private(set) var topRow: Int
    /// The paths checked, in the order checked (FILE-05).
    package private(set) var checked: [[UInt8]]
    /// The name to highlight once the next listing arrives (the directory just left).
    private var pendingHighlight: [UInt8]?

    /// Creates a browser of `directory`, empty until its entries are loaded.
    package init(directory: [UInt8], configuration: FileBrowserConfiguration = FileBrowserConfiguration()) {
        self.configuration = configuration
        self.directory = Self.trimmed(directory)
        self.entries = []
        self.problem = nil
        self.filter = TextFieldState()
        self.shown = []
        self.highlighted = nil
        self.topRow = 0
        self.checked = []
        self.pendingHighlight = nil
    }

    /// The highlighted entry.
    package var highlightedEntry: FileBrowserEntry? { highlighted.map { entries[shown[$0]] } }

    /// The path of `entry` in the directory shown.
    package func path(of entry: FileBrowserEntry) -> [UInt8] {
        (directory == [0x2F] ? directory : directory + [0x2F]) + entry.name
    }

    /// Applies `action`; reports the effects and the choice.
    @discardableResult
    package mutating func send(_ action: FileBrowserAction) -> [FileBrowserEvent] {
        switch action {
        case .load(let path, let result):
            directory = Self.trimmed(path)
            switch result {
            case .success(let listed):
                problem = nil
                entries = Self.sorted(listed)
            case .failure(let why):
                problem = why
                entries = []
            }
            filter = TextFieldState()
            shown = []
            highlighted = nil
            refilter()
            if let name = pendingHighlight, let row = shown.firstIndex(where: { entries[$0].name == name }) { highlight(row) }
            pendingHighlight = nil
        case .text(let edit):
            if edit == .deleteBackward, filter.text.isEmpty { return leave() }
            filter.send(edit)
            refilter()
        case .move(let rows):
            if let highlighted { highlight(highlighted + rows) }
        case .page(let pages):
            if let highlighted { highlight(highlighted + pages * configuration.visibleRows) }
        case .moveToEnd(let first):
            if !shown.isEmpty { highlight(first ? 0 : shown.count - 1) }
        case .open:
            guard let entry = highlightedEntry, entry.isDirectory else { return [] }
            return [.read(path(of: entry))]
        case .leave:
            return leave()
        case .toggleCheck:
            guard configuration.isMultiple, let entry = highlightedEntry else { return [] }
            guard configuration.canChoose(entry) else { return [.refused(refusal(of: entry))] }
            let full = path(of: entry)
            if let index = checked.firstIndex(of: full) { checked.remove(at: index) } else { checked.append(full) }
            if let highlighted { highlight(highlighted + 1) }
        case .choose:
            return choose()
        case .describe(let details):
            for (index, found) in details where entries.indices.contains(index) {
                entries[index].size = found?.size ?? 0
                entries[index].modified = found?.modified ?? 0
                entries[index].hasDetails = true
            }
        }
        return []
    }

    /// The entries on screen listed without their size and date (indices into ``entries``): what
    /// the caller looks up and sends back with ``FileBrowserAction/describe(_:)``.
    package var entriesToDescribe: [Int] {
        let end = min(shown.count, topRow + configuration.visibleRows)
        guard topRow < end else { return [] }
        return shown[topRow..<end].filter { !entries[$0].hasDetails }
    }

    private mutating func leave() -> [FileBrowserEvent] {
        guard directory != [0x2F] else { return [] }
        guard let slash = directory.lastIndex(of: 0x2F) else {
            // A relative directory with no slash: its parent is `..` of it.
            return [.read(directory + Array("/..".utf8))]
        }
        pendingHighlight = Array(directory[(slash + 1)...])
        return [.read(slash == 0 ? [0x2F] : Array(directory[..<slash]))]
    }

    private mutating func choose() -> [FileBrowserEvent] {
        if configuration.isMultiple, !checked.isEmpty { return [.chosen(checked)] }
        guard let entry = highlightedEntry else { return [.refused("nothing to choose here")] }
        if entry.isDirectory, !configuration.allowsDirectories { return [.read(path(of: entry))] }
        guard configuration.canChoose(entry) else { return [.refused(refusal(of: entry))] }
        return [.chosen([path(of: entry)])]
    }

    private func refusal(of entry: FileBrowserEntry) -> String {
        if entry.isBroken { return "\(entry.displayName) is a link that leads nowhere" }
        return entry.isDirectory ? "a file, not a directory, is to be chosen" : "a directory, not a file, is to be chosen"
    }

    /// FILE-02, FILE-03, FILE-04: the entries listed, the highlight on the first (or kept on
    /// its entry).
    private mutating func refilter() {
        let before = highlightedEntry
        let query = Array(filter.text.lowercased())
        let globs = configuration.globs
        // A name is decoded only when a glob or the filter needs it: a directory of 100,000
        // entries is listed before its first frame.
        shown = entries.indices.filter { index in
            let entry = entries[index]
            if entry.isHidden, !configuration.showsHidden { return false }
            if query.isEmpty, globs.isEmpty || entry.isDirectory { return true }
            let name = entry.displayName
            if !entry.isDirectory, !globs.isEmpty, !globs.contains(where: { FileBrowserConfiguration.matches(name, glob: $0) }) {
                return false
            }
            return query.isEmpty || Self.isSubsequence(query, of: Array(name.lowercased()))
        }
        topRow = 0
        highlighted = shown.isEmpty ? nil : 0
        if let before, let row = shown.firstIndex(where: { entries[$0] == before }), !filter.text.isEmpty { highlight(row) }
    }

    private mutating func highlight(_ row: Int) {
        guard !shown.isEmpty else { return }
        let row = min(max(0, row), shown.count - 1)
        highlighted = row
        if row < topRow { topRow = row }
        if row >= topRow + configuration.visibleRows { topRow = row - configuration.visibleRows + 1 }
    }

    /// Directories first, each group in the byte order of the names.
    ///
    /// A directory of 100,000 entries is sorted before its first frame, so the entries are not
    /// moved while sorting: each gets a key of plain integers — its group, then its name's first
    /// 16 bytes, big-endian and zero-padded (a name holds no zero byte, so a shorter name sorts
    /// first, as it should) — and the keys are sorted, whole names compared only when two keys
    /// are equal.
    private static func sorted(_ listed: [FileBrowserEntry]) -> [FileBrowserEntry] {
        var keys = listed.indices.map { index in SortKey(listed[index], index: index) }
        keys.sort { left, right in
            if left.isFile != right.isFile { return right.isFile }
            if left.high != right.high { return left.high < right.high }
            if left.low != right.low { return left.low < right.low }
            return precedes(listed[left.index].name, listed[right.index].name)
        }
        return keys.map { listed[$0.index] }
    }

    /// An entry's place in the listing's order, as integers (``sorted(_:)``).
    private struct SortKey {
        /// False for a directory, which goes first.
        var isFile: Bool
        /// The name's first 8 bytes, big-endian, zero-padded.
        var high: UInt64
        /// The name's next 8 bytes.
        var low: UInt64
        /// Where the entry is in the listing.
        var index: Int

        init(_ entry: FileBrowserEntry, index: Int) {
            var high: UInt64 = 0
            var low: UInt64 = 0
            entry.name.withUnsafeBufferPointer { name in
                for offset in 0..<min(16, name.count) {
                    let byte = UInt64(name[offset]) << UInt64(56 - 8 * (offset % 8))
                    if offset < 8 { high |= byte } else { low |= byte }
                }
            }
            self.isFile = !entry.isDirectory
            self.high = high
            self.low = low
            self.index = index
        }
    }

    /// Byte order of two names, through buffer pointers (a directory of 100,000 entries is
    /// sorted before its first frame).
    private static func precedes(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        left.withUnsafeBufferPointer { left in
            right.withUnsafeBufferPointer { right in
                let count = min(left.count, right.count)
                var index = 0
                while index < count {
                    if left[index] != right[index] { return left[index] < right[index] }
                    index += 1
                }
                return left.count < right.count
            }
        }
    }

    private static func isSubsequence(_ query: [Character], of text: [Character]) -> Bool {
        var index = 0
        for character in text where index < query.count && character == query[index] { index += 1 }
        return index == query.count
    }

    private static func trimmed(_ path: [UInt8]) -> [UInt8] {
        var path = path
        while path.count > 1, path.last == 0x2F { path.removeLast() }
        return path.isEmpty ? [0x2E] : path
    }
}
