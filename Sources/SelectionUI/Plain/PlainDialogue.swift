import SelectionTerminal

/// The numbered-list dialogue of line mode: the question as text, and the checking of a typed
/// answer. Pure: ``PlainHost`` does the reading, writing and asking again.
///
/// ```swift
/// let dialogue = PlainDialogue(title: "Colour", labels: ["Red", "Green", "Blue"])
/// print(dialogue.listing, terminator: "")   // "Colour\n  1) Red\n  2) Green\n  3) Blue\n"
/// dialogue.interpret("2")                   // .success([1])
/// dialogue.interpret("green")               // .success([1])
/// dialogue.interpret("7")                   // .failure(.init(message: "7 is not between 1 and 3"))
/// ```
///
/// An answer is a number in range or an option's exact label (ignoring case); a multiple choice
/// takes several, separated by commas or spaces (`1,3 5`).
package struct PlainDialogue: LineDialogue, Sendable {
    /// Why an answer was not accepted, in words for the user.
    package typealias Problem = LineProblem

    /// Shown above the list, if any.
    package var title: String?
    /// The options' labels.
    package var labels: [String]
    /// The indices of options that cannot be chosen, with the reason.
    package var disabled: [Int: String]
    /// Whether several options may be chosen.
    package var isMultiple: Bool
    /// At most this many (multiple choice); nil for no limit.
    package var limit: Int?
    /// At least this many (multiple choice), as `MultiSelect(minimum:)` asks; 0 for no minimum.
    package var minimum = 0

    /// Creates a dialogue.
    package init(title: String? = nil, labels: [String], disabled: [Int: String] = [:], isMultiple: Bool = false, limit: Int? = nil) {
        self.title = title
        self.labels = labels
        self.disabled = disabled
        self.isMultiple = isMultiple
        self.limit = limit
    }

    /// The title and the numbered list, one option a line, labels sanitised; ends with a newline.
    package var listing: String {
        var text = title.map { Sanitiser.sanitise($0) + "\n" } ?? ""
        let width = String(labels.count).count
        for (index, label) in labels.enumerated() {
            text += Self.listingLine(number: index + 1, width: width, label: label, disabledReason: disabled[index])
        }
        return text
    }

    /// One option's line of the listing, its number padded to `width` digits, sanitised, with its line break.
    static func listingLine(number: Int, width: Int, label: String, disabledReason: String?) -> String {
        let number = String(number)
        let padding = String(repeating: " ", count: max(0, width - number.count))
        var line = "  \(padding)\(number)) \(Sanitiser.sanitise(label))"
        if let reason = disabledReason { line += " (unavailable: \(Sanitiser.sanitise(reason)))" }
        return line + "\n"
    }

    /// The numbered list, shown once before the first question (``listing``).
    package var introduction: String { listing }

    /// The question asked on the line after the list.
    package var question: String {
        guard labels.count > 1 else { return "Choose 1: " }
        if isMultiple { return "Choose from 1-\(labels.count), several separated by commas or spaces: " }
        return "Choose 1-\(labels.count): "
    }

    /// Checks a typed answer; the chosen indices (ascending, without repeats) or why not.
    package func interpret(_ answer: String) -> Result<[Int], Problem> {
        let trimmed = answer.trimmingWhitespace
        guard !trimmed.isEmpty else { return .failure(Problem(message: "type a number from 1 to \(labels.count)")) }
        if let index = labelIndex(trimmed) { return checked([index]) }
        let parts = isMultiple ? trimmed.split { $0 == "," || $0 == " " || $0 == "\t" }.map(String.init) : [trimmed]
        var indices: [Int] = []
        for part in parts {
            if let number = Int(part) {
                guard (1...max(1, labels.count)).contains(number), number <= labels.count else {
                    return .failure(Problem(message: "\(number) is not between 1 and \(labels.count)"))
                }
                indices.append(number - 1)
            } else if let index = labelIndex(part) {
                indices.append(index)
            } else {
                return .failure(
                    Problem(message: "\"\(Sanitiser.sanitise(part))\" is neither a number from 1 to \(labels.count) nor an option"))
            }
        }
        return checked(indices)
    }

    private func checked(_ indices: [Int]) -> Result<[Int], Problem> {
        let unique = Array(Set(indices)).sorted()
        if !isMultiple, unique.count > 1 { return .failure(Problem(message: "choose one option")) }
        if let limit, unique.count > limit { return .failure(Problem(message: "choose at most \(limit)")) }
        if isMultiple, unique.count < minimum { return .failure(Problem(message: "choose at least \(minimum)")) }
        if let index = unique.first(where: { disabled[$0] != nil }) {
            return .failure(Problem(message: "\(index + 1) cannot be chosen: \(Sanitiser.sanitise(disabled[index] ?? ""))"))
        }
        return .success(unique)
    }

    private func labelIndex(_ text: String) -> Int? {
        let lowered = text.lowercased()
        return labels.firstIndex { $0.lowercased() == lowered }
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
