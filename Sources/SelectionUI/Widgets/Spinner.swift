/// The busy indicator every prompt shows while work goes on (reading input, a scan, a preview):
/// a braille dot turning one frame per ``interval``, chosen by the clock so that every spinner on
/// screen turns together and none keeps a counter.
enum Spinner {
    /// How long each frame shows.
    static var interval: Duration { .milliseconds(intervalMilliseconds) }

    private static let intervalMilliseconds: Int64 = 80

    private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The frame shown at `now` (the host's clock).
    static func frame(at now: Duration) -> String {
        let (seconds, attoseconds) = now.components
        let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        let tick = Int(milliseconds / intervalMilliseconds)
        return frames[((tick % frames.count) + frames.count) % frames.count]
    }
}
