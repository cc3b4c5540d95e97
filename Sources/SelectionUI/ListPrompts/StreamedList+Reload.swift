import SelectionCore

// A reload: the items are replaced by a command's output, streamed through a new `ItemFeed`; the
// query stays. A reload still running when the next starts is stopped (its whole process group),
// as a stale preview is.
extension StreamedList {
    /// Starts over with the lines `command` prints (`sh -c`, in a process group of its own): a new
    /// feed replaces the old one, which is stopped without waiting for it (its group: SIGTERM, then
    /// SIGKILL); the rows are empty until the new feed brings items.
    mutating func reload(
        runningShellCommand command: String, reportingTo inbox: PromptInbox?, in state: inout DropDownState<Value>
    ) {
        let old = feed
        let new = ItemFeed(delimiter: old.delimiter, headerLines: old.headerLineCount)
        old.replace(with: new)
        scanner?.cancel()
        replaceFeed(with: new)
        state.replaceRows(rows, highlighting: nil, selecting: [], top: 0)
        old.stop()
        if let inbox { new.attach(to: inbox) }
        new.readOutput(ofShellCommand: command)
    }

    /// The first row showing an item whose text is `text`, if one does.
    func row(showing text: String) -> Int? {
        (0..<rowCount).first { store.string(at: item(ofRow: $0)) == text }
    }
}
