import SelectionTerminal

/// The plain yes/no dialogue (`sel confirm --plain`, and `TERM=dumb`): the question as one line,
/// and the checking of a typed answer. Pure: the caller does the reading and writing.
///
/// ```swift
/// let question = PlainConfirmation(question: "Deploy?", isYesDefault: false)
/// question.question               // "Deploy? [y/N] "
/// question.interpret("")          // .success(false): the default
/// question.interpret("Yes")       // .success(true)
/// question.interpret("maybe")     // .failure(...): "answer y (Yes) or n (No)"
/// ```
///
/// An answer is `y`, `yes`, `n`, `no` or either label, ignoring case and surrounding spaces; an
/// empty answer takes the default.
package struct PlainConfirmation: Sendable, Equatable {
    /// The question's text.
    package var text: String
    /// The answer an empty line gives.
    package var isYesDefault: Bool
    /// The affirmative answer's label.
    package var affirmative: String
    /// The negative answer's label.
    package var negative: String

    /// Creates a dialogue.
    package init(question: String, isYesDefault: Bool = true, affirmative: String = "Yes", negative: String = "No") {
        self.text = question
        self.isYesDefault = isYesDefault
        self.affirmative = affirmative
        self.negative = negative
    }

    /// The question and the answers, the default in capitals, then a space: `Deploy? [Y/n] `.
    ///
    /// Labels other than Yes/No are named: `Deploy? [Y/n: Ship/Wait] `. Everything is sanitised.
    package var question: String {
        let choices = isYesDefault ? "Y/n" : "y/N"
        let isStandard = affirmative.lowercased() == "yes" && negative.lowercased() == "no"
        let names = isStandard ? "" : ": " + Sanitiser.sanitise(affirmative) + "/" + Sanitiser.sanitise(negative)
        return Sanitiser.sanitise(text) + " [" + choices + names + "] "
    }

    /// The answer a typed line gives, or why the line is not an answer.
    package func interpret(_ line: String) -> Result<Bool, PlainDialogue.Problem> {
        let answer = line.trimmingCharacters(where: \.isWhitespace).lowercased()
        if answer.isEmpty { return .success(isYesDefault) }
        if answer == "y" || answer == "yes" || answer == affirmative.lowercased() { return .success(true) }
        if answer == "n" || answer == "no" || answer == negative.lowercased() { return .success(false) }
        return .failure(
            PlainDialogue.Problem(
                message: "answer y (\(Sanitiser.sanitise(affirmative))) or n (\(Sanitiser.sanitise(negative)))"))
    }
}

extension String {
    /// The string without leading and trailing characters that satisfy `predicate`.
    fileprivate func trimmingCharacters(where predicate: (Character) -> Bool) -> String {
        var text = Substring(self)
        while let first = text.first, predicate(first) { text.removeFirst() }
        while let last = text.last, predicate(last) { text.removeLast() }
        return String(text)
    }
}
