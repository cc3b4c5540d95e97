import SelectionTerminal

/// fzf's `--freeze-left N` and `--freeze-right N`: the first N and the last N fields of a long
/// row stay on screen while the part between them scrolls sideways around the match, as fzf
/// 0.74.5 draws it.
///
/// ```
///  width 24, --freeze-left 1 --freeze-right 1, query "needle"
///  src/a.txt ··needle here··  12:40     (the middle cut on both sides, the ends kept)
/// ```
///
/// Fields are cut as fzf cuts them: with no delimiter, a word and the blanks after it (leading
/// blanks belong to no field); with a delimiter, each field ends after it. The frozen left part
/// ends after its last word (blanks excluded); the frozen right part starts with the delimiter
/// that precedes it.
///
/// ```swift
/// let frozen = FrozenFields(left: 1, right: 1)
/// let label = "a.txt some long text 12"
/// frozen.label(of: label, width: 16, matchEnd: nil)?.text(of: Array(label))   // "a.txt some l··12"
/// ```
package struct FrozenFields: Sendable, Hashable {
    /// The fields kept at the start.
    package var left: Int
    /// The fields kept at the end.
    package var right: Int
    /// The delimiter between fields (fzf's `--delimiter`, literal); nil for fzf's AWK-style blanks.
    package var delimiter: String?
    /// The columns kept after the match in the middle (fzf's `--hscroll-off`).
    package var hscrollOff = LabelWindow.contextColumns
    /// Shows the middle's end when nothing matched (fzf's `--keep-right`).
    package var keepsRight = false
    /// What marks hidden text (fzf's `--ellipsis`).
    package var ellipsis = "··"

    /// Fields frozen at both ends.
    package init(left: Int, right: Int, delimiter: String? = nil) {
        self.left = left
        self.right = right
        self.delimiter = delimiter
    }

    /// A piece of the drawn label: characters of the label, or an ellipsis standing for hidden ones.
    package enum Piece: Sendable, Hashable {
        /// The label's characters at these offsets.
        case characters(Range<Int>)
        /// An ellipsis.
        case ellipsis(String)
    }

    /// The label as drawn: its pieces in order.
    package struct Shown: Sendable, Hashable {
        /// The pieces, left to right.
        package var pieces: [Piece]

        /// The text drawn, from `label`'s characters.
        package func text(of label: [Character]) -> String {
            var text = ""
            for piece in pieces {
                switch piece {
                case .characters(let range): text += String(label[range.clamped(to: 0..<label.count)])
                case .ellipsis(let mark): text += mark
                }
            }
            return text
        }

        /// Where the label's character at `offset` is in the drawn text, or nil when it is hidden.
        package func shownOffset(of offset: Int) -> Int? {
            var shown = 0
            for piece in pieces {
                switch piece {
                case .characters(let range):
                    if range.contains(offset) { return shown + offset - range.lowerBound }
                    shown += range.count
                case .ellipsis(let mark): shown += mark.count
                }
            }
            return nil
        }

        /// Styled runs of the label moved onto the drawn text; hidden parts left out.
        package func shifted(_ runs: [StyledCharacters]) -> [StyledCharacters] {
            var result: [StyledCharacters] = []
            var shown = 0
            for piece in pieces {
                switch piece {
                case .characters(let range):
                    for run in runs {
                        let lower = max(run.characters.lowerBound, range.lowerBound)
                        let upper = min(run.characters.upperBound, range.upperBound)
                        guard lower < upper else { continue }
                        let start = shown + lower - range.lowerBound
                        result.append(StyledCharacters(characters: start..<(start + upper - lower), style: run.style))
                    }
                    shown += range.count
                case .ellipsis(let mark): shown += mark.count
                }
            }
            return result
        }
    }

    /// The fields of `characters` as fzf cuts them: each field's start, end (delimiter
    /// included) and the end of its text (without trailing blanks; with the delimiter for a
    /// delimiter).
    func fields(of characters: [Character]) -> [(start: Int, end: Int, textEnd: Int, delimiterCount: Int)] {
        guard let delimiter, !delimiter.isEmpty else { return blankFields(of: characters) }
        let mark = Array(delimiter)
        var result: [(start: Int, end: Int, textEnd: Int, delimiterCount: Int)] = []
        var begin = 0
        var index = 0
        while index + mark.count <= characters.count {
            if characters[index..<(index + mark.count)].elementsEqual(mark) {
                index += mark.count
                result.append((begin, index, index, mark.count))
                begin = index
            } else {
                index += 1
            }
        }
        result.append((begin, characters.count, characters.count, 0))
        return result
    }

    /// fzf's AWK-style fields: a word and the blanks (space, tab, newline) after it.
    private func blankFields(of characters: [Character]) -> [(start: Int, end: Int, textEnd: Int, delimiterCount: Int)] {
        func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" || character == "\n" }
        var result: [(start: Int, end: Int, textEnd: Int, delimiterCount: Int)] = []
        var index = 0
        while index < characters.count, isBlank(characters[index]) { index += 1 }
        while index < characters.count {
            let start = index
            while index < characters.count, !isBlank(characters[index]) { index += 1 }
            let textEnd = index
            while index < characters.count, isBlank(characters[index]) { index += 1 }
            result.append((start, index, textEnd, 0))
        }
        return result
    }

    /// Where the frozen parts of `characters` end and start: the left part is `0..<left` (none
    /// when 0), the right part `right...` (none when nil), as fzf's split offsets.
    package func splits(of characters: [Character]) -> (left: Int, right: Int?) {
        let fields = fields(of: characters)
        var leftEnd = -1
        if left > 0, !fields.isEmpty { leftEnd = fields[min(left, fields.count) - 1].textEnd }
        var rightStart: Int?
        if right > 0 {
            let index = max(left - 1, fields.count - right - 1)
            var offset = -1
            if index < 0 {
                offset = 0
            } else if index >= left {
                offset = fields[index].end - fields[index].delimiterCount
            }
            rightStart = max(offset, leftEnd)
        }
        let count = characters.count
        let leftSplit = leftEnd > 0 && leftEnd < count ? leftEnd : 0
        guard let start = rightStart, start >= 0, start < count else { return (leftSplit, nil) }
        return (leftSplit, start)
    }

    /// How `label` is drawn in `width` columns with its fields frozen, the middle following the
    /// match that ends before `matchEnd` (nil: no match); nil when it is drawn whole. As fzf's,
    /// a frozen part is cut when it does not fit beside an ellipsis, even in a row that fits.
    /// Only the characters near what is shown are measured, so a long label costs its length once.
    package func label(of label: String, width: Int, matchEnd: Int?) -> Shown? {
        let measure = Measure(characters: Array(label))
        let count = measure.characters.count
        let (leftSplit, rightSplit) = splits(of: measure.characters)
        let middleEnd = rightSplit.map { max($0, leftSplit) } ?? count
        var room = width
        var leftPieces: [Piece] = []
        var rightPieces: [Piece] = []
        // fzf fits the left part, then the right one, then the middle in what is left.
        if leftSplit > 0 {
            leftPieces = fitFrozen(0..<leftSplit, measure, room: &room, keepsEnd: false)
        }
        if middleEnd < count, room > 0 {
            rightPieces = fitFrozen(middleEnd..<count, measure, room: &room, keepsEnd: true)
        }
        var middlePieces: [Piece] = []
        if leftSplit < middleEnd, room > 0 {
            middlePieces = fitMiddle(leftSplit..<middleEnd, measure, room: room, matchEnd: matchEnd)
        }
        let pieces = leftPieces + middlePieces + rightPieces
        let shown = pieces.reduce(0) { total, piece in
            if case .characters(let range) = piece { return total + range.count }
            return total + count + 1  // an ellipsis: never drawn whole
        }
        guard shown != count else { return nil }
        return Shown(pieces: pieces)
    }

    /// The characters of a label and their columns, measured as asked.
    private struct Measure {
        let characters: [Character]

        /// The columns of the character at `offset`.
        func width(_ offset: Int) -> Int { Buffer.displayWidth(of: String(characters[offset])) }

        /// The columns `range`'s characters take, counted no further than past `limit`.
        func columns(_ range: Range<Int>, limit: Int) -> Int {
            var total = 0
            for offset in range {
                total += width(offset)
                if total > limit { return total }
            }
            return total
        }

        /// The longest start of `range` within `room` columns.
        func prefix(of range: Range<Int>, within room: Int) -> Range<Int> {
            var end = range.lowerBound
            var used = 0
            while end < range.upperBound, used + width(end) <= room {
                used += width(end)
                end += 1
            }
            return range.lowerBound..<end
        }

        /// The longest end of `range` within `room` columns.
        func suffix(of range: Range<Int>, within room: Int) -> Range<Int> {
            var start = range.upperBound
            var used = 0
            while start > range.lowerBound, used + width(start - 1) <= room {
                used += width(start - 1)
                start -= 1
            }
            return start..<range.upperBound
        }
    }

    /// The ellipsis cut to `room` columns, and its width.
    private func mark(within room: Int) -> (text: String, width: Int) {
        var text = ""
        var used = 0
        for character in ellipsis {
            let width = Buffer.displayWidth(of: String(character))
            if used + width > room { break }
            text.append(character)
            used += width
        }
        return (text, used)
    }

    /// A frozen part: whole when it fits beside an ellipsis, else cut (at its end for the left
    /// part, at its start for the right one) with the ellipsis. Takes its columns from `room`.
    private func fitFrozen(_ range: Range<Int>, _ measure: Measure, room: inout Int, keepsEnd: Bool) -> [Piece] {
        let (text, markWidth) = mark(within: room)
        let width = measure.columns(range, limit: room - markWidth)
        guard width > room - markWidth else {
            room -= width
            return [.characters(range)]
        }
        let within = max(0, room - markWidth)
        let kept = keepsEnd ? measure.suffix(of: range, within: within) : measure.prefix(of: range, within: within)
        room -= markWidth + measure.columns(kept, limit: within)
        return keepsEnd ? [.ellipsis(text), .characters(kept)] : [.characters(kept), .ellipsis(text)]
    }

    /// The middle part in `room` columns, scrolled as fzf scrolls a long row: to show the end
    /// of the match and `hscrollOff` columns after it; its end with ``keepsRight`` and no match.
    private func fitMiddle(_ range: Range<Int>, _ measure: Measure, room: Int, matchEnd: Int?) -> [Piece] {
        guard measure.columns(range, limit: room) > room else { return [.characters(range)] }
        let (text, markWidth) = mark(within: room)
        if keepsRight, matchEnd == nil {
            return [.ellipsis(text), .characters(measure.suffix(of: range, within: room - markWidth))]
        }
        let context = min(room / 2 - markWidth, hscrollOff)
        let focusEnd = min(max(range.lowerBound, (matchEnd ?? 0) + context), range.upperBound)
        if measure.columns(range.lowerBound..<focusEnd, limit: room - markWidth) <= room - markWidth {
            return [.characters(measure.prefix(of: range, within: room - markWidth)), .ellipsis(text)]
        }
        var end = range.upperBound
        if measure.columns(focusEnd..<range.upperBound, limit: markWidth) > markWidth { end = focusEnd }
        // Drop characters from the start until the rest (with its ellipsis) fits after one.
        let tail: [Piece] = end < range.upperBound ? [.ellipsis(text)] : []
        let kept = measure.suffix(of: range.lowerBound..<end, within: room - markWidth - (tail.isEmpty ? 0 : markWidth))
        return [.ellipsis(text), .characters(kept)] + tail
    }
}
