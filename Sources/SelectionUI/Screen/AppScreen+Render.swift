import SelectionCore
import SelectionTerminal

extension AppScreen {
    /// Draws the prompt into its region; returns the cell where the accessible cursor rests.
    public func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        let theme = context.theme
        let size = Size(width: buffer.width, height: buffer.height)
        let layout = layout(in: size, theme: theme)
        renderBase(into: &buffer, layout: layout, theme: theme)
        // Accessible mode: the cursor rests on the focused control, or in the top layer.
        var cursor: Point? = focus.focused.flatMap { layout.frame(of: $0, in: content) }.map { Point(x: $0.x, y: $0.y) }
        for layer in stack.layers {
            guard let frame = layerFrame(of: layer, layout: layout, screen: size, theme: theme) else { continue }
            switch (layer.kind, frame) {
            case (.popover, .popover(let popover)):
                let inner = PopoverView(popover, theme: theme).render(into: &buffer)
                cursor = renderOwnerPopover(layer.owner, into: &buffer, area: inner, theme: theme) ?? cursor
            case (.popover, .fullScreen(let toolbar, let area)):
                buffer.fill(buffer.area, with: .blank)
                let title = popoverContent(of: layer.owner, screen: size)?.title ?? ""
                ModalToolbar(title: title, showsDone: false).render(into: &buffer, area: toolbar, theme: theme)
                cursor = renderOwnerPopover(layer.owner, into: &buffer, area: area, theme: theme) ?? cursor
            case (.modal(let modal, let title), .fullScreen(let toolbar, let area)):
                buffer.fill(buffer.area, with: .blank)
                ModalToolbar(title: title, showsDone: true).render(into: &buffer, area: toolbar, theme: theme)
                var inner = Buffer(size: Size(width: area.width, height: area.height))
                let point = modal.render(into: &inner, context: modalContext(context, area: area))
                Self.copy(inner, into: &buffer, at: Point(x: area.x, y: area.y))
                cursor = point.map { Point(x: $0.x + area.x, y: $0.y + area.y) }
            case (.modal, .popover):
                break
            }
        }
        return cursor
    }

    @discardableResult
    private func renderOwnerPopover(_ id: String, into buffer: inout Buffer, area: Rect, theme: Theme) -> Point? {
        guard let index = content.index(of: id) else { return nil }
        return content.items[index].control.renderPopover(into: &buffer, area: area, theme: theme)
    }

    func renderBase(into buffer: inout Buffer, layout: ScreenLayout, theme: Theme) {
        // Text on the painted view is black or white, whichever reads better on it: never the
        // terminal's default foreground, which may be unreadable on a colour nobody checked it against.
        let background: Style = content.background.map { Style.text(on: $0) } ?? .plain
        let bar = Style(attributes: [.reverse, .bold])
        buffer.fill(layout.titleBar, with: .blank(bar))
        // The title centres on the bar when it can, else in the room between the bar's buttons
        // (a space and the focus marker's column before a trailing one), cut with an ellipsis
        // (centring on the bar alone put "Selection Vie" under the Color button at 30 columns).
        let barFrames = layout.frames.values.filter { $0.y == layout.titleBar.y && !$0.isEmpty }
        let middle = layout.titleBar.x + layout.titleBar.width / 2
        let start = barFrames.filter { $0.x + $0.width / 2 <= middle }.map { $0.maxX + 1 }.max() ?? layout.titleBar.x
        let end = barFrames.filter { $0.x + $0.width / 2 > middle }.map { $0.x - 2 }.min() ?? layout.titleBar.maxX
        if end - start >= 2 {
            let titleWidth = Buffer.displayWidth(of: content.title, limit: buffer.width + 1)
            let centred = layout.titleBar.x + (layout.titleBar.width - titleWidth) / 2
            let x = min(max(centred, start), max(start, end - titleWidth))
            buffer.write(
                content.title, at: Point(x: x, y: layout.titleBar.y), style: bar,
                clip: Rect(x: start, y: layout.titleBar.y, width: end - start, height: 1), overflow: .ellipsis)
        }
        buffer.write(content.hint, at: Point(x: 1, y: layout.hintRow.y), style: theme.help, clip: layout.hintRow, overflow: .ellipsis)
        buffer.fill(layout.contentArea, with: .blank(background))
        for (index, point) in layout.labels {
            guard case .row(let label?) = content.items[index].place else { continue }
            let room = Rect(x: point.x, y: point.y, width: max(0, layout.labelWidth - 2), height: 1).intersection(layout.contentArea)
            buffer.write(label + ":", at: point, style: background.adding(.bold), clip: room, overflow: .ellipsis)
        }
        for (index, frame) in layout.frames {
            let control = content.items[index].control
            let isFocused = control.id == focus.focused
            control.render(into: &buffer, frame: frame, isFocused: isFocused, theme: theme)
            if isFocused, frame.x > 0 {
                // A marker as well as the control's own underline: focus never by colour alone.
                let row = frame.y == 0 ? layout.titleBar : layout.contentArea
                let style = frame.y == 0 ? bar : background.adding(.bold)
                buffer.set(Cell("›", style: style), at: Point(x: frame.x - 1, y: frame.y), clip: row)
            }
        }
        if content.background != nil {
            buffer.updateStyle(in: layout.contentArea) { style in
                if style.background == .default {
                    style.background = background.background
                    if style.foreground == .default { style.foreground = background.foreground }
                }
            }
        }
        buffer.write(
            content.status, at: Point(x: 1, y: layout.statusRow.y), style: theme.detail, clip: layout.statusRow, overflow: .ellipsis)
    }

    /// Copies `source` into `buffer` with its top-left corner at `origin`.
    static func copy(_ source: Buffer, into buffer: inout Buffer, at origin: Point) {
        for y in 0..<source.height {
            for x in 0..<source.width {
                let cell = source[x, y]
                if cell.isContinuation { continue }
                buffer.set(cell, at: Point(x: origin.x + x, y: origin.y + y))
            }
        }
    }
}
