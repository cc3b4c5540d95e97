// QueryFuzzer: libFuzzer driver for the filter query parser and the matcher behind
// `sel filter` and `sel choose --filter`, and a replayer of saved inputs (see TESTING.md,
// "Fuzzing"). The input is a byte of options, a query, a NUL byte, then items separated by
// newlines; the checks trap on failure.
import Foundation
import FuzzSupport
import SelectionMatching

/// Every invariant, for one input.
func check(_ data: [UInt8]) {
    guard let flags = data.first else { return }
    let rest = data.dropFirst()
    let cut = rest.firstIndex(of: 0) ?? rest.endIndex
    let query = String(decoding: rest[..<cut], as: UTF8.self)
    let items = ItemBuffer(bytes: cut < rest.endIndex ? Array(rest[(cut + 1)...]) : [], delimiter: 0x0A)
    let options = MatchOptions(
        caseMatching: [.smart, .ignore, .respect][Int(flags % 3)],
        isExact: flags & 0x04 != 0, normalizesLatin: flags & 0x08 != 0,
        tiebreaks: flags & 0x10 != 0 ? [.begin, .index] : [.length], isSorted: flags & 0x20 == 0)

    let parsed = SearchQuery(query, options: options)
    precondition(parsed == SearchQuery(query, options: options), "two parses differ")
    precondition(parsed.clauses.allSatisfy { !$0.isEmpty && $0.allSatisfy { !$0.text.isEmpty } }, "an empty clause or term")

    let matcher = Matcher(options: options)
    let results = matcher.matchOnCurrentThread(query, in: items)
    precondition(results.matchCount <= items.count, "more matches than items")
    precondition(results.ranked.count == results.matchCount, "ranked \(results.ranked.count) of \(results.matchCount)")
    precondition(Set(results.ranked.map(\.index)).count == results.ranked.count, "an item ranked twice")
    precondition(results.ranked.allSatisfy { (0..<items.count).contains($0.index) }, "a match outside the items")
    // Typing one more character refines the previous results to exactly what a fresh search finds.
    if let last = query.last {
        let shorter = String(query.dropLast())
        let previous = matcher.matchOnCurrentThread(shorter, in: items)
        let refined = matcher.matchOnCurrentThread(query, in: items, refining: previous)
        precondition(refined.ranked == results.ranked, "refining \"\(shorter)\" + \"\(last)\" differs from a fresh search")
    }
    // A limit keeps the best matches, in the same order.
    let limited = matcher.matchOnCurrentThread(query, in: items, limit: 3)
    precondition(limited.ranked == Array(results.ranked.prefix(3)), "--limit 3 ranks differently")
}

FuzzTarget.run(named: "QueryFuzzer", check: check)
