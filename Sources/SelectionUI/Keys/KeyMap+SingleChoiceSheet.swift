extension KeyMap where Intent == ListIntent {
    /// The keys of a ``SingleChoiceSheet`` (design 3): the drop-down's, with Space described as
    /// moving the checkmark and Enter as Done (formerly `KeyMap.checklist`).
    ///
    /// ```swift
    /// var keys = KeyMap.singleChoiceSheet
    /// keys.bind(KeyEvent(.character("x")), to: .toggle)
    /// let sheet = SingleChoiceSheet(title: "Purpose", options: ["Design", "Testing"], keyMap: keys)
    /// ```
    public static var singleChoiceSheet: KeyMap<ListIntent> {
        // Space before Enter in the help line, as a user meets them.
        KeyMap.dropDown.withHelp([.toggle: "check", .commit: "done"]).moving(.toggle, before: .commit)
    }
}
