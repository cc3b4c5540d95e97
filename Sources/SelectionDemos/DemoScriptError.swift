/// A ``DemoScript`` step pointed at a label that is not on the screen.
package struct DemoScriptError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The label looked for.
    package var missingLabel: String
    /// The screen it was looked for on.
    package var screen: [String]

    /// Creates an error.
    package init(missingLabel: String, screen: [String]) {
        self.missingLabel = missingLabel
        self.screen = screen
    }

    /// The label and the screen, one quoted row per line.
    package var description: String {
        "no \"\(missingLabel)\" on the screen:\n" + screen.map { "|\($0)|" }.joined(separator: "\n")
    }
}
