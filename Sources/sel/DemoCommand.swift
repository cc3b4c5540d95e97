import ArgumentParser
import Foundation
import SelectionKit

/// `sel demo [NAME]`: the source designs, full-screen with the mouse.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Show the source designs, full-screen: colour, dropdown, checklist, popup.",
        discussion: """
            Without a name, a chooser opens; q or Esc there leaves (status 0). In a demo, q or Esc
            at the top level goes back to the chooser (or leaves, when the demo was named).
            --picture writes an SVG of the demo after --keys instead of opening the terminal, e.g.
            sel demo colour --picture colour.svg --keys "press@Color drag@Blue release@Blue"
            """
    )

    @Argument(help: "colour, dropdown, checklist or popup; none opens the chooser.")
    var name: String?

    @Option(help: "Visible rows of the dropdown demo's lists.")
    var rows = 5

    @Option(help: "Write an SVG picture of the demo after --keys to this file instead of running it.")
    var picture: String?

    @Option(help: "The key script for --picture (see scripts/make-pictures).")
    var keys = ""

    @Option(help: "The picture's size, COLUMNSxROWS.")
    var size = "80x24"

    func validate() throws {
        if let name, Demo(rawValue: name) == nil {
            throw ValidationError("unknown demo \"\(name)\"; try colour, dropdown, checklist or popup")
        }
    }

    func run() throws {
        let demo = name.flatMap(Demo.init(rawValue:))
        if let picture { return try writePicture(demo ?? .colour, to: picture) }
        let options = PromptHost.Options(presentation: .fullScreen)
        do {
            if let demo { return try finish(PromptHost.run(demo.makeScreen(rows: rows), options: options)) }
            while true {
                let choice = try PromptHost.run(Demo.makeChooser(), options: options)
                guard case .chosen(let chosen) = choice, let demo = Demo(rawValue: chosen) else { return try finish(choice) }
                let result = try PromptHost.run(demo.makeScreen(rows: rows), options: options)
                if case .interrupted = result { return try finish(result) }
            }
        } catch let error as TerminalError {
            throw failure(error.description)
        }
    }

    private func finish(_ result: PromptResult<String>) throws {
        if case .interrupted = result { throw ExitCode(ExitStatus.interrupted) }
    }

    private func writePicture(_ demo: Demo, to path: String) throws {
        let parts = size.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts[0] > 0, parts[1] > 0 else { throw failure("--size wants COLUMNSxROWS, like 80x24") }
        let script: DemoScript
        do { script = try DemoScript(parsing: keys) } catch { throw failure(error.description) }
        let frame = DemoPicture.frame(of: demo.makeScreen(rows: rows), size: Size(width: parts[0], height: parts[1]), script: script)
        let svg = DemoPicture.svg(of: frame, title: "sel demo \(demo.rawValue)")
        do {
            try svg.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw failure("cannot write \(path): \(error.localizedDescription)")
        }
        print(frame.lines.joined(separator: "\n"))
    }
}
