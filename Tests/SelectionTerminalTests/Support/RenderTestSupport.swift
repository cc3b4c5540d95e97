import SelectionCore
import SelectionTesting

@testable import SelectionTerminal

/// Terminal bytes as readable text: ESC as ⎋, CR as ␍, LF as ␊, other C0 controls as their
/// Control Pictures, DEL as ␡, C1 controls as ⟨9B⟩; everything else as decoded UTF-8.
///
/// `readable([0x1B, 0x5B, 0x32, 0x3B, 0x35, 0x48])` is `"⎋[2;5H"`.
func readable(_ bytes: [UInt8]) -> String {
    var text = ""
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
        switch scalar.value {
        case 0x1B: text += "⎋"
        case 0x0D: text += "␍"
        case 0x0A: text += "␊"
        case 0x00..<0x20: text.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
        case 0x7F: text += "␡"
        case 0x80..<0xA0:
            let digits = Array("0123456789ABCDEF")
            text += "⟨\(digits[Int(scalar.value >> 4)])\(digits[Int(scalar.value & 0xF)])⟩"
        default: text.unicodeScalars.append(scalar)
        }
    }
    return text
}

/// A buffer as a test expects it: every row quoted (so trailing spaces show), then where the
/// style changes, as `x,y style`, each row starting from plain.
///
/// ```
/// "› Red "
/// "  Blue"
/// styles:
/// 0,0 fg:cyan
/// 1,0 plain
/// ```
func grid(_ buffer: Buffer) -> String {
    var lines = buffer.lines.map { "\"\($0)\"" }
    var runs: [String] = []
    for y in 0..<buffer.height {
        var current = Style.plain
        for x in 0..<buffer.width {
            let cell = buffer[x, y]
            if cell.isContinuation { continue }
            if cell.style != current {
                runs.append("\(x),\(y) \(cell.style)")
                current = cell.style
            }
        }
    }
    if !runs.isEmpty {
        lines.append("styles:")
        lines.append(contentsOf: runs)
    }
    return lines.joined(separator: "\n")
}

/// A buffer of `width` columns with `rows` written from the top-left, each in plain style.
func makeBuffer(width: Int, rows: [String]) -> Buffer {
    var buffer = Buffer(width: width, height: rows.count)
    for (y, row) in rows.enumerated() {
        buffer.write(row, at: Point(x: 0, y: y))
    }
    return buffer
}

/// `frame` with every cell's style degraded to `capability`: what the terminal should show.
func degraded(_ frame: Buffer, to capability: ColourCapability) -> Buffer {
    var copy = frame
    copy.updateStyle(in: copy.area) { $0 = $0.degraded(to: capability) }
    return copy
}

/// A byte-counting sink: what a tty would have been sent, frame by frame.
struct CountingSink {
    private(set) var frames: [[UInt8]] = []

    /// Records one frame's bytes and returns how many there were.
    @discardableResult
    mutating func write(_ bytes: [UInt8]) -> Int {
        frames.append(bytes)
        return bytes.count
    }

    /// Bytes written in all.
    var total: Int { frames.reduce(0) { $0 + $1.count } }
}

/// A list of `count` rows of `width` columns: `"  Item 1"`, ... with a `›` marker on row `marked`.
func markerList(width: Int, count: Int, marked: Int) -> Buffer {
    var buffer = Buffer(width: width, height: count)
    for row in 0..<count {
        buffer.write(row == marked ? "›" : " ", at: Point(x: 0, y: row), style: Style(foreground: .ansi(.cyan)))
        buffer.write(" Item \(row + 1)", at: Point(x: 1, y: row))
    }
    return buffer
}

/// A list of `count` rows of `width` columns whose row `highlighted` is reverse video across the whole width.
func highlightList(width: Int, count: Int, highlighted: Int) -> Buffer {
    var buffer = Buffer(width: width, height: count)
    for row in 0..<count {
        buffer.write("  Item \(row + 1)", at: Point(x: 0, y: row))
    }
    buffer.setStyle(Style(attributes: .reverse), in: Rect(x: 0, y: highlighted, width: width, height: 1))
    return buffer
}

/// Renders `frame`, feeds the bytes to `terminal`, and returns them.
@discardableResult
func show(_ frame: Buffer, cursor: Point? = nil, with renderer: inout Renderer, on terminal: inout RendererTestTerminal) -> [UInt8] {
    let bytes = renderer.render(frame, cursor: cursor)
    terminal.feed(bytes)
    return bytes
}
