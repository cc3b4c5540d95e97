extension KeyMap where Intent == ListIntent {
    /// The keys of a ``SingleChoiceSheet`` (design 3): the drop-down's, with Space described as
    /// moving the checkmark and Enter as Done — the same map as ``checklist``, named for the
    /// prompt that uses it.
    ///
    /// ```swift
    /// var keys = KeyMap.singleChoiceSheet
    /// keys.bind(KeyEvent(.character("x")), to: .toggle)
    /// let sheet = SingleChoiceSheet(title: "Purpose", options: ["Design", "Testing"], keyMap: keys)
    /// ```
    public static var singleChoiceSheet: KeyMap<ListIntent> { .checklist }
}
