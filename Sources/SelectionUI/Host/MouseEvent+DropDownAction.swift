import SelectionCore
import SelectionTerminal

extension MouseEvent {
    /// The drop-down action this report means over `target`: a primary press, motion (with or
    /// without the button), a release, or a wheel notch (one row); nil for anything else.
    ///
    /// ```swift
    /// let target = ListView(state: dropDown.list, theme: .standard).target(at: mouse.position, area: listArea)
    /// if let action = mouse.dropDownAction(over: target) { dropDown.send(action) }
    /// ```
    public func dropDownAction(over target: PointerTarget) -> DropDownAction? {
        switch kind {
        case .press where button == .left: .pointerDown(target)
        case .drag, .move: .pointerMove(target)
        case .release: .pointerUp(target)
        case .scroll(.up): .list(.scroll(by: -1))
        case .scroll(.down): .list(.scroll(by: 1))
        default: nil
        }
    }
}
