extension TerminalEvent: CustomStringConvertible {
    /// One readable line per event, as `sel keys` prints it.
    ///
    /// - `key ctrl+right`, `key alt+x`, `key home`, `key f5`, `key shift+tab`, `key enter`,
    ///   `key "é"` (a character alone is quoted; see ``KeyEvent/description``);
    /// - `mouse press left at 12,3`, `mouse release left at 12,3`, `mouse drag left at 13,3`,
    ///   `mouse scroll down at 5,7`: cells are **0-based** `x,y` (column, row), as in `Point`,
    ///   one less than the terminal's 1-based report;
    /// - `paste 18 chars` (characters, not bytes), `focus in`, `focus out`, `resize 80x24`;
    /// - `unknown ⎋[99;1x`, the bytes shown by `ByteDescription`.
    public var description: String {
        switch self {
        case .key(let key): return "key " + key.description
        case .mouse(let mouse): return "mouse " + mouse.description
        case .paste(let text):
            let count = text.count
            return "paste \(count) " + (count == 1 ? "char" : "chars")
        case .focus(let isFocused): return isFocused ? "focus in" : "focus out"
        case .resize(let size): return "resize \(size.width)x\(size.height)"
        case .unknown(let bytes): return "unknown " + ByteDescription.readable(bytes)
        }
    }
}
