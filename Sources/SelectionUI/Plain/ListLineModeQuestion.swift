import SelectionCore
import SelectionTerminal

// Line mode for the list prompts (`DropDown`, `MultiSelect`), keeping the promises the screen
// keeps: a list with nothing to choose ends at once and says so, a sole option is taken when
// asked, a streamed list waits for its items, a minimum is enforced.
/// A list prompt's question asked line by line (``LineModePrompt``), from its engine's state.
struct ListLineModeQuestion<Value: Sendable & Equatable> {
    /// The list asked about.
    let engine: ListPromptEngine<Value>

    private var title: String? { engine.title }
    private var configuration: ListPromptConfiguration { engine.configuration }

    /// Asks the list line by line, as ``PlainHost`` does; the options chosen, in list order.
    ///
    /// - A list with nothing to choose (no options, every one disabled, or a streamed list whose
    ///   input ended empty) writes the line the screen leaves (`Branch: nothing to choose`) and
    ///   ends at once with ``PromptResult/cancelled``, rather than asking over nothing.
    /// - With ``ListPromptConfiguration/choosesSoleOption``, a sole option is chosen without a word.
    /// - A streamed list (``ItemFeed``) waits for its items as the screen does: each is written,
    ///   numbered, as it arrives (the title before the first), and the question is asked once the
    ///   input ends. The numbers are the items' places in the input, so they never change; asking
    ///   only at the end keeps the list from being written over the answer being typed (which
    ///   the terminal echoes, and a screen reader reads). A line typed meanwhile waits in the
    ///   terminal and answers the question. The time allowed counts from the start, waiting
    ///   included; the feed's producer is told to stop when the question ends, as on the screen.
    ///
    /// - Parameters:
    ///   - isMultiple: Whether several options may be chosen.
    ///   - limit: At most this many (multiple choice); nil for no limit.
    ///   - minimum: At least this many (multiple choice); 0 for no minimum.
    ///   - device: Where to ask.
    ///   - timeout: The time allowed; nil for no limit.
    func ask(
        isMultiple: Bool, limit: Int?, minimum: Int, on device: some LineDevice, timeout: Duration?
    ) throws(TerminalError) -> PromptResult<[Choice<Value>]> {
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        let choices: [Choice<Value>]
        let isListed: Bool
        // Told to stop when the question ends (`defer`), so the feed's producer stops reading.
        let inbox = PromptInbox()
        defer { inbox.close() }
        if let stream = engine.stream {
            guard let arrived = try waitForItems(of: stream, on: device, reportingTo: inbox, until: deadline, clock: clock) else {
                return .timedOut
            }
            choices = arrived
            isListed = !arrived.isEmpty
        } else {
            choices = engine.state.list.items.compactMap(\.option)
            isListed = false
        }
        if let reason = NothingToChoose.reason(in: choices.map { ListItem.option($0) }) {
            try device.write(Sanitiser.sanitise(title.map { "\($0): \(reason)" } ?? reason) + "\n")
            return .cancelled
        }
        let enabled = choices.filter(\.isEnabled)
        if configuration.choosesSoleOption, enabled.count == 1 { return .chosen(enabled) }
        var disabled: [Int: String] = [:]
        for (index, choice) in choices.enumerated() { if let reason = choice.disabledReason { disabled[index] = reason } }
        var dialogue = PlainDialogue(
            title: title, labels: choices.map(\.label), disabled: disabled, isMultiple: isMultiple, limit: limit)
        dialogue.minimum = minimum
        let left = deadline.map { $0 - clock.now }
        let answer =
            isListed
            ? try PlainHost.run(ListedDialogue(base: dialogue), on: device, timeout: left)
            : try PlainHost.run(dialogue, on: device, timeout: left)
        return answer.map { indices in indices.map { choices[$0] } }
    }

    /// Writes a streamed list's items as they arrive — the title before the first, then one
    /// numbered line each — until its input ends; the options, or nil when `deadline` passes first.
    private func waitForItems(
        of stream: StreamedList<Value>, on device: some LineDevice, reportingTo inbox: PromptInbox,
        until deadline: ContinuousClock.Instant?, clock: ContinuousClock
    ) throws(TerminalError) -> [Choice<Value>]? {
        var stream = stream
        // The effects the list asked for at its start (reading its feed), performed here.
        let performer = HostEffects(inbox: inbox)
        for effect in engine.effects { _ = performer.perform(effect) }
        var choices: [Choice<Value>] = []
        while true {
            _ = inbox.takeAll()
            if let read = performer.perform(.readItems), case .itemsRead(let store, let header, let isFinished, let shaped) = read.kind {
                _ = stream.take(store, header: header, isFinished: isFinished, shaped: shaped)
            }
            let count = stream.store.count
            if count > choices.count {
                var text = choices.isEmpty ? title.map { Sanitiser.sanitise($0) + "\n" } ?? "" : ""
                // Numbers are padded to the widest one known when they are written.
                let width = String(count).count
                for index in choices.count..<count {
                    let choice = stream.choice(ofItem: index)
                    choices.append(choice)
                    text += PlainDialogue.listingLine(
                        number: index + 1, width: width, label: choice.label, disabledReason: choice.disabledReason)
                }
                try device.write(text)
            }
            if stream.isFinished { return choices }
            var milliseconds = 60_000
            if let deadline {
                let left = deadline - clock.now
                guard left > .zero else { return nil }
                let (seconds, attoseconds) = left.components
                milliseconds = min(milliseconds, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000) + 1)
            }
            _ = inbox.waitForEvents(timeoutMilliseconds: milliseconds)
        }
    }
}

/// A numbered-list dialogue whose list was already written (a streamed list, as its items
/// arrived): only the question is asked.
private struct ListedDialogue: LineDialogue {
    var base: PlainDialogue

    var introduction: String { "" }
    var question: String { base.question }
    func interpret(_ answer: String) -> Result<[Int], LineProblem> { base.interpret(answer) }
    func rejection(of problem: LineProblem) -> String { base.rejection(of: problem) }
}
