/// The rows of a list: an array of items, or a count and a function that makes the item of a
/// row when it is asked for.
///
/// The second kind is how a list of a million lines, or one still filling up as input arrives,
/// costs nothing per row: a list reads only the rows it shows (and a typeahead search the rows
/// it passes), so only those are ever made.
///
/// ```swift
/// let rows = ListRows<Int>(count: lines.count) { row in .option(Choice(lines[row], value: row)) }
/// let list = ListState(rows: rows, selectionMode: .single)
/// ```
public struct ListRows<Value: Sendable & Equatable>: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
    /// Rows made on demand, shared by copies; equal only to itself.
    final class Computed: Sendable {
        let count: Int
        let item: @Sendable (Int) -> ListItem<Value>

        init(count: Int, item: @escaping @Sendable (Int) -> ListItem<Value>) {
            self.count = count
            self.item = item
        }
    }

    private enum Storage: Sendable {
        case array([ListItem<Value>])
        case computed(Computed)
    }

    private let storage: Storage

    /// Rows held in an array.
    public init(_ items: [ListItem<Value>]) {
        storage = .array(items)
    }

    /// Rows in an array literal.
    public init(arrayLiteral elements: ListItem<Value>...) {
        storage = .array(elements)
    }

    /// `count` rows, each made by `item` when it is read. Every row must be an enabled option
    /// for ``ListState/init(rows:selectionMode:configuration:)``.
    public init(count: Int, item: @escaping @Sendable (Int) -> ListItem<Value>) {
        storage = .computed(Computed(count: Swift.max(0, count), item: item))
    }

    /// True when the rows are made on demand.
    package var isComputed: Bool {
        if case .computed = storage { return true }
        return false
    }

    /// The first row, 0.
    public var startIndex: Int { 0 }

    /// One past the last row.
    public var endIndex: Int {
        switch storage {
        case .array(let items): items.count
        case .computed(let computed): computed.count
        }
    }

    /// The item of `row`.
    public subscript(row: Int) -> ListItem<Value> {
        switch storage {
        case .array(let items): items[row]
        case .computed(let computed): computed.item(row)
        }
    }

    /// Equal rows: the same function (made once), or the same items.
    public static func == (left: ListRows, right: ListRows) -> Bool {
        switch (left.storage, right.storage) {
        case (.array(let a), .array(let b)): return a == b
        case (.computed(let a), .computed(let b)) where a === b: return true
        default: return left.count == right.count && left.elementsEqual(right)
        }
    }
}
