import SelectionCore

// fzf's `exclude`, `exclude-multi`, `change-nth` and `change-with-nth` on a streamed list (a list
// given whole is not changed): the items taken out, or other fields matched or shown.
extension ListCommandRunner {
    /// Takes the highlighted item out of every later result, or with `checked` the checked items
    /// (then none stays checked), or the highlighted one when none is.
    static func exclude(checked: Bool, on engine: inout Engine) {
        guard var stream = engine.stream else { return }
        var items = checked ? stream.selectedItems : []
        if items.isEmpty, let row = engine.state.list.highlighted, row < stream.rowCount { items = [stream.item(ofRow: row)] }
        guard !items.isEmpty else { return }
        let searchesWithQuery = engine.configuration.searchesWithQuery && !engine.script.searchOff
        stream.exclude(items, searchesWithQuery: searchesWithQuery, in: &engine.state)
        engine.stream = stream
    }

    /// Matches (`shown` false) or shows other fields: the next of `alternatives`, as fzf reads it
    /// (``ListCommand/changeMatchedFields(alternatives:)``, ``ListCommand/changeShownFields(alternatives:)``).
    static func changeFields(_ alternatives: [String], shown: Bool, on engine: inout Engine) {
        guard var stream = engine.stream, let fields = engine.configuration.commands.scripting.fields else { return }
        // fzf's `change-with-nth` is only for a list started with `--with-nth`.
        if shown, fields.withNth == nil { return }
        guard let choice = stream.nextAlternative(of: alternatives) else { return }
        let now = stream.fieldsInEffect ?? (fields.nth, fields.withNth)
        var nth = now.nth
        var withNth = now.withNth
        if shown {
            // Empty: the fields shown at the start; not understood: nothing changes.
            withNth = choice.isEmpty ? fields.withNth : choice
        } else if choice.isEmpty {
            // `change-nth()`: the whole text; an empty alternative among others: the start's
            // fields (fzf reads the whole argument, `|A|B`, which is not a field expression).
            nth = alternatives.count == 1 ? "" : fields.nth
        } else {
            // Not understood: the fields matched at the start.
            nth = fields.shaper(choice, withNth) != nil ? choice : fields.nth
        }
        engine.stream = stream
        guard nth != now.nth || withNth != now.withNth, let shaper = fields.shaper(nth, withNth) else { return }
        // A read of the items not yet performed would hand back the old texts as the new ones.
        engine.effects.removeAll { effect in
            if case .readItems = effect { true } else { false }
        }
        stream.reshape(with: shaper, nth: nth, withNth: withNth, filtersSelection: shown, in: engine.state)
        engine.stream = stream
    }
}
