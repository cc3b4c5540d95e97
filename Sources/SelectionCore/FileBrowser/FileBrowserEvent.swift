/// What a file browser reports after an action: the output of ``FileBrowserState/send(_:)``.
package enum FileBrowserEvent: Sendable, Equatable {
    /// Read this directory and send ``FileBrowserAction/load(_:_:)`` (an effect for the caller).
    case read([UInt8])
    /// These paths were chosen, in the order checked (or the one highlighted).
    case chosen([[UInt8]])
    /// Enter did nothing, and why (an entry that cannot be chosen).
    case refused(String)
}
