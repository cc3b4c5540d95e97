import SelectionCore

/// A mouse report: a press, a release, motion, or the wheel, at a cell.
///
/// Positions are 0-based cells (column `x`, row `y`): the terminal's 1-based report
/// `CSI < 0;12;3M` becomes a left press at `Point(x: 11, y: 2)`.
///
/// ```swift
/// let pressesTheList = event.kind == .press && event.button == .left && listFrame.contains(event.position)
/// ```
public struct MouseEvent: Sendable, Hashable {
    /// What happened.
    public enum Kind: Sendable, Hashable {
        /// A button went down.
        case press
        /// A button was let go. Legacy (X10) reports do not say which: ``Button/none``.
        case release
        /// The pointer moved with a button held (needs button-event or any-event tracking).
        case drag
        /// The pointer moved with no button held (needs any-event tracking, mode 1003).
        case move
        /// One notch of the wheel (wheels report no release).
        case scroll(ScrollDirection)
    }

    /// Which button.
    public enum Button: Sendable, Hashable {
        /// The primary button.
        case left
        /// The middle button (or wheel click).
        case middle
        /// The secondary button.
        case right
        /// No button: for ``Kind/move``, ``Kind/scroll(_:)`` and legacy releases.
        case none
        /// An extra button, 8 to 11 (8 and 9 are often Back and Forward).
        case extra(Int)
    }

    /// The direction of one wheel notch.
    public enum ScrollDirection: Sendable, Hashable {
        /// Away from the user: content moves down, the view up.
        case up
        /// Towards the user.
        case down
        /// Tilted left (or Shift+wheel on some systems).
        case left
        /// Tilted right.
        case right
    }

    /// What happened.
    public var kind: Kind
    /// Which button, ``Button/none`` for motion without a button and for the wheel.
    public var button: Button
    /// The cell under the pointer, 0-based (column, row).
    public var position: Point
    /// Shift, Alt and Ctrl as the terminal reports them (many terminals keep Shift+click for
    /// their own selection and never report it).
    public var modifiers: Modifiers

    /// Creates a mouse event.
    ///
    /// - Parameters:
    ///   - kind: press, release, drag, move or scroll.
    ///   - button: the button; ``Button/none`` by default.
    ///   - position: the 0-based cell.
    ///   - modifiers: the modifiers held; none by default.
    public init(_ kind: Kind, button: Button = .none, at position: Point, modifiers: Modifiers = []) {
        self.kind = kind
        self.button = button
        self.position = position
        self.modifiers = modifiers
    }
}

extension MouseEvent: CustomStringConvertible {
    /// `press left at 12,3`, `drag left at 13,3`, `scroll down at 5,7`, `move at 4,2`, with
    /// 0-based `x,y` cells; modifiers prefix the button or direction (`press ctrl+left at 1,1`,
    /// `scroll shift+up at 0,0`), or follow the kind when there is no button
    /// (`move ctrl at 2,2`, `release at 7,17` for a legacy release).
    public var description: String {
        let verb: String
        let object: String?
        switch kind {
        case .press: (verb, object) = ("press", Self.name(of: button))
        case .release: (verb, object) = ("release", Self.name(of: button))
        case .drag: (verb, object) = ("drag", Self.name(of: button))
        case .move: (verb, object) = ("move", Self.name(of: button))
        case .scroll(let direction): (verb, object) = ("scroll", Self.name(of: direction))
        }
        var text = verb
        switch (object, modifiers.isEmpty) {
        case (let object?, true): text += " " + object
        case (let object?, false): text += " " + modifiers.description + "+" + object
        case (nil, true): break
        case (nil, false): text += " " + modifiers.description
        }
        return text + " at \(position.x),\(position.y)"
    }

    private static func name(of button: Button) -> String? {
        switch button {
        case .left: return "left"
        case .middle: return "middle"
        case .right: return "right"
        case .none: return nil
        case .extra(let number): return "button\(number)"
        }
    }

    private static func name(of direction: ScrollDirection) -> String {
        switch direction {
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        }
    }
}
