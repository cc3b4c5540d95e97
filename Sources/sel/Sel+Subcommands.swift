import ArgumentParser

extension Sel {
    /// Every subcommand, one line each (helpers add theirs here).
    static let allSubcommands: [any ParsableCommand.Type] = [
        FilterCommand.self,
    ]
}
