import ArgumentParser
import SelectionDemos
import SelectionKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `sel demo [NAME]`: the source designs, full-screen with the mouse.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Show the source designs, full-screen: colour, dropdown, checklist, runcalc, popup.",
        discussion: """
            Without a name, a chooser opens; q or Esc there leaves (status 0). In a demo, q or Esc \
            at the top level goes back to the chooser (or leaves, when the demo was named). \
            The README pictures come from the same demos: scripts/make-pictures.
            """
    )

    @Argument(
        help: "colour, dropdown, checklist, runcalc or popup; none opens the chooser.",
        completion: .list(Demo.allCases.map(\.rawValue)))
    var name: String?

    @Option(parsing: .unconditional, help: "Visible rows of the dropdown demo's lists (1 to 1000).")
    var rows = 5

    func validate() throws {
        if let name, Demo(rawValue: name) == nil {
            throw ValidationError("unknown demo \"\(name)\"; try \(Demo.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if !(1...1000).contains(rows) { throw ValidationError("--rows must be 1 to 1000, not \(rows).") }
    }

    func run() throws {
        let demo = name.flatMap(Demo.init(rawValue:))
        var asking = PromptAsking(timeout: nil, in: "demo", environment: ProcessInfo.processInfo.environment)
        asking.presentation = .fullScreen
        asking.noTerminalHint = nil
        if let demo { return try finish(asking.askOnTerminal(demo.makeScreen(rows: rows))) }
        while true {
            let choice = try asking.askOnTerminal(Demo.makeChooser())
            guard case .chosen(let chosen) = choice, let demo = Demo(rawValue: chosen) else { return try finish(choice) }
            let result = try asking.askOnTerminal(demo.makeScreen(rows: rows))
            if case .interrupted = result { return try finish(result) }
        }
    }

    private func finish(_ result: PromptResult<String>) throws {
        if case .interrupted = result { throw ExitCode(ExitStatus.interrupted) }
    }
}
