import SelectionCore
import SelectionTerminal
import SelectionUI

/// Design 1, "Selection View": a "Color" bar button whose popover lists colours declared as
/// data, each with its swatch; choosing one paints the content area and closes the popover.
enum ColourDemo {
    /// The rows, as data: label and hex value.
    static let colours: [(label: String, hex: String)] = [
        ("Red", "#ff0000"), ("Yellow", "#ffff00"), ("Green", "#00ff00"), ("Blue", "#0000ff"), ("Purple", "#ff00ff"),
    ]

    /// Press Color, drag onto Blue, release (one gesture), then open the popover again: the view
    /// is blue and Blue carries the checkmark.
    static let script = DemoScript([.press("Color"), .drag("Blue"), .release("Blue"), .click("Color")])

    static func makeScreen() -> AppScreen {
        let options = colours.compactMap { row -> Choice<Colour>? in
            guard let colour = try? Colour(parsing: row.hex) else { return nil }
            return Choice(row.label, value: colour, detail: row.hex, content: .swatchAndText(colour))
        }
        var button = DropDownControl(id: "colour", options: options, selectionMode: .single, title: "Color")
        button.fixedLabel = "Color"
        button.preferredPlacement = .bottomEnd
        var content = ScreenContent(
            title: "Selection View",
            hint: "Press Color (or Tab, Enter), pick a colour: it paints this view. q leaves")
        let colour = content.add(button, place: .trailingBarButton)
        content.status = "No colour yet"
        return AppScreen(content) { note, content in
            if case .selected(_, let label, let value)? = note.event(from: colour) {
                content.background = value
                content.status = "\(label) \(value.hexString)"
            }
            return .proceed
        }
    }
}
