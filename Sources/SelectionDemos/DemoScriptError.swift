/// A ``DemoScript`` step pointed at a label that is not on the screen.
public struct DemoScriptError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The label looked for.
    public var missingLabel: String
    /// The screen it was looked for on.
    public var screen: [String]

    /// Creates an error.
    public init(missingLabel: String, screen: [String]) {
        self.missingLabel = missingLabel
        self.screen = screen
    }

    /// The label and the screen, one quoted row per line.
    public var description: String {
        "no \"\(missingLabel)\" on the screen:\n" + screen.map { "|\($0)|" }.joined(separator: "\n")
    }
}
