/// News from work running off the host loop (a reader thread filling a list, a parallel scan),
/// delivered to the prompt as ``PromptEvent/background(_:)``.
///
/// The inbox coalesces news that only says something changed, so a burst costs one redraw; for
/// work a prompt asked for as a ``PromptStep``'s effects, the host hands the data over as
/// ``completed(_:)`` (the items read so far, a scan's results, a preview's output), so the prompt
/// shares no object with the worker.
public enum BackgroundEvent: Sendable, Hashable {
    /// More items were read; `count` is how many there are now.
    case itemsArrived(count: Int)
    /// The input ended with `count` items.
    case inputEnded(count: Int)
    /// The scan for query number `generation` finished (a stale one is ignored).
    case scanFinished(generation: Int)
    /// Preview run number `generation` has new output, or ended (a stale run's news is ignored).
    case previewChanged(generation: Int)
    /// Requests came through the remote control (`--listen`); the host hands them over as
    /// ``completed(_:)``.
    case remoteRequested
    /// Work the prompt asked for finished or has news, with its data (``EffectResult``): the host
    /// turns the news above into this when the prompt's own effects started the work.
    case completed(EffectResult)
}
