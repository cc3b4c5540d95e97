import Foundation
import SelectionCore
import SelectionDemos
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// Random keys, clicks, drags, wheel notches, pastes and resizes (down to one cell) against every
/// prompt and demo screen: nothing traps, nothing is drawn outside the screen, and the renderer
/// never sends a byte a terminal should not receive. Seeded, so a failure replays.
@Suite struct MonkeyTests {
    static let keys: [KeyEvent] = [
        KeyEvent(.up), KeyEvent(.down), KeyEvent(.left), KeyEvent(.right), KeyEvent(.home), KeyEvent(.end),
        KeyEvent(.pageUp), KeyEvent(.pageDown), KeyEvent(.tab), KeyEvent(.tab, modifiers: .shift),
        KeyEvent(.character(" ")), KeyEvent(.backspace), KeyEvent(.delete),
        KeyEvent(.character("a")), KeyEvent(.character("b")), KeyEvent(.character("7")), KeyEvent(.character(":")),
        KeyEvent(.character("é")), KeyEvent(.character("漢")), KeyEvent(.character("a"), modifiers: .ctrl),
        KeyEvent(.character("u"), modifiers: .ctrl), KeyEvent(.enter), KeyEvent(.escape),
    ]

    /// Drives `prompt` with `steps` random events on a screen that starts at `size`; returns the
    /// violations the screen saw.
    static func monkey<P: Prompt>(_ prompt: P, presentation: PromptContext.Presentation, seed: UInt64, steps: Int = 400) -> [String] {
        var random = SeededRandom(seed: seed)
        let terminal = VirtualTerminal(width: 60, height: 20, presentation: presentation, earlierOutput: ["$ earlier output"])
        var driver = PromptDriver(prompt, terminal: terminal, options: PromptHost.Options(presentation: presentation))
        var problems: [String] = []
        var seenViolations = 0
        var history: [String] = []
        var lastEvent = ""
        for step in 0..<steps where driver.result == nil {
            let size = terminal.size
            let point = Point(
                x: Int.random(in: -2...(size.width + 2), using: &random),
                y: Int.random(in: -2...(size.height + 2), using: &random))
            switch Int.random(in: 0..<20, using: &random) {
            case 0..<9:
                var key = keys.randomElement(using: &random) ?? KeyEvent(.down)
                // Enter and Esc would end most runs early; let them through now and then.
                if key.key == .enter || key.key == .escape, Int.random(in: 0..<6, using: &random) != 0 { key = KeyEvent(.down) }
                driver.send(.key(key))
                lastEvent = "key \(key)"
            case 9..<12: driver.mouseDown(at: point); lastEvent = "down \(point)"
            case 12..<14: driver.drag(to: point); lastEvent = "drag \(point)"
            case 14..<16: driver.mouseUp(at: point); lastEvent = "up \(point)"
            case 16: driver.scroll(.down, at: point); lastEvent = "scroll \(point)"
            case 17: driver.paste("pasted \u{1B}[2J text\n"); lastEvent = "paste"
            case 18:
                let width = Int.random(in: 1...70, using: &random)
                let height = Int.random(in: 1...24, using: &random)
                driver.resize(width: width, height: height)
                lastEvent = "resize \(width)x\(height)"
            default:
                let wait = Int64.random(in: 0...1200, using: &random)
                driver.advance(by: .milliseconds(wait))
                lastEvent = "wait \(wait)"
            }
            history.append("\(step): \(lastEvent) on \(terminal.size)")
            if terminal.violations.count > seenViolations {
                seenViolations = terminal.violations.count
                problems.append("step \(step): \(terminal.violations.last ?? "") after " + history.suffix(6).joined(separator: " | "))
            }
            for line in driver.snapshot.lines where Buffer.displayWidth(of: line) > terminal.size.width {
                problems.append("step \(step): a line wider than the screen: \(line)")
            }
        }
        return problems
    }

    /// Four seeds in the ordinary run; `SELECTIONKIT_MONKEY_SEEDS=40 swift test --filter MonkeyTests`
    /// runs a deeper search (40 seeds were clean when this was written).
    static let seeds: [UInt64] = Array(
        1...max(1, ProcessInfo.processInfo.environment["SELECTIONKIT_MONKEY_SEEDS"].flatMap(UInt64.init) ?? 4))

    @Test(arguments: seeds)
    func dropDowns(seed: UInt64) {
        let sections = [
            ListSection(
                "Fruit", selectionMode: .single,
                options: ["Apple", "Banana", "漢字 wide", "A very long label that will not fit anywhere on a small screen"].map { Choice($0) }
            ),
            ListSection(
                "Actions", selectionMode: .actions, options: [Choice("Reset", disabledReason: "nothing to reset"), Choice("Surprise")]),
        ]
        #expect(Self.monkey(DropDown("Pick", sections: sections), presentation: .inline, seed: seed) == [])
        var filtering = ListPromptConfiguration(filters: true)
        filtering.visibleRows = 4
        #expect(Self.monkey(DropDown("Pick", sections: sections, configuration: filtering), presentation: .inline, seed: seed) == [])
        var palette = ListPromptConfiguration(layout: .grid(columns: 3))
        palette.startsOpen = false
        let colours = (0..<10).map { Choice("c\($0)", value: $0, content: .swatch(Colour(rgb: UInt32($0) * 0x151515))) }
        #expect(Self.monkey(DropDown("Colour", options: colours, configuration: palette), presentation: .inline, seed: seed) == [])
    }

    @Test(arguments: seeds)
    func multiSelectChecklistFormAndWheel(seed: UInt64) {
        let options = (0..<40).map { Choice("Option \($0)", value: $0) }
        #expect(Self.monkey(MultiSelect("Many", options: options, limit: 5), presentation: .inline, seed: seed) == [])
        #expect(
            Self.monkey(
                Checklist(title: "Purpose", options: ["Design", "Testing"], current: "testing"), presentation: .fullScreen, seed: seed)
                == [])
        let form = Form(fields: [
            .checklist("Purpose", options: ["Design", "Testing"]), .checklist("Location", options: ["Both", "Private", "Public"]),
        ])
        #expect(Self.monkey(form, presentation: .inline, seed: seed) == [])
        #expect(
            Self.monkey(
                WheelPicker(title: "Pace", format: .minutesSeconds, value: 683, unit: .minutesPerMile, maximum: 900),
                presentation: .fullScreen, seed: seed) == [])
        #expect(Self.monkey(WheelPicker(title: "Date", format: .isoDate, value: 0), presentation: .inline, seed: seed) == [])
    }

    @Test(arguments: seeds)
    func numberFieldAndMenu(seed: UInt64) {
        let number = NumberField(
            title: "Weight",
            configuration: NumberFieldConfiguration(
                minimum: DecimalNumber(-5), maximum: DecimalNumber(300), step: DecimalNumber(significand: 5, scale: 1)),
            value: DecimalNumber(70), unit: "kg")
        #expect(Self.monkey(number, presentation: .inline, seed: seed) == [])
        let items: [MenuItem] = [
            .submenu(
                "File", [.command("New"), .submenu("Export", [.command("PDF"), .command("HTML", disabledReason: "no")]), .separator]),
            .separator,
            .checkbox("Wrap", isChecked: true),
            .radio("Light", group: "theme"),
            .radio("Dark", group: "theme"),
            .command("Quit"),
        ]
        #expect(Self.monkey(Menu(trigger: "Menu", items: items), presentation: .inline, seed: seed) == [])
        #expect(Self.monkey(Menu(items: items), presentation: .fullScreen, seed: seed) == [])
    }

    @Test(arguments: Demo.allCases)
    func demoScreens(demo: Demo) {
        for seed in Self.seeds {
            #expect(Self.monkey(demo.makeScreen(), presentation: .fullScreen, seed: seed) == [], "seed \(seed)")
        }
    }
}
