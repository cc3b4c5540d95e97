import SelectionCore
import SelectionTerminal
import Testing

@Suite struct CapabilityDegradeTests {
    static let orange = Colour(red: 255, green: 128, blue: 0)
    static let cornflower = Colour(red: 100, green: 149, blue: 237)

    // One row per colour: what it becomes at 24-bit, 256, 16 and no colour.
    @Test(
        arguments: [
            (TerminalColour.rgb(orange), [TerminalColour.rgb(orange), .indexed(208), .ansi(.yellow), .default]),
            (.rgb(cornflower), [.rgb(cornflower), .indexed(69), .ansi(.brightBlue), .default]),
            (
                .rgb(Colour(red: 255, green: 0, blue: 0)),
                [.rgb(Colour(red: 255, green: 0, blue: 0)), .indexed(196), .ansi(.brightRed), .default]
            ),
            (.rgb(Colour(red: 128, green: 0, blue: 0)), [.rgb(Colour(red: 128, green: 0, blue: 0)), .indexed(88), .ansi(.red), .default]),
            (.indexed(196), [.indexed(196), .indexed(196), .ansi(.brightRed), .default]),
            (.indexed(244), [.indexed(244), .indexed(244), .ansi(.brightBlack), .default]),
            (.indexed(3), [.indexed(3), .indexed(3), .ansi(.yellow), .default]),
            (.indexed(12), [.indexed(12), .indexed(12), .ansi(.brightBlue), .default]),
            (.ansi(.magenta), [.ansi(.magenta), .ansi(.magenta), .ansi(.magenta), .default]),
            (.default, [.default, .default, .default, .default]),
        ] as [(TerminalColour, [TerminalColour])])
    func colourDegradesStepByStep(colour: TerminalColour, expected: [TerminalColour]) {
        let capabilities: [ColourCapability] = [.trueColour, .xterm256, .ansi16, .noColour]
        #expect(capabilities.map { colour.degraded(to: $0) } == expected)
    }

    @Test func degradingTwiceChangesNothingMore() {
        let colours: [TerminalColour] = [.rgb(Self.orange), .indexed(100), .ansi(.cyan), .default]
        for capability in ColourCapability.allCases {
            for colour in colours {
                let once = colour.degraded(to: capability)
                #expect(once.degraded(to: capability) == once)
            }
        }
    }

    @Test func styleKeepsAttributesWithoutColour() {
        let style = Style(foreground: .rgb(Self.orange), background: .indexed(17), attributes: [.bold, .reverse])
        #expect(style.degraded(to: .noColour) == Style(attributes: [.bold, .reverse]))
        #expect(style.degraded(to: .ansi16) == Style(foreground: .ansi(.yellow), background: .ansi(.black), attributes: [.bold, .reverse]))
        #expect(style.degraded(to: .xterm256) == Style(foreground: .indexed(208), background: .indexed(17), attributes: [.bold, .reverse]))
        #expect(style.degraded(to: .trueColour) == style)
    }
}
