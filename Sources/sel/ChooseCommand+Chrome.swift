import ArgumentParser
import SelectionUI

extension ChooseCommand {
    /// True when a flag asks for fzf's layout and chrome (``ChooseChrome``), `--layout default`
    /// or `reverse-list`, an `--info` other than hidden, or a pointer wider than one column.
    var drawsFzfChrome: Bool {
        chrome.isRequested || display.chromeLayout != nil || scripting.chromeInfo != nil
            || (scripting.pointer.map { $0.count > 1 } ?? false)
    }

    /// Sets fzf's chrome, `--min-height` and `--preview-label`; with fzf's chrome, the query line
    /// (typing filters, as in fzf; `--no-input` hides it), no help line,
    /// fzf's `--min-height 10+` unless given, and the keys moving as the list is drawn.
    func configureChrome(_ configuration: inout ListPromptConfiguration) throws {
        configuration.previewLabel = try chrome.previewLabelValue()
        if let minimum = try chrome.minimumHeight() { configuration.minimumHeight = minimum }
        configuration.followsMatches = !chrome.noHscroll
        configuration.keepsRight = chrome.keepRight
        if let offset = chrome.hscrollOff {
            guard offset >= 0 else { throw ValidationError("--hscroll-off must be 0 or more, not \(offset).") }
            configuration.hscrollOff = offset
        }
        configuration.frozenFields = try chrome.frozenFields(delimiter: delimiterCutsFields ? fieldSeparator : nil)
        if chrome.noInput { configuration.filters = false }
        guard drawsFzfChrome else { return }
        let fzf = try chrome.chrome(
            layout: display.fzfLayout, info: try scripting.infoStyle(), pointer: scripting.pointer, marker: scripting.marker)
        configuration.chrome = fzf
        // fzf's look has fzf's query line: typing filters, as in fzf, unless --no-input.
        configuration.filters = !chrome.noInput
        configuration.showsHelp = false
        if configuration.minimumHeight == nil { configuration.minimumHeight = (10, true) }
        if fzf.layout == .bottomUp { configuration.movesBottomUp() }
    }

    /// The preview `--preview` asks for, its border as `--preview-border` or `--style full` say.
    func listPreview<Value>(of type: Value.Type) throws -> ListPreview<Value>? {
        guard var preview = try scripting.listPreview(of: type) else { return nil }
        if let shape = try chrome.previewBorderShape() {
            preview.window.border = shape
            preview.window.hasBorder = !shape.isEmpty || shape.isLine
        }
        if delimiterCutsFields { preview.fieldDelimiter = fieldSeparator }
        return preview
    }
}
