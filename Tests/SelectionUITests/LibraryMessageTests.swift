import Foundation
import SelectionTerminal
import Testing

/// The library's messages speak to any tool built on it, so none names a flag of `sel` (issue 19):
/// `sel`'s own wording lives in Sources/sel.
@Suite struct LibraryMessageTests {
    @Test func terminalErrorsNameNoFlag() {
        let errors: [TerminalError] = [.noTerminal(reason: "no /dev/tty"), .dumbTerminal, .terminalClosed, .system("EIO")]
        #expect(errors.map(\.description).filter { $0.contains("--") } == [])
    }

    @Test func noStringInTheLibrariesNamesAFlag() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let libraries = ["SelectionCore", "SelectionMatching", "SelectionTerminal", "SelectionUI", "SelectionTesting", "SelectionKit"]
        var found: [String] = []
        for library in libraries {
            let folder = sources.appendingPathComponent(library)
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            for file in files where file.pathExtension == "swift" {
                for (number, line) in try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                    .enumerated()
                {
                    let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                    // A string literal holding `--word`, e.g. "use --plain".
                    if code.contains("\""), code.range(of: #""[^"]*--[a-z][^"]*""#, options: .regularExpression) != nil {
                        found.append("\(library)/\(file.lastPathComponent):\(number + 1)")
                    }
                }
            }
        }
        #expect(found == [])
    }
}
