import Testing

@testable import SelectionUI

/// fzf's tracking state (``ListTracking``): the actions that switch it, the info line's mark,
/// a reload held while the tracked identity is sought (or until `reload-sync` ends), the search
/// of the new rows, and `track-current` ending when the highlight leaves its item.
@Suite struct ListTrackingTests {
    /// The identity of a line: its first word (`--id-nth 1`).
    private func firstWord(_ line: [UInt8]) -> [UInt8] { Array(line.prefix { $0 != 0x20 }) }

    /// Offers a held reload's read of `lines` (`finished`: the feed has ended); true when taken.
    private func take(_ tracking: inout ListTracking, _ lines: [String], finished: Bool) -> Bool {
        tracking.takesRead(count: lines.count, isFinished: finished, identity: identity(lines))
    }

    /// The identity of item `index` of `lines`.
    private func identity(_ lines: [String]) -> (Int) -> [UInt8] {
        { index in firstWord(Array(lines[index].utf8)) }
    }

    @Test func theActionsSwitchAsFzfs() {
        var tracking = ListTracking(global: false)
        #expect(tracking.mode == .off && tracking.indicator == "")
        tracking.set(true, current: true, highlighted: 3)  // track-current
        #expect(tracking.mode == .current(item: 3) && tracking.indicator == " +t")
        tracking.set(nil, current: false, highlighted: 5)  // toggle-track leaves track-current alone
        #expect(tracking.mode == .current(item: 3))
        tracking.set(false, current: true, highlighted: 5)  // untrack-current
        #expect(tracking.mode == .off)
        tracking.set(nil, current: true, highlighted: 5)  // toggle-track-current
        #expect(tracking.mode == .current(item: 5))
        tracking.set(nil, current: true, highlighted: 5)
        #expect(tracking.mode == .off)
        tracking.set(nil, current: false, highlighted: 5)  // toggle-track
        #expect(tracking.mode == .global && tracking.indicator == " +T")
        tracking.set(true, current: true, highlighted: 2)  // --track wins over track-current
        tracking.set(nil, current: true, highlighted: 2)
        #expect(tracking.mode == .global)
        tracking.set(nil, current: false, highlighted: 2)
        #expect(tracking.mode == .off)
    }

    @Test func aReloadSeekingAnIdentityIsHeldUntilTheNewItemsHoldIt() {
        var tracking = ListTracking(global: true)
        tracking.beginReload(synchronous: false, seeking: Array("pod-c".utf8))
        #expect(tracking.isBlocked && tracking.holdsReload && tracking.indicator == " +T*")
        let taken1 = take(&tracking, ["pod-x New"], finished: false)
        #expect(!taken1)
        let taken2 = tracking.takesRead(
            count: ["pod-x New", "pod-d Done", "pod-c Failed"].count, isFinished: false,
            identity: identity(["pod-x New", "pod-d Done", "pod-c Failed"]))
        #expect(taken2)
        #expect(!tracking.holdsReload && tracking.isBlocked)
        // The new rows: found on row 1, the search ends.
        let rows = [2, 0, 1]
        let lines = ["pod-x New", "pod-d Done", "pod-c Failed"]
        let row = tracking.seek(
            rowCount: 3, isComplete: false, item: { rows[$0] }, row: { rows.firstIndex(of: $0) },
            identity: { firstWord(Array(lines[$0].utf8)) })
        #expect(row == 0)
        #expect(!tracking.isBlocked && tracking.indicator == " +T")
    }

    @Test func theSearchEndsWhenTheListEndsWithoutTheIdentity() {
        var tracking = ListTracking(global: true)
        tracking.beginReload(synchronous: false, seeking: Array("gone".utf8))
        let taken3 = take(&tracking, ["a", "b"], finished: true)
        #expect(taken3)
        let lines = ["a", "b"]
        let identity: (Int) -> [UInt8] = { Array(lines[$0].utf8) }
        let first = tracking.seek(rowCount: 2, isComplete: false, item: { $0 }, row: { $0 }, identity: identity)
        #expect(first == nil && tracking.isBlocked)
        let last = tracking.seek(rowCount: 2, isComplete: true, item: { $0 }, row: { $0 }, identity: identity)
        #expect(last == nil)
        #expect(!tracking.isBlocked)
    }

    @Test func reloadSyncIsHeldUntilItsOutputEnds() {
        var tracking = ListTracking(global: false)
        tracking.beginReload(synchronous: true, seeking: nil)
        #expect(tracking.holdsReload && !tracking.isBlocked)
        let taken4 = take(&tracking, ["a", "b"], finished: false)
        #expect(!taken4)
        // Esc (stopping a search) does not let a synchronous reload through early.
        tracking.stopSeeking()
        let taken5 = take(&tracking, ["a", "b", "c"], finished: false)
        #expect(!taken5)
        let taken6 = take(&tracking, ["a", "b", "c"], finished: true)
        #expect(taken6)
        #expect(!tracking.holdsReload)
    }

    @Test func escStopsTheSearchAndLetsTheHeldReloadThrough() {
        var tracking = ListTracking(global: true)
        tracking.beginReload(synchronous: false, seeking: Array("z".utf8))
        let taken7 = take(&tracking, ["a"], finished: false)
        #expect(!taken7)
        tracking.stopSeeking()
        #expect(!tracking.isBlocked && tracking.mode == .global)
        let taken8 = take(&tracking, ["a", "b"], finished: false)
        #expect(taken8)
    }

    @Test func trackCurrentEndsWhenTheHighlightLeavesItsItem() {
        var tracking = ListTracking(global: false)
        tracking.set(true, current: true, highlighted: 4)
        tracking.noteHighlight(4)
        #expect(tracking.mode == .current(item: 4))
        tracking.noteHighlight(7)
        #expect(tracking.mode == .off)
        // Not while the tracked identity is sought: the rows are not the new ones yet.
        tracking.set(true, current: true, highlighted: 1)
        tracking.beginReload(synchronous: false, seeking: Array("x".utf8))
        tracking.noteHighlight(nil)
        #expect(tracking.mode == .current(item: 1) && tracking.indicator == " +t*")
    }
}
