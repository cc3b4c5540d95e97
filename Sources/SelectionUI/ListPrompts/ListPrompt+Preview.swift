import SelectionCore

extension DropDown {
    /// The pane beside the list that previews the highlighted option, if any (``ListPreview``).
    ///
    /// ```swift
    /// var prompt = DropDown("Branch", options: branches)
    /// prompt.preview = .command("git log --oneline -20 {}")
    /// ```
    public var preview: ListPreview<Value>? {
        get { engine.previewPane?.preview }
        set { engine.setPreview(newValue) }
    }
}

extension MultiSelect {
    /// The pane beside the list that previews the highlighted option, if any (``ListPreview``).
    ///
    /// ```swift
    /// var prompt = MultiSelect("Files", options: files)
    /// prompt.preview = .lines { item in ["\(item.checked.count) checked", item.choice.label] }
    /// ```
    public var preview: ListPreview<Element>? {
        get { engine.previewPane?.preview }
        set { engine.setPreview(newValue) }
    }
}
