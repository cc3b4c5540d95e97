import SelectionCore
import SelectionTerminal
import SelectionUI

/// The five source designs, each an ``AppScreen`` that `sel demo NAME` runs full-screen, with
/// the key script that the tests drive and that makes its README picture.
///
/// ```swift
/// let screen = Demo.colour.makeScreen()
/// _ = try PromptHost.run(screen, options: PromptHost.Options(presentation: .fullScreen))
/// ```
package enum Demo: String, CaseIterable, Sendable {
    /// Design 1, "Selection View": a bar button's popover of colours paints the view.
    case colour
    /// Design 2, "DropDownList": drop-downs with text and pictures, an event log.
    case dropdown
    /// Design 3, "CheckList": a form whose fields open one reusable checklist.
    case checklist
    /// Design 4, "Interval RunCalc": distance, pace and time on digit wheels; any two give the third.
    case runcalc
    /// Design 5, "KFPopupSelector": popup selectors, a palette grid, a horizontal menu.
    case popup

    /// One line for the chooser.
    package var summary: String {
        switch self {
        case .colour: "Design 1: a bar button's popover paints the view"
        case .dropdown: "Design 2: drop-downs with text and pictures, an event log"
        case .checklist: "Design 3: a form whose fields open one reusable checklist"
        case .runcalc: "Design 4: distance, pace, time on digit wheels"
        case .popup: "Design 5: popup selectors, a palette grid, a horizontal menu"
        }
    }

    /// The demo's screen.
    ///
    /// - Parameter rows: The visible-row count of the drop-down demo's lists.
    package func makeScreen(rows: Int = 5) -> AppScreen {
        switch self {
        case .colour: ColourDemo.makeScreen()
        case .dropdown: DropDownDemo.makeScreen(visibleRows: rows)
        case .checklist: ChecklistDemo.makeScreen()
        case .runcalc: RunCalcDemo.makeScreen()
        case .popup: PopupDemo.makeScreen()
        }
    }

    /// The demo's one key script: what the picture test drives (and checks) on an 80×24 screen,
    /// what the README picture shows, and what the end-to-end tests type where they can.
    package var pictureScript: DemoScript {
        switch self {
        case .colour: ColourDemo.script
        case .dropdown: DropDownDemo.script
        case .checklist: ChecklistDemo.script
        case .runcalc: RunCalcDemo.script
        case .popup: PopupDemo.script
        }
    }

    /// The chooser `sel demo` opens: one button per demo; activating one finishes with its name.
    package static func makeChooser() -> AppScreen {
        var content = ScreenContent(title: "sel demo", hint: "Click a demo to open it, or Tab to one and press Enter; q or Esc leaves")
        for demo in allCases {
            content.add(ButtonControl(id: demo.rawValue, title: demo.rawValue), label: demo.summary)
        }
        content.status = "In a demo, q or Esc comes back here"
        return AppScreen(content) { note, _ in
            if case .activated = note.kind { return .finish(note.controlID) }
            return .proceed
        }
    }
}
