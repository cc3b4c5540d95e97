import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// Line mode through the test kit: the whole transcript of each dialogue, asked again after a
/// refused answer, ended by a valid answer, the end of input or the time limit.
@Suite struct PlainHostTests {
    @Test func asksAgainAfterEachRefusedAnswer() throws {
        let device = ScriptedLineDevice(answers: [.line("7"), .line("purple"), .line(""), .line("green")])
        let dialogue = PlainDialogue(title: "Colour", labels: ["Red", "Green", "Blue"])
        #expect(try PlainHost.run(dialogue, on: device) == .chosen([1]))
        #expect(
            device.transcript == """
                Colour
                  1) Red
                  2) Green
                  3) Blue
                Choose 1-3: 7
                7 is not between 1 and 3; try again.
                Choose 1-3: purple
                "purple" is neither a number from 1 to 3 nor an option; try again.
                Choose 1-3: 
                type a number from 1 to 3; try again.
                Choose 1-3: green

                """)
    }

    @Test func endOfInputCancelsAndTheTimeLimitTimesOut() throws {
        let ended = ScriptedLineDevice(answers: [.line("9")])
        #expect(try PlainHost.run(PlainDialogue(labels: ["a", "b"]), on: ended) == .cancelled)
        #expect(ended.transcript == "  1) a\n  2) b\nChoose 1-2: 9\n9 is not between 1 and 2; try again.\nChoose 1-2: \n")

        let late = ScriptedLineDevice(answers: [.timedOut])
        #expect(try PlainHost.run(PlainDialogue(labels: ["a", "b"]), on: late, timeout: .seconds(30)) == .timedOut)
        #expect(late.transcript == "  1) a\n  2) b\nChoose 1-2: \n")
        let given = try #require(late.timeoutsGiven.first ?? nil)
        #expect(given > .seconds(29) && given <= .seconds(30))
    }

    @Test func everythingWrittenIsSanitised() throws {
        let device = ScriptedLineDevice(answers: [.line("x\u{1B}]0;PWN\u{07}"), .line("1")])
        let dialogue = PlainDialogue(title: "T\u{1B}[2J\u{202E}", labels: ["a\u{9B}b", "c"])
        #expect(try PlainHost.run(dialogue, on: device) == .chosen([0]))
        // The answers are echoed by the terminal itself; what the host wrote holds no control.
        let written = device.transcript.replacingOccurrences(of: "x\u{1B}]0;PWN\u{07}\n", with: "")
        #expect(!written.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
        #expect(written.hasPrefix("T␛[2J\n  1) a⍰b\n  2) c\nChoose 1-2: \"x␛]0;PWN␇\" is neither"))
    }

    @Test func wheelDialogueValidatesAgainstTheFormatAndTheLimits() throws {
        let state = try WheelState(format: .minutesSeconds, value: 300, minimum: 60, maximum: 900)
        let device = ScriptedLineDevice(answers: [.line("11:73"), .line("16:00"), .line("0:30"), .line(" 5:30 ")])
        let picker = WheelPicker(title: "Pace\u{1B}[2J", state: state, unit: .minutesPerMile)
        #expect(try picker.askInLineMode(on: device, timeout: nil) == .chosen(330))
        #expect(
            device.transcript == """
                Pace␛[2J (min/mi), as 59:59 [05:00]: 11:73
                ✗ the seconds at position 3 must be 0…59
                Pace␛[2J (min/mi), as 59:59 [05:00]: 16:00
                ✗ above the maximum 15:00
                Pace␛[2J (min/mi), as 59:59 [05:00]: 0:30
                ✗ below the minimum 01:00
                Pace␛[2J (min/mi), as 59:59 [05:00]:  5:30 

                """)
        let empty = ScriptedLineDevice(answers: [.line("")])
        #expect(try picker.askInLineMode(on: empty, timeout: nil) == .chosen(300))
    }

    @Test func everyListPromptCanBeAskedInLineMode() throws {
        let dropDown = DropDown("Fruit", options: ["Apple", "Banana", "Cherry"])
        #expect(try dropDown.askInLineMode(on: ScriptedLineDevice(answers: [.line("banana")]), timeout: nil) == .chosen("Banana"))

        let multi = MultiSelect("Toppings", options: ["Cheese", "Ham", "Olives", "Basil"], limit: 2)
        let device = ScriptedLineDevice(answers: [.line("1 2 3"), .line("1,4")])
        #expect(try multi.askInLineMode(on: device, timeout: nil) == .chosen(["Cheese", "Basil"]))
        #expect(device.transcript.contains("choose at most 2; try again.\n"))

        let checklist = Checklist(title: "Purpose", options: ["Design", "Testing"])
        #expect(try checklist.askInLineMode(on: ScriptedLineDevice(answers: [.line("2")]), timeout: nil) == .chosen("Testing"))
    }

    @Test func aFormAsksEachFieldInTurn() throws {
        let form = Form(fields: [
            .checklist("Purpose", options: ["Design", "Testing"]),
            .checklist("Location", options: ["Both", "Private", "Public"]),
        ])
        let device = ScriptedLineDevice(answers: [.line("testing"), .line("4"), .line("3")])
        #expect(
            try form.askInLineMode(on: device, timeout: nil)
                == .chosen([FormAnswer(label: "Purpose", value: "Testing"), FormAnswer(label: "Location", value: "Public")]))
        #expect(
            device.transcript == """
                Purpose
                  1) Design
                  2) Testing
                Choose 1-2: testing
                Location
                  1) Both
                  2) Private
                  3) Public
                Choose 1-3: 4
                4 is not between 1 and 3; try again.
                Choose 1-3: 3

                """)
        let ended = ScriptedLineDevice(answers: [.line("1")])
        #expect(try form.askInLineMode(on: ended, timeout: nil) == .cancelled)
        // A field made as an AnyPrompt is asked in its prompt's own line mode (LineModePromiseTests).
        let erased = Form(fields: [FormField("Free") { _ in AnyPrompt(SingleChoiceSheet(title: "Free", options: ["a", "b"])) }])
        #expect(
            try erased.askInLineMode(on: ScriptedLineDevice(answers: [.line("b")]), timeout: nil)
                == .chosen([FormAnswer(label: "Free", value: "b")]))
    }
}
