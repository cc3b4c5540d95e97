/// What a prompt says after an event: go on, or finished with a result.
public enum PromptStep<Value: Sendable>: Sendable {
    /// Keep running.
    case proceed
    /// Finished; the host closes the prompt and returns the result.
    case finish(PromptResult<Value>)
}
