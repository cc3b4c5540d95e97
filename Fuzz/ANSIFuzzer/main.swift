// ANSIFuzzer: libFuzzer driver for `ANSIText(parsing:)`, the reader of `sel choose --ansi` lines
// and of preview output, and a replayer of saved inputs (see TESTING.md, "Fuzzing"). The input
// is one line of program output, any bytes; the checks trap on failure.
import Foundation
import FuzzSupport
import SelectionCore
import SelectionTerminal

/// The escape byte, which must never reach the screen.
let escape: UInt8 = 0x1B

/// The runs' invariants: in order, not overlapping, none empty or plain, all within `bytes`.
func checkRuns(_ text: ANSIText) {
    var end = 0
    for run in text.runs {
        precondition(run.range.lowerBound >= end, "run \(run) overlaps the one before (which ends at \(end))")
        precondition(!run.range.isEmpty, "an empty run \(run)")
        precondition(run.range.upperBound <= text.bytes.count, "run \(run) past the end (\(text.bytes.count) bytes)")
        precondition(!run.style.isPlain, "a plain run \(run)")
        end = run.range.upperBound
    }
}

/// Every invariant, for one input.
func check(_ data: [UInt8]) {
    let text = ANSIText(parsing: data)
    precondition(text == ANSIText(parsing: data), "two parses differ")
    precondition(text.bytes.count <= data.count, "more bytes out than in")
    checkRuns(text)

    // What remains holds no escape sequence: an ESC is kept only at the end or before a newline,
    // SO and SI never; parsed again, the bytes yield no style at all.
    for (index, byte) in text.bytes.enumerated() {
        precondition(byte != 0x0E && byte != 0x0F, "SO or SI kept at \(index)")
        if byte == escape {
            precondition(index == text.bytes.count - 1 || text.bytes[index + 1] == 0x0A, "an ESC kept before a sequence at \(index)")
        }
    }
    precondition(ANSIText(parsing: text.bytes).isPlain, "the bytes left still hold an SGR sequence")

    // Starting in a style changes the runs, never the bytes.
    let styled = ANSIText(parsing: data, startingIn: Style(foreground: .ansi(.red), attributes: .bold))
    precondition(styled.bytes == text.bytes, "the starting style changed the bytes")
    checkRuns(styled)

    // Drawn through the sanitiser, no cell holds a control, DEL, C1, bidi control or separator,
    // and every cell written has its run's style.
    // One row at a time (a buffer of a row per segment made each input cost its square).
    for segment in text.segments {
        precondition(!segment.text.isEmpty, "an empty segment")
        let sanitised = Sanitiser.sanitise(segment.text)
        precondition(sanitised.unicodeScalars.allSatisfy(Sanitiser.isSafe), "the sanitiser let a control through")
        precondition(!sanitised.unicodeScalars.contains("\u{1B}"), "an ESC survived the sanitiser")
        var buffer = Buffer(width: 64, height: 1)
        let end = buffer.write(segment.text, at: Point(x: 0, y: 0), style: segment.style)
        for x in 0..<min(end, buffer.size.width) {
            let cell = buffer[x, 0]
            let scalars = cell.character.unicodeScalars.map(\.value)
            precondition(Sanitiser.isSafe(cell.character), "cell \(x) holds a control: \(scalars)")
            precondition(cell.isContinuation || cell.style == segment.style, "cell \(x) lost its style")
        }
        for line in buffer.lines {
            precondition(line.unicodeScalars.allSatisfy { Sanitiser.isSafe($0) }, "a drawn line holds a control")
        }
    }

    // Labels and character runs: within the label, in order.
    let (label, runs) = text.characterRuns
    let count = label.count
    var previous = 0
    for run in runs {
        precondition(run.characters.lowerBound >= previous && !run.characters.isEmpty, "character run \(run) out of order")
        precondition(run.characters.upperBound <= count, "character run \(run) past the label (\(count))")
        previous = run.characters.upperBound
    }
    // Without colours: the same bytes, only attributes left.
    let monochrome = text.droppingColours()
    precondition(monochrome.bytes == text.bytes, "dropping colours changed the bytes")
    checkRuns(monochrome)
    precondition(
        monochrome.runs.allSatisfy { $0.style.foreground == .default && $0.style.background == .default }, "a colour left")
}

FuzzTarget.run(named: "ANSIFuzzer", check: check)
