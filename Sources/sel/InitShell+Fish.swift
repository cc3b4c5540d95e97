extension InitShell {
    /// The integration script for fish: written by `sel init fish`, loaded by the shell.
    static let fishScript = ##"""
        # sel's key bindings and completion for fish. Load it from ~/.config/fish/config.fish with:
        #   sel init fish | source
        # CTRL-T pastes paths, CTRL-R searches the history, ALT-C changes directory, and `**<TAB>`
        # completes paths, process ids (kill), hosts (ssh, scp) and variables (set, export, unset).
        # Set SEL_CTRL_T_COMMAND, SEL_CTRL_R_COMMAND or SEL_ALT_C_COMMAND to '' before loading to leave
        # that key alone, and SEL_COMPLETION_TRIGGER to '' for no completion.
        status is-interactive; or exit 0

        # CTRL-R's options: the command printed ends in NUL (it may span lines); CTRL-/ shows it whole.
        set -g __sel_history_options "--print0 --expect ctrl-x --bind ctrl-/:toggle-preview --remember ctrl-r"
        set -a __sel_history_options "--preview-window down,30%,wrap,hidden"
        # Without a history file: fish's own list, NUL-separated, without times.
        set -g __sel_history_list_options "--read0 --preview \"printf '%s\\n' {}\""

        # Runs sel choose with the options every binding shares, then the binding's own ($argv[1]), then
        # the user's ($argv[2]), all read by sel itself as SEL_DEFAULT_OPTS are; the rest are arguments.
        # Space types a space, as in fzf (Tab checks an item of a multi-selection).
        function __sel_run
            set -l height 40%
            set -q SEL_HEIGHT; and set height $SEL_HEIGHT
            SEL_DEFAULT_OPTS="--height $height --filter --bind 'space:put( )' $SEL_DEFAULT_OPTS $argv[1] $argv[2]" command sel choose $argv[3..-1]
        end

        # True when the token names a path that exists or begins one (fish completes it as a file).
        function __sel_is_path_prefix --argument-names token
            test -n "$token"; and not string match -q -- '-*' $token
            and test (count (complete -C"__sel_no_such_command $token")) -gt 0
        end

        # CTRL-T: the chosen paths, quoted, in place of the path token at the cursor (or at it).
        function sel-file-widget
            set -l token (commandline -t)
            set -l query
            __sel_is_path_prefix $token; and set query --query $token
            set -l chosen
            if set -q SEL_CTRL_T_COMMAND; and test -n "$SEL_CTRL_T_COMMAND"
                set chosen (eval $SEL_CTRL_T_COMMAND | __sel_run "--multi --print0" "$SEL_CTRL_T_OPTS" $query | string split0)
            else
                set chosen (__sel_run "--multi --print0 --walker file,dir,follow,hidden" "$SEL_CTRL_T_OPTS" $query </dev/tty | string split0)
            end
            if test (count $chosen) -gt 0
                set -l text (string join ' ' -- (string escape -- $chosen))' '
                if set -q query[1]
                    commandline -t -- $text
                else
                    commandline -i -- $text
                end
            end
            commandline -f repaint
        end

        # CTRL-R: Enter puts the chosen command on the line; CTRL-X runs it. sel reads fish's history
        # file (saved first), newest first, each command once, with how long ago; without a file
        # (private mode, fish_history empty) the commands fish lists, without times.
        function sel-history-widget
            set -l name fish
            set -q fish_history; and set name $fish_history
            set -l data ~/.local/share
            set -q XDG_DATA_HOME; and test -n "$XDG_DATA_HOME"; and set data $XDG_DATA_HOME
            set -l file $data/fish/{$name}_history
            set -l answer
            if test -n "$name"; and test -z "$fish_private_mode"; and builtin history save 2>/dev/null; and test -r $file
                set answer (__sel_run "$__sel_history_options --shell-history fish" "$SEL_CTRL_R_OPTS" --query (commandline) <$file | string split0)
            else
                set answer (builtin history --null | __sel_run "$__sel_history_options $__sel_history_list_options" "$SEL_CTRL_R_OPTS" --query (commandline) | string split0)
            end
            if test (count $answer) -ge 2
                commandline -r -- $answer[2]
                if test "$answer[1]" = ctrl-x
                    commandline -f repaint execute
                    return
                end
            end
            commandline -f repaint
        end

        # ALT-C: changes to the chosen directory; the line being typed stays.
        function sel-cd-widget
            set -l dir
            if set -q SEL_ALT_C_COMMAND; and test -n "$SEL_ALT_C_COMMAND"
                set dir (eval $SEL_ALT_C_COMMAND | __sel_run "--remember alt-c" "$SEL_ALT_C_OPTS")
            else
                set dir (__sel_run "--walker dir,follow,hidden --remember alt-c" "$SEL_ALT_C_OPTS" </dev/tty)
            end
            if test -n "$dir"
                builtin cd -- $dir
            end
            commandline -f repaint
        end

        # Hosts from ~/.ssh/config, ~/.ssh/known_hosts and /etc/hosts, each once.
        function __sel_hosts
            set -l config 'tolower($1) == "host" { for (i = 2; i <= NF; i++) if ($i !~ /[*?!]/) print $i }'
            set -l known '$1 !~ /^[|#@]/ { n = split($1, names, ",")
            for (i = 1; i <= n; i++) { h = names[i]; sub(/^\\[/, "", h); sub(/\\]:[0-9]+$/, "", h); print h } }'
            set -l hosts '$1 !~ /^#/ { for (i = 2; i <= NF; i++) { if ($i ~ /^#/) break; print $i } }'
            begin
                command awk $config ~/.ssh/config 2>/dev/null
                command awk $known ~/.ssh/known_hosts 2>/dev/null
                command awk $hosts /etc/hosts 2>/dev/null
            end | command awk '!seen[$0]++'
        end

        # `**<TAB>`: what the command takes, chosen with sel; else the usual completion. The candidates
        # for a command come from a function `_sel_complete_COMMAND` when there is one (one a line).
        function sel-completion
            set -l trigger '**'
            set -q SEL_COMPLETION_TRIGGER; and set trigger $SEL_COMPLETION_TRIGGER
            set -l token (commandline -t)
            set -l words (commandline -opc)
            if test -z "$trigger"; or test (count $words) -lt 1; or test (string sub -s -(string length -- $trigger) -- "$token") != "$trigger"
                commandline -f complete
                return
            end
            set -l prefix (string sub -e -(string length -- $trigger) -- "$token")
            test "$token" = "$trigger"; and set prefix ""
            set -l cmd $words[1]
            set -l chosen
            if functions -q _sel_complete_$cmd
                set chosen (_sel_complete_$cmd $prefix | __sel_run --multi "$SEL_COMPLETION_OPTS" --query "$prefix")
            else
                switch $cmd
                    case kill
                        set chosen (command ps -eo user,pid,ppid,start,time,command 2>/dev/null |
                            __sel_run "--multi --header-lines 1 --accept-nth 2" "$SEL_COMPLETION_OPTS" --query "$prefix")
                    case ssh scp sftp telnet
                        set chosen (__sel_hosts | __sel_run "" "$SEL_COMPLETION_OPTS" --query "$prefix")
                    case set export unset
                        set chosen (set --names | __sel_run --multi "$SEL_COMPLETION_OPTS" --query "$prefix")
                    case '*'
                        set -l root .
                        set -l query $prefix
                        if string match -q -- '*/' $prefix; and test -d $prefix
                            set root (string replace -r '/$' '' -- $prefix)
                            set query ""
                        else if string match -q -- '*/*' $prefix; and test -d (string replace -r '/[^/]*$' '' -- $prefix)
                            set root (string replace -r '/[^/]*$' '' -- $prefix)
                            set query (string replace -r '.*/' '' -- $prefix)
                        end
                        test -z "$root"; and set root /
                        set -l roots
                        test "$root" != .; and set roots --walker-root $root
                        set -l own "--multi --print0 --walker file,dir,follow,hidden"
                        set chosen (__sel_run $own "$SEL_COMPLETION_OPTS" $roots --query "$query" </dev/tty | string split0)
                end
            end
            if test (count $chosen) -gt 0
                commandline -t -- (string join ' ' -- (string escape -- $chosen))' '
            end
            commandline -f repaint
        end

        for __sel_mode in default insert
            if not set -q SEL_CTRL_T_COMMAND; or test -n "$SEL_CTRL_T_COMMAND"
                bind -M $__sel_mode \ct sel-file-widget
            end
            if not set -q SEL_CTRL_R_COMMAND; or test -n "$SEL_CTRL_R_COMMAND"
                bind -M $__sel_mode \cr sel-history-widget
            end
            if not set -q SEL_ALT_C_COMMAND; or test -n "$SEL_ALT_C_COMMAND"
                bind -M $__sel_mode \ec sel-cd-widget
            end
            if not set -q SEL_COMPLETION_TRIGGER; or test -n "$SEL_COMPLETION_TRIGGER"
                bind -M $__sel_mode \t sel-completion
            end
        end
        set -e __sel_mode

        """##
}
