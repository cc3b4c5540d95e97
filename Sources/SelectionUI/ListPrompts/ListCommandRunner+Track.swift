import SelectionCore
import SelectionMatching
import SelectionTerminal

// fzf's tracking on a list prompt (``ListTracking``): the actions that switch it, reloads that
// keep the old rows while the new feed is read (`reload-sync`, or one seeking the tracked
// item's `--id-nth` identity), the input blocked while the identity is sought, and the checked
// items found again by identity after `reload-sync`.
extension ListCommandRunner {
    /// fzf's `track-current`, `untrack-current`, `toggle-track-current` and `toggle-track`.
    static func setTracking(_ on: Bool?, current: Bool, on engine: inout Engine) {
        let wasBlocked = engine.script.tracking.isBlocked
        engine.script.tracking.set(on, current: current, highlighted: highlightedItem(of: engine))
        engine.stream?.tracksHighlight = engine.script.tracking.tracks
        // A reload held for the identity alone is taken now.
        if wasBlocked, !engine.script.tracking.isBlocked { engine.effects.append(.readItems) }
    }

    /// Starts the reload of `command` (placeholders replaced): held, the old rows kept, when it
    /// is synchronous or seeks the tracked item's identity; otherwise the rows go at once.
    static func startReload(running command: String, synchronous: Bool, on engine: inout Engine) {
        var sought: [UInt8]?
        if engine.script.tracking.tracks, let identity = engine.configuration.itemIdentity, let stream = engine.stream,
            let item = highlightedItem(of: engine)
        {
            sought = identity(stream.printedBytes(ofItem: item, value: true))
        }
        engine.script.tracking.beginReload(synchronous: synchronous, seeking: sought)
        // The identity, not the text, finds the highlight again.
        if engine.script.tracking.isBlocked { engine.script.reloadAnchor = nil }
        if engine.script.tracking.holdsReload {
            engine.stream?.reload(keepingRows: command, in: &engine.state)
        } else {
            engine.clearHiddenSelection()
            engine.stream?.reload(runningShellCommand: command, in: &engine.state)
        }
    }

    /// Whether the host's read of the feed is taken (false while a reload is held). A held
    /// reload's items, once taken, replace the old ones; after `reload-sync` with `--id-nth`, the
    /// items checked are checked again where their identities come back, in the order picked.
    static func takesRead(_ store: ItemStore, shaped: ShapedItems?, isFinished: Bool, on engine: inout Engine) -> Bool {
        guard engine.script.tracking.holdsReload else { return true }
        let identity = engine.configuration.itemIdentity ?? { $0 }
        let wasSynchronous = engine.script.tracking.isSynchronous
        let newIdentity = { (index: Int) in identity(line(ofItem: index, in: store, shaped: shaped)) }
        guard engine.script.tracking.takesRead(count: store.count, isFinished: isFinished, identity: newIdentity), let old = engine.stream
        else {
            return false
        }
        var checked: [[UInt8]] = []
        if wasSynchronous, engine.configuration.itemIdentity != nil, engine.isMultiple {
            let picked = engine.pickOrder.order.compactMap { $0.base as? Int }.filter { old.selectedItems.contains($0) }
            let unpicked = old.selectedItems.subtracting(picked).sorted()
            checked = (picked + unpicked).filter { $0 < old.store.count }.map { identity(old.printedBytes(ofItem: $0, value: true)) }
        }
        engine.clearHiddenSelection()
        engine.stream?.clearForReload(in: &engine.state)
        guard !checked.isEmpty else { return true }
        var firstItem: [[UInt8]: Int] = [:]
        for index in 0..<store.count {
            let key = newIdentity(index)
            if firstItem[key] == nil { firstItem[key] = index }
        }
        let found = checked.compactMap { firstItem[$0] }
        engine.stream?.selectedItems = Set(found)
        var order = PickOrder()
        order.note(checked: found.map { AnyHashable($0) })
        engine.pickOrder = order
        return true
    }

    /// Input while the tracked identity is sought: Esc stops the search (the prompt stays), keys
    /// bound to a tracking action run, anything else waits; nil when input is not blocked.
    static func blockedInput(_ event: PromptEvent, on engine: inout Engine) -> Engine.Outcome? {
        guard engine.script.tracking.isBlocked else { return nil }
        switch event {
        case .key(let key):
            guard key.kind != .release else { return .proceed }
            let commands = boundCommands(for: key, in: engine) ?? []
            let isCancel = commands.isEmpty && engine.configuration.keyMap.intent(for: key) == .cancel
            return holdsBack(commands, cancelling: isCancel, on: &engine) ? .proceed : nil
        case .mouse, .paste:
            return .proceed
        default:
            return nil
        }
    }

    /// Whether `commands` (a key's, or a remote request's: `--listen`) wait while the tracked
    /// identity is sought, as fzf's: all but the tracking actions do; `abort` and `cancel` (or a
    /// key that cancels: `cancelling`) stop the search instead of ending the prompt.
    static func holdsBack(_ commands: [ListCommand], cancelling: Bool = false, on engine: inout Engine) -> Bool {
        guard engine.script.tracking.isBlocked, !commands.contains(where: \.switchesTracking) else { return false }
        if cancelling || commands.contains(where: { $0 == .abort || $0 == .clearQueryOrAbort }) {
            engine.script.tracking.stopSeeking()
            engine.effects.append(.readItems)
        }
        return true
    }

    /// After an event: the identity sought is looked for in the new rows (highlighted when
    /// found), and `track-current` ends when the highlight left its item.
    static func followTracking(_ engine: inout Engine) {
        guard let stream = engine.stream else { return }
        if engine.script.tracking.isBlocked, !engine.script.tracking.holdsReload, !stream.isScanning {
            let identity = engine.configuration.itemIdentity ?? { $0 }
            let row = engine.script.tracking.seek(
                rowCount: stream.rowCount, isComplete: stream.isFinished, item: { stream.item(ofRow: $0) },
                row: { stream.row(ofItem: $0) }, identity: { identity(stream.printedBytes(ofItem: $0, value: true)) })
            if let row { engine.state.send(.pointerMove(.row(row))) }
        }
        engine.script.tracking.noteHighlight(highlightedItem(of: engine))
        engine.stream?.tracksHighlight = engine.script.tracking.tracks
    }

    /// The line an identity is cut from: the item's text as read (colours taken out), unless
    /// `--accept-nth` kept only its printed fields (``StreamedList/printedBytes(ofItem:value:)``).
    private static func line(ofItem index: Int, in store: ItemStore, shaped: ShapedItems?) -> [UInt8] {
        let item = shaped.flatMap { index < $0.count ? $0[index] : nil }
        let label = item?.labelBytes ?? Array(store[index])
        return item?.valueBytes ?? label
    }

    /// The item highlighted, if any.
    private static func highlightedItem(of engine: Engine) -> Int? {
        guard let stream = engine.stream, let row = engine.state.list.highlighted, row < stream.rowCount else { return nil }
        return stream.item(ofRow: row)
    }
}

extension ListCommand {
    /// True for fzf's tracking actions, which run while a tracked identity is sought.
    var switchesTracking: Bool {
        if case .setTracking = self { return true }
        return false
    }
}
