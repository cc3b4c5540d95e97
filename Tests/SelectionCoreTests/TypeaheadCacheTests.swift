import Testing

@testable import SelectionCore

@Suite struct TypeaheadCacheTests {
    /// Headers, a separator, disabled options, accents and repeated prefixes.
    private static let items: [ListItem<Int>] = {
        var items: [ListItem<Int>] = [.header("Fruit")]
        let labels = ["Éclair", "eclair", "apple", "Apricot", "banana", "", "Ölive", "olive oil", "apple pie", "b", "ba", "bab"]
        for index in 0..<60 {
            let label = labels[index % labels.count]
            items.append(.option(Choice(label, value: index, disabled: index % 7 == 3 ? "gone" : nil)))
            if index == 30 { items.append(.separator) }
        }
        return items
    }()

    private static let queries = ["a", "ap", "apple ", "e", "ecl", "b", "ba", "bab", "babe", "o", "oliv", "z", "éc"]

    /// The reference answer, by brute force: the first enabled option at or after `start`
    /// (wrapping to the top) whose folded label starts with the folded query.
    private static func expectedMatch(_ folded: [UInt8], from start: Int) -> Int? {
        let begin = min(max(0, start), items.count)
        for row in Array(begin..<items.count) + Array(0..<begin) {
            guard case .option(let option) = items[row], option.isEnabled else { continue }
            if Array(TextFolding.fold(option.label).utf8).starts(with: folded) { return row }
        }
        return nil
    }

    @Test func readingTheRowsFindsTheReferenceAnswer() {
        let list = ListState(items: Self.items, selectionMode: .single)
        for query in Self.queries {
            let folded = Array(TextFolding.fold(query).utf8)
            for start in 0...Self.items.count {
                let expected = Self.expectedMatch(folded, from: start)
                let read = list.readForTypeaheadMatch(folded, from: start, limit: .max)
                #expect(read == (expected.map { .found($0) } ?? .absent), "\(query) from \(start)")
            }
        }
    }

    @Test func theTableFindsTheReferenceAnswer() {
        var list = ListState(items: Self.items, selectionMode: .single)
        let table = list.typeaheadCache.table(buildingFor: list.content)
        for query in Self.queries {
            let folded = Array(TextFolding.fold(query).utf8)
            for start in 0...Self.items.count {
                #expect(
                    list.firstTypeaheadMatch(forFolded: folded, from: start, in: table) == Self.expectedMatch(folded, from: start),
                    "\(query) from \(start)")
            }
        }
    }

    @Test func aShortReadGivesUpInsteadOfGuessing() {
        let list = ListState(items: Self.items, selectionMode: .single)
        let folded = Array("z".utf8)
        #expect(list.readForTypeaheadMatch(folded, from: 0, limit: 5) == .tooFar)
        #expect(list.readForTypeaheadMatch(folded, from: 0, limit: .max) == .absent)
    }

    @Test func aNearMatchBuildsNoTable() {
        var list = ListState(items: Self.items, selectionMode: .single)
        list.send(.typeahead("b", at: .seconds(1)))
        #expect(list.highlighted == 5)
        #expect(!list.typeaheadCache.holdsTable(for: list.content))
    }

    @Test func aFarSearchBuildsTheTableOnceAndLaterCopiesShareIt() {
        let count = 3 * ListState<Int>.typeaheadReadLimit
        let items: [ListItem<Int>] = (0..<count).map { .option(Choice($0 == count - 1 ? "zebra" : "item \($0)", value: $0)) }
        var list = ListState(items: items, selectionMode: .single)
        #expect(list.send(.typeahead("z", at: .seconds(1))) == [.highlightChanged(count - 1)])
        #expect(list.typeaheadCache.holdsTable(for: list.content))
        var copy = list
        copy.send(.typeahead("i", at: .seconds(5)))
        #expect(copy.highlighted == 0)
        #expect(copy.typeaheadCache.sharesTable(with: list.typeaheadCache))
    }

    @Test func theCacheIsNotPartOfTheValue() {
        let count = 3 * ListState<Int>.typeaheadReadLimit
        let items: [ListItem<Int>] = (0..<count).map { .option(Choice($0 == count - 1 ? "zebra" : "item \($0)", value: $0)) }
        var searched = ListState(items: items, selectionMode: .single)
        searched.send(.typeahead("z", at: .seconds(1)))
        searched.send(.typeahead("q", at: .seconds(5)))
        var expected = ListState(items: items, selectionMode: .single)
        expected.highlighted = count - 1
        #expect(searched.typeaheadCache.holdsTable(for: searched.content))
        #expect(!expected.typeaheadCache.holdsTable(for: expected.content))
        #expect(searched == expected)
    }

    @Test func replacingTheRowsDropsTheTable() {
        let count = 3 * ListState<Int>.typeaheadReadLimit
        let items: [ListItem<Int>] = (0..<count).map { .option(Choice($0 == count - 1 ? "zebra" : "item \($0)", value: $0)) }
        var list = ListState(items: items, selectionMode: .single)
        list.send(.typeahead("z", at: .seconds(1)))
        list.replaceItems([.option(Choice("zulu", value: 1)), .option(Choice("zebra", value: count - 1))])
        #expect(list.highlighted == 1)
        #expect(!list.typeaheadCache.holdsTable(for: list.content))
        list.send(.typeahead("z", at: .seconds(5)))
        #expect(list.highlighted == 0)
    }

    @Test func copiesOnOtherTasksSearchIndependently() async {
        let count = 3 * ListState<Int>.typeaheadReadLimit
        let items: [ListItem<Int>] = (0..<count).map { .option(Choice($0 == count - 1 ? "zebra" : "item \($0)", value: $0)) }
        let list = ListState(items: items, selectionMode: .single)
        let rows = await withTaskGroup(of: Int?.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var copy = list
                    copy.send(.highlight(0))
                    copy.send(.typeahead("z", at: .seconds(1)))
                    return copy.highlighted
                }
            }
            var rows: [Int?] = []
            for await row in group { rows.append(row) }
            return rows
        }
        #expect(rows == Array(repeating: count - 1, count: 8))
    }
}
