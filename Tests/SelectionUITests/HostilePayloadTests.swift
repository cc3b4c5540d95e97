import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// One table of hostile payloads (``HostileText/Kind``) run through every path that writes user
/// text to the terminal: the drawn list, the filter's query, headers, the preview pane, the
/// combobox, the menus, the summary left after exit and line mode (the fzf layer's messages that
/// quote input: `ScriptingHostilePayloadTests`). Each pair (path, kind) is a test case, so a failure names what leaked where.
// Serialized: the preview runs its provider on Swift's cooperative pool, which a busy machine can starve.
@Suite(.serialized) struct HostilePayloadTests {
    /// A path from user text to the terminal, and what it wrote for some texts.
    enum OutputPath: String, CaseIterable, CustomTestStringConvertible {
        case listLabels = "list: title and labels"
        case filterQuery = "list: typed and pasted query"
        case header = "list: header, plain and coloured"
        case otherPrompts = "confirm, number field, wheel"
        case preview = "preview pane"
        case comboBox = "combobox"
        case menu = "menu"
        case exitSummary = "summary left after exit"
        case lineModeList = "line mode: numbered list, refused answers"
        case lineModeOthers = "line mode: confirm, number, wheel, menu"

        var testDescription: String { rawValue }

        /// What the path wrote for `texts`, each piece with what it may hold besides text.
        func output(for texts: [String]) async throws -> [(bytes: [UInt8], kind: HostileText.Output)] {
            switch self {
            case .listLabels: try Self.listLabels(texts)
            case .filterQuery: try Self.filterQuery(texts)
            case .header: try Self.header(texts)
            case .otherPrompts: try Self.otherPrompts(texts)
            case .preview: try await Self.preview(texts)
            case .comboBox: try Self.comboBox(texts)
            case .menu: try Self.menu(texts)
            case .exitSummary: try Self.exitSummary(texts)
            case .lineModeList: try Self.lineModeList(texts)
            case .lineModeOthers: try Self.lineModeOthers(texts)
            }
        }

        private static func terminal(width: Int = 100, height: Int = 20) -> VirtualTerminal {
            let terminal = VirtualTerminal(width: width, height: height)
            terminal.recordsOutput = true
            return terminal
        }

        private static func screen(_ terminal: VirtualTerminal) -> [(bytes: [UInt8], kind: HostileText.Output)] {
            [(terminal.output, .screen)]
        }

        private static func opened(filters: Bool = false) -> ListPromptConfiguration {
            var configuration = ListPromptConfiguration(filters: filters)
            configuration.startsOpen = true
            return configuration
        }

        private static func listLabels(_ texts: [String]) throws -> [(bytes: [UInt8], kind: HostileText.Output)] {
            let terminal = terminal()
            var driver = PromptDriver(DropDown(texts[0], options: texts, configuration: opened()), terminal: terminal)
            for _ in texts { driver.press(.down) }
            driver.press(.escape)
            return screen(terminal)
        }

        private static func filterQuery(_ texts: [String]) throws -> [(bytes: [UInt8], kind: HostileText.Output)] {
            texts.flatMap { text in
                let terminal = terminal()
                var driver = PromptDriver(
                    DropDown(options: ["plain item", text], configuration: opened(filters: true)), terminal: terminal)
                driver.paste(text)
                driver.press(.backspace)
                driver.type(text)
                driver.press(.escape)
                return screen(terminal)
            }
        }

        private static func header(_ texts: [String]) throws -> [(bytes: [UInt8], kind: HostileText.Output)] {
            var configuration = opened(filters: true)
            // Coloured lines (`--header-lines` with `--ansi`) keep their SGR as styles, through ANSIText.
            let coloured = texts.map { ANSIText(parsing: Array("\u{1B}[1;31m\($0)\u{1B}[0m".utf8)).characterRuns }
            configuration.header = texts + coloured.map(\.label)
            for (index, line) in coloured.enumerated() { configuration.headerStyles[texts.count + index] = line.runs }
            let terminal = terminal(height: 24)
            var driver = PromptDriver(DropDown(options: ["plain item"], configuration: configuration), terminal: terminal)
            driver.press(.escape)
            return screen(terminal)
        }

        private static func otherPrompts(_ texts: [String]) throws -> [(bytes: [UInt8], kind: HostileText.Output)] {
            texts.flatMap { text in
                let confirmScreen = terminal()
                var confirm = PromptDriver(Confirm(text, affirmative: "yes " + text, negative: "no " + text), terminal: confirmScreen)
                confirm.press(.right)
                confirm.press(.escape)
                let numberScreen = terminal()
                var number = PromptDriver(
                    NumberField(title: text, configuration: NumberFieldConfiguration(), unit: text), terminal: numberScreen)
                number.paste(text)
                number.press(.escape)
                let wheelScreen = terminal()
                var wheel = PromptDriver(WheelPicker(title: text, format: .minutesSeconds, value: 60), terminal: wheelScreen)
                wheel.press(.up)
                wheel.press(.escape)
                return screen(confirmScreen) + screen(numberScreen) + screen(wheelScreen)
            }
        }

        private static func preview(_ texts: [String]) async throws -> [(bytes: [UInt8], kind: HostileText.Output)] {
            var prompt = DropDown(options: ["plain item"], configuration: opened())
            prompt.preview = .lines { _ in ["preview start"] + texts }
            let terminal = terminal(width: 120)
            var driver = PromptDriver(prompt, terminal: terminal)
            driver.advance(by: .zero)
            driver.advance(by: .milliseconds(60))
            let shown = await driver.settle { driver in
                let lines = driver.snapshot.lines
                return lines.contains { $0.contains("preview start") }
                    && !lines.contains { $0.contains(where: { "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏".contains($0) }) }
            }
            #expect(shown)
            driver.press(.escape)
            return screen(terminal)
        }

        private static func comboBox(_ texts: [String]) throws -> [(bytes: [UInt8], kind: HostileText.Output)] {
            let single = terminal()
            var driver = PromptDriver(ComboBox(texts[0], options: texts, text: texts[texts.count - 1]), terminal: single)
            driver.press(.down)
            for text in texts { driver.paste(text) }
            driver.press(.escape)
            let several = terminal()
            var multiple = PromptDriver(
                ComboBox(texts[0], options: texts, chips: texts, configuration: ComboBoxConfiguration(isMultiple: true)), terminal: several)
            multiple.press(.down)
            multiple.press(.escape)
            return screen(single) + screen(several)
        }

        private static func menu(_ texts: [String]) throws -> [(bytes: [UInt8], kind: HostileText.Output)] {
            let items: [MenuItem] =
                texts.map { .command($0) } + [
                    .submenu(texts[0], texts.map { .checkbox($0) }), .command("unavailable", disabledReason: texts[0]),
                ]
            let terminal = terminal(height: 30)
            var driver = PromptDriver(Menu(trigger: texts[0], items: items), terminal: terminal)
            driver.press(.enter)
            for _ in 0...texts.count { driver.press(.down) }
            driver.press(.right)
            driver.press(.left)
            driver.press(.down)
            driver.press(.enter)
            driver.press(.escape)
            driver.press(.escape)
            return screen(terminal)
        }

        private static func exitSummary(_ texts: [String]) throws -> [(bytes: [UInt8], kind: HostileText.Output)] {
            var written: [(bytes: [UInt8], kind: HostileText.Output)] = []
            for (index, text) in texts.enumerated() {
                let terminal = terminal()
                var driver = PromptDriver(DropDown(text, options: texts, configuration: opened()), terminal: terminal)
                for _ in 0..<index { driver.press(.down) }
                driver.press(.enter)
                written += screen(terminal)
                let summary = DropDown(text, options: texts).summary(of: .chosen(text)) ?? ""
                written.append((Array(TerminalSession.summaryLine(summary, width: 200).utf8), .text))
            }
            return written
        }

        private static func lineModeList(_ texts: [String]) throws -> [(bytes: [UInt8], kind: HostileText.Output)] {
            let answers = texts.map { LineTerminal.Answer.line("no " + $0) }
            let listing = RecordingDevice(answers: answers)
            _ = try DropDown(texts[0], options: texts).askInLineMode(on: listing, timeout: nil)
            let several = RecordingDevice(answers: answers)
            _ = try MultiSelect(texts[0], options: texts).askInLineMode(on: several, timeout: nil)
            let disabled = RecordingDevice(answers: [.line("1")])
            _ = try PlainHost.run(PlainDialogue(title: texts[0], labels: texts, disabled: [0: texts[0]]), on: disabled)
            return [listing, several, disabled].map { (Array($0.written.utf8), .text) }
        }

        private static func lineModeOthers(_ texts: [String]) throws -> [(bytes: [UInt8], kind: HostileText.Output)] {
            var written: [(bytes: [UInt8], kind: HostileText.Output)] = []
            for text in texts {
                let answers: [LineTerminal.Answer] = [.line(text)]
                let confirm = RecordingDevice(answers: answers)
                _ = try Confirm(text, affirmative: "yes " + text, negative: "no " + text).askInLineMode(on: confirm, timeout: nil)
                let number = RecordingDevice(answers: answers)
                _ = try NumberField(title: text, configuration: NumberFieldConfiguration(), unit: text).askInLineMode(
                    on: number, timeout: nil)
                let wheel = RecordingDevice(answers: answers)
                _ = try WheelPicker(title: text, format: .minutesSeconds, value: 60).askInLineMode(on: wheel, timeout: nil)
                let menu = RecordingDevice(answers: answers)
                _ = try Menu(
                    trigger: text, items: [.command(text), .submenu(text, [.checkbox(text)]), .command("x", disabledReason: text)]
                )
                .askInLineMode(on: menu, timeout: nil)
                written += [confirm, number, wheel, menu].map { (Array($0.written.utf8), .text) }
            }
            return written
        }

    }

    @Test(arguments: OutputPath.allCases, HostileText.Kind.allCases)
    func nothingATerminalWouldObeyReachesIt(path: OutputPath, kind: HostileText.Kind) async throws {
        let written = try await path.output(for: kind.texts)
        #expect(!written.isEmpty)
        let findings = written.flatMap { HostileText.findings(in: $0.bytes, as: $0.kind) }
        #expect(findings == [], "\(kind) reached the terminal through \(path.rawValue)")
    }

    /// Each path writes the text it is given (so the check above is not vacuous).
    @Test(arguments: OutputPath.allCases)
    func eachPathWritesTheTextItIsGiven(path: OutputPath) async throws {
        let texts = ["canary-one", "canary-two"]
        let written = try await path.output(for: texts).flatMap(\.bytes)
        #expect(String(decoding: written, as: UTF8.self).contains("canary-one"))
    }

    /// The negative control: an unsanitised writer, as text and on a screen, is caught for every payload.
    @Test(arguments: HostileText.Kind.allCases)
    func anUnsanitisedWriterIsCaught(kind: HostileText.Kind) {
        for payload in kind.payloads {
            let message = Array("sel choose: '".utf8) + payload + Array("' is not an option\n".utf8)
            #expect(HostileText.findings(in: message, as: .text) != [], "\(kind): \(payload)")
            // On a screen a lone CR cannot be told from the renderer's own; as text it is caught.
            guard payload.filter({ $0 < 0x20 }) != [0x0D] else { continue }
            let frame = Array("\u{1B}[?2026h\u{1B}[1A\u{1B}[0m".utf8) + payload + Array("\u{1B}[K\u{1B}[?2026l\r\n".utf8)
            #expect(HostileText.findings(in: frame, as: .screen) != [], "\(kind): \(payload)")
        }
    }

    @Test func theRenderersOwnSequencesAreNotFindings() {
        let frame = Array("\u{1B}[?2026h\u{1B}[?25l\u{1B}[0m\u{1B}[2A\r\u{1B}[38;2;1;2;3mRed\u{1B}[K\u{1B}[?25h\u{1B}[?2026l\r\n".utf8)
        #expect(HostileText.findings(in: frame, as: .screen) == [])
        #expect(HostileText.findings(in: Array("Choose 1-3: \n".utf8), as: .text) == [])
    }
}

/// In line mode a line break is the one control a line may end with: a title or label that holds
/// one must not start a line of its own (which could pass for `sel: …` or another question).
@Suite struct LineModeLineBreakTests {
    @Test func aLineBreakInATitleOrLabelNeverStartsALine() throws {
        let title = "Pace\nsel: fake"
        let number = RecordingDevice(answers: [.line("5")])
        _ = try NumberField(title: title, configuration: NumberFieldConfiguration()).askInLineMode(on: number, timeout: nil)
        #expect(number.written == "Pace␊sel: fake: ")
        let wheel = RecordingDevice(answers: [.line("1:00")])
        _ = try WheelPicker(title: title, format: .minutesSeconds, value: 60).askInLineMode(on: wheel, timeout: nil)
        #expect(wheel.written == "Pace␊sel: fake, as 59:59 [01:00]: ")
        let menu = RecordingDevice(answers: [.line("1")])
        _ = try Menu(trigger: title, items: [.command("Open\nsel: fake")]).askInLineMode(on: menu, timeout: nil)
        #expect(menu.written == "1) Open␊sel: fake\nPace␊sel: fake: ")
    }
}

/// A line device that keeps only what the program wrote (a terminal's echo of the answers is the
/// terminal's, not the program's).
private final class RecordingDevice: LineDevice {
    private(set) var written = ""
    private var answers: [LineTerminal.Answer]

    init(answers: [LineTerminal.Answer]) { self.answers = answers }

    func write(_ text: String) throws(TerminalError) { written += text }

    func readLine(timeout: Duration?) throws(TerminalError) -> LineTerminal.Answer {
        answers.isEmpty ? .endOfInput : answers.removeFirst()
    }
}
