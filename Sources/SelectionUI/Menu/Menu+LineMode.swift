import SelectionCore
import SelectionTerminal

extension Menu: LineModePrompt {
    /// The items that can be chosen, numbered by path (`MenuDialogue`); the answer acts as Enter
    /// on that item: a checkbox toggles, a radio item is checked, then it is chosen.
    package func askInLineMode(on device: some LineDevice, timeout: Duration?) throws(TerminalError) -> PromptResult<MenuChoice> {
        let dialogue = MenuDialogue(title: trigger ?? "Menu", state: state)
        var state = state
        return try PlainHost.run(dialogue, on: device, timeout: timeout).map { path in
            state.choose(path: path)
            return MenuChoice(path: path, labels: state.labels(along: path), value: state.item(at: path)?.value, items: state.items)
        }
    }
}
