import SelectionCore
import SelectionTerminal
import SelectionTesting
import Testing

@testable import SelectionUI

/// The text input prompt on a virtual terminal (§15): whole screens, the mask, the refusal
/// message, completion, line mode.
@Suite struct TextInputPromptTests {
    @Test func typesAndSubmitsWithTheWholeScreen_TXT01() {
        let terminal = VirtualTerminal(width: 40, height: 5)
        var driver = PromptDriver(TextInput("Name", placeholder: "your name"), terminal: terminal)
        #expect(
            driver.snapshot.quotedLines == [
                "|Name > your name                        |",
                "|                                        |",
                "|enter submit · esc cancel               |",
                "|                                        |",
                "|                                        |",
            ])
        driver.type("Ada Lovelace")
        driver.press(.left, modifiers: .alt)
        driver.paste("King\n ")
        #expect(driver.prompt.state.text == "Ada King Lovelace")
        #expect(driver.snapshot.trimmedLines[0] == "Name > Ada King Lovelace")
        driver.press(.enter)
        #expect(driver.result == .chosen("Ada King Lovelace"))
        #expect(driver.snapshot.trimmedLines[0] == "Name: Ada King Lovelace")
        #expect(terminal.violations == [])
    }

    @Test func aPasteOverTheLimitIsCutAndSaysSo_TXT02() {
        var driver = PromptDriver(TextInput(characterLimit: 4), terminal: VirtualTerminal(width: 40, height: 4))
        driver.paste("123456")
        #expect(driver.prompt.state.text == "1234")
        #expect(driver.snapshot.trimmedLines[1] == "↳ at most 4 characters")
        driver.type("x")
        #expect(driver.snapshot.trimmedLines[1] == "↳ at most 4 characters")
        driver.press(.backspace)
        #expect(driver.snapshot.trimmedLines[1] == "")
    }

    @Test func aSecureInputNeverShowsItsText_TXT03() {
        let terminal = VirtualTerminal(width: 40, height: 4)
        let secret = "hunter2"
        var driver = PromptDriver(TextInput("Password", minimumLength: 8, isSecure: true), terminal: terminal)
        driver.type(secret)
        #expect(driver.snapshot.trimmedLines[0] == "Password > •••••••")
        #expect(driver.snapshot.trimmedLines[1] == "✗ at least 8 characters")
        driver.press(.enter)
        #expect(driver.result == nil)
        driver.type("!")
        driver.press(.enter)
        #expect(driver.result == .chosen("hunter2!"))
        #expect(driver.snapshot.trimmedLines[0] == "Password: (hidden)")
        #expect(!driver.snapshot.lines.joined().contains("hunter"))
    }

    @Test func enterIsRefusedWithTheReasonUntilFixed_TXT04() {
        let input = TextInput("Code") { $0.allSatisfy(\.isNumber) ? nil : "digits only" }
        var driver = PromptDriver(input, terminal: VirtualTerminal(width: 40, height: 4))
        driver.type("12a")
        #expect(driver.snapshot.trimmedLines[1] == "✗ digits only")
        driver.press(.enter)
        #expect(driver.result == nil)
        driver.press(.backspace)
        #expect(driver.snapshot.trimmedLines[1] == "")
        driver.press(.enter)
        #expect(driver.result == .chosen("12"))

        var empty = PromptDriver(TextInput(minimumLength: 1), terminal: VirtualTerminal(width: 40, height: 4))
        #expect(empty.snapshot.trimmedLines[1] == "")
        empty.press(.enter)
        #expect(empty.result == nil)
        #expect(empty.snapshot.trimmedLines[1] == "✗ at least 1 character")
    }

    @Test func tabOrRightAtTheEndTakesTheSuggestion_TXT05_TXT06() {
        let terminal = VirtualTerminal(width: 40, height: 4)
        var driver = PromptDriver(TextInput("Branch", suggestions: ["main", "more-controls", "more-shell"]), terminal: terminal)
        driver.type("mo")
        #expect(driver.snapshot.trimmedLines[0] == "Branch > more-controls")
        #expect(driver.snapshot.trimmedLines[2] == "enter submit · tab complete · esc cancel")
        #expect(driver.snapshot.style(atColumn: 12, row: 0) == Theme.standard.placeholder)
        driver.press(.down)
        #expect(driver.snapshot.trimmedLines[0] == "Branch > more-shell")
        driver.press(.right)
        #expect(driver.prompt.state.text == "more-shell")
        driver.press(.backspace)
        driver.press(.tab)
        #expect(driver.prompt.state.text == "more-shell")
        driver.press(.enter)
        #expect(driver.result == .chosen("more-shell"))
    }

    @Test func escapeCancels() {
        var driver = PromptDriver(TextInput(value: "x"), terminal: VirtualTerminal(width: 20, height: 3))
        driver.press(.escape)
        #expect(driver.result == .cancelled)
    }

    @Test func hostileTextIsDrawnNotObeyed() {
        for kind in HostileText.Kind.allCases {
            for payload in kind.texts {
                let terminal = VirtualTerminal(width: 60, height: 5)
                var driver = PromptDriver(
                    TextInput(payload, value: payload, placeholder: payload, prompt: payload, header: payload), terminal: terminal)
                driver.paste(payload)
                driver.press(.enter)
                #expect(terminal.violations == [], "\(kind)")
            }
        }
    }

    @Test func lineModeAsksAgainWithTheReason_TXT04() throws {
        let input = TextInput("Name", value: "Ada", characterLimit: 5, minimumLength: 2)
        let device = ScriptedLineDevice(answers: [.line("Grace Hopper"), .line("G"), .line("")])
        #expect(try input.askInLineMode(on: device, timeout: nil) == .chosen("Ada"))
        #expect(
            device.transcript == """
                Name [Ada]: Grace Hopper
                ✗ at most 5 characters
                Name [Ada]: G
                ✗ at least 2 characters
                Name [Ada]: \n
                """)
        let secret = ScriptedLineDevice(answers: [.line("")])
        _ = try TextInput("Password", value: "hunter2", isSecure: true).askInLineMode(on: secret, timeout: nil)
        #expect(!secret.transcript.contains("hunter2"))
    }
}
