import SelectionKit

/// A key-and-mouse script for `sel demo --keys`, shared by the tests and `scripts/make-pictures`.
///
/// Steps are separated by spaces: key names (`tab`, `shift-tab`, `enter`, `esc`, `space`, `up`,
/// `down`, `left`, `right`, `q`, or any single character), `text:abc`, and mouse steps
/// `press:X,Y`, `drag:X,Y`, `release:X,Y`, `click:X,Y` (0-based cells), or `press@Label` (the
/// first cell of the first `Label` on the screen as it is at that step; `_` stands for a space).
struct DemoScript {
    /// One step.
    enum Step {
        case key(KeyEvent)
        case text(String)
        case mouse(MouseEvent.Kind, Target)
    }

    /// Where a mouse step points.
    enum Target {
        case cell(Point)
        case label(String)
    }

    var steps: [Step]

    init(parsing text: String) throws(DemoScriptError) {
        steps = []
        for word in text.split(separator: " ") {
            steps.append(contentsOf: try Self.parse(String(word)))
        }
    }

    static func parse(_ word: String) throws(DemoScriptError) -> [Step] {
        for (name, kind) in [("press", MouseEvent.Kind.press), ("drag", .drag), ("release", .release), ("click", .press)] {
            var target: Target?
            if word.hasPrefix(name + "@") {
                target = .label(String(word.dropFirst(name.count + 1)).replacingOccurrences(of: "_", with: " "))
            } else if word.hasPrefix(name + ":") {
                let numbers = word.dropFirst(name.count + 1).split(separator: ",").compactMap { Int($0) }
                guard numbers.count == 2 else { throw DemoScriptError(word: word) }
                target = .cell(Point(x: numbers[0], y: numbers[1]))
            }
            guard let target else { continue }
            if name == "click" { return [.mouse(.press, target), .mouse(.release, target)] }
            return [.mouse(kind, target)]
        }
        if word.hasPrefix("text:") { return [.text(String(word.dropFirst(5)))] }
        let keys: [String: KeyEvent] = [
            "tab": KeyEvent(.tab), "shift-tab": KeyEvent(.tab, modifiers: .shift), "enter": KeyEvent(.enter),
            "esc": KeyEvent(.escape), "space": KeyEvent(.character(" ")), "up": KeyEvent(.up), "down": KeyEvent(.down),
            "left": KeyEvent(.left), "right": KeyEvent(.right), "pageup": KeyEvent(.pageUp), "pagedown": KeyEvent(.pageDown),
        ]
        if let key = keys[word] { return [.key(key)] }
        if word.count == 1, let character = word.first { return [.key(KeyEvent(.character(character)))] }
        throw DemoScriptError(word: word)
    }

    /// The terminal events of `step`, with labels found on `frame`.
    static func events(of step: Step, on frame: Buffer) -> [TerminalEvent] {
        switch step {
        case .key(let key):
            return [.key(key)]
        case .text(let text):
            return text.map { .key(KeyEvent(.character($0))) }
        case .mouse(let kind, let target):
            let point: Point
            switch target {
            case .cell(let cell): point = cell
            case .label(let label):
                guard let found = locate(label, on: frame) else { return [] }
                point = found
            }
            return [.mouse(MouseEvent(kind, button: .left, at: point))]
        }
    }

    /// The cell where `text` first starts on `frame`.
    static func locate(_ text: String, on frame: Buffer) -> Point? {
        for (row, line) in frame.lines.enumerated() {
            guard let range = line.range(of: text) else { continue }
            return Point(x: Buffer.displayWidth(of: line[..<range.lowerBound]), y: row)
        }
        return nil
    }
}

/// A word of a demo script that means nothing.
struct DemoScriptError: Error, CustomStringConvertible {
    var word: String
    var description: String { "cannot read \"\(word)\" in the key script" }
}
