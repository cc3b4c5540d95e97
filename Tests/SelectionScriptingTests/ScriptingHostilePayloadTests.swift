import SelectionScripting
import SelectionTesting
import SelectionUI
import Testing

/// The fzf layer's errors quote what was typed (`sel` writes them to standard error): hostile
/// payloads (``HostileText/Kind``) never reach the terminal through them.
@Suite struct ScriptingHostilePayloadTests {
    @Test(arguments: HostileText.Kind.allCases)
    func nothingATerminalWouldObeyReachesIt(kind: HostileText.Kind) {
        let written = Self.messages(kind.texts)
        #expect(!written.isEmpty)
        let findings = written.flatMap { HostileText.findings(in: $0.bytes, as: $0.kind) }
        #expect(findings == [], "\(kind) reached the terminal through messages quoting input")
    }

    @Test func eachMessageQuotesTheTextItIsGiven() {
        let written = Self.messages(["canary-one", "canary-two"]).flatMap(\.bytes)
        #expect(String(decoding: written, as: UTF8.self).contains("canary-one"))
    }

    /// The fzf layer's errors whose descriptions quote what was typed (`sel` writes them to standard error).
    private static func messages(_ texts: [String]) -> [(bytes: [UInt8], kind: HostileText.Output)] {
        var descriptions: [String] = []
        for text in texts {
            do {
                _ = try KeyBindings(parsing: text)
            } catch { descriptions.append(error.description) }
            do {
                _ = try KeyBindings(parsing: "ctrl-a:" + text)
            } catch { descriptions.append(error.description) }
            do {
                _ = try KeyBindings(parsing: text + ":accept")
            } catch { descriptions.append(error.description) }
            do {
                _ = try PreviewWindow(parsing: "right," + text)
            } catch { descriptions.append(error.description) }
            do {
                _ = try ColourSpec(parsing: "fg:" + text)
            } catch { descriptions.append(error.description) }
            do {
                _ = try ColourSpec(parsing: text + ":red")
            } catch { descriptions.append(error.description) }
        }
        #expect(descriptions.count == 6 * texts.count)
        return descriptions.map { (Array(($0 + "\n").utf8), .text) }
    }
}
