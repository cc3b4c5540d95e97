import SelectionTerminal
import SelectionUI

/// Line mode of `sel choose`: the numbered list on /dev/tty and a typed answer, asked by the
/// library's ``PlainHost`` until it is valid; end of input cancels.
struct ChoosePlain {
    var title: String?
    var items: ChooseItems
    var isMultiple: Bool
    var limit: Int?
    /// How long the whole dialogue may take; nil for no limit.
    var timeout: Duration?

    func run() throws -> PromptResult<[Int]> {
        var disabled: [Int: String] = [:]
        for (index, item) in items.items.enumerated() { if let reason = item.disabledReason { disabled[index] = reason } }
        let dialogue = PlainDialogue(
            title: title, labels: items.items.map(\.label), disabled: disabled,
            isMultiple: isMultiple, limit: limit)
        do {
            return try PlainHost.run(dialogue, on: LineTerminal.open(), timeout: timeout)
        } catch {
            throw failure(error, in: "choose")
        }
    }
}
