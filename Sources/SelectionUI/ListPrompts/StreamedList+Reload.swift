import SelectionCore

// A reload: the items are replaced by a command's output, streamed through a new `ItemFeed`; the
// query stays. A reload still running when the next starts is stopped (its whole process group),
// as a stale preview is.
extension StreamedList {
    /// Starts over with the lines `command` prints (``PromptEffect/reload(command:)``: the host
    /// replaces the feed and stops the old one); the rows are empty until the new feed brings items.
    mutating func reload(runningShellCommand command: String, in state: inout DropDownState<Value>) {
        startOver()
        state.replaceRows(rows, highlighting: nil, selecting: [], top: 0)
        effects.append(.reload(command: command))
    }

    /// The first row showing an item whose text is `text`, if one does.
    func row(showing text: String) -> Int? {
        (0..<rowCount).first { label(ofItem: item(ofRow: $0)) == text }
    }
}
