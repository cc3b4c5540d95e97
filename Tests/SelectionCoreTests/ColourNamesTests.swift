import SelectionCore
import Testing

/// The 148 CSS named colours (CSS Color Module Level 4 §6.1).
@Suite struct ColourNamesTests {
    @Test func thereAre148UniqueSortedLowerCaseNames() {
        #expect(Colour.cssNames.count == 148)
        #expect(Colour.cssNames == Colour.cssNames.sorted())
        #expect(Set(Colour.cssNames).count == 148)
        #expect(Colour.cssNames.allSatisfy { $0 == $0.lowercased() && $0.allSatisfy(\.isLetter) })
    }

    @Test(arguments: Colour.cssNames)
    func everyNameParsesInAnyCase(name: String) throws {
        let colour = try #require(Colour.named(name))
        #expect(try Colour(parsing: name.uppercased()) == colour)
        #expect(try Colour(parsing: " \(name) ") == colour)
    }

    @Test(
        arguments: [
            ("aliceblue", 0xF0F8FF), ("black", 0x000000), ("white", 0xFFFFFF), ("red", 0xFF0000), ("lime", 0x00FF00),
            ("green", 0x008000), ("blue", 0x0000FF), ("yellow", 0xFFFF00), ("cyan", 0x00FFFF), ("aqua", 0x00FFFF),
            ("magenta", 0xFF00FF), ("fuchsia", 0xFF00FF), ("purple", 0x800080), ("orange", 0xFFA500), ("tomato", 0xFF6347),
            ("rebeccapurple", 0x663399), ("darkslategrey", 0x2F4F4F), ("lightgoldenrodyellow", 0xFAFAD2),
            ("mediumspringgreen", 0x00FA9A), ("yellowgreen", 0x9ACD32), ("oldlace", 0xFDF5E6),
        ] as [(String, UInt32)])
    func knownValues(name: String, rgb: UInt32) {
        #expect(Colour.named(name) == Colour(rgb: rgb))
    }

    @Test(arguments: ["", "nosuchcolour", "light blue", "grey50", "transparent", "currentcolor"])
    func unknownNames(name: String) {
        #expect(Colour.named(name) == nil)
    }

    @Test(
        arguments: [
            (0x00FFFF, "aqua" as String?), (0xFF00FF, "fuchsia"), (0x808080, "gray"), (0x663399, "rebeccapurple"),
            (0x2F4F4F, "darkslategray"), (0x123456, nil),
        ] as [(UInt32, String?)])
    func cssNameOfAColourIsTheAlphabeticallyFirst(rgb: UInt32, name: String?) {
        #expect(Colour(rgb: rgb).cssName == name)
    }
}
