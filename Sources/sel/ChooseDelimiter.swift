import SelectionUI

extension ChooseScripting {
    /// True when `--preview`, `--preview-window` (`+{2}`) or a bound action that runs a command
    /// has a placeholder for fields of an item (`{1}`, `{2..}`, `{+1}`).
    var usesFieldPlaceholders: Bool {
        var templates = [noPreview ? nil : preview, previewWindow].compactMap { $0 }
        if let bindings = try? keyBindings(isMultiple: false) {
            let actions = bindings.entries.flatMap(\.actions) + bindings.events.values.flatMap { $0 }
            templates += actions.flatMap(\.commands).compactMap(\.commandTemplate)
        }
        return templates.contains { PreviewPlaceholders.usesFields(in: $0) }
    }
}

extension ChooseCommand {
    /// True when `--delimiter` cuts fields, as fzf's does: with a field option (`--nth`,
    /// `--with-nth`, `--accept-nth`) or a field placeholder in a command (`become(vim {1} +{2})`).
    /// Otherwise it is sel's `label<D>value` split: the list shows what is before the first
    /// delimiter and prints what is after it (README: fzf and gum, flag by flag).
    var delimiterCutsFields: Bool {
        scripting.usesFields || scripting.usesFieldPlaceholders || chrome.freezesFields || tracking.idNth != nil
    }

    /// `--delimiter` as sel's `label<D>value` split, or nil when it cuts fields (or is not given).
    var labelDelimiter: [UInt8]? { delimiterCutsFields ? nil : delimiter.map { Array($0.utf8) } }

    /// Points the placeholders of bound commands at `--delimiter`'s fields when it cuts fields,
    /// and sets `--track` and `--id-nth` (whose fields it cuts).
    func configureFieldDelimiter(_ configuration: inout ListPromptConfiguration) {
        tracking.configure(&configuration, delimiter: fieldDelimiter)
        guard delimiterCutsFields, let fieldSeparator else { return }
        configuration.commands.scripting.fieldDelimiter = fieldSeparator
    }
}

extension ListCommand {
    /// The shell command this runs, with its placeholders, if it runs one.
    var commandTemplate: String? {
        switch self {
        case .execute(let template), .executeSilently(let template), .become(let template), .transform(let template),
            .transformQuery(let template), .transformPrompt(let template), .transformHeader(let template), .reload(let template),
            .reloadSync(let template),
            .print(let template), .transformLabel(_, let template), .transformSearch(let template):
            template
        default: nil
        }
    }
}
