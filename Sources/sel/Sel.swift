import ArgumentParser

/// The `sel` command: selection controls for the shell.
@main
struct Sel: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sel",
        abstract: "Phone-style selection controls for the terminal: drop-downs, menus, checklists, digit wheels.",
        discussion: """
            Exit status: 0 chosen; 1 dismissed or nothing to choose / no match; 2 usage or
            environment error; 124 timeout; 130 cancelled with Ctrl-C; 128+n killed by signal n.
            """,
        version: "0.1.0",
        subcommands: Sel.allSubcommands
    )
}
