import SelectionTerminal
import Testing

@Suite struct CapabilityTests {
    @Test(
        arguments: [
            ([:], ColourCapability.ansi16),
            (["TERM": "xterm"], .ansi16),
            (["TERM": "linux"], .ansi16),
            (["TERM": "screen"], .ansi16),
            (["TERM": "xterm-256color"], .xterm256),
            (["TERM": "tmux-256color"], .xterm256),
            (["TERM": "screen-256color"], .xterm256),
            (["TERM": "xterm-direct"], .trueColour),
            (["TERM": "xterm-256color", "COLORTERM": "truecolor"], .trueColour),
            (["TERM": "xterm", "COLORTERM": "24bit"], .trueColour),
            (["TERM": "xterm", "COLORTERM": "TrueColor"], .trueColour),
            (["TERM": "xterm-256color", "COLORTERM": "yes"], .xterm256),
            (["TERM": "xterm-256color", "COLORTERM": ""], .xterm256),
            (["TERM": "dumb"], .noColour),
            (["TERM": "dumb", "COLORTERM": "truecolor"], .noColour),
            (["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"], .noColour),
            (["TERM": "xterm", "NO_COLOR": "anything"], .noColour),
            (["TERM": "xterm-256color", "NO_COLOR": ""], .xterm256),
        ] as [([String: String], ColourCapability)])
    func capabilityFromEnvironment(environment: [String: String], expected: ColourCapability) {
        #expect(ColourCapability(environment: environment) == expected)
    }

    @Test func capabilitiesAreOrderedByColourCount() {
        #expect(ColourCapability.allCases.sorted() == [.noColour, .ansi16, .xterm256, .trueColour])
        #expect(ColourCapability.allCases.map(\.description) == ["none", "16", "256", "24-bit"])
    }
}
