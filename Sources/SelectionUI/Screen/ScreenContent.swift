import SelectionCore

/// What an ``AppScreen`` shows: a title bar with bar buttons, a one-line hint, a content area
/// with its own background colour and stacked rows of labelled controls, and a status line.
///
/// ```swift
/// var content = ScreenContent(title: "Selection View", hint: "Press Color and pick one")
/// let colour = content.add(colourButton, place: .trailingBarButton)
/// let size = content.add(DropDownControl(id: "size", options: sizes), label: "Size")
/// content.background = Colour(rgb: 0x0000ff)
/// content[size]?.visibleRows = 4
/// ```
///
/// Adding a control returns its ``ControlHandle``: the typed way to read its events from a
/// ``ControlNotification`` and the control itself from the content, without casting.
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

    /// Places `control` at `place` and returns its handle.
    @discardableResult
    public mutating func add<C: Control>(_ control: C, place: ScreenItem.Place) -> ControlHandle<C> {
        items.append(ScreenItem(control, place: place))
        return ControlHandle(id: control.id)
    }

    /// Adds a content row, `label` then `control`, and returns the control's handle.
    ///
    /// ```swift
    /// let fruit = content.add(DropDownControl(id: "fruit", options: fruits), label: "Fruit")
    /// ```
    @discardableResult
    public mutating func add<C: Control>(_ control: C, label: String?) -> ControlHandle<C> {
        add(control, place: .row(label: label))
    }

    /// The control `handle` names, typed; nil when the content has no such control. Setting it
    /// replaces the control with one of the same id (another id, or nil, changes nothing: the
    /// handle would no longer name it).
    ///
    /// ```swift
    /// content[distance] = RunCalcDemo.field(.distance, of: run)
    /// let text = content[distance]?.text
    /// ```
    public subscript<C: Control>(handle: ControlHandle<C>) -> C? {
        get {
            // The handle's id names a control of type `C` (``add(_:place:)`` made it so).
            index(of: handle.id).flatMap { items[$0].control as? C }
        }
        set {
            guard let newValue, newValue.id == handle.id, let index = index(of: handle.id), items[index].control is C else { return }
            items[index].control = newValue
        }
    }

    /// The index of the control named `id`.
    func index(of id: String) -> Int? {
        items.firstIndex { $0.control.id == id }
    }

    /// Item indexes in Tab order: leading bar buttons, trailing bar buttons, then rows.
    var tabOrder: [Int] {
        let leading = items.indices.filter { items[$0].place == .leadingBarButton }
        let trailing = items.indices.filter { items[$0].place == .trailingBarButton }
        let rows = items.indices.filter { if case .row = items[$0].place { true } else { false } }
        return (leading + trailing + rows).filter { items[$0].control.isFocusable }
    }
}
