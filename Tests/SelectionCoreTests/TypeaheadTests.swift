import Testing

@testable import SelectionCore

@Suite struct TypeaheadTests {
    struct Key: Sendable {
        var character: Character
        var milliseconds: Int
    }

    struct Vector: Sendable, CustomTestStringConvertible {
        var id: String
        var start: Int?
        var keys: [Key]
        /// The highlighted row after each key.
        var highlights: [Int?]
        /// The search text after each key.
        var buffers: [String]
        var configuration = TypeaheadConfiguration()
        var testDescription: String { id }
    }

    private static func keys(_ characters: String, every step: Int = 100, from start: Int = 0) -> [Key] {
        characters.enumerated().map { Key(character: $1, milliseconds: start + $0 * step) }
    }

    /// docs/behaviour.md §2 test vectors TA-V1 … TA-V11, over 0 Apple, 1 Apricot, 2 Banana,
    /// 3 Blueberry, 4 Boysenberry (disabled), 5 Cherry, 6 Éclair, 7 Eggplant, 8 New York, 9 Newark.
    static let vectors: [Vector] = [
        Vector(id: "TA-V1 no highlight, b → first b (TA-10)", start: nil, keys: keys("b"), highlights: [2], buffers: ["b"]),
        Vector(id: "TA-V2 from Banana, b → Blueberry (TA-05, §14.2)", start: 2, keys: keys("b"), highlights: [3], buffers: ["b"]),
        Vector(
            id: "TA-V3 from Blueberry, b skips disabled, wraps (TA-05, TA-09)", start: 3, keys: keys("b"), highlights: [2], buffers: ["b"]),
        Vector(
            id: "TA-V4 a, p, r keeps Apple on ap (TA-06, §14.2)", start: nil, keys: keys("apr"), highlights: [0, 0, 1],
            buffers: ["a", "ap", "apr"]),
        Vector(
            id: "TA-V5 b, b, b cycles (TA-07, §14.3)", start: nil, keys: keys("bbb"), highlights: [2, 3, 2], buffers: ["b", "bb", "bbb"]),
        Vector(
            id: "TA-V6 e matches É, then cycles (TA-04, TA-07, §14.5)", start: nil, keys: keys("ee"), highlights: [6, 7],
            buffers: ["e", "ee"]),
        Vector(
            id: "TA-V7 space inside a search is text (TA-03, §14.4)", start: nil, keys: keys("new y"), highlights: [8, 8, 8, 8, 8],
            buffers: ["n", "ne", "new", "new ", "new y"]),
        Vector(
            id: "TA-V8 n, e, w, a refines to Newark (TA-06)", start: nil, keys: keys("newa"), highlights: [8, 8, 8, 9],
            buffers: ["n", "ne", "new", "newa"]),
        Vector(
            id: "TA-V9 the buffer expires after 500 ms (TA-02, TA-08)", start: 2, keys: keys("bl", every: 600), highlights: [3, 3],
            buffers: ["b", ""]),
        Vector(
            id: "TA-V10 no match: no move, buffer reset (TA-08)", start: 5, keys: keys("cxh"), highlights: [5, 5, 5],
            buffers: ["c", "", ""]),
        Vector(id: "TA-V11 Ctrl+B (U+0002) is not typeahead (TA-01)", start: 0, keys: keys("\u{2}"), highlights: [0], buffers: [""]),
    ]

    /// The non-default settings of the §13 OPTION flags, run over the same items.
    static let optionVectors: [Vector] = [
        Vector(
            id: "TA-07 off: bb searches for bb, finds none, resets; b then cycles",
            start: nil, keys: keys("bbb"), highlights: [2, 2, 3], buffers: ["b", "", "b"],
            configuration: TypeaheadConfiguration(cyclesRepeatedCharacter: false)
        ),
        Vector(
            id: "TA-06 off (APG select-only): ap starts after Apple",
            start: nil, keys: keys("apr"), highlights: [0, 1, 1], buffers: ["a", "ap", "apr"],
            configuration: TypeaheadConfiguration(refinementIncludesHighlight: false)
        ),
        Vector(
            id: "TA-02 timeout 1000 ms (react-aria): bl at +600 ms still refines",
            start: 2, keys: keys("bl", every: 600), highlights: [3, 3], buffers: ["b", "bl"],
            configuration: TypeaheadConfiguration(timeout: .seconds(1))
        ),
        Vector(
            id: "TA-02 each key restarts the timer: n e w at 400 ms steps",
            start: nil, keys: keys("new", every: 400), highlights: [8, 8, 8], buffers: ["n", "ne", "new"]
        ),
        Vector(
            id: "TA-09 a disabled option never matches",
            start: nil, keys: keys("boy"), highlights: [2, 2, 2], buffers: ["b", "", ""]
        ),
    ]

    @Test(arguments: vectors + optionVectors)
    func typeaheadVector(_ vector: Vector) {
        var list = ListState(items: Fixtures.typeaheadItems, configuration: ListConfiguration(typeahead: vector.configuration))
        if let start = vector.start { list.send(.highlight(start)) }
        for (index, key) in vector.keys.enumerated() {
            let now = Duration.milliseconds(key.milliseconds)
            let previous = list.highlighted
            let expected = vector.highlights[index]
            let buffer = vector.buffers[index]
            expectTransition(&list, .typeahead(key.character, at: now), events: expected == previous ? [] : [.highlightChanged(expected)]) {
                $0.highlighted = expected
                $0.typeahead = TypeaheadBuffer(text: buffer, deadline: buffer.isEmpty ? nil : now + vector.configuration.timeout)
            }
        }
    }

    /// TA-03: with no search running, Space keeps its meaning and chooses the highlighted option.
    @Test func spaceWithEmptyBufferChooses_TA03() {
        var list = ListState(items: Fixtures.typeaheadItems)
        list.send(.highlight(2))
        expectTransition(&list, .typeahead(" ", at: .zero), events: [.selected(index: 2, option: Choice("Banana"))]) {
            $0.selection = [2]
        }
    }

    /// TA-03: after the search expires, Space chooses again.
    @Test func spaceAfterTheTimeoutChooses_TA03() {
        var list = ListState(items: Fixtures.typeaheadItems)
        list.send(.typeahead("n", at: .zero))
        expectTransition(&list, .typeahead(" ", at: .milliseconds(500)), events: [.selected(index: 8, option: Choice("New York"))]) {
            $0.selection = [8]
            $0.typeahead = TypeaheadBuffer()
        }
    }

    /// §14.1: typeahead moves the highlight, never the selection (CORE-01).
    @Test func typeaheadDoesNotSelect_CORE01() {
        var list = ListState(items: Fixtures.typeaheadItems, preselecting: .label("Apple"))
        expectTransition(&list, .typeahead("c", at: .zero), events: [.highlightChanged(5)]) {
            $0.highlighted = 5
            $0.typeahead = TypeaheadBuffer(text: "c", deadline: .milliseconds(500))
        }
    }

    @Test func typeaheadCrossesSectionsAndSkipsHeaders_LB13() {
        var list = ListState(items: Fixtures.mixedItems)
        list.send(.highlight(3))
        expectTransition(&list, .typeahead("l", at: .zero), events: [.highlightChanged(6)]) {
            $0.highlighted = 6
            $0.typeahead = TypeaheadBuffer(text: "l", deadline: .milliseconds(500))
        }
        // "Veg" is a header, "Onion" disabled: no match, no move.
        expectTransition(&list, .typeahead("v", at: .seconds(1))) { $0.typeahead = TypeaheadBuffer() }
        expectTransition(&list, .typeahead("o", at: .seconds(2))) { $0.typeahead = TypeaheadBuffer() }
    }

    @Test func decomposedAndUppercaseLabelsMatchPlainLetters_TA04() {
        let items: [ListItem<String>] = ["Zebra", "E\u{301}TAGE", "Ørsted", "straße", "İstanbul"].map { .option(Choice($0)) }
        var list = ListState(items: items)
        let steps: [(Character, Int, Int)] = [("e", 0, 1), ("o", 1000, 2), ("s", 2000, 3), ("I", 3000, 4)]
        for (character, milliseconds, row) in steps {
            let now = Duration.milliseconds(milliseconds)
            expectTransition(&list, .typeahead(character, at: now), events: [.highlightChanged(row)]) {
                $0.highlighted = row
                $0.typeahead = TypeaheadBuffer(text: String(character), deadline: now + .milliseconds(500))
            }
        }
    }
}
