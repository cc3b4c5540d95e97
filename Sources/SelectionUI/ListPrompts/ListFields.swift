/// What fzf's `change-nth` and `change-with-nth` need of a streamed list's fields: the
/// expressions in effect at the start, and how items are shaped for others (``ItemShaper``; the
/// feed keeps its records to shape them again, ``ItemFeed/reshape(with:)``). The expressions
/// are the caller's grammar (`sel choose`'s `--nth`, `--with-nth`); this layer only passes them.
package struct ListFields: Sendable {
    /// The fields matched at the start (`--nth`); empty: the whole text shown.
    package var nth: String
    /// The fields shown at the start (`--with-nth`); nil when not given, and then the fields
    /// shown do not change (as in fzf).
    package var withNth: String?
    /// The shaper of items matching `nth` and showing `withNth` (nil: the whole line), or nil when
    /// an expression is not understood.
    package var shaper: @Sendable (_ nth: String, _ withNth: String?) -> ItemShaper?

    /// Fields that start as `nth` and `withNth`, shaped by `shaper` when they change.
    package init(nth: String, withNth: String?, shaper: @escaping @Sendable (_ nth: String, _ withNth: String?) -> ItemShaper?) {
        self.nth = nth
        self.withNth = withNth
        self.shaper = shaper
    }
}
