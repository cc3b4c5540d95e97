import SelectionCore

/// What a list prompt keeps for its start and query-change commands and reloads: the
/// highlighted text to find again after a reload, and whether the start's commands still wait.
struct ScriptEventState {
    /// The text of the item highlighted when a reload began, highlighted again when it shows up.
    var reloadAnchor: String?
    /// How many reloads ran.
    var reloadCount = 0
    /// True until the start's commands have run (on the first event after the host starts).
    var isStartPending = false
}
