extension ColourCapability {
    /// Detects the colour capability from environment variables.
    ///
    /// The environment is a parameter, not read here, so tests and embedding programs can
    /// pass their own. The rules, first match wins:
    ///
    /// 1. `NO_COLOR` set and not empty → ``noColour`` (no-color.org: "regardless of its value",
    ///    but an empty value is treated as unset, as most tools do).
    /// 2. `TERM` is `dumb` → ``noColour``: such a terminal interprets no SGR at all.
    /// 3. `COLORTERM` is `truecolor` or `24bit` (any case) → ``trueColour``; so is a `TERM`
    ///    ending in `-direct` (terminfo's name for 24-bit entries, e.g. `xterm-direct`).
    /// 4. `TERM` contains `256color` → ``xterm256``.
    /// 5. Otherwise → ``ansi16``.
    ///
    /// ```swift
    /// ColourCapability(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"])  // .trueColour
    /// ColourCapability(environment: ["TERM": "xterm", "NO_COLOR": "1"])                    // .noColour
    /// ```
    ///
    /// - Parameter environment: The process environment, e.g. `ProcessInfo.processInfo.environment`.
    public init(environment: [String: String]) {
        let term = environment["TERM"]?.lowercased() ?? ""
        let colourTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if let noColour = environment["NO_COLOR"], !noColour.isEmpty {
            self = .noColour
        } else if term == "dumb" {
            self = .noColour
        } else if colourTerm == "truecolor" || colourTerm == "24bit" || term.hasSuffix("-direct") {
            self = .trueColour
        } else if term.contains("256color") {
            self = .xterm256
        } else {
            self = .ansi16
        }
    }
}
