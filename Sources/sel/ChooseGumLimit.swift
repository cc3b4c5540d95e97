// gum's `--limit N` and `--no-limit` on `sel choose`: gum has no `--multi`, its `--limit N`
// (N > 1) is a multiple choice of at most N and `--no-limit` one of any number. sel takes them
// so, besides fzf's `--multi` (and `--multi --limit N`, a multiple choice however small N is).

extension ChooseCommand {
    /// True for a multiple choice: `--multi`, `--no-limit`, or gum's `--limit N` with N > 1.
    var multi: Bool { multiFlag || noLimit || (limitOption ?? 1) > 1 }

    /// The most items a multiple choice takes: `--limit`, unless `--no-limit` (which wins, as in gum).
    var limit: Int? { noLimit ? nil : limitOption }
}
