/// What a file browser shows and lets the user choose (docs/behaviour.md §18).
///
/// ```swift
/// let pictures = FileBrowserConfiguration(globs: ["*.png", "*.jpg"], isMultiple: true)
/// ```
package struct FileBrowserConfiguration: Sendable, Equatable {
    /// Whether files can be chosen.
    package var allowsFiles: Bool
    /// Whether directories can be chosen (Enter on one chooses it; → still enters).
    package var allowsDirectories: Bool
    /// Whether names starting with a dot are listed (FILE-03).
    package var showsHidden: Bool
    /// Files are listed only when their name matches one of these (`*`, `?`, `[abc]`); none lists
    /// every file. Directories are always listed (FILE-04).
    package var globs: [String]
    /// Whether several entries, in several directories, can be checked (FILE-05).
    package var isMultiple: Bool
    /// The rows of entries shown.
    package var visibleRows: Int

    /// Creates a configuration: files only, no hidden names, every file, one choice, ten rows.
    package init(
        allowsFiles: Bool = true, allowsDirectories: Bool = false, showsHidden: Bool = false, globs: [String] = [],
        isMultiple: Bool = false, visibleRows: Int = 10
    ) {
        self.allowsFiles = allowsFiles
        self.allowsDirectories = allowsDirectories
        self.showsHidden = showsHidden
        self.globs = globs
        self.isMultiple = isMultiple
        self.visibleRows = max(1, visibleRows)
    }

    /// Whether `entry` can be chosen.
    package func canChoose(_ entry: FileBrowserEntry) -> Bool {
        entry.isDirectory ? allowsDirectories : allowsFiles && !entry.isBroken
    }

    /// Whether `name` matches the glob `pattern`: `*` any run, `?` one character, `[abc]` or
    /// `[a-z]` one of a set (`[!a]` none of it).
    package static func matches(_ name: String, glob pattern: String) -> Bool {
        matches(Array(name), Array(pattern))
    }

    private static func matches(_ name: [Character], _ pattern: [Character]) -> Bool {
        var n = 0
        var p = 0
        var star: Int?
        var starName = 0
        while n < name.count {
            if p < pattern.count, pattern[p] == "*" {
                star = p
                starName = n
                p += 1
                continue
            }
            if p < pattern.count, let width = single(pattern, at: p, matching: name[n]) {
                p += width
                n += 1
                continue
            }
            guard let star else { return false }
            p = star + 1
            starName += 1
            n = starName
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// The pattern characters one name character at `index` takes if `character` matches them.
    private static func single(_ pattern: [Character], at index: Int, matching character: Character) -> Int? {
        switch pattern[index] {
        case "?": return 1
        case "[":
            guard let close = pattern[(index + 1)...].dropFirst().firstIndex(of: "]") else {
                return character == "[" ? 1 : nil
            }
            var set = Array(pattern[(index + 1)..<close])
            let negated = set.first == "!" || set.first == "^"
            if negated { set.removeFirst() }
            var found = false
            var i = 0
            while i < set.count {
                if i + 2 < set.count, set[i + 1] == "-" {
                    if set[i] <= character && character <= set[i + 2] { found = true }
                    i += 3
                } else {
                    if set[i] == character { found = true }
                    i += 1
                }
            }
            return found != negated ? close - index + 1 : nil
        default:
            return pattern[index] == character ? 1 : nil
        }
    }
}
