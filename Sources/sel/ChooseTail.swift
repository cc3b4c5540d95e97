import ArgumentParser

/// fzf's `--tail N` for `sel choose`: only the latest N items are kept, so an endless input (a
/// log followed with `tail -f`) holds a bounded amount of memory. The count shows the items kept,
/// and an item checked with `--multi` is unchecked once it is dropped, as in fzf.
struct ChooseTail: ParsableArguments {
    @Option(
        name: .customLong("tail"), parsing: .unconditional,
        help: ArgumentHelp("Keep only the last N items read, dropping older ones (fzf's; for endless input).", valueName: "N"))
    var tail: Int?

    @Flag(name: .customLong("no-tail"), help: "Keep every item (the default; undoes --tail).")
    var noTail = false

    func validate() throws {
        if let tail, tail <= 0, !noTail {
            throw ValidationError("--tail: the number of items to keep must be a positive integer, not \(tail).")
        }
    }

    /// How many items the feed keeps, if not all.
    var keptItemLimit: Int? { noTail ? nil : tail }
}
