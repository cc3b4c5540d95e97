import Foundation
import SelectionTesting
import Testing

/// The hostile payloads of the test kit (``HostileText``) through the built `sel`: every
/// message that quotes input, and line mode (`--plain`, answered on standard input), checked on
/// standard error as a terminal would read it.
@Suite struct HostileOutputTests {
    /// A run of `sel` that writes `payload` back in a message or a line-mode question.
    struct Path {
        var name: String
        var arguments: [String]
        var input: [UInt8] = []
    }

    static func paths(for payload: [UInt8]) -> [Path] {
        let text = String(decoding: payload, as: UTF8.self)
        let json = jsonString(text)
        var paths = [
            Path(name: "json malformed", arguments: ["choose", "--json"], input: Array("[".utf8) + payload),
            Path(
                name: "json label in an error", arguments: ["choose", "--json"],
                input: Array("[{\"label\":\(json),\"colour\":\"#zz\"}]".utf8)),
            Path(name: "json unknown key", arguments: ["choose", "--json"], input: Array("[{\"label\":\"a\",\(json):1}]".utf8)),
        ]
        paths.append(
            Path(name: "table --plain", arguments: ["table", "--plain", "--lazy-quotes"], input: Array("h\n".utf8) + payload + [0x0A]))
        // An argument cannot hold NUL.
        guard !payload.contains(0) else { return paths }
        paths += [
            Path(name: "wheel --value", arguments: ["wheel", "--value", text]),
            Path(name: "wheel --format", arguments: ["wheel", "--format", text]),
            Path(name: "demo NAME", arguments: ["demo", text]),
            Path(name: "unknown subcommand", arguments: [text]),
            Path(name: "choose --timeout", arguments: ["choose", "--timeout", text, "a"]),
            Path(name: "choose --height", arguments: ["choose", "--height", text, "a"]),
            Path(name: "number --min", arguments: ["number", "--min", text]),
            Path(name: "wheel --plain", arguments: ["wheel", "--plain", "--format", "59:59", "--title", text], input: payload + [0x0A]),
            Path(name: "number --plain", arguments: ["number", "--plain", "--title", text, "--unit", text], input: payload + [0x0A]),
            Path(name: "confirm --plain", arguments: ["confirm", "--plain", text, "--affirmative", text], input: payload + [0x0A]),
            Path(name: "input --pattern", arguments: ["input", "--pattern", "(" + text]),
            Path(
                name: "input --plain", arguments: ["input", "--plain", "--title", text, "--value", text, "--pattern", "x" + text],
                input: payload + [0x0A]),
            Path(name: "date --value", arguments: ["date", "--value", text]),
            Path(name: "date --plain", arguments: ["date", "--plain", "--title", text], input: payload + [0x0A]),
            Path(name: "write --plain", arguments: ["write", "--plain", "--header", text], input: payload + [0x0A]),
            Path(name: "table --return-column", arguments: ["table", "--return-column", text], input: Array("a,b\n1,2\n".utf8)),
            Path(name: "file DIR", arguments: ["file", "/nonexistent/" + text]),
            Path(name: "file --plain", arguments: ["file", "/", "--plain", "--title", text], input: payload + [0x0A]),
            Path(name: "menu --plain", arguments: ["menu", "--plain", "--trigger", text, text, "File/" + text], input: payload + [0x0A]),
        ]
        return paths
    }

    static func jsonString(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                    let digits = String(scalar.value, radix: 16)
                    quoted += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                } else {
                    quoted.unicodeScalars.append(scalar)
                }
            }
        }
        return quoted + "\""
    }

    @Test(arguments: HostileText.Kind.allCases)
    func messagesAndLineModeWriteNothingATerminalWouldObey(kind: HostileText.Kind) throws {
        var leaks: [String] = []
        for payload in kind.payloads {
            for path in Self.paths(for: payload) {
                let result = try SelProcess.runWithoutTerminal(path.arguments, input: path.input)
                #expect(!result.errors.isEmpty, "\(path.name) wrote nothing on standard error")
                let findings = HostileText.findings(in: result.errorBytes, as: .text)
                if !findings.isEmpty { leaks.append("\(path.name): \(findings)") }
            }
        }
        #expect(leaks == [], "\(kind) reached standard error")
    }
}
