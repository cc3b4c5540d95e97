import SelectionCore
import SelectionTerminal

/// The menu's line-mode dialogue: every item that can be chosen, numbered by its path
/// (`3) File/Export/PDF`), then a question answered by a number or a path as listed.
///
/// ```swift
/// let state = MenuState(items: [.command("New"), .submenu("Export", [.command("PDF")])])
/// let dialogue = MenuDialogue(title: "File", state: state)
/// dialogue.interpret("2")            // .success([1, 0]): Export/PDF
/// dialogue.interpret("Export/PDF")   // .success([1, 0])
/// dialogue.interpret("9")            // .failure(...): "type a number from 1 to 2 or a path as listed"
/// ```
package struct MenuDialogue: LineDialogue, Sendable {
    /// Asked before each answer (`File: `).
    package var title: String
    /// The paths of the items that can be chosen, in menu order.
    package let paths: [[Int]]
    /// Each path as text (`File/Export/PDF`), in the same order.
    package let pathTexts: [String]

    /// Creates the dialogue for the items of `state`.
    package init(title: String, state: MenuState) {
        self.title = title
        self.paths = state.choosablePaths
        self.pathTexts = paths.map { MenuChoice.pathText(state.labels(along: $0)) }
    }

    /// The numbered paths, one a line (sanitised: a line break in a label cannot start a line).
    package var introduction: String {
        pathTexts.enumerated().map { "\($0.offset + 1)) \(Sanitiser.sanitise($0.element))\n" }.joined()
    }

    /// `Title: ` (sanitised: a line break in the title cannot start a line).
    package var question: String { Sanitiser.sanitise(title) + ": " }

    /// The path of the item chosen by number or by its path as listed, or why not.
    package func interpret(_ answer: String) -> Result<[Int], LineProblem> {
        var trimmed = Substring(answer)
        while let first = trimmed.first, first == " " || first == "\t" { trimmed.removeFirst() }
        while let last = trimmed.last, last == " " || last == "\t" { trimmed.removeLast() }
        let index = Int(trimmed).map { $0 - 1 } ?? pathTexts.firstIndex(of: String(trimmed))
        guard let index, paths.indices.contains(index) else {
            return .failure(LineProblem(message: "type a number from 1 to \(paths.count) or a path as listed"))
        }
        return .success(paths[index])
    }

    /// `✗ message` and a line break.
    package func rejection(of problem: LineProblem) -> String { "✗ \(problem.message)\n" }
}
