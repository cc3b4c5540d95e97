/// News from work running off the host loop (a reader thread filling a list, a parallel scan),
/// delivered to the prompt as ``PromptEvent/background(_:)``.
///
/// The event only says that something changed; the prompt reads the new state from the object
/// it shares with the worker (an ``ItemFeed``, a scan), so a burst of news costs one redraw.
public enum BackgroundEvent: Sendable, Hashable {
    /// More items were read; `count` is how many there are now.
    case itemsArrived(count: Int)
    /// The input ended with `count` items.
    case inputEnded(count: Int)
    /// The scan for query number `generation` finished (a stale one is ignored).
    case scanFinished(generation: Int)
    /// Preview run number `generation` has new output, or ended (a stale run's news is ignored).
    case previewChanged(generation: Int)
}
