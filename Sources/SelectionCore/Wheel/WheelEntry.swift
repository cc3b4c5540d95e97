/// Digits (or letters) typed into a segment that could still take more (DT-09 … DT-12).
///
/// Typing `5` into minutes shows 05 and waits, because 50–59 are still possible; the entry
/// remembers "5" so that a following `9` makes 59. Any other action ends the entry.
package struct WheelEntry: Sendable, Hashable {
    /// The wheels the typed digits fill, right-aligned: the rest of the segment from where typing began.
    package var wheels: Range<Int>
    /// What has been typed so far.
    package var typed: String

    /// Creates an entry.
    package init(wheels: Range<Int>, typed: String) {
        self.wheels = wheels
        self.typed = typed
    }
}
