import ArgumentParser
import SelectionJSON
import SelectionKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `sel menu`: a menu with submenus, checkbox and radio items; prints the chosen item's path.
struct MenuCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "menu",
        abstract: "Open a menu (submenus, separators, disabled, checkbox and radio items) and print the chosen item.",
        discussion: """
            Items come from the arguments or the lines of stdin as paths (File/Export/PDF puts PDF in the Export submenu of File; \\/ is a slash in a label; a last part - is a separator), or with --json as a JSON array: strings, or objects {"label", "value", "disabled": "reason", "checkbox": true, "radio": "group", "checked": true, "items": [...]}, or {"separator": true}.

            Keys: Up/Down move (wrapping), Home/End and PageUp/PageDown go to the ends, Right opens a submenu, Left or Esc closes one level, Enter chooses (a checkbox or radio item too, or opens a submenu), Space toggles a checkbox or checks a radio item and keeps the menu open, Tab closes every menu, typing jumps to an item of the innermost menu. With --trigger the menu opens from a button (Enter, Space or Down: at the first item; Up: at the last; Esc on the button cancels); without it the menu opens at once at the cursor and Esc on it cancels. The mouse: press the button to open, click an item, or press, drag across submenus and release on an item; resting on a submenu's item opens it.

            Output: the chosen item's path (File/Export/PDF), its label, or its value (--output); then, when the menu has checkbox or radio items, one line per such item: its path, "=", and "on" or "off", in menu order.

            Exit status: 0 chosen; 1 dismissed (Esc, a press outside, or end of input with --plain); 2 usage or environment error (malformed JSON, an empty menu); 124 --timeout passed; 130 Ctrl-C.

            Example: printf '%s\\n' File/New File/Export/PDF File/Export/HTML Quit | sel menu --trigger Menu
            """
    )

    /// What is printed for the chosen item.
    enum OutputForm: String, ExpressibleByArgument, CaseIterable {
        case path
        case label
        case value
    }

    @Argument(help: "The items, as paths (default: the lines of stdin).")
    var items: [String] = []

    @Flag(help: "Read the menu as JSON from stdin (see above).")
    var json = false

    @Option(help: ArgumentHelp("Open the menu from a button with this label (default: open at once at the cursor).", valueName: "label"))
    var trigger: String?

    @Option(help: "What to print for the chosen item: path (File/Export/PDF), label (PDF) or value (its JSON value, else its path).")
    var output: OutputForm = .path

    @Flag(name: .customLong("right-to-left"), help: "Submenus open to the left; Left opens and Right closes them.")
    var rightToLeft = false

    @OptionGroup var interaction: InteractionOptions

    @OptionGroup var limit: TimeoutOption

    func run() throws {
        let items = try readItems()
        guard !MenuState(items: items).choosablePaths.isEmpty else {
            throw failure("no item can be chosen", in: "menu", status: ExitStatus.dismissed)
        }
        let menu = Menu(trigger: trigger, items: items, configuration: MenuConfiguration(isRightToLeft: rightToLeft))
        let result = try PromptAsking(interaction, timeout: limit.timeout, in: "menu", environment: ProcessInfo.processInfo.environment)
            .ask(menu)
        if let status = ExitStatus.of(result) { throw ExitCode(status) }
        guard case .chosen(let choice) = result else { return }
        var lines: [String] = []
        switch output {
        case .path: lines.append(choice.pathText)
        case .label: lines.append(choice.labels.last ?? "")
        case .value: lines.append(choice.value ?? choice.pathText)
        }
        let state = MenuState(items: choice.items)
        for (path, item) in state.checkableItems {
            lines.append(MenuChoice.pathText(state.labels(along: path)) + "=" + (item.isChecked ? "on" : "off"))
        }
        try writeResult(Array(lines.map { $0 + "\n" }.joined().utf8), in: "menu")
    }

    private func readItems() throws -> [MenuItem] {
        do {
            if json {
                let bytes = try StandardStreams.readAll(from: 0)
                let value: JSONValue
                do {
                    value = try JSONParser.parse(bytes)
                } catch {
                    throw failure("--json: \(Sanitiser.sanitise(error.description))", in: "menu")
                }
                return try MenuDocument.items(json: value)
            }
            if !items.isEmpty { return try MenuDocument.items(paths: items) }
            let bytes = try StandardStreams.readAll(from: 0)
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true).map {
                $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
            }
            return try MenuDocument.items(paths: lines)
        } catch let problem as MenuDocument.Problem {
            throw failure("\(Sanitiser.sanitise(problem.description))", in: "menu")
        }
    }
}
