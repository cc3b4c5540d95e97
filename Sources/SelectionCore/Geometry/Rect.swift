/// A point on the cell grid: `x` grows rightward, `y` grows downward.
public struct Point: Sendable, Hashable, CustomStringConvertible {
    /// The column, 0-based.
    public var x: Int
    /// The row, 0-based.
    public var y: Int

    /// Creates a point at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// `(x,y)`.
    public var description: String { "(\(x),\(y))" }
}

/// A size in whole cells.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    /// Width in columns.
    public var width: Int
    /// Height in rows.
    public var height: Int

    /// Creates a size of `width` columns by `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `WxH`.
    public var description: String { "\(width)x\(height)" }
}

/// A rectangle of whole cells (docs/behaviour.md §10.1): origin at the top-left, integer cells.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    /// The leftmost column.
    public var x: Int
    /// The topmost row.
    public var y: Int
    /// Width in columns (never negative once normalised by the caller).
    public var width: Int
    /// Height in rows.
    public var height: Int

    /// Creates a rectangle from its origin and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Creates a rectangle at `origin` with `size`.
    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The rectangle of zero size at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The column just past the right edge.
    public var maxX: Int { x + width }
    /// The row just past the bottom edge.
    public var maxY: Int { y + height }
    /// The top-left corner.
    public var origin: Point { Point(x: x, y: y) }
    /// The size.
    public var size: Size { Size(width: width, height: height) }
    /// True when the rectangle covers no cell.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// True when the cell at `point` lies inside the rectangle.
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// The cells both rectangles cover; `.zero`-sized at the clamped origin when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let left = Swift.max(x, other.x)
        let top = Swift.max(y, other.y)
        let right = Swift.min(maxX, other.maxX)
        let bottom = Swift.min(maxY, other.maxY)
        return Rect(x: left, y: top, width: Swift.max(0, right - left), height: Swift.max(0, bottom - top))
    }

    /// `(x,y WxH)`.
    public var description: String { "(\(x),\(y) \(width)x\(height))" }
}
