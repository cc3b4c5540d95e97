import SelectionCore
import SelectionTerminal

// fzf's `click-header` event: a press of the mouse's button on the header runs the commands
// bound to it, which see where it was in `FZF_CLICK_HEADER_LINE` and `FZF_CLICK_HEADER_COLUMN`
// (from 1) and, on a word, the word and its field number (`FZF_CLICK_HEADER_WORD`, `_NTH`).
extension ListCommandRunner {
    /// The commands of `click-header` when `mouse` presses on the header of `layout` (noting
    /// where, for their variables); nil when it is elsewhere, or nothing is bound to the event.
    static func headerClickCommands(_ mouse: MouseEvent, layout: ListPromptLayout, on engine: inout Engine) -> [ListCommand]? {
        guard case .press = mouse.kind, let commands = engine.configuration.commands.onEvent[.clickHeader],
            !engine.script.unboundEvents.contains(ListEvent.clickHeader.rawValue), let area = layout.headerArea,
            area.contains(mouse.position)
        else { return nil }
        let line = mouse.position.y - area.y
        let header = engine.allHeader
        // The header's text starts where the view draws it (``ListPromptView``'s header): after
        // the pointer's and marker's columns with fzf's chrome, a column in otherwise.
        var indent = 0
        if let chrome = engine.configuration.chrome, layout.chrome != nil {
            indent = chrome.headerBorder == nil || chrome.listBorder != nil ? chrome.labelColumn - 1 : -1
        }
        let column = mouse.position.x - area.x - indent - 1
        var variables = ["FZF_CLICK_HEADER_LINE": String(line + 1), "FZF_CLICK_HEADER_COLUMN": String(max(0, column) + 1)]
        let bottomUp = layout.chrome != nil && engine.configuration.chrome?.layout == .bottomUp
        let drawn = engine.drawnHeaderOrder(rows: area.height, bottomUp: bottomUp)
        if line < drawn.count, let (word, field) = word(at: column, in: header[drawn[line]]) {
            variables["FZF_CLICK_HEADER_WORD"] = word
            variables["FZF_CLICK_HEADER_NTH"] = String(field)
        }
        engine.script.headerClick = variables
        return commands
    }

    /// The word of `text` under display column `column`, and its field number (from 1) when the
    /// text is cut at blanks.
    static func word(at column: Int, in text: String) -> (String, Int)? {
        guard column >= 0 else { return nil }
        var x = 0
        var field = 0
        var current = ""
        var start = 0
        var found: (String, Int)?
        func close(at end: Int) {
            if !current.isEmpty, column >= start, column < end { found = (current, field) }
            current = ""
        }
        for character in text {
            let width = Buffer.displayWidth(of: String(character))
            if character == " " || character == "\t" {
                close(at: x)
            } else {
                if current.isEmpty {
                    field += 1
                    start = x
                }
                current.append(character)
            }
            x += width
        }
        close(at: x)
        return found
    }
}
