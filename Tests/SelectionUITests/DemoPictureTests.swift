import Foundation
import SelectionCore
import SelectionDemos
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// Each demo driven through its one key script (``Demo/pictureScript``) on an 80×24 virtual
/// screen: the screen it leaves has the demo's key facts, and its SVG is the README picture in
/// docs/pictures. With `SELECTIONKIT_RECORD_PICTURES=1` the pictures are written instead, and
/// every test that wrote one fails, so a recording is never silent (`scripts/make-pictures`).
@Suite struct DemoPictureTests {
    static let pictures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/pictures")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["SELECTIONKIT_RECORD_PICTURES"] == "1" }

    /// The demo after its script.
    static func driven(_ demo: Demo) throws -> PromptDriver<AppScreen> {
        let terminal = VirtualTerminal(width: 80, height: 24, presentation: .fullScreen)
        var driver = PromptDriver(demo.makeScreen(), terminal: terminal, options: PromptHost.Options(presentation: .fullScreen))
        for step in demo.pictureScript.steps {
            for event in try DemoScript.events(of: step, onScreen: driver.snapshot.lines) { driver.send(event) }
        }
        #expect(driver.result == nil, "the script ended the demo")
        #expect(driver.terminal.violations.isEmpty)
        return driver
    }

    /// Compares the screen's SVG with docs/pictures/NAME.svg, or records it.
    static func expectPicture(of demo: Demo, _ snapshot: ScreenSnapshot, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try expectPicture(named: demo.rawValue, title: "sel demo \(demo.rawValue)", snapshot, sourceLocation: sourceLocation)
    }

    /// Compares the screen's SVG with docs/pictures/NAME.svg, or records it.
    static func expectPicture(
        named name: String, title: String, _ snapshot: ScreenSnapshot, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let file = pictures.appendingPathComponent("\(name).svg")
        let svg = snapshot.svg(title: title)
        if isRecording {
            try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
            try svg.write(to: file, atomically: true, encoding: .utf8)
            Issue.record(
                "recorded docs/pictures/\(name).svg; run again without SELECTIONKIT_RECORD_PICTURES to compare",
                sourceLocation: sourceLocation)
            return
        }
        guard let recorded = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no docs/pictures/\(name).svg: record it with scripts/make-pictures", sourceLocation: sourceLocation)
            return
        }
        #expect(
            recorded == svg,
            "docs/pictures/\(name).svg differs from the screen; if the change is intended, re-record with scripts/make-pictures. The screen:\n\(snapshot.quotedLines.joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    }

    static let blue = TerminalColour.rgb(Colour(rgb: 0x0000ff))

    @Test func colourPaintsTheViewBlueAndReopensWithBlueChecked() throws {
        let driver = try Self.driven(.colour)
        let snapshot = driver.snapshot
        #expect(snapshot.style(atColumn: 2, row: 20).background == Self.blue)
        #expect(snapshot.style(atColumn: 40, row: 2).background == Self.blue)
        #expect(snapshot.lines[0].hasSuffix("Color ▴ "))
        let row = try #require(snapshot.row(containing: "Blue"))
        #expect(snapshot.lines[row].contains("›✓ ██ Blue"))
        #expect(snapshot.lines[row].contains("#0000ff"))
        let swatch = try #require(snapshot.position(of: "██ Blue"))
        #expect(snapshot.style(atColumn: swatch.x, row: swatch.y).foreground == Self.blue)
        #expect(snapshot.lines[23].contains("Blue #0000ff"))
        try Self.expectPicture(of: .colour, snapshot)
    }

    @Test func dropdownShowsTheChoicesAndReopensThePicturesAtTheChoice() throws {
        let driver = try Self.driven(.dropdown)
        let snapshot = driver.snapshot
        #expect(snapshot.row(containing: "Blackberry ▾") != nil)
        #expect(snapshot.row(containing: "Disc ▴") != nil)
        #expect(snapshot.lines.contains { $0.contains("›✓") && $0.contains("Disc") && !$0.contains("Picture:") })
        #expect(snapshot.lines.contains { $0.contains("▀") })
        #expect(driver.prompt.content.status.contains("picture: selected 1 Disc"))
        try Self.expectPicture(of: .dropdown, snapshot)
    }

    @Test func checklistShowsTheReusableChecklistModally() throws {
        let driver = try Self.driven(.checklist)
        let snapshot = driver.snapshot
        #expect(snapshot.lines[0].hasPrefix("Cancel"))
        #expect(snapshot.lines[0].contains("Location of Workplace"))
        #expect(snapshot.lines[0].hasSuffix("Done"))
        let row = try #require(snapshot.row(containing: "Private"))
        #expect(snapshot.lines[row].contains("✓ Private"))
        #expect(driver.prompt.content[ControlHandle<ModalFieldControl<String>>(id: "purpose")]?.text == "Testing")
        try Self.expectPicture(of: .checklist, snapshot)
    }

    @Test func runcalcComputesThePaceFromDistanceAndTime() throws {
        let driver = try Self.driven(.runcalc)
        let snapshot = driver.snapshot
        #expect(snapshot.lines.contains { $0.contains("Distance:") && $0.contains("10.00 km") })
        #expect(snapshot.lines.contains { $0.contains("Pace:") && $0.contains("5:00 min/km (computed)") })
        #expect(snapshot.lines.contains { $0.contains("Time:") && $0.contains("0:50:00") })
        #expect(snapshot.lines[23].contains("pace 5:00 per km, from distance and time"))
        let pace = try #require(snapshot.position(of: "5:00 min/km"))
        #expect(snapshot.style(atColumn: pace.x, row: pace.y).background == .rgb(UnitCategory.paceSpeed.colour))
        try Self.expectPicture(of: .runcalc, snapshot)
    }

    @Test func popupChoosesInOneGestureThenOpensThePalette() throws {
        let driver = try Self.driven(.popup)
        let snapshot = driver.snapshot
        #expect(snapshot.row(containing: "Large ▾") != nil)
        #expect(snapshot.lines[23].contains("value changed: size = Large"))
        #expect(driver.prompt.stack.top?.owner == "palette")
        #expect(snapshot.lines.contains { $0.contains("██") })
        try Self.expectPicture(of: .popup, snapshot)
    }
}
