// Word moves and deletes (Alt-←/→, Ctrl-W, Alt-D), as readline's backward-word and forward-word:
// a word is a run of characters that are neither white space, punctuation nor symbols (the
// underscore counts as a letter), so Ctrl-W in "~/src/sel" removes "sel" and leaves "~/src/".
extension TextFieldState {
    /// Whether `character` belongs to a word.
    static func isWordCharacter(_ character: Character) -> Bool {
        character == "_" || !(character.isWhitespace || character.isPunctuation || character.isSymbol)
    }

    /// The offset of the start of the word before `offset`: back over what separates words,
    /// then over the word.
    static func wordStart(before offset: Int, in characters: [Character]) -> Int {
        var index = min(max(0, offset), characters.count)
        while index > 0, !isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0, isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    /// The offset of the end of the word after `offset`: on over what separates words, then
    /// over the word.
    static func wordEnd(after offset: Int, in characters: [Character]) -> Int {
        var index = min(max(0, offset), characters.count)
        while index < characters.count, !isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, isWordCharacter(characters[index]) { index += 1 }
        return index
    }
}
