import SelectionCore
import SelectionUI
import Testing

@testable import sel

/// The grammars of fzf's chrome flags as `sel choose` reads them (issue 27).
struct ChooseChromeParsingTests {
    @Test(arguments: [
        ("1", ListChrome.Edges(.cells(1))),
        ("1,5%", ListChrome.Edges(top: .cells(1), right: .percent(5), bottom: .cells(1), left: .percent(5))),
        ("1,2,3", ListChrome.Edges(top: .cells(1), right: .cells(2), bottom: .cells(3), left: .cells(2))),
        ("1,2,3,4", ListChrome.Edges(top: .cells(1), right: .cells(2), bottom: .cells(3), left: .cells(4))),
    ])
    func marginsReadFzfsOneToFourValues(text: String, expected: ListChrome.Edges) throws {
        #expect(try ChooseChrome.edges(text, "--margin") == expected)
    }

    @Test(arguments: ["", "1,2,3,4,5", "-1", "50%", "x", "+1"])
    func malformedMarginsAreRefused(text: String) {
        #expect(throws: (any Error).self) { try ChooseChrome.edges(text, "--margin") }
    }

    @Test func edgesInsetTheirArea() {
        let edges = ListChrome.Edges(top: .cells(1), right: .percent(10), bottom: .cells(2), left: .cells(3))
        #expect(edges.inset(Rect(x: 0, y: 0, width: 40, height: 10)) == Rect(x: 3, y: 1, width: 33, height: 7))
    }

    @Test(arguments: [
        ("0", 0, false), ("3", 3, false), ("-3", -3, false), ("-3:bottom", -3, true), ("2:top", 2, false), ("center", 0, false),
        ("bottom", 0, true),
    ])
    func labelPositionsReadFzfsSyntax(text: String, column: Int, isAtBottom: Bool) throws {
        let position = try #require(BorderLabel.position(text))
        #expect(position.column == column && position.isAtBottom == isAtBottom)
    }

    @Test(arguments: ["x", "1:left", "top:1", "1:2:3"])
    func malformedLabelPositionsAreRefused(text: String) {
        #expect(BorderLabel.position(text) == nil)
    }

    @Test func borderStylesDrawTheirSides() throws {
        let expected: [(String, BorderShape.Sides)] = [
            ("rounded", .all), ("horizontal", [.top, .bottom]), ("vertical", [.left, .right]), ("up", .top), ("down", .bottom),
            ("left", .left), ("none", []),
        ]
        for (name, sides) in expected { #expect(try #require(BorderShape(fzfName: name)).sides == sides, "\(name)") }
        #expect(BorderShape(fzfName: "wavy") == nil)
    }

    @Test func aBareBorderIsRoundedAndLeavesTheNextWord() {
        let rewritten = FzfSpellings.rewrite(
            ["choose", "--border", "--height", "5", "--list-border", "sharp", "--input-border"],
            valueOptions: ChooseScripting.valueOptions, optionalValues: ChooseChrome.bareDefaults)
        #expect(rewritten == ["choose", "--border=rounded", "--height", "5", "--list-border", "sharp", "--input-border=rounded"])
    }

    @Test func infoStylesReadFzfsForms() throws {
        func info(_ text: String) throws -> ListChrome.Info? {
            try ChooseScripting.parse(["--info", text]).infoStyle()
        }
        #expect(try info("default") == .line)
        #expect(try info("right") == .right)
        #expect(try info("inline") == .inline(prefix: " < "))
        #expect(try info("inline:>> ") == .inline(prefix: ">> "))
        #expect(try info("inline-right") == .inlineRight(prefix: ""))
        #expect(throws: (any Error).self) { try info("default:x") }
    }

    @Test func minimumHeightsReadNAndNPlus() throws {
        #expect(try ChooseChrome.parse(["--min-height", "10+"]).minimumHeight()! == (10, true))
        #expect(try ChooseChrome.parse(["--min-height", "4"]).minimumHeight()! == (4, false))
        #expect(throws: (any Error).self) { try ChooseChrome.parse(["--min-height", "+4"]) }
    }
}
