/// Requests to a list prompt from outside (`sel choose --listen`, ``RemoteRequest``): commands
/// performed as a bound key's are, the state answered as JSON (``ListStatusJSON``). The requests
/// arrive as the host's events; the answers leave as effects.
enum ListRemoteRequests<Value: Sendable & Equatable> {
    typealias Engine = ListPromptEngine<Value>

    /// Performs `requests` in order; how one ended the prompt, if one did (nothing after it runs).
    static func handle(_ requests: [RemoteRequest], on engine: inout Engine, context: PromptContext) -> Engine.Outcome {
        for request in requests {
            switch request {
            case .perform(let commands):
                if ListCommandRunner.holdsBack(commands, on: &engine) { continue }
                func perform(_ engine: inout Engine) -> Engine.Outcome {
                    ListCommandRunner.performEvent(commands, on: &engine, context: context) ?? .proceed
                }
                // A streamed list keeps its chosen items in step with the rows checked, as for a key.
                let outcome =
                    engine.stream == nil
                    ? perform(&engine) : ListStreaming.trackingSelection(of: .background(.remoteRequested), on: &engine, perform)
                if case .proceed = outcome { continue }
                return outcome
            case .reportState(let number, let limit, let offset):
                let status = ListStatusJSON(engine, limit: limit, offset: offset, pickOrder: engine.pickOrder.order)
                engine.effects.append(.answerRemote(request: number, json: status.text))
            }
        }
        return .proceed
    }
}
