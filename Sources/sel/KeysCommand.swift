import ArgumentParser
import SelectionKit

/// `sel keys`: shows what the terminal sends, one decoded event per line.
struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "Print the events decoded from what your terminal sends, one per line.",
        discussion: """
            Raw mode with mouse, bracketed-paste and focus reporting on. Press keys, click, drag, \
            scroll or paste to see how SelectionKit decodes them (e.g. `key ctrl+right`, \
            `mouse press left at 12,3` with 0-based column,row, `paste 18 chars`). \
            Quit with q (status 0) or Ctrl-C (status 130); Ctrl-Z suspends. \
            Events are drawn on the terminal; when standard output is not a terminal they are \
            also written there, one per line.
            """
    )

    @OptionGroup var mouse: MouseOptions

    @Flag(name: .customLong("kitty"), help: "Ask for the kitty keyboard protocol (CSI … u).")
    var kitty = false

    func run() throws {
        let session: TerminalSession
        do {
            session = try TerminalSession.open(
                .init(
                    presentation: .lines,
                    reportsMouse: mouse.usesMouse,
                    reportsPaste: true,
                    reportsFocus: true,
                    usesKittyKeyboard: kitty
                ))
        } catch {
            throw failure(error, in: "keys")
        }
        let alsoToStandardOutput = !StandardStream.output.isTerminal
        do {
            try session.writeLine("sel keys: press keys, click, scroll or paste; q or Ctrl-C quits")
            while true {
                for event in try session.readEvents(timeout: nil) {
                    let line = event.description
                    try session.writeLine(line)
                    if alsoToStandardOutput {
                        do {
                            try StandardStreams.write(Array((line + "\n").utf8), to: .output)
                        } catch {
                            session.close()
                            throw resultNotWritten(error, in: "keys")
                        }
                    }
                    guard case .key(let key) = event else { continue }
                    if key == KeyEvent(.character("q")) {
                        session.close()
                        return
                    }
                    if key == KeyEvent(.character("c"), modifiers: .ctrl) {
                        session.close()
                        throw ExitCode(ExitStatus.interrupted)
                    }
                    if key == KeyEvent(.character("z"), modifiers: .ctrl) {
                        session.suspend()
                    }
                }
            }
        } catch let error as TerminalError {
            session.close()
            throw failure(error, in: "keys")
        }
    }
}
