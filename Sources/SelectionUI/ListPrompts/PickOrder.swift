import SelectionCore

/// The order in which the options of a multiple choice were checked, for printing them so
/// (``ListPromptConfiguration/ordersByPick``), as `fzf -m` does: an option unchecked leaves it,
/// checked again it goes to the end; options checked by one key (select-all) go in list order.
///
/// Options are known by their values, when the values are `Hashable` (sel's item indices);
/// otherwise nothing is tracked and the choice keeps the list's order.
struct PickOrder {
    /// The checked values, first picked first.
    private(set) var order: [AnyHashable] = []

    /// Brings the order in step with the values checked now, in list order.
    mutating func note(checked values: [AnyHashable]) {
        let current = Set(values)
        if order.count == current.count, order.allSatisfy({ current.contains($0) }) { return }
        order.removeAll { !current.contains($0) }
        var known = Set(order)
        for value in values where known.insert(value).inserted { order.append(value) }
    }

    /// `choices` sorted by when they were checked; those never checked (the highlighted option
    /// taken with nothing checked) keep their place after them.
    func sorted<Value: Sendable & Equatable>(_ choices: [Choice<Value>]) -> [Choice<Value>] {
        guard !order.isEmpty else { return choices }
        var rank: [AnyHashable: Int] = [:]
        for (position, value) in order.enumerated() where rank[value] == nil { rank[value] = position }
        return choices.enumerated()
            .sorted { left, right in
                let leftRank = (left.element.value as? AnyHashable).flatMap { rank[$0] } ?? Int.max
                let rightRank = (right.element.value as? AnyHashable).flatMap { rank[$0] } ?? Int.max
                return (leftRank, left.offset) < (rightRank, right.offset)
            }
            .map(\.element)
    }
}

extension PromptEvent {
    /// True for the user's input (a key, the mouse, a paste): what can check an option.
    var isInput: Bool {
        switch self {
        case .key, .mouse, .paste: true
        default: false
        }
    }
}
