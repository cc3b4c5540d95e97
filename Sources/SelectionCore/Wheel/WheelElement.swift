/// One item of a ``WheelFormat`` in display order: a wheel or a literal separator.
public enum WheelElement: Sendable, Hashable {
    /// The wheel at this index of ``WheelFormat/wheels``.
    case wheel(Int)
    /// A literal shown between wheels: `:` `.` `-` `/` or a space. It never takes focus.
    case separator(Character)
}
