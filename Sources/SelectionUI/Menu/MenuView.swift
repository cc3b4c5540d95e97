import SelectionCore
import SelectionTerminal

/// Draws one open menu of a `MenuState` in a bordered box: the active item highlighted with a
/// marker, checkboxes and radio items with their state, a `▸` for submenus, separators as rules,
/// disabled items dimmed with their reason.
///
/// ```
/// ╭────────────────────────────╮
/// │› New                       │
/// │  Open Recent             ▸ │
/// │────────────────────────────│
/// │  Print (no printer)        │
/// ╰────────────────────────────╯
/// ```
package struct MenuView: Sendable {
    /// The items of the menu.
    package var items: [MenuItem]
    /// The active item, if any.
    package var active: Int?
    /// Styles and glyphs.
    package var theme: Theme

    /// Creates a view of one menu.
    package init(items: [MenuItem], active: Int?, theme: Theme) {
        self.items = items
        self.active = active
        self.theme = theme
    }

    private var hasCheckable: Bool {
        items.contains {
            switch $0.kind {
            case .checkbox, .radio: true
            default: false
            }
        }
    }

    private var hasSubmenus: Bool { items.contains(where: \.isSubmenu) }

    /// The box's natural size, border included.
    package var naturalSize: Size {
        let labels = items.map { item -> Int in
            Buffer.displayWidth(of: item.label) + (item.disabledReason.map { Buffer.displayWidth(of: $0) + 3 } ?? 0)
        }
        let width = 2 + 2 + (hasCheckable ? 4 : 0) + (labels.max() ?? 0) + (hasSubmenus ? 2 : 0) + 1
        return Size(width: width, height: items.count + 2)
    }

    /// Draws the box into `frame`.
    package func render(into buffer: inout Buffer, frame: Rect) {
        let inner = PopoverView(frame: frame, theme: theme).render(into: &buffer)
        for (index, item) in items.enumerated() {
            let y = inner.y + index
            guard y < inner.maxY else { break }
            if item.isSeparator {
                let rule = String(repeating: theme.separatorGlyph, count: inner.width)
                buffer.write(rule, at: Point(x: inner.x, y: y), style: theme.separator, clip: inner)
                continue
            }
            let isActive = index == active
            let base = item.isDisabled ? theme.disabled : theme.text
            let style = isActive ? theme.highlight : base
            buffer.fill(Rect(x: inner.x, y: y, width: inner.width, height: 1), with: .blank(isActive ? theme.highlight : theme.popover))
            var x = buffer.write(
                isActive ? String(theme.highlightMarker) + " " : "  ", at: Point(x: inner.x, y: y), style: style, clip: inner)
            if hasCheckable {
                let mark: String
                switch item.kind {
                case .checkbox: mark = item.isChecked ? theme.checkboxOn : theme.checkboxOff
                case .radio: mark = item.isChecked ? "(•)" : "( )"
                default: mark = "   "
                }
                x = buffer.write(mark + " ", at: Point(x: x, y: y), style: style, clip: inner)
            }
            x = buffer.write(item.label, at: Point(x: x, y: y), style: style, clip: inner, overflow: .ellipsis)
            if let reason = item.disabledReason {
                buffer.write(
                    " (" + reason + ")", at: Point(x: x, y: y), style: isActive ? style : theme.detail, clip: inner, overflow: .ellipsis)
            }
            if item.isSubmenu {
                buffer.write("▸", at: Point(x: inner.maxX - 2, y: y), style: style, clip: inner)
            }
        }
    }
}
