import SelectionTerminal
import SelectionUI

/// Plain mode of `sel choose`: the numbered list on /dev/tty and a typed answer, asked again
/// until it is valid; end of file cancels.
struct ChoosePlain {
    var title: String?
    var items: ChooseItems
    var isMultiple: Bool
    var limit: Int?

    func run() throws -> PromptResult<[Int]> {
        let tty: LineTerminal
        do {
            tty = try LineTerminal.open()
        } catch {
            throw failure("choose: \(error)")
        }
        var disabled: [Int: String] = [:]
        for (index, item) in items.items.enumerated() { if let reason = item.disabledReason { disabled[index] = reason } }
        let dialogue = PlainDialogue(title: title, labels: items.items.map(\.label), disabled: disabled,
                                     isMultiple: isMultiple, limit: limit)
        do {
            try tty.write(dialogue.listing)
            while true {
                try tty.write(dialogue.question)
                guard let answer = try tty.readLine() else {
                    try tty.write("\n")
                    return .cancelled
                }
                switch dialogue.interpret(answer) {
                case .success(let indices): return .chosen(indices)
                case .failure(let problem): try tty.write("\(problem.message); try again.\n")
                }
            }
        } catch {
            throw failure("choose: \(error)")
        }
    }
}
