import ArgumentParser

/// `sel init bash|zsh|fish`: prints the shell integration script (fzf's `--bash`, `--zsh` and
/// `--fish`), to be loaded from the shell's start-up file.
///
/// ```sh
/// eval "$(sel init bash)"        # ~/.bashrc
/// source <(sel init zsh)         # ~/.zshrc
/// sel init fish | source         # ~/.config/fish/config.fish
/// ```
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Print the key bindings and completion for a shell; load them from its start-up file.",
        discussion: """
            Load with one line in the shell's start-up file:
              bash (~/.bashrc):                    eval "$(sel init bash)"
              zsh (~/.zshrc):                      source <(sel init zsh)
              fish (~/.config/fish/config.fish):   sel init fish | source

            CTRL-T pastes the chosen paths (several with Tab or Ctrl-A; Space types a space, as in fzf) at the cursor, quoted for \
            the shell; a path word before the cursor becomes the query and is replaced. CTRL-R \
            searches the history, newest first, each command once: Enter puts the command on the \
            line, CTRL-X runs it, CTRL-/ shows it whole. ALT-C changes to the chosen directory. \
            COMMAND **<TAB> completes paths (below the directory the word begins with), process ids \
            for kill, hosts for ssh, scp, sftp and telnet (~/.ssh/config, ~/.ssh/known_hosts, \
            /etc/hosts) and variables for export and unset (aliases for unalias); a function \
            _sel_complete_COMMAND, when defined, prints the candidates for COMMAND, one a line.

            Environment (fzf's names with SEL_): \
            SEL_CTRL_T_COMMAND (a command listing CTRL-T's candidates instead of the walker), \
            SEL_CTRL_T_OPTS, SEL_CTRL_R_OPTS, SEL_ALT_C_COMMAND, SEL_ALT_C_OPTS, \
            SEL_COMPLETION_TRIGGER (default **), SEL_COMPLETION_OPTS, SEL_HEIGHT (default 40%), and \
            SEL_DEFAULT_OPTS as for every sel choose. Before the script is loaded, set \
            SEL_CTRL_T_COMMAND, SEL_CTRL_R_COMMAND or SEL_ALT_C_COMMAND to an empty value to leave \
            that key alone, and SEL_COMPLETION_TRIGGER to an empty value for no completion (unlike fzf).
            """
    )

    @Argument(help: ArgumentHelp("The shell: bash, zsh or fish.", valueName: "shell"))
    var shell: InitShell

    func run() throws {
        try writeResult(Array(shell.script.utf8), in: "init")
    }
}
