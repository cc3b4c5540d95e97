import SelectionCore
import SelectionTerminal

/// A border as fzf's `--border=STYLE` names it: which sides are drawn, and with which glyphs.
///
/// ```
///  rounded    sharp      bold       double     dashed     block      horizontal  left
///  ╭──╮       ┌──┐       ┏━━┓       ╔══╗       ╭╶╶╮       ▛▀▀▜       ────        │
///  │  │       │  │       ┃  ┃       ║  ║       ┆  ┆       ▌  ▐                   │
///  ╰──╯       └──┘       ┗━━┛       ╚══╝       ╰╶╶╯       ▙▄▄▟       ────        │
/// ```
///
/// The sides-only shapes (`horizontal`, `vertical`, `top`, `bottom`, `left`, `right`) draw the
/// rounded style's lines; `line` is a single line whose side depends on what it separates, so it
/// is resolved by the caller (``resolvingLine(as:)``).
package struct BorderShape: Sendable, Hashable {
    /// The sides a border draws.
    package struct Sides: OptionSet, Sendable, Hashable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The top line.
        package static let top = Sides(rawValue: 1)
        /// The bottom line.
        package static let bottom = Sides(rawValue: 2)
        /// The left line.
        package static let left = Sides(rawValue: 4)
        /// The right line.
        package static let right = Sides(rawValue: 8)
        /// All four.
        package static let all: Sides = [.top, .bottom, .left, .right]
    }

    /// The sides drawn.
    package var sides: Sides
    /// The glyphs: corners, edges (`horizontal` the top, `vertical` the left), as fzf draws each style.
    package var glyphs: BorderGlyphs
    /// The bottom edge's glyph (differs from the top's for `block` and `thinblock`).
    package var bottom: Character
    /// The right edge's glyph (differs from the left's for `block` and `thinblock`).
    package var right: Character
    /// True for fzf's `line`: one line on the side facing what it separates.
    package var isLine = false

    /// A shape with `sides` drawn in `glyphs` (the same glyph for opposite edges).
    package init(sides: Sides, glyphs: BorderGlyphs = .rounded) {
        self.sides = sides
        self.glyphs = glyphs
        bottom = glyphs.horizontal
        right = glyphs.vertical
    }

    /// No border.
    package static let none = BorderShape(sides: [])
    /// fzf's default style: `╭─╮ │ ╰─╯`.
    package static let rounded = BorderShape(sides: .all)

    /// The shape fzf names `name` (`rounded`, `sharp`, `bold`, `double`, `dashed`, `block`,
    /// `thinblock`, `horizontal`, `vertical`, `top`/`up`, `bottom`/`down`, `left`, `right`, `line`,
    /// `none`), or nil.
    package init?(fzfName name: String) {
        switch name {
        case "rounded": self = .rounded
        case "sharp": self.init(sides: .all, glyphs: .square)
        case "bold":
            self.init(
                sides: .all,
                glyphs: BorderGlyphs(topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃"))
        case "double":
            self.init(
                sides: .all,
                glyphs: BorderGlyphs(topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║"))
        case "dashed":
            self.init(
                sides: .all,
                glyphs: BorderGlyphs(topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "╶", vertical: "┆"))
        case "block":
            self.init(
                sides: .all,
                glyphs: BorderGlyphs(topLeft: "▛", topRight: "▜", bottomLeft: "▙", bottomRight: "▟", horizontal: "▀", vertical: "▌"))
            (bottom, right) = ("▄", "▐")
        case "thinblock":
            self.init(
                sides: .all,
                glyphs: BorderGlyphs(topLeft: "🭽", topRight: "🭾", bottomLeft: "🭼", bottomRight: "🭿", horizontal: "▔", vertical: "▏"))
            (bottom, right) = ("▁", "▕")
        case "horizontal": self.init(sides: [.top, .bottom])
        case "vertical": self.init(sides: [.left, .right])
        case "top", "up": self.init(sides: .top)
        case "bottom", "down": self.init(sides: .bottom)
        case "left": self.init(sides: .left)
        case "right": self.init(sides: .right)
        case "none": self = .none
        case "line":
            self.init(sides: [])
            isLine = true
        default: return nil
        }
    }

    /// fzf's style names, for messages.
    package static let fzfNames =
        "rounded, sharp, bold, double, dashed, block, thinblock, horizontal, vertical, top, bottom, left, right, line, none"

    /// The name fzf gives this shape, if it is one of fzf's.
    package var fzfName: String? {
        let names = [
            "rounded", "sharp", "bold", "double", "dashed", "block", "thinblock", "horizontal", "vertical", "top",
            "bottom", "left", "right", "line", "none",
        ]
        return names.first { BorderShape(fzfName: $0) == self }
    }

    /// True when nothing is drawn.
    package var isEmpty: Bool { sides.isEmpty }

    /// A `line` resolved to the one side `side`; any other shape unchanged.
    package func resolvingLine(as side: Sides) -> BorderShape {
        guard isLine else { return self }
        var shape = self
        shape.sides = side
        shape.isLine = false
        return shape
    }

    /// This shape with the same sides drawn in `other`'s glyphs.
    package func styled(like other: BorderShape) -> BorderShape {
        var shape = other
        shape.sides = sides
        shape.isLine = isLine
        return shape
    }

    /// `area` less the rows and columns the sides take (and `padding` columns inside a left or
    /// right side, as fzf keeps a blank column there).
    package func inner(of area: Rect, sidePadding: Int = 0) -> Rect {
        var inner = area
        if sides.contains(.top) { inner = Rect(x: inner.x, y: inner.y + 1, width: inner.width, height: max(0, inner.height - 1)) }
        if sides.contains(.bottom) { inner.height = max(0, inner.height - 1) }
        if sides.contains(.left) {
            let taken = min(inner.width, 1 + sidePadding)
            inner = Rect(x: inner.x + taken, y: inner.y, width: inner.width - taken, height: inner.height)
        }
        if sides.contains(.right) { inner.width = max(0, inner.width - 1 - sidePadding) }
        return inner
    }

    /// Draws the sides around `area` in `style`; the inside is left as it is.
    package func render(into buffer: inout Buffer, area: Rect, style: Style) {
        guard !area.isEmpty, !sides.isEmpty else { return }
        if sides.contains(.top) {
            buffer.fill(Rect(x: area.x, y: area.y, width: area.width, height: 1), with: Cell(glyphs.horizontal, style: style))
        }
        if sides.contains(.bottom) {
            buffer.fill(Rect(x: area.x, y: area.maxY - 1, width: area.width, height: 1), with: Cell(bottom, style: style))
        }
        if sides.contains(.left) {
            buffer.fill(Rect(x: area.x, y: area.y, width: 1, height: area.height), with: Cell(glyphs.vertical, style: style))
        }
        if sides.contains(.right) {
            buffer.fill(Rect(x: area.maxX - 1, y: area.y, width: 1, height: area.height), with: Cell(right, style: style))
        }
        // Corners where two sides meet.
        let corners: [(Sides, Character, Point)] = [
            ([.top, .left], glyphs.topLeft, Point(x: area.x, y: area.y)),
            ([.top, .right], glyphs.topRight, Point(x: area.maxX - 1, y: area.y)),
            ([.bottom, .left], glyphs.bottomLeft, Point(x: area.x, y: area.maxY - 1)),
            ([.bottom, .right], glyphs.bottomRight, Point(x: area.maxX - 1, y: area.maxY - 1)),
        ]
        for (needed, glyph, point) in corners where sides.isSuperset(of: needed) {
            buffer.set(Cell(glyph, style: style), at: point)
        }
    }
}
