/// A question asked line by line (line mode): text shown once, a question, and the checking of
/// each typed answer. Pure: ``PlainHost`` does the reading, writing and asking again.
///
/// ```swift
/// let dialogue = PlainDialogue(title: "Colour", labels: ["Red", "Green"])
/// let result = try PlainHost.run(dialogue, on: try LineTerminal.open())
/// ```
package protocol LineDialogue {
    /// What an accepted answer gives.
    associatedtype Value
    /// Shown once before the first question (a numbered list); may be empty.
    var introduction: String { get }
    /// Asked before each answer, without a line break (`Choose 1-3: `).
    var question: String { get }
    /// Checks one typed answer (without its line break): the value, or why not.
    func interpret(_ answer: String) -> Result<Value, LineProblem>
    /// The line written after an answer is refused, line break included; the host sanitises it.
    func rejection(of problem: LineProblem) -> String
    /// Whether the answer is read without echo (a password, TXT-03).
    var hidesAnswer: Bool { get }
}

extension LineDialogue {
    /// Nothing before the first question.
    package var introduction: String { "" }

    /// Answers are echoed.
    package var hidesAnswer: Bool { false }

    /// `message; try again.` and a line break.
    package func rejection(of problem: LineProblem) -> String { "\(problem.message); try again.\n" }
}

/// Why a typed answer was not accepted, in words for the user.
package struct LineProblem: Error, Sendable, Equatable {
    /// One line, no trailing period.
    package var message: String
    /// Creates a problem.
    package init(message: String) { self.message = message }
}
