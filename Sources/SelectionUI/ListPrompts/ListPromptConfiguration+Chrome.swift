import SelectionCore

extension ListPromptConfiguration {
    /// Makes the keys and bound commands move the highlight as the eye sees it in a list drawn
    /// bottom-up (fzf's default layout): Up goes to the next item, Page Up a page of later items.
    package mutating func movesBottomUp() {
        var keyMap = keyMap
        keyMap.bindings = keyMap.bindings.map { binding in
            var binding = binding
            if case .list(let action) = binding.intent, let flipped = action.flippedVertically { binding.intent = .list(flipped) }
            return binding
        }
        self.keyMap = keyMap
        var flipped = ListCommandBindings()
        for entry in commands.entries {
            flipped.bind(ListCommandBindings.Entry(keys: entry.keys, commands: entry.commands.map(\.flippedVertically), help: entry.help))
        }
        flipped.onStart = commands.onStart.map(\.flippedVertically)
        flipped.onQueryChange = commands.onQueryChange.map(\.flippedVertically)
        flipped.onEvent = commands.onEvent.mapValues { $0.map(\.flippedVertically) }
        flipped.scripting = commands.scripting
        commands = flipped
    }
}

extension ListAction {
    /// The action moving the other way up and down, for the moves that have one.
    var flippedVertically: ListAction? {
        switch self {
        case .moveUp: .moveDown
        case .moveDown: .moveUp
        case .moveHighlightUp: .moveHighlightDown
        case .moveHighlightDown: .moveHighlightUp
        case .pageUp: .pageDown
        case .pageDown: .pageUp
        case .extendUp: .extendDown
        case .extendDown: .extendUp
        default: nil
        }
    }
}

extension ListCommand {
    /// The command moving the other way up and down; any other as it is.
    var flippedVertically: ListCommand {
        switch self {
        case .moveUp: .moveDown
        case .moveDown: .moveUp
        case .pageUp: .pageDown
        case .pageDown: .pageUp
        case .halfPageUp: .halfPageDown
        case .halfPageDown: .halfPageUp
        case .moveToMatch(let up): .moveToMatch(up: !up)
        default: self
        }
    }
}
