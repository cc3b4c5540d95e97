import ArgumentParser

extension Sel {
    /// Every subcommand, one line each.
    static let allSubcommands: [any ParsableCommand.Type] = [
        ChooseCommand.self,
        ConfirmCommand.self,
        FilterCommand.self,
        WheelCommand.self,
        NumberCommand.self,
        InputCommand.self,
        DateCommand.self,
        WriteCommand.self,
        TableCommand.self,
        FileCommand.self,
        FormCommand.self,
        MenuCommand.self,
        KeysCommand.self,
        InitCommand.self,
        DemoCommand.self,
    ]
}
