import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// The menu, the number field and the confirmation asked in line mode through the library (what
/// `sel menu/number/confirm --plain` use): the whole transcript of each dialogue.
@Suite struct LineModePromptTests {
    private let items: [MenuItem] = [
        .command("New"),
        .submenu("Export", [.command("PDF"), .command("HTML", disabledReason: "not yet")]),
        .separator,
        .checkbox("Autosave", isChecked: false),
    ]

    @Test func menuListsWhatCanBeChosenByPathAndActsAsEnter() throws {
        let device = ScriptedLineDevice(answers: [.line("5"), .line("Export/HTML"), .line(" 3 ")])
        let result = try Menu(trigger: "File", items: items).askInLineMode(on: device, timeout: nil)
        #expect(
            device.transcript == """
                1) New
                2) Export/PDF
                3) Autosave
                File: 5
                ✗ type a number from 1 to 3 or a path as listed
                File: Export/HTML
                ✗ type a number from 1 to 3 or a path as listed
                File:  3 

                """)
        guard case .chosen(let choice) = result else {
            Issue.record("expected a choice, got \(result)")
            return
        }
        // Choosing a checkbox in line mode toggles it, as Enter does in the menu.
        #expect(choice.path == [3])
        #expect(choice.labels == ["Autosave"])
        #expect(MenuState(items: choice.items).item(at: [3])?.isChecked == true)
    }

    @Test func menuChosenByPathAndEndOfInputCancels() throws {
        let device = ScriptedLineDevice(answers: [.line("Export/PDF")])
        let chosen = try Menu(items: items).askInLineMode(on: device, timeout: nil)
        #expect(chosen.map(\.pathText) == .chosen("Export/PDF"))
        #expect(device.transcript.hasSuffix("Menu: Export/PDF\n"))

        let ended = ScriptedLineDevice(answers: [])
        #expect(try Menu(items: items).askInLineMode(on: ended, timeout: nil).map(\.pathText) == .cancelled)
    }

    /// NUM-V rules in line mode: out of range and too many places are refused, never clamped.
    @Test func numberFieldRefusesAndExplainsUntilValid() throws {
        let configuration = NumberFieldConfiguration(
            minimum: DecimalNumber(0), maximum: DecimalNumber(300), step: try #require(DecimalNumber("0.5")))
        let field = NumberField(title: "Weight", configuration: configuration, value: DecimalNumber(70), unit: "kg")
        let device = ScriptedLineDevice(answers: [.line("400"), .line("1.25"), .line("abc"), .line("72.5")])
        #expect(try field.askInLineMode(on: device, timeout: nil) == .chosen(try #require(DecimalNumber("72.5"))))
        #expect(
            device.transcript == """
                Weight (kg), 0.0 … 300.0 [70.0]: 400
                ✗ 400 is above the maximum 300.0
                Weight (kg), 0.0 … 300.0 [70.0]: 1.25
                ✗ 1.25 has too many decimal places: type at most 1 decimal places
                Weight (kg), 0.0 … 300.0 [70.0]: abc
                ✗ "abc" is not a number
                Weight (kg), 0.0 … 300.0 [70.0]: 72.5

                """)
    }

    @Test func numberFieldEmptyAnswerKeepsTheValueAndWithoutOneAsksForANumber() throws {
        let configuration = NumberFieldConfiguration(maximum: DecimalNumber(10))
        let kept = ScriptedLineDevice(answers: [.line("")])
        #expect(
            try NumberField(title: "N", configuration: configuration, value: DecimalNumber(3)).askInLineMode(on: kept, timeout: nil)
                == .chosen(DecimalNumber(3)))
        let empty = ScriptedLineDevice(answers: [.line(""), .timedOut])
        #expect(try NumberField(title: "N", configuration: configuration).askInLineMode(on: empty, timeout: .seconds(5)) == .timedOut)
        #expect(empty.transcript == "N,  … 10: \n✗ type a number\nN,  … 10: \n")
    }

    @Test func confirmationsOwnTimeLimitGivesTheHighlightedAnswer() throws {
        let device = ScriptedLineDevice(answers: [.timedOut])
        let prompt = Confirm("Deploy?", default: false, timeout: .seconds(2))
        #expect(try prompt.askInLineMode(on: device, timeout: nil) == .chosen(false))
        let given = try #require(device.timeoutsGiven.first ?? nil)
        #expect(given > .seconds(1.9) && given <= .seconds(2))

        // A shorter limit from the host ends the question as timed out instead.
        let hurried = ScriptedLineDevice(answers: [.timedOut])
        #expect(try prompt.askInLineMode(on: hurried, timeout: .seconds(1)) == .timedOut)
    }
}
