/// The state of a one-line text field: the text and its caret, counted in characters (grapheme
/// clusters, so an emoji or a letter with its combining marks is one step). A pure value;
/// ``send(_:)`` is the one way actions come in.
///
/// Every control that edits text embeds one: a combobox's text, a number field's entry, a
/// list's filter query. Drawing asks `TextFieldWindow` for the part that fits, which
/// keeps the caret on screen.
///
/// ```swift
/// var query = TextFieldState()
/// query.send(.insert("hello wrld"))   // [.textChanged("hello wrld")], the caret at the end
/// query.send(.moveWordLeft)           // the caret before "wrld"
/// query.send(.moveRight)
/// query.send(.insert("o"))            // "hello world"
/// ```
public struct TextFieldState: Sendable, Equatable {
    /// What typing keeps and how the text is shown.
    public let configuration: TextFieldConfiguration
    /// The text in the field.
    public internal(set) var text: String
    /// The caret, in characters (grapheme clusters) from the start of ``text``.
    public internal(set) var caret: Int

    /// Creates a field showing `text` with the caret at `caret` (clamped to the text), or at
    /// its end. The text is taken as given (a program's value); only typing is sanitised.
    public init(text: String = "", caret: Int? = nil, configuration: TextFieldConfiguration = TextFieldConfiguration()) {
        self.configuration = configuration
        self.text = text
        let count = text.count
        self.caret = min(max(0, caret ?? count), count)
    }

    /// The text as drawn: each character replaced by ``TextFieldConfiguration/mask`` when set.
    public var displayedText: String {
        guard let mask = configuration.mask else { return text }
        return String(repeating: String(mask), count: text.count)
    }

    /// Applies `action`; reports the new text when it changed.
    @discardableResult
    public mutating func send(_ action: TextFieldAction) -> [TextFieldEvent] {
        var characters = Array(text)
        var position = min(max(0, caret), characters.count)
        switch action {
        case .insert(let typed):
            let kept = Array(sanitised(typed))
            characters.insert(contentsOf: kept, at: position)
            position += kept.count
        case .deleteBackward:
            guard position > 0 else { break }
            characters.remove(at: position - 1)
            position -= 1
        case .deleteForward:
            guard position < characters.count else { break }
            characters.remove(at: position)
        case .deleteWordBackward:
            let start = Self.wordStart(before: position, in: characters)
            characters.removeSubrange(start..<position)
            position = start
        case .deleteWordForward:
            characters.removeSubrange(position..<Self.wordEnd(after: position, in: characters))
        case .deleteToStart:
            characters.removeSubrange(0..<position)
            position = 0
        case .deleteToEnd:
            characters.removeSubrange(position...)
        case .moveLeft:
            position = max(0, position - 1)
        case .moveRight:
            position = min(characters.count, position + 1)
        case .moveWordLeft:
            position = Self.wordStart(before: position, in: characters)
        case .moveWordRight:
            position = Self.wordEnd(after: position, in: characters)
        case .moveToStart:
            position = 0
        case .moveToEnd:
            position = characters.count
        case .replaceAll(let newText):
            characters = Array(sanitised(newText))
            position = characters.count
        }
        let after = String(characters)
        // Joined, characters can merge (a combining mark typed after a letter is one character
        // with it): the caret is counted again in the joined text.
        caret = min(String(characters[..<position]).count, after.count)
        guard after != text else { return [] }
        text = after
        return [.textChanged(after)]
    }

    /// `typed` without what a one-line field cannot hold: control characters (C0, DEL, C1) and,
    /// unless kept, line breaks and tabs; a kept line break is `"\n"` whatever it was typed as.
    func sanitised(_ typed: String) -> String {
        var kept = ""
        for character in typed {
            if character.isNewline {
                if configuration.keepsLineBreaks { kept.append("\n") }
                continue
            }
            if character == "\t", configuration.keepsTabs {
                kept.append(character)
                continue
            }
            let isControl = character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
            if !isControl { kept.append(character) }
        }
        return kept
    }
}
