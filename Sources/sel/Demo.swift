import SelectionKit

/// The source designs `sel demo` shows, each built on ``AppScreen``.
enum Demo: String, CaseIterable {
    case colour
    case dropdown
    case checklist
    case popup

    /// One line for the chooser.
    var summary: String {
        switch self {
        case .colour: "Design 1: a bar button's popover paints the view"
        case .dropdown: "Design 2: drop-downs with text and pictures, an event log"
        case .checklist: "Design 3: a form whose fields open one reusable checklist"
        case .popup: "Design 5: popup selectors, a palette grid, a horizontal menu"
        }
    }

    /// The demo's screen; `rows` is the drop-down demo's visible-row count.
    func makeScreen(rows: Int) -> AppScreen {
        switch self {
        case .colour: ColourDemo.makeScreen()
        case .dropdown: DropDownDemo.makeScreen(visibleRows: rows)
        case .checklist: ChecklistDemo.makeScreen()
        case .popup: PopupDemo.makeScreen()
        }
    }

    /// The chooser `sel demo` opens: one button per demo; activating one finishes with its name.
    static func makeChooser() -> AppScreen {
        var content = ScreenContent(title: "sel demo", hint: "Tab or click to pick a demo, Enter opens it; q or Esc leaves")
        for demo in allCases {
            content.add(ButtonControl(id: demo.rawValue, title: demo.rawValue), label: demo.summary)
        }
        content.status = "runcalc (design 4) arrives with the digit-wheel picker"
        return AppScreen(content) { note, _ in
            if case .activated = note.kind { return .finish(note.controlID) }
            return .proceed
        }
    }
}
