import SelectionTerminal

/// Where a line-mode dialogue is asked: text out, typed lines in. `LineTerminal` is the real
/// one; the test kit has a scripted one.
package protocol LineDevice {
    /// Writes `text` as it is (the host sanitises what it writes).
    func write(_ text: String) throws(TerminalError)
    /// Reads one line, waiting at most `timeout` (nil: for ever).
    func readLine(timeout: Duration?) throws(TerminalError) -> LineTerminal.Answer
    /// Reads one line without echoing it (a password), waiting at most `timeout`.
    func readSecretLine(timeout: Duration?) throws(TerminalError) -> LineTerminal.Answer
}

extension LineDevice {
    /// An ordinary read: a device with no echo to turn off.
    package func readSecretLine(timeout: Duration?) throws(TerminalError) -> LineTerminal.Answer {
        try readLine(timeout: timeout)
    }
}

extension LineTerminal: LineDevice {}
