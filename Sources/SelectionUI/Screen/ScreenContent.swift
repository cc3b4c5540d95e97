import SelectionCore

/// What an ``AppScreen`` shows: a title bar with bar buttons, a one-line hint, a content area
/// with its own background colour and stacked rows of labelled controls, and a status line.
///
/// ```swift
/// var content = ScreenContent(title: "Selection View", hint: "Press Color and pick one")
/// content.add(colourButton, place: .trailingBarButton)
/// content.add(DropDownControl(id: "size", options: sizes), label: "Size")
/// content.background = Colour(rgb: 0x0000ff)
/// ```
public struct ScreenContent {
    /// The title, centred in the title bar.
    public var title: String
    /// One line under the title bar saying what to try.
    public var hint: String
    /// The content area's background; nil for the terminal's own.
    public var background: Colour?
    /// The last line: an event log, a result.
    public var status: String
    /// The controls, in Tab order within their places (bar buttons come first).
    public var items: [ScreenItem]

    /// Creates content with no controls.
    public init(title: String, hint: String = "", background: Colour? = nil, status: String = "", items: [ScreenItem] = []) {
        self.title = title
        self.hint = hint
        self.background = background
        self.status = status
        self.items = items
    }

    /// Places `control` at `place`.
    public mutating func add(_ control: any Control, place: ScreenItem.Place) {
        items.append(ScreenItem(control, place: place))
    }

    /// Adds a content row: `label` then `control`.
    public mutating func add(_ control: any Control, label: String?) {
        add(control, place: .row(label: label))
    }

    /// The index of the control named `id`.
    public func index(of id: String) -> Int? {
        items.firstIndex { $0.control.id == id }
    }

    /// The control named `id`, as `type`.
    public func control<C: Control>(_ id: String, as type: C.Type = C.self) -> C? {
        index(of: id).flatMap { items[$0].control as? C }
    }

    /// Changes the control named `id`, if it is a `type`.
    public mutating func update<C: Control>(_ id: String, as type: C.Type = C.self, _ change: (inout C) -> Void) {
        guard let index = index(of: id), var control = items[index].control as? C else { return }
        change(&control)
        items[index].control = control
    }

    /// Item indexes in Tab order: leading bar buttons, trailing bar buttons, then rows.
    var tabOrder: [Int] {
        let leading = items.indices.filter { items[$0].place == .leadingBarButton }
        let trailing = items.indices.filter { items[$0].place == .trailingBarButton }
        let rows = items.indices.filter { if case .row = items[$0].place { true } else { false } }
        return (leading + trailing + rows).filter { items[$0].control.isFocusable }
    }
}
