import SelectionCore

// A reload: the items are replaced by a command's output, streamed through a new `ItemFeed`; the
// query stays. A reload still running when the next starts is stopped (its whole process group),
// as a stale preview is. A held reload (`reload-sync`, or one seeking a tracked identity:
// ``ListTracking``) keeps the old rows until the new feed's items are taken.
extension StreamedList {
    /// Starts over with the lines `command` prints (``PromptEffect/reload(command:)``: the host
    /// replaces the feed and stops the old one); the rows are empty until the new feed brings items.
    mutating func reload(runningShellCommand command: String, in state: inout DropDownState<Value>) {
        clearForReload(in: &state)
        effects.append(.reload(command: command))
    }

    /// Reads the lines `command` prints into a new feed, keeping the old rows (and their result)
    /// until ``clearForReload(in:)``; a scan of the old items that the host stops with the old feed
    /// is started again.
    mutating func reload(keepingRows command: String, in state: inout DropDownState<Value>) {
        effects.append(.reload(command: command))
        if isScanning { startScan(in: &state) }
    }

    /// Empties the list for a new feed's items: the query stays; the rows, the result on screen
    /// and the chosen items go.
    mutating func clearForReload(in state: inout DropDownState<Value>) {
        startOver()
        state.replaceRows(rows, highlighting: nil, selecting: [], top: 0)
    }

    /// The first row showing an item whose text is `text`, if one does.
    func row(showing text: String) -> Int? {
        (0..<rowCount).first { label(ofItem: item(ofRow: $0)) == text }
    }
}
