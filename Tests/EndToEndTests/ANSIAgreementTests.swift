import Foundation
import SelectionTerminal
import SelectionTesting
import Testing

/// `--ansi`: what `ANSIText` leaves of a line is what `fzf --ansi` prints for it, byte for byte,
/// on hostile and on random lines (but for invalid UTF-8, which sel keeps and fzf replaces).
@Suite struct ANSIAgreementTests {
    @Test func strippedLinesAreWhatFzfPrints() throws {
        let fzf = try ReferenceTools.fzf()
        var lines: [[UInt8]] = [
            "* \u{1B}[32mmain\u{1B}[m", "\u{1B}[01;34mdir\u{1B}[0m  \u{1B}[01;36mlink\u{1B}[0m", "a\u{1B}[2Jb", "a\u{1B}]0;pwned\u{07}b",
            "a\u{1B}]52;c;cm0gLXJmIH4K\u{1B}\\b", "\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\", "a\u{1B}[31",
            "a\u{1B}P+q544e\u{1B}\\b", "a\u{1B}[3\u{1B}[1mm", "b\u{08}bold", "end\u{1B}", "\u{1B}[38;2;255;0;0mred\u{1B}[0m \u{1B}[2Jx",
        ].map { Array($0.utf8) }
        var random = SeededRandom(seed: 1616)
        let alphabet: [UInt8] = [
            0x1B, 0x1B, 0x1B, 0x5B, 0x5D, 0x28, 0x29, 0x5C, 0x3B, 0x3A, 0x3F, 0x30, 0x31, 0x38, 0x6D, 0x48, 0x07, 0x08, 0x0E, 0x0F,
            0x61, 0xC3, 0xA9, 0x20, 0x9B,
        ]
        for _ in 0..<400 {
            let length = 1 + Int(random.next() % 20)
            lines.append((0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
        }
        let input: [UInt8] = lines.flatMap { line -> [UInt8] in line + [0x0A] }
        let result = try SelProcess.run(executable: fzf, ["--ansi", "--filter", "", "--no-sort"], input: input)
        #expect(result.status == 0)
        let printed = result.output.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast().map { Array($0) }
        #expect(printed.count == lines.count)
        for (line, fzfLine) in zip(lines, printed) {
            // fzf --ansi also turns invalid UTF-8 into U+FFFD in what it prints; sel keeps the bytes
            // (the README's fzf table, `--ansi`). Valid text must agree byte for byte.
            let ours = ANSIText(parsing: line).bytes
            let isValid = String(validating: ours, as: UTF8.self) != nil
            #expect((isValid ? ours : Array(String(decoding: ours, as: UTF8.self).utf8)) == fzfLine, "\(line)")
        }
    }
}
