import SelectionCore

/// Something the terminal reported: a key, the mouse, a paste, focus, a new size, or a
/// sequence the decoder does not know.
///
/// `InputDecoder` produces every case except ``resize(_:)``, which the tty session adds
/// when the window changes size (SIGWINCH).
///
/// ```swift
/// for event in decoder.feed(bytes, now: clock.now) {
///     switch event {
///     case .key(let key) where key == KeyEvent(.escape): return nil
///     case .key(let key): state.send(keyMap.action(for: key))
///     case .mouse(let mouse): host.route(mouse)
///     case .paste(let text): field.insert(text)
///     case .focus, .resize, .unknown: break
///     }
/// }
/// ```
public enum TerminalEvent: Sendable, Hashable {
    /// A key press (and, when asked for, a repeat or release).
    case key(KeyEvent)
    /// A mouse press, release, drag, move or wheel notch.
    case mouse(MouseEvent)
    /// A bracketed paste, whole, as text: never interpreted as keys, even when it holds Esc or
    /// newlines. Invalid UTF-8 is replaced by U+FFFD; line breaks are left as the terminal sent
    /// them (most send CR). A paste longer than `InputDecoder/pasteLimit` comes as several
    /// consecutive events.
    case paste(String)
    /// The terminal window gained (`true`) or lost (`false`) focus (mode 1004).
    case focus(Bool)
    /// The terminal now has this many columns and rows.
    case resize(Size)
    /// A complete sequence the decoder does not interpret, or a malformed one, with its bytes.
    ///
    /// Replies to queries arrive here too: a cursor position report `CSI row ; column R`, device
    /// attributes `CSI ? … c`, OSC and DCS strings.
    case unknown([UInt8])
}
