import SelectionTerminal
import SelectionUI

/// Plain mode of `sel choose`: the numbered list on /dev/tty and a typed answer, asked again
/// until it is valid; end of file cancels.
struct ChoosePlain {
    var title: String?
    var items: ChooseItems
    var isMultiple: Bool
    var limit: Int?
    /// How long the whole dialogue may take; nil for no limit.
    var timeout: Duration?

    func run() throws -> PromptResult<[Int]> {
        let tty: LineTerminal
        do {
            tty = try LineTerminal.open()
        } catch {
            throw failure("choose: \(error)")
        }
        var disabled: [Int: String] = [:]
        for (index, item) in items.items.enumerated() { if let reason = item.disabledReason { disabled[index] = reason } }
        let dialogue = PlainDialogue(
            title: title, labels: items.items.map(\.label), disabled: disabled,
            isMultiple: isMultiple, limit: limit)
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        do {
            try tty.write(dialogue.listing)
            while true {
                try tty.write(dialogue.question)
                let answer: String
                switch try tty.readLine(timeout: deadline.map { $0 - clock.now }) {
                case .line(let line): answer = line
                case .endOfInput:
                    try tty.write("\n")
                    return .cancelled
                case .timedOut:
                    try tty.write("\n")
                    return .timedOut
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
