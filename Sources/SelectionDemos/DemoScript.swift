import SelectionCore
import SelectionTerminal

/// A scripted session with a demo: keys, text and mouse gestures, where a gesture may point at
/// a label ("press on Color") that is looked up on the screen as it is at that step.
///
/// One script per demo (``Demo/pictureScript``) is the single source of three things: the
/// picture test drives it through the test kit and checks the screen it leaves, the same test
/// records the README picture from that screen (`scripts/make-pictures`), and the end-to-end
/// tests type it into a real terminal as bytes (``input(of:onScreen:)``).
///
/// ```swift
/// let script = DemoScript([.press("Color"), .drag("Blue"), .release("Blue")])
/// for step in script.steps {
///     for event in try DemoScript.events(of: step, onScreen: driver.snapshot.lines) { driver.send(event) }
/// }
/// ```
package struct DemoScript: Sendable, Hashable {
    /// Where a mouse step points.
    package enum Target: Sendable, Hashable, ExpressibleByStringLiteral {
        /// A cell, 0-based.
        case cell(Point)
        /// The first cell of the first place `text` shows on the screen (rows top to bottom).
        case label(String)

        /// A label: `.press("Color")`.
        package init(stringLiteral text: String) {
            self = .label(text)
        }
    }

    /// One step of a script.
    package enum Step: Sendable, Hashable {
        /// A key press.
        case key(KeyEvent)
        /// Each character typed as a key press.
        case text(String)
        /// The left button goes down.
        case press(Target)
        /// The pointer moves with the left button held.
        case drag(Target)
        /// The left button comes up.
        case release(Target)
        /// A press and a release at the same place.
        case click(Target)

        /// Tab.
        package static let tab = Step.key(KeyEvent(.tab))
        /// Shift-Tab.
        package static let shiftTab = Step.key(KeyEvent(.tab, modifiers: .shift))
        /// Enter.
        package static let enter = Step.key(KeyEvent(.enter))
        /// Space.
        package static let space = Step.key(KeyEvent(.character(" ")))
        /// The down arrow.
        package static let down = Step.key(KeyEvent(.down))
        /// The up arrow.
        package static let up = Step.key(KeyEvent(.up))
        /// Esc.
        package static let escape = Step.key(KeyEvent(.escape))
    }

    /// The steps, in order.
    package var steps: [Step]

    /// Creates a script.
    package init(_ steps: [Step]) {
        self.steps = steps
    }

    /// The terminal events of `step` on a screen showing `lines`.
    ///
    /// - Throws: ``DemoScriptError`` when a label the step points at is not on the screen.
    package static func events(of step: Step, onScreen lines: [String]) throws(DemoScriptError) -> [TerminalEvent] {
        switch step {
        case .key(let key):
            return [.key(key)]
        case .text(let text):
            return text.map { .key(KeyEvent(.character($0))) }
        case .press(let target):
            return [.mouse(MouseEvent(.press, button: .left, at: try point(of: target, onScreen: lines)))]
        case .drag(let target):
            return [.mouse(MouseEvent(.drag, button: .left, at: try point(of: target, onScreen: lines)))]
        case .release(let target):
            return [.mouse(MouseEvent(.release, button: .left, at: try point(of: target, onScreen: lines)))]
        case .click(let target):
            let point = try point(of: target, onScreen: lines)
            return [.mouse(MouseEvent(.press, button: .left, at: point)), .mouse(MouseEvent(.release, button: .left, at: point))]
        }
    }

    /// The cell a target points at on a screen showing `lines`.
    ///
    /// - Throws: ``DemoScriptError`` when the label is not on the screen.
    package static func point(of target: Target, onScreen lines: [String]) throws(DemoScriptError) -> Point {
        switch target {
        case .cell(let cell):
            return cell
        case .label(let text):
            for (row, line) in lines.enumerated() {
                guard let range = line.firstRange(of: text) else { continue }
                // Columns, not characters: a wide glyph before the label takes two.
                return Point(x: Buffer.displayWidth(of: line[..<range.lowerBound]), y: row)
            }
            throw DemoScriptError(missingLabel: text, screen: lines)
        }
    }

    /// Whether `step` points at a label (so a caller driving a real terminal waits until it shows).
    package static func label(of step: Step) -> String? {
        switch step {
        case .press(.label(let text)), .drag(.label(let text)), .release(.label(let text)), .click(.label(let text)): text
        default: nil
        }
    }
}
