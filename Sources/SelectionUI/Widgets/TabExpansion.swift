import SelectionTerminal

/// A label's tabs drawn as spaces up to the next tab stop (fzf's `--tabstop`), counted in
/// columns from the label's start, with where each of the label's characters went.
///
/// ```swift
/// let expansion = TabExpansion("a\tb", tabStop: 4)
/// expansion?.text            // "a   b"
/// expansion?.offset(of: 2)   // 4: the "b"
/// ```
package struct TabExpansion: Sendable, Equatable {
    /// The label with its tabs expanded.
    package let text: String
    /// For each character of the label, the offset of its first character in ``text``.
    private let offsets: [Int]
    /// The number of characters in ``text``.
    private let count: Int

    /// The expansion of `label`, or nil when it has no tab (or `tabStop` is under 1).
    package init?(_ label: String, tabStop: Int) {
        // A tab is a character of its own (grapheme breaks fall around controls): its byte tells,
        // without segmenting the label.
        guard tabStop > 0, label.utf8.contains(UInt8(ascii: "\t")) else { return nil }
        var text = ""
        var offsets: [Int] = []
        offsets.reserveCapacity(label.count)
        var column = 0
        var count = 0
        for character in label {
            offsets.append(count)
            if character == "\t" {
                let spaces = tabStop - column % tabStop
                text += String(repeating: " ", count: spaces)
                column += spaces
                count += spaces
            } else {
                text.append(character)
                column += Buffer.displayWidth(of: String(character))
                count += 1
            }
        }
        self.text = text
        self.offsets = offsets
        self.count = count
    }

    /// The offset in ``text`` of the label's character at `offset` (the end for one past it).
    package func offset(of offset: Int) -> Int {
        offset < offsets.count ? offsets[max(0, offset)] : count + (offset - offsets.count)
    }

    /// The styled runs of the label moved onto ``text``.
    package func shifted(_ runs: [StyledCharacters]) -> [StyledCharacters] {
        runs.map { run in
            StyledCharacters(
                characters: offset(of: run.characters.lowerBound)..<offset(of: run.characters.upperBound), style: run.style)
        }
    }
}
