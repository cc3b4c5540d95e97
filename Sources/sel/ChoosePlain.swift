import SelectionTerminal
import SelectionUI

/// Line mode of `sel choose`: the numbered list on /dev/tty and a typed answer, asked by the
/// library's ``PlainHost`` (through ``PromptAsking/askLines(_:)``) until it is valid; end of
/// input cancels.
struct ChoosePlain {
    var title: String?
    var items: ChooseItems
    var isMultiple: Bool
    var limit: Int?

    /// The dialogue: the items numbered, the disabled ones with their reason.
    var dialogue: PlainDialogue {
        var disabled: [Int: String] = [:]
        for (index, item) in items.items.enumerated() { if let reason = item.disabledReason { disabled[index] = reason } }
        return PlainDialogue(
            title: title, labels: items.items.map(\.label), disabled: disabled,
            isMultiple: isMultiple, limit: limit)
    }
}
