import SelectionCore
import SelectionTerminal
import SelectionUI

/// Design 5, "KFPopupSelector": popup selectors in value mode ("--" until chosen) and action
/// mode, a colour palette in a grid, a horizontal menu, a menu button with a submenu; press-drag-release
/// chooses in one gesture.
enum PopupDemo {
    static let palette: [(String, UInt32)] = [
        ("Red", 0xff0000), ("Orange", 0xff8800), ("Yellow", 0xffff00), ("Green", 0x00cc00),
        ("Teal", 0x008080), ("Blue", 0x0000ff), ("Purple", 0x8800ff), ("Grey", 0x888888),
    ]

    /// Size: press on "--", drag onto Large, release (one gesture); then open the palette grid.
    static let script = DemoScript([.press("-- ▾"), .drag("Large"), .release("Large"), .tab, .tab, .enter])

    static func makeScreen() -> AppScreen {
        let size = DropDownControl(
            id: "size", options: ["Small", "Medium", "Large", "Extra large"].map { Choice($0, value: $0) },
            mode: .value(placeholder: "--"))
        let action = DropDownControl(
            id: "action", options: ["Copy", "Paste", "Delete"].map { Choice($0, value: $0) }, mode: .action(prompt: "Edit"))
        let colours = DropDownControl(
            id: "palette", options: palette.map { Choice($0.0, value: Colour(rgb: $0.1), content: .swatch(Colour(rgb: $0.1))) },
            mode: .value(placeholder: "--"), layout: .grid(columns: 4))
        let menu = DropDownControl(
            id: "menu", options: ["File", "Edit", "View", "Help"].map { Choice($0, value: $0) },
            mode: .action(prompt: "Menu"), layout: .horizontal)
        // A menu button whose menu has a submenu (docs/behaviour.md §6): → or a click opens it.
        let file = MenuControl(
            id: "file", trigger: "File",
            items: [
                .command("New"), .submenu("Open Recent", [.command("notes.txt"), .command("todo.md")]), .separator,
                .command("Quit"),
            ])
        var content = ScreenContent(
            title: "Popup Selector",
            hint: "Press a selector, drag onto an option, release: chosen in one gesture. q leaves")
        content.add(size, label: "Size (value)")
        content.add(action, label: "Edit (action)")
        content.add(colours, label: "Colour (grid)")
        content.add(menu, label: "Menu (horizontal)")
        content.add(file, label: "Menu (submenu)")
        content.status = "value changed: (none yet)"
        return AppScreen(content) { note, content in
            switch note.kind {
            case .selected(_, let label): content.status = "value changed: \(note.controlID) = \(label)"
            case .activated(_, let label): content.status = "action: \(note.controlID) → \(label)"
            default: break
            }
            return .proceed
        }
    }
}
