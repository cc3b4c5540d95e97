import SelectionCore
import SelectionTerminal

/// The text input's line-mode dialogue: the title (or the prompt) and the starting text as the
/// question (`Name [Ada]: `, never the text of a secure input); an empty answer takes the
/// starting text; an answer over the limit, too short or refused by the check is refused with
/// the reason and asked again (TXT-02, TXT-04).
///
/// ```swift
/// let dialogue = TextInputDialogue(title: "Name", value: "", characterLimit: 5, minimumLength: 2, isSecure: false, validate: nil)
/// dialogue.interpret("Ada")      // .success("Ada")
/// dialogue.interpret("A")        // .failure(...): "at least 2 characters"
/// ```
package struct TextInputDialogue: LineDialogue {
    /// Asked before the answer; nil asks with the prompt.
    package var title: String?
    /// Asked with when there is no title (`> `).
    package var prompt: String
    /// What an empty answer gives.
    package var value: String
    /// The most characters an answer may have; nil for no limit.
    package var characterLimit: Int?
    /// The fewest characters an answer may have.
    package var minimumLength: Int
    /// Whether the starting text is kept out of the question.
    package var isSecure: Bool
    /// Why an answer is refused beyond its length, or nil.
    package var validate: (@Sendable (String) -> String?)?

    /// Creates the dialogue.
    package init(
        title: String?, prompt: String = "> ", value: String, characterLimit: Int?, minimumLength: Int, isSecure: Bool,
        validate: (@Sendable (String) -> String?)?
    ) {
        self.title = title
        self.prompt = prompt
        self.value = value
        self.characterLimit = characterLimit
        self.minimumLength = minimumLength
        self.isSecure = isSecure
        self.validate = validate
    }

    /// `Title [value]: `, or the prompt alone.
    package var question: String {
        let current = value.isEmpty || isSecure ? "" : " [\(value)]"
        guard let title else { return Sanitiser.sanitise(prompt + current + (current.isEmpty ? "" : " ")) }
        return Sanitiser.sanitise(title + current) + ": "
    }

    /// The answer, the starting text for an empty one, or why not.
    package func interpret(_ answer: String) -> Result<String, LineProblem> {
        let text = answer.isEmpty ? value : answer
        if let characterLimit, text.count > characterLimit {
            return .failure(LineProblem(message: "at most \(characterLimit) characters"))
        }
        if text.count < minimumLength {
            return .failure(LineProblem(message: "at least \(minimumLength) character\(minimumLength == 1 ? "" : "s")"))
        }
        if let why = validate?(text) { return .failure(LineProblem(message: why)) }
        return .success(text)
    }

    /// A secure input's answer is not echoed (TXT-03).
    package var hidesAnswer: Bool { isSecure }

    /// `✗ message` and a line break.
    package func rejection(of problem: LineProblem) -> String { "✗ \(problem.message)\n" }
}
