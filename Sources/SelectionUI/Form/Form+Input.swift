import SelectionCore
import SelectionTerminal

extension Form {
    /// Tab and Shift-Tab move (unless the editor takes Tab), Page Down/Up change group (unless a
    /// popover is open); the rest goes to the editor, or opens a closed popover field.
    mutating func handle(_ key: KeyEvent, context: PromptContext) -> PromptStep<[FormAnswer]> {
        let takesTab = editor?.takesTab ?? false
        let held = editor?.heldValue
        switch (key.key, key.modifiers) {
        case (.tab, []) where !takesTab: return apply(.next(committing: held))
        case (.tab, .shift) where !takesTab: return apply(.previous(committing: held))
        case (.pageDown, []) where !state.isOpen: return apply(.nextGroup(committing: held))
        case (.pageUp, []) where !state.isOpen: return apply(.previousGroup(committing: held))
        default: break
        }
        guard state.focus != nil else { return key.key == .enter ? apply(.next(committing: nil)) : .proceed }
        guard editor != nil else {
            switch key.key {
            case .enter, .character(" "), .down: return apply(.open)
            case .escape: return apply(.escape)
            case .up: return apply(.previous(committing: nil))
            default: return .proceed
            }
        }
        return forward(.key(key), context: context)
    }

    /// A press on a field focuses it (and opens a popover field); the editor's own frame gets
    /// its events; a press elsewhere closes an open popover.
    mutating func handle(_ mouse: MouseEvent, context: PromptContext) -> PromptStep<[FormAnswer]> {
        let layout = layout(width: context.screen.width, context: context)
        var inContent = mouse
        inContent.position.y += layout.offset
        if let frame = layout.editorFrame, frame.contains(inContent.position) || (mouse.kind != .press && state.isOpen) {
            if mouse.kind == .press, mouse.button == .left, let answer = editor?.confirmAnswer(atColumn: inContent.position.x - frame.x) {
                return apply(.next(committing: .flag(answer)), editorFinished: true)
            }
            var inEditor = inContent
            inEditor.position = Point(x: inContent.position.x - frame.x, y: inContent.position.y - frame.y)
            return forward(.mouse(inEditor), context: context)
        }
        guard mouse.kind == .press, mouse.button == .left, mouse.position.y < layout.contentHeight - layout.offset else {
            return .proceed
        }
        guard let position = layout.field(atRow: inContent.position.y) else {
            return state.isOpen ? apply(.close) : .proceed
        }
        if position == state.focus { return apply(state.isOpen ? .close : .open) }
        let step = apply(.focus(position, committing: editor?.heldValue))
        guard step.result == nil, state.focus == position, state.focusedField?.role == .popover else { return step }
        return apply(.open)
    }

    /// Hands `event` to the editor and acts on its answer: chosen moves on, cancelled closes the
    /// popover (or asks whether to leave), Ctrl-C and the time limit end the form.
    mutating func forward(_ event: PromptEvent, context: PromptContext) -> PromptStep<[FormAnswer]> {
        guard var current = editor else { return .proceed }
        let step = current.handle(event, context: editorContext(context))
        editor = current
        guard let result = step.result else { return PromptStep(result: nil, effects: step.effects) }
        switch result {
        case .chosen(let value):
            let (wasOpen, before) = (state.isOpen, state.focus)
            let moved = apply(.next(committing: value), editorFinished: true)
            guard moved.result == nil else { return moved }
            // A popover whose answer was refused closes, the reason under its field; the next
            // field's opens when Enter reached it (Tab passes it closed).
            if state.focus == before { return wasOpen && state.isOpen ? apply(.close) : moved }
            return state.focusedField?.role == .popover ? apply(.open) : moved
        case .cancelled: return apply(.escape)
        case .interrupted: return .finish(.interrupted)
        case .timedOut: return .finish(.timedOut)
        }
    }
}
