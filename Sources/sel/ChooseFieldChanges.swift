import SelectionScripting
import SelectionUI

// fzf's `change-nth` and `change-with-nth` for `sel choose`: the list streams, each line is
// shaped (so that it can be shaped again), and the feed keeps the lines as read when the label
// shown is not the line itself (`--with-nth`, `--ansi`), as fzf keeps its original lines only
// with `--with-nth`.

extension ChooseScripting {
    /// The commands bound to keys and events.
    var boundCommands: [ListCommand] {
        guard let bindings = try? keyBindings(isMultiple: false) else { return [] }
        let actions = bindings.entries.flatMap(\.actions) + bindings.events.values.flatMap { $0 }
        return actions.flatMap(\.commands)
    }

    /// True when a binding changes the fields matched (`change-nth`) or, with `--with-nth`, the
    /// fields shown (fzf's `change-with-nth` does nothing without it).
    var changesFields: Bool {
        boundCommands.contains { command in
            switch command {
            case .changeMatchedFields: true
            case .changeShownFields: withNth != nil
            default: false
            }
        }
    }

    /// True when the feed keeps the lines as read for `change-nth`/`change-with-nth`: the label
    /// shown is not the line (`--with-nth`, `--ansi`). Otherwise the labels are the lines.
    var keepsLinesForFields: Bool { changesFields && (withNth != nil || ansi) }
}

extension ChooseCommand {
    /// The fields `change-nth` and `change-with-nth` change, over `shape` (how lines are made into
    /// items at the start); nil when no binding changes them.
    func listFields(over shape: ChooseRecordShape?) -> ListFields? {
        guard scripting.changesFields, let shape else { return nil }
        return ListFields(nth: scripting.nth ?? "", withNth: scripting.withNth) { nth, withNth in
            var changed = shape
            if nth.isEmpty {
                changed.nth = nil
            } else {
                guard let expression = try? FieldExpression(parsing: nth) else { return nil }
                changed.nth = expression
            }
            if let withNth {
                guard let expression = try? FieldExpression(parsing: withNth) else { return nil }
                changed.withNth = expression
            } else {
                changed.withNth = nil
            }
            return changed.shaper
        }
    }
}
