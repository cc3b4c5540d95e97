import SelectionCore
import SelectionTerminal

/// Draws a digit-wheel picker's wheels: each wheel a short column with its current row on the
/// centre line and its neighbours dimmed above and below, like a physical wheel; separators in
/// place on the centre line; the unit's name beside the wheels; and, under them, why the value
/// cannot be accepted while it is out of bounds. It only writes cells.
///
/// ```
///   ┌ gap columns carry the focus markers
///   9 2   2 2
///   0 3   2 3
///  ›1‹1 : 2 3  Minutes per mile     ← centre line: the value (11:23)
///   2 4   3 4
///   3 5   4 5
///  ✗ above the maximum 10:00         ← message line
/// ```
///
/// Smaller rows are above, larger below (as on a phone's picker); a wheel shows only the rows
/// it offers now (`WheelState.availableRows(ofWheel:)`) and wraps its neighbours as it wraps.
/// The focused wheel is drawn in ``Theme/highlight`` with an underline and `›` `‹` markers, so
/// it stands out without colour.
///
/// ```swift
/// WheelView(state: picker.state, unit: .minutesPerMile, theme: .standard)
///     .render(into: &buffer, area: Rect(x: 0, y: 1, width: 40, height: 6))
/// ```
package struct WheelView: Sendable {
    /// Where a point falls on the wheels: which wheel, and how many rows from its centre line
    /// (negative above, positive below).
    package struct Hit: Sendable, Hashable {
        /// The wheel's index in `WheelFormat.wheels`.
        package var wheel: Int
        /// Rows from the centre line: −1 is the row just above it.
        package var offset: Int

        /// Creates a hit.
        package init(wheel: Int, offset: Int) {
            self.wheel = wheel
            self.offset = offset
        }
    }

    /// The picker to draw.
    package var state: WheelState
    /// The unit whose name is drawn beside the wheels, if any.
    package var unit: MeasurementUnit?
    /// Styles and glyphs.
    package var theme: Theme
    /// The most rows drawn above and below the centre line (fewer when the area is short).
    package var maximumNeighbours: Int
    /// A message for the message line; nil shows the validity message, if the value is out of bounds.
    package var message: String?

    /// Creates a wheel view.
    package init(state: WheelState, unit: MeasurementUnit? = nil, theme: Theme, maximumNeighbours: Int = 2, message: String? = nil) {
        self.state = state
        self.unit = unit
        self.theme = theme
        self.maximumNeighbours = max(0, maximumNeighbours)
        self.message = message
    }

    // MARK: Geometry

    /// One element's columns, from the area's left edge.
    struct Column {
        var element: WheelElement
        var x: Int
        var width: Int
    }

    /// The elements' columns: a gap column first, then each element followed by a gap. The gaps
    /// either side of the focused wheel carry its markers.
    var columns: [Column] {
        var x = 1
        var columns: [Column] = []
        for element in state.format.elements {
            let width: Int
            switch element {
            case .wheel(let index):
                let wheel = state.format.wheels[index]
                width = wheel.rows.map { Buffer.displayWidth(of: wheel.label(ofRow: $0)) }.max() ?? 1
            case .separator(let character):
                width = Buffer.displayWidth(of: String(character))
            }
            columns.append(Column(element: element, x: x, width: max(1, width)))
            x += max(1, width) + 1
        }
        return columns
    }

    /// The columns the wheels take, gaps included, without the unit's name.
    package var wheelsWidth: Int {
        columns.last.map { $0.x + $0.width + 1 } ?? 1
    }

    /// The size the view wants: the wheels and the unit's name, by the centre line, the
    /// neighbours and the message line.
    package var naturalSize: Size {
        let unitWidth = unit.map { 1 + Buffer.displayWidth(of: $0.name) } ?? 0
        return Size(width: wheelsWidth + unitWidth, height: 2 * maximumNeighbours + 2)
    }

    /// How many neighbour rows fit above (and below) the centre line in `height` rows, keeping
    /// one for the message when there are two rows or more.
    package func neighbours(forHeight height: Int) -> Int {
        let messageRows = height >= 2 ? 1 : 0
        return max(0, min(maximumNeighbours, (height - messageRows - 1) / 2))
    }

    /// What the point is over, for wheels drawn in `area`: a wheel and a row offset, or nil.
    package func hit(at point: Point, area: Rect) -> Hit? {
        guard area.contains(point) else { return nil }
        let neighbours = neighbours(forHeight: area.height)
        let offset = point.y - (area.y + neighbours)
        guard abs(offset) <= neighbours else { return nil }
        for column in columns {
            guard case .wheel(let index) = column.element else { continue }
            // A wheel owns its columns and the gap to its right, so every column of the wheels hits one.
            if point.x >= area.x + column.x - (index == 0 ? 1 : 0), point.x <= area.x + column.x + column.width {
                return Hit(wheel: index, offset: offset)
            }
        }
        return nil
    }

    /// The row wheel `index` shows `offset` rows from its centre line, or nil where it shows none
    /// (a wheel of few rows shows fewer neighbours, so that none is shown twice).
    package func row(ofWheel index: Int, offset: Int) -> Int? {
        let available = state.availableRows(ofWheel: index)
        let count = available.count
        let current = state.rows[index]
        guard offset != 0 else { return current }
        let above = (count - 1) / 2
        let below = count - 1 - above
        guard offset < 0 ? -offset <= above : offset <= below else { return nil }
        let position = ((current - available.lowerBound + offset) % count + count) % count
        return available.lowerBound + position
    }

    /// The message line's text: ``message``, or why the value is out of bounds, or nil.
    package var messageText: String? {
        if let message { return message }
        switch state.validity {
        case .valid: return nil
        case .belowMinimum(let minimum): return "✗ below the minimum " + text(of: minimum)
        case .aboveMaximum(let maximum): return "✗ above the maximum " + text(of: maximum)
        case .impossibleDate(let lastDay): return "✗ no such date: that month has \(lastDay) days"
        }
    }

    private func text(of value: Double) -> String {
        (try? state.format.string(for: value)) ?? String(value)
    }

    // MARK: Drawing

    /// Draws the wheels into `area` (nothing outside it); returns the focused wheel's cell on the
    /// centre line (for the accessible cursor), or nil when the area is empty.
    @discardableResult
    package func render(into buffer: inout Buffer, area: Rect) -> Point? {
        guard area.width > 0, area.height > 0 else { return nil }
        let neighbours = neighbours(forHeight: area.height)
        let centre = area.y + neighbours
        let centreStyle = state.isValid ? theme.input : theme.error
        let focusStyle = theme.highlight.adding(.underline)
        var cursor: Point?
        for column in columns {
            let x = area.x + column.x
            switch column.element {
            case .separator(let character):
                buffer.write(String(character), at: Point(x: x, y: centre), style: centreStyle, clip: area)
            case .wheel(let index):
                let wheel = state.format.wheels[index]
                for offset in -neighbours...neighbours {
                    guard let row = row(ofWheel: index, offset: offset) else { continue }
                    let label = wheel.label(ofRow: row)
                    let padded = label + String(repeating: " ", count: max(0, column.width - Buffer.displayWidth(of: label)))
                    if offset != 0 {
                        buffer.write(padded, at: Point(x: x, y: centre + offset), style: theme.detail, clip: area)
                    } else if index == state.focus {
                        buffer.write("›" + padded + "‹", at: Point(x: x - 1, y: centre), style: focusStyle, clip: area)
                        if area.contains(Point(x: x, y: centre)) { cursor = Point(x: x, y: centre) }
                    } else {
                        buffer.write(padded, at: Point(x: x, y: centre), style: centreStyle, clip: area)
                    }
                }
            }
        }
        if let unit {
            buffer.write(unit.name, at: Point(x: area.x + wheelsWidth + 1, y: centre), style: theme.text, clip: area, overflow: .ellipsis)
        }
        let messageRow = centre + neighbours + 1
        if let text = messageText, messageRow < area.maxY {
            buffer.write(text, at: Point(x: area.x + 1, y: messageRow), style: theme.error, clip: area, overflow: .ellipsis)
        }
        return cursor ?? Point(x: area.x, y: centre)
    }
}
