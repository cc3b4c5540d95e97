// StateFileFuzzer: libFuzzer driver for the files sel reads back across runs — the store of
// `--remember` (`ChoiceMemory`) and the shell histories CTRL-R lists (`ShellHistory`: bash's file
// and `fc -lnr` listing, zsh's and fish's files) — and a replayer of saved inputs (see
// TESTING.md, "Fuzzing"). The first byte picks the reader, the rest is the file; the checks trap.
import FuzzSupport
import SelectionScripting
import SelectionUI

/// A remember store, read: written back and read again it is the same memory (a round trip), its
/// text is bounded, and recording and ordering never trap.
func checkMemory(_ bytes: [UInt8]) {
    let memory = ChoiceMemory(parsing: bytes)
    precondition(memory.entries.count <= ChoiceMemory.capacity, "\(memory.entries.count) items kept")
    let text = memory.serialized
    precondition(text.count <= ChoiceMemory.capacity * (ChoiceMemory.longestItem + 64), "\(text.count) bytes written")
    precondition(ChoiceMemory.unreadableLines(in: text) == 0, "a memory's own text has lines that do not read")
    let again = ChoiceMemory(parsing: text)
    precondition(again == memory, "the memory read back differs from the one written")
    var updated = memory
    let now: Int64 = 1_800_000_000
    updated.record([Array(bytes.prefix(40)), Array("x".utf8)], at: now)
    let items = memory.entries.keys.sorted { $0.lexicographicallyPrecedes($1) }
    let order = updated.order(items + [Array("x".utf8)], at: now)
    precondition(order.sorted() == Array(0...items.count), "the order is not a permutation")
    precondition(ChoiceMemory(parsing: updated.serialized) == updated, "a recorded memory does not read back")
}

/// A shell history, read in `format`: the same every time, each command once, none empty and none
/// holding a NUL byte (the list hands them back NUL-separated).
func checkHistory(_ bytes: [UInt8], format: ShellHistory.Format) {
    let history = ShellHistory(parsing: bytes, format: format)
    precondition(ShellHistory(parsing: bytes, format: format) == history, "two readings differ")
    var seen: Set<ArraySlice<UInt8>> = []
    for entry in history.entries {
        precondition(!entry.command.isEmpty, "an empty command")
        precondition(!entry.command.contains(0), "a command holding NUL")
        precondition(seen.insert(entry.command).inserted, "a command listed twice")
    }
}

/// Every invariant, for one input.
func check(_ data: [UInt8]) {
    guard let selector = data.first else { return }
    let file = Array(data.dropFirst())
    let formats = ShellHistory.Format.allCases
    switch Int(selector) % (formats.count + 1) {
    case 0: checkMemory(file)
    case let index: checkHistory(file, format: formats[index - 1])
    }
}

FuzzTarget.run(named: "StateFileFuzzer", check: check)
