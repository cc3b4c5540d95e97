import ArgumentParser

extension Sel {
    /// Every subcommand, one line each.
    static let allSubcommands: [any ParsableCommand.Type] = [
        FilterCommand.self,
        KeysCommand.self,
        DemoCommand.self,
    ]
}
