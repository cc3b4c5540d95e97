import SelectionCore
import SelectionTerminal

/// Where everything on an ``AppScreen``'s base goes for one screen size; worked out again on
/// every event and frame, so a resize re-flows at once.
///
/// ```
/// row 0      ‹left›         Title          ‹right›   title bar
/// row 1      what to try                              hint
/// rows 2…    Label: [control ▾]                       content area (its own background)
/// last row   event log                                status
/// ```
package struct ScreenLayout: Sendable, Equatable {
    /// The title bar.
    package var titleBar: Rect
    /// The hint row.
    package var hintRow: Rect
    /// The content area.
    package var contentArea: Rect
    /// The status row.
    package var statusRow: Rect
    /// Each item's frame, by item index (items that do not fit are left out).
    package var frames: [Int: Rect]
    /// Where each row's label goes, by item index.
    package var labels: [Int: Point]
    /// The columns each row's label may take: its ": " and the focus marker's column included.
    package var labelWidth: Int

    /// Lays out `content` on a screen of `size`.
    package init(content: ScreenContent, size: Size, theme: Theme) {
        let width = max(0, size.width)
        let height = max(0, size.height)
        titleBar = Rect(x: 0, y: 0, width: width, height: min(1, height))
        hintRow = Rect(x: 0, y: 1, width: width, height: height > 2 ? 1 : 0)
        statusRow = Rect(x: 0, y: max(0, height - 1), width: width, height: height > 3 ? 1 : 0)
        contentArea = Rect(x: 0, y: 2, width: width, height: max(0, height - 3))
        frames = [:]
        labels = [:]
        labelWidth = 0

        var leadingX = 1
        var trailingX = width - 1
        for index in content.items.indices {
            let control = content.items[index].control
            let wanted = control.preferredWidth(theme: theme)
            switch content.items[index].place {
            case .leadingBarButton:
                frames[index] = Rect(x: leadingX, y: 0, width: min(wanted, max(0, width - leadingX)), height: 1)
                leadingX += wanted + 2
            case .trailingBarButton:
                trailingX -= wanted
                frames[index] = Rect(x: max(0, trailingX), y: 0, width: min(wanted, width), height: 1)
                trailingX -= 2
            case .row:
                break
            }
        }

        let rows = content.items.indices.filter { if case .row = content.items[$0].place { true } else { false } }
        let naturalLabelWidth =
            rows.map { index -> Int in
                guard case .row(let label?) = content.items[index].place else { return 0 }
                // The label, its colon, a space, and a column for the focus marker `›`, so the
                // marker never takes the gap after the label (which would read `Menu:›Menu`).
                return Buffer.displayWidth(of: label, limit: width) + 3
            }.max() ?? 0
        // The controls are what a user presses: on a narrow screen the labels give way first
        // (cut with an ellipsis), down to a few columns.
        let widestControl = rows.map { content.items[$0].control.preferredWidth(theme: theme) }.max() ?? 0
        let room = width - 2 - 1 - widestControl
        labelWidth = min(naturalLabelWidth, max(min(naturalLabelWidth, 8), room))
        let labelWidth = self.labelWidth
        let step = rows.count * 2 + 1 <= contentArea.height ? 2 : 1
        var y = contentArea.y + (step == 2 ? 1 : 0)
        for index in rows where y < contentArea.maxY {
            if case .row(let label?) = content.items[index].place, !label.isEmpty {
                labels[index] = Point(x: 2, y: y)
            }
            let x = 2 + labelWidth
            let wanted = content.items[index].control.preferredWidth(theme: theme)
            frames[index] = Rect(x: x, y: y, width: max(0, min(wanted, width - x - 1)), height: 1)
            y += step
        }
    }

    /// The item whose frame holds `point`.
    package func item(at point: Point) -> Int? {
        frames.first { $0.value.contains(point) }?.key
    }

    /// The frame of the control named `id`.
    package func frame(of id: String, in content: ScreenContent) -> Rect? {
        content.index(of: id).flatMap { frames[$0] }
    }
}
