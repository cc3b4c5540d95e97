import SelectionCore
import SelectionTerminal
import SelectionTesting
import Testing

@testable import SelectionUI

/// The text area prompt on a virtual terminal (§15): the whole screen, Enter and Ctrl-D, pastes,
/// the editor key, line mode.
@Suite struct TextAreaPromptTests {
    @Test func enterBreaksTheLineAndCtrlDFinishes_TXT07_TXT09() {
        let terminal = VirtualTerminal(width: 50, height: 6)
        var driver = PromptDriver(
            TextArea("Notes", placeholder: "what changed", visibleRows: 3, showsLineNumbers: true), terminal: terminal)
        #expect(
            driver.snapshot.quotedLines == [
                "|Notes                                             |",
                "|  1  what changed                                 |",
                "|                                                  |",
                "|                                                  |",
                "|                                                  |",
                "|enter newline · ctrl+d/alt+enter done · esc cancel|",
            ])
        driver.type("first")
        driver.press(.enter)
        driver.type("second")
        #expect(driver.snapshot.trimmedLines[1...2] == ["  1 first", "  2 second"])
        driver.press(.enter, modifiers: .alt)
        #expect(driver.result == .chosen("first\nsecond"))
        #expect(driver.snapshot.trimmedLines[0] == "Notes: first (+1 line)")
        #expect(terminal.violations == [])
    }

    @Test func aPasteIsTextNeverKeys_TXT09() {
        var driver = PromptDriver(TextArea(), terminal: VirtualTerminal(width: 40, height: 8))
        driver.paste("a\tb\nc\u{1B}\r\nd")
        #expect(driver.result == nil)
        #expect(driver.prompt.editor.state.text == "a\tb\nc\nd")
        #expect(driver.snapshot.trimmedLines[0...2] == ["a   b", "c", "d"])
        driver.press(.character("d"), modifiers: .ctrl)
        #expect(driver.result == .chosen("a\tb\nc\nd"))
    }

    @Test func aPasteOverTheLimitIsCutAndSaysSo_TXT08() {
        var driver = PromptDriver(TextArea(maximumLines: 2, visibleRows: 2), terminal: VirtualTerminal(width: 40, height: 5))
        driver.paste("1\n2\n3")
        #expect(driver.prompt.editor.state.text == "1\n23")
        #expect(driver.snapshot.trimmedLines[2] == "↳ at most 2 lines")
        driver.press(.escape)
        #expect(driver.result == .cancelled)
    }

    @Test func ctrlEEndsTheSessionForTheEditor_TXT10() {
        let editor = TextAreaEditor(
            title: nil, state: TextAreaState(text: "draft"), placeholder: nil, showsLineNumbers: false, opensEditor: true)
        var driver = PromptDriver(TextAreaSession(editor: editor), terminal: VirtualTerminal(width: 70, height: 8))
        #expect(driver.snapshot.trimmedLines[6] == "enter newline · ctrl+d/alt+enter done · ctrl+e editor · esc cancel")
        driver.press(.character("e"), modifiers: .ctrl)
        #expect(driver.result == .chosen(.openEditor("draft")))
        var plain = PromptDriver(TextArea(value: "draft"), terminal: VirtualTerminal(width: 60, height: 8))
        plain.press(.character("e"), modifiers: .ctrl)
        #expect(plain.result == nil)
    }

    @Test func lineModeReadsLinesUpToADot() throws {
        let device = ScriptedLineDevice(answers: [.line("first"), .line("\tsecond"), .line("."), .line("never")])
        #expect(try TextArea("Notes").askInLineMode(on: device, timeout: nil) == .chosen("first\n\tsecond"))
        #expect(device.transcript == "Notes (end with a line holding only \".\" or Ctrl-D):\nfirst\n\tsecond\n.\n")
        #expect(try TextArea().askInLineMode(on: ScriptedLineDevice(answers: []), timeout: nil) == .cancelled)
        let ended = ScriptedLineDevice(answers: [.line("only")])
        #expect(try TextArea().askInLineMode(on: ended, timeout: nil) == .chosen("only"))
    }

    @Test func hostileTextIsDrawnNotObeyed() {
        for kind in HostileText.Kind.allCases {
            for payload in kind.texts {
                let terminal = VirtualTerminal(width: 60, height: 9)
                var driver = PromptDriver(TextArea(payload, value: payload, placeholder: payload), terminal: terminal)
                driver.paste(payload)
                driver.press(.character("d"), modifiers: .ctrl)
                #expect(terminal.violations == [], "\(kind)")
            }
        }
    }
}
