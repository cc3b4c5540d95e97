import ArgumentParser

/// The shells `sel init` writes an integration script for.
enum InitShell: String, ExpressibleByArgument, CaseIterable {
    case bash, zsh, fish

    /// The script: key bindings (CTRL-T, CTRL-R, ALT-C) and `**<TAB>` completion.
    var script: String {
        switch self {
        case .bash: Self.bashScript
        case .zsh: Self.zshScript
        case .fish: Self.fishScript
        }
    }

    /// The line that loads the script, for the shell's start-up file.
    var loadingLine: String {
        switch self {
        case .bash: #"eval "$(sel init bash)""#
        case .zsh: "source <(sel init zsh)"
        case .fish: "sel init fish | source"
        }
    }
}
