/// What ``Buffer/write(_:at:style:clip:overflow:)`` does with text wider than the room it has.
///
/// ```
/// room: 6 columns        "Strawberry"     "漢字漢字"
/// .clip                  "Strawb"         "漢字漢"
/// .ellipsis              "Straw…"         "漢字… "
/// ```
///
/// A wide glyph that would straddle the right edge is never drawn in half: it becomes a space
/// (``clip``) or the ellipsis goes where it would have started (``ellipsis``).
public enum TextOverflow: Sendable, Hashable {
    /// Cut the text at the edge.
    case clip
    /// Cut the text one column earlier and end it with `…` (U+2026) to show it was cut.
    case ellipsis
}
