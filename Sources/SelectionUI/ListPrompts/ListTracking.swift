/// fzf's tracking, for a list prompt: `--track` (every change of the rows keeps the highlighted
/// item highlighted), `track-current` (the same for the item highlighted then, until the
/// highlight leaves it), and with `--id-nth` the search of a reloaded list for the item whose
/// identity fields are those of the item highlighted when the reload began — input blocked
/// meanwhile (fzf's `+T*`) — and, after `reload-sync`, the checked items found again by identity.
///
/// A reload that seeks an identity, or is synchronous, is held: the old rows stay on screen
/// while the new feed is read, until it holds the identity sought (`reload`) or has ended
/// (`reload-sync`), as fzf keeps the old list drawn.
struct ListTracking: Equatable {
    /// What is tracked.
    enum Mode: Equatable {
        /// Nothing (the highlight follows sel's rules).
        case off
        /// Whatever is highlighted (`--track`, `toggle-track`).
        case global
        /// This item, until the highlight leaves it (`track-current`).
        case current(item: Int)
    }

    /// What is tracked now.
    var mode: Mode
    /// The identity sought in a reloaded list; while set, input is blocked.
    private(set) var sought: [UInt8]?
    /// Items of the new list seen not to have the identity sought.
    private var notSought: Set<Int> = []
    /// True while a reload is held: the old rows stay until the new feed's items are taken.
    private(set) var holdsReload = false
    /// True when the reload held is synchronous (`reload-sync`): taken only when it has ended.
    private(set) var isSynchronous = false
    /// How many of the new feed's items a held reload has looked through for the identity.
    private var looked = 0
    /// The new item a held reload found with the identity, looked at first by ``seek(rowCount:isComplete:item:row:identity:)``.
    private var candidate: Int?

    /// Tracking as `--track` asks (`global`), or none.
    init(global: Bool) {
        mode = global ? .global : .off
    }

    /// True while the prompt seeks a tracked identity: keys other than those that stop it wait.
    var isBlocked: Bool { sought != nil }

    /// True when the highlighted item keeps the highlight as the rows change.
    var tracks: Bool { mode != .off }

    /// fzf's mark on the info line: ` +T` for `--track`, ` +t` for `track-current`, with `*`
    /// while an identity is sought; empty when nothing is tracked.
    var indicator: String {
        switch mode {
        case .off: ""
        case .global: isBlocked ? " +T*" : " +T"
        case .current: isBlocked ? " +t*" : " +t"
        }
    }

    /// fzf's `track-current` (`on` true, `current`), `untrack-current` (false, `current`),
    /// `toggle-track-current` (nil, `current`) and `toggle-track` (nil, not `current`); `item` is
    /// the one highlighted. `--track` wins over `track-current`; all but `track-current` stop a
    /// search for an identity.
    mutating func set(_ on: Bool?, current: Bool, highlighted item: Int?) {
        if current {
            switch (on, mode) {
            case (true, .off), (true, .current), (nil, .off):
                if let item { mode = .current(item: item) }
            case (false, .current), (nil, .current):
                mode = .off
            default:
                break
            }
        } else {
            switch mode {
            case .global: mode = .off
            case .off: mode = .global
            case .current: break
            }
        }
        if on != true { stopSeeking() }
    }

    /// A reload begins: with `identity` (the highlighted item's, when tracked and `--id-nth` is
    /// set) it is sought in the new list; a synchronous one, or one that seeks, is held.
    mutating func beginReload(synchronous: Bool, seeking identity: [UInt8]?) {
        if !isBlocked {
            sought = identity
            notSought = []
        }
        candidate = nil
        isSynchronous = synchronous
        holdsReload = synchronous || isBlocked
        looked = 0
    }

    /// Stops seeking (found, the list ended without it, Esc, or a tracking action); a reload
    /// held for the identity alone is taken at the next read.
    mutating func stopSeeking() {
        sought = nil
        notSought = []
        candidate = nil
        if !isSynchronous { holdsReload = false }
    }

    /// Whether a held reload's read of `count` items is taken now: when the feed has ended, or
    /// (not synchronous) when its items hold the identity sought (`identity(item)`).
    mutating func takesRead(count: Int, isFinished: Bool, identity: (Int) -> [UInt8]) -> Bool {
        guard holdsReload else { return true }
        if isFinished || (!isSynchronous && sought == nil) { return releaseHold() }
        guard !isSynchronous, let sought else { return false }
        while looked < count {
            defer { looked += 1 }
            if identity(looked) == sought {
                candidate = looked
                return releaseHold()
            }
        }
        return false
    }

    private mutating func releaseHold() -> Bool {
        holdsReload = false
        isSynchronous = false
        looked = 0
        return true
    }

    /// Seeks the identity among `rowCount` rows (`item(row)` the item a row shows, `row(item)` the
    /// row showing an item, `identity(item)` its identity): the row found, if any — the item the
    /// held reload found first, else the first row with the identity. The search stops when one
    /// is found, or when `isComplete` (the list has ended and its scan is in) says none will be;
    /// a tracked current item becomes the one found.
    mutating func seek(
        rowCount: Int, isComplete: Bool, item: (Int) -> Int, row: (Int) -> Int?, identity: (Int) -> [UInt8]
    ) -> Int? {
        guard let sought, !holdsReload else { return nil }
        var found: (row: Int, item: Int)?
        if let candidate, let shown = row(candidate), identity(candidate) == sought {
            found = (shown, candidate)
        }
        for shown in 0..<rowCount where found == nil {
            let index = item(shown)
            if notSought.contains(index) { continue }
            if identity(index) == sought { found = (shown, index) } else { notSought.insert(index) }
        }
        guard let found else {
            if isComplete { stopSeeking() }
            return nil
        }
        if case .current = mode { mode = .current(item: found.item) }
        stopSeeking()
        return found.row
    }

    /// The highlight is now on `item`: `track-current` ends when it left the item tracked (not
    /// while a reload is held or an identity sought, when the rows are not yet the new ones).
    mutating func noteHighlight(_ item: Int?) {
        guard case .current(let tracked) = mode, !holdsReload, !isBlocked, item != tracked else { return }
        mode = .off
    }
}
