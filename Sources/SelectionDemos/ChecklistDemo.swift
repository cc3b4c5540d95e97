import SelectionCore
import SelectionTerminal
import SelectionUI

/// Design 3, "CheckList": a job profile form whose fields open the same reusable ``Checklist``
/// modally, with its title and Done; each field shows its choice.
enum ChecklistDemo {
    static let fields: [(id: String, title: String, options: [String])] = [
        ("purpose", "Purpose", ["Design", "Testing"]),
        ("location", "Location of Workplace", ["Both", "Private", "Public"]),
        ("activity", "Principal Excavation Activity", ["Trenching", "Tunnelling", "Shaft sinking", "Open cut"]),
    ]

    /// Purpose: Testing (Enter chooses), then open Location and check Private: the checklist
    /// modal, its title bar with Cancel and Done, the checkmark on Private.
    static let script = DemoScript([.enter, .down, .enter, .tab, .enter, .down, .space])

    static func makeScreen() -> AppScreen {
        var content = ScreenContent(
            title: "Job Profile",
            hint: "Open a field (Enter or click), check a row (Space or click), Done. q leaves")
        for field in fields {
            let options = field.options
            let control = ModalFieldControl(id: field.id, title: field.title) { control in
                PromptModal(Checklist(title: control.title, options: options, current: control.text), drawsOwnToolbar: true)
            } describe: { value in
                value
            }
            content.add(control, label: field.title)
        }
        content.status = "Nothing chosen yet"
        return AppScreen(content) { note, content in
            if case .valueChanged(let label) = note.kind { content.status = "\(note.controlID) is now \(label)" }
            return .proceed
        }
    }
}
