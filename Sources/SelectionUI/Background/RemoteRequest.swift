/// A request to a list prompt from outside (`sel choose --listen`), as the remote control hands
/// it to the prompt: perform commands as a bound key would, or report the state.
package enum RemoteRequest: Sendable {
    /// Perform these commands, as if a key bound to them was pressed.
    case perform([ListCommand])
    /// Report the state as JSON (``PromptEffect/answerRemote(request:json:)``): at most `limit`
    /// matches and checked items, from `offset`; `request` numbers the answer.
    case reportState(request: Int, limit: Int, offset: Int)
}

/// Where remote requests come from (`sel choose --listen`'s server): it posts
/// ``BackgroundEvent/remoteRequested`` to the inbox it is attached to, hands the requests over
/// on the loop, and takes the answers back. It stops when that inbox closes.
package protocol RemoteControlling: AnyObject, Sendable {
    /// Starts reporting to `inbox` (news of requests waiting, at once if some already are).
    func attach(to inbox: PromptInbox)
    /// The requests waiting, oldest first.
    func takeRequests() -> [RemoteRequest]
    /// The answer to state request number `request`.
    func answer(_ request: Int, with json: String)
}
