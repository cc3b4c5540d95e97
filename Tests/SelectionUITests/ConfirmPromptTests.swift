import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

@Suite struct ConfirmPromptTests {
    private func driver(_ prompt: Confirm, width: Int = 60) -> PromptDriver<Confirm> {
        PromptDriver(prompt, terminal: VirtualTerminal(width: width, height: 6))
    }

    @Test func showsTheQuestionTheAnswersAndTheHelpLine() {
        let driver = driver(Confirm("Deploy to production?"))
        #expect(
            driver.snapshot.quotedLines == [
                "|Deploy to production?                                       |",
                "|  [ Yes ]   No                                              |",
                "|←/→ move · enter submit · y yes · n no · esc cancel         |",
                "|                                                            |",
                "|                                                            |",
                "|                                                            |",
            ])
        #expect(
            driver.snapshot.styleRuns(ofRow: 1).map(\.description) == ["2..<9 fg:brightWhite bg:blue bold"])
        #expect(driver.snapshot.styleRuns(ofRow: 0).first?.description == "0..<21 bold")
        #expect(driver.terminal.violations == [])
    }

    @Test func defaultNoHighlightsTheNegativeAnswer() {
        let driver = driver(Confirm("Delete?", default: false, affirmative: "Delete", negative: "Keep"))
        #expect(
            driver.snapshot.trimmedLines == [
                "Delete?",
                "    Delete   [ Keep ]",
                "←/→ move · enter submit · y delete · n keep · esc cancel",
            ])
    }

    @Test(arguments: [Key.right, .down, .up, .tab, .character("l")])
    func arrowsTabAndLettersMoveTheHighlightThenEnterAnswers(key: Key) {
        var driver = driver(Confirm("Go?"))
        driver.press(key)
        #expect(driver.snapshot.trimmedLines[1] == "    Yes   [ No ]")
        driver.press(.enter)
        #expect(driver.result == .chosen(false))
    }

    @Test func leftPicksTheAffirmativeAnswer() {
        var driver = driver(Confirm("Go?", default: false))
        driver.press(.left)
        driver.press(.left)
        #expect(driver.snapshot.trimmedLines[1] == "  [ Yes ]   No")
        driver.press(.enter)
        #expect(driver.result == .chosen(true))
    }

    @Test(arguments: [("y", true), ("Y", true), ("n", false), ("N", false), ("q", false)])
    func lettersAnswerAtOnce(letter: Character, answer: Bool) {
        var driver = driver(Confirm("Go?", default: !answer))
        driver.press(.character(letter))
        #expect(driver.result == .chosen(answer))
    }

    @Test func escapeCancelsAndControlCInterrupts() {
        var cancelled = driver(Confirm("Go?"))
        cancelled.press(.escape)
        #expect(cancelled.result == .cancelled)
        var interrupted = driver(Confirm("Go?"))
        interrupted.press(.character("c"), modifiers: .ctrl)
        #expect(interrupted.result == .interrupted)
    }

    @Test func clickingAnAnswerGivesIt() {
        var driver = driver(Confirm("Go?"))
        // Inline at the top of the virtual screen: row 1 holds the answers, "No" at columns 11-16.
        driver.click(at: Point(x: 12, y: 1))
        #expect(driver.result == .chosen(false))
        var yes = self.driver(Confirm("Go?", default: false))
        yes.click(at: Point(x: 0, y: 1))
        #expect(yes.result == nil)
        yes.click(at: Point(x: 3, y: 1))
        #expect(yes.result == .chosen(true))
    }

    @Test func timeoutGivesTheHighlightedAnswer() {
        var untouched = driver(Confirm("Go?", default: false, timeout: .seconds(5)))
        untouched.advance(by: .seconds(4))
        #expect(untouched.result == nil)
        untouched.advance(by: .seconds(1))
        #expect(untouched.result == .chosen(false))

        var moved = driver(Confirm("Go?", default: false, timeout: .seconds(5)))
        moved.press(.left)
        moved.advance(by: .seconds(6))
        #expect(moved.result == .chosen(true))
    }

    @Test func withoutHelpItIsTwoRowsAndLeavesASummary() {
        var prompt = Confirm("Go?")
        prompt.showsHelp = false
        var driver = driver(prompt)
        #expect(driver.snapshot.trimmedLines == ["Go?", "  [ Yes ]   No"])
        driver.press(.character("n"))
        #expect(driver.snapshot.trimmedLines == ["Go? No"])
    }

    @Test func hostileLabelsAreShownAsPlaceholders() {
        let driver = driver(Confirm("Go\u{1B}]0;pwned\u{07}?", affirmative: "Y\u{1B}[2J"))
        #expect(driver.snapshot.trimmedLines[0] == "Go␛]0;pwned␇?")
        #expect(driver.snapshot.trimmedLines[1] == "  [ Y␛[2J ]   No")
        #expect(driver.terminal.violations == [])
    }

    @Test func narrowScreensCutWithAnEllipsis() {
        let driver = driver(Confirm("Deploy to production now?"), width: 12)
        #expect(driver.snapshot.trimmedLines.prefix(3) == ["Deploy to p…", "  [ Yes ]  …", "←/→ move · …"])
        #expect(driver.terminal.violations == [])
    }

    @Test func rebindingAKeyChangesTheHelpLine() {
        var prompt = Confirm("Go?")
        prompt.keyMap.rebind(.answerYes, to: [KeyEvent(.character("o"))])
        var driver = driver(prompt)
        #expect(driver.snapshot.trimmedLines[2] == "←/→ move · enter submit · o yes · n no · esc cancel")
        driver.press(.character("y"))
        #expect(driver.result == nil)
        driver.press(.character("o"))
        #expect(driver.result == .chosen(true))
    }
}

@Suite struct PlainConfirmationTests {
    @Test func promptShowsTheDefaultInCapitals() {
        #expect(PlainConfirmation(question: "Deploy?").question == "Deploy? [Y/n] ")
        #expect(PlainConfirmation(question: "Deploy?", isYesDefault: false).question == "Deploy? [y/N] ")
        #expect(
            PlainConfirmation(question: "Deploy?", affirmative: "Ship", negative: "Wait").question
                == "Deploy? [Y/n: Ship/Wait] ")
        #expect(PlainConfirmation(question: "a\u{1B}[2Jb").question == "a␛[2Jb [Y/n] ")
    }

    @Test(arguments: [
        ("", false), ("y", true), ("YES", true), (" yes ", true), ("n", false), ("No", false), ("ship", true), ("WAIT", false),
    ])
    func answers(line: String, expected: Bool) {
        let dialogue = PlainConfirmation(question: "Deploy?", isYesDefault: false, affirmative: "Ship", negative: "Wait")
        #expect(dialogue.interpret(line) == .success(expected))
    }

    @Test func anythingElseIsExplained() {
        let dialogue = PlainConfirmation(question: "Deploy?")
        #expect(dialogue.interpret("maybe") == .failure(PlainDialogue.Problem(message: "answer y (Yes) or n (No)")))
        #expect(dialogue.interpret("") == .success(true))
    }
}
