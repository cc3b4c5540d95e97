import SelectionCore
import SelectionTerminal
import SelectionUI

/// Design 2, "DropDownList": drop-downs that show "Select..." until chosen; text, pictures, or
/// both; a press anywhere outside closes; reopening scrolls the choice to the top; an event log.
enum DropDownDemo {
    static let fruits = [
        "Apple", "Apricot", "Banana", "Blackberry", "Cherry", "Fig", "Grape", "Kiwi", "Lemon", "Mango", "Orange", "Pear",
    ]

    /// Choose Blackberry from the fruit, Disc from the pictures, then reopen the pictures: Disc
    /// is highlighted and checked, the log shows the events.
    static let script = DemoScript([
        .click("Select..."), .down, .down, .down, .down, .enter,
        .tab, .enter, .down, .enter, .enter,
    ])

    static func makeScreen(visibleRows: Int) -> AppScreen {
        let text = DropDownControl(id: "fruit", options: fruits.map { Choice($0, value: $0) }, visibleRows: visibleRows)
        let pictures: [Choice<String>] = [
            Choice("Heart", value: "heart", content: .pictureAndText(.heart(size: 8, colour: Colour(rgb: 0xe0245e)))),
            Choice("Disc", value: "disc", content: .pictureAndText(.disc(diameter: 8, colour: Colour(rgb: 0x1da1f2)))),
            Choice(
                "Chequers", value: "chequers",
                content: .pictureAndText(.checkerboard(width: 8, height: 8, square: 2, Colour(rgb: 0), Colour(rgb: 0xffffff)))),
            Choice(
                "Sunset", value: "sunset", content: .picture(.stripes([Colour(rgb: 0xff8800), Colour(rgb: 0x8800ff)], width: 8, height: 8))),
        ]
        // Four lines a row: the 8×8 pictures show whole, one pixel a column and two a line.
        let picture = DropDownControl(id: "picture", options: pictures, visibleRows: visibleRows, rowHeight: 4)
        var content = ScreenContent(
            title: "DropDownList",
            hint: "Open a list, choose, reopen: the choice is the top row. A press outside closes. q leaves")
        content.add(text, label: "Fruit")
        content.add(picture, label: "Picture")
        content.status = "events: (none yet)"
        var log: [String] = []
        return AppScreen(content) { note, content in
            log.append(note.logLine)
            content.status = "events, newest first: " + log.suffix(3).reversed().joined(separator: " · ")
            return .proceed
        }
    }
}
