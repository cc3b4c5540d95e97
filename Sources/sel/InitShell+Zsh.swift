extension InitShell {
    /// The integration script for zsh: written by `sel init zsh`, loaded by the shell.
    static let zshScript = ##"""
        # sel's key bindings and completion for zsh. Load it from ~/.zshrc with:
        #   source <(sel init zsh)
        # CTRL-T pastes paths, CTRL-R searches the history, ALT-C changes directory, and `**<TAB>`
        # completes paths, process ids (kill), hosts (ssh, scp) and variables (export, unset, unalias).
        # Set SEL_CTRL_T_COMMAND, SEL_CTRL_R_COMMAND or SEL_ALT_C_COMMAND to '' before loading to leave
        # that key alone, and SEL_COMPLETION_TRIGGER to '' for no completion.
        if [[ -o interactive ]]; then

        # CTRL-R's options: sel reads the history as zsh writes it (--shell-history, below); the
        # command printed ends in NUL (it may span lines); CTRL-/ shows it whole.
        typeset -g __sel_history_options="--print0 --expect ctrl-x --bind ctrl-/:toggle-preview --remember ctrl-r"
        __sel_history_options+=" --preview-window down,30%,wrap,hidden --shell-history zsh"

        # Runs sel choose with the options every binding shares, then the binding's own ($1), then the
        # user's ($2), all read by sel itself as SEL_DEFAULT_OPTS are; the rest are arguments. Space
        # types a space, as in fzf (Tab checks an item of a multi-selection).
        __sel_run() {
          local own=$1 user=$2
          shift 2
          SEL_DEFAULT_OPTS="--height ${SEL_HEIGHT:-40%} --filter --bind 'space:put( )' ${SEL_DEFAULT_OPTS-} $own $user" \
            command sel choose "$@"
        }

        # Each NUL-ended record of the input, quoted for zsh, followed by a space.
        __sel_quote_records() {
          local item
          while IFS= read -r -d '' item; do
            print -rn -- "${(q)item} "
          done
        }

        # CTRL-T: the chosen paths, quoted, in place of the path word before the cursor (or at it).
        sel-file-widget() {
          setopt localoptions pipefail no_aliases 2> /dev/null
          local word=${LBUFFER##*[[:space:]]} selected
          local -a query found
          if [[ -n $word ]]; then
            found=( ${~word}*(N[1]) ) 2> /dev/null
            (( $#found )) || word=""
          fi
          [[ -n $word ]] && query=(--query "$word")
          if [[ -n ${SEL_CTRL_T_COMMAND-} ]]; then
            selected=$(eval "$SEL_CTRL_T_COMMAND" | __sel_run "--multi --print0" "${SEL_CTRL_T_OPTS-}" $query | __sel_quote_records)
          else
            selected=$(__sel_run "--multi --print0 --walker file,dir,follow,hidden" "${SEL_CTRL_T_OPTS-}" $query < /dev/tty | __sel_quote_records)
          fi
          if [[ -n $selected ]]; then
            LBUFFER="${LBUFFER%$word}$selected"
          fi
          zle reset-prompt
        }

        # CTRL-R: Enter puts the chosen command on the line; CTRL-X runs it. zsh writes its history
        # to a file of its own with the times (`: SECONDS:ELAPSED;COMMAND`), and sel lists it
        # newest first, each command once, with how long ago.
        sel-history-widget() {
          setopt localoptions pipefail no_aliases extendedglob extended_history 2> /dev/null
          local output key command file
          file=$(command mktemp "${TMPDIR:-/tmp}/sel-history.XXXXXX") || { zle reset-prompt; return 1; }
          {
            # fc -W writes nothing while SAVEHIST is 0.
            local SAVEHIST=${HISTSIZE:-1000}
            builtin fc -W "$file"
          } 2> /dev/null
          # Removed as soon as it is open: a shell killed while sel runs leaves no copy behind.
          output=$({ command rm -f -- "$file"; __sel_run "$__sel_history_options" "${SEL_CTRL_R_OPTS-}" --query "$BUFFER"; } < "$file")
          key=${output%%$'\0'*}
          command=${${output#*$'\0'}%$'\0'}
          [[ $output == *$'\0'* ]] || command=""
          if [[ -n $command ]]; then
            BUFFER=$command
            CURSOR=${#BUFFER}
            if [[ $key == ctrl-x ]]; then
              zle reset-prompt
              zle accept-line
              return
            fi
          fi
          zle reset-prompt
        }

        # ALT-C: changes to the chosen directory; the line being typed comes back at the next prompt.
        sel-cd-widget() {
          setopt localoptions pipefail no_aliases 2> /dev/null
          local dir
          if [[ -n ${SEL_ALT_C_COMMAND-} ]]; then
            dir=$(eval "$SEL_ALT_C_COMMAND" | __sel_run "--remember alt-c" "${SEL_ALT_C_OPTS-}")
          else
            dir=$(__sel_run "--walker dir,follow,hidden --remember alt-c" "${SEL_ALT_C_OPTS-}" < /dev/tty)
          fi
          if [[ -z $dir ]]; then
            zle reset-prompt
            return 0
          fi
          dir=$(builtin cd -q -- "$dir" > /dev/null && print -r -- "$PWD") || { zle reset-prompt; return 0; }
          zle push-line
          BUFFER="builtin cd -- ${(q)dir}"
          zle accept-line
          zle reset-prompt
        }

        for __sel_keymap in emacs viins vicmd; do
          if [[ ${SEL_CTRL_T_COMMAND-x} != "" ]]; then
            zle -N sel-file-widget
            bindkey -M $__sel_keymap '^T' sel-file-widget
          fi
          if [[ ${SEL_CTRL_R_COMMAND-x} != "" ]]; then
            zle -N sel-history-widget
            bindkey -M $__sel_keymap '^R' sel-history-widget
          fi
          if [[ ${SEL_ALT_C_COMMAND-x} != "" ]]; then
            zle -N sel-cd-widget
            bindkey -M $__sel_keymap '\ec' sel-cd-widget
          fi
        done
        unset __sel_keymap

        # Hosts from ~/.ssh/config, ~/.ssh/known_hosts and /etc/hosts, each once.
        __sel_hosts() {
          local config='tolower($1) == "host" { for (i = 2; i <= NF; i++) if ($i !~ /[*?!]/) print $i }'
          local known='$1 !~ /^[|#@]/ { n = split($1, names, ",")
            for (i = 1; i <= n; i++) { h = names[i]; sub(/^\[/, "", h); sub(/\]:[0-9]+$/, "", h); print h } }'
          local hosts='$1 !~ /^#/ { for (i = 2; i <= NF; i++) { if ($i ~ /^#/) break; print $i } }'
          {
            command awk "$config" ~/.ssh/config 2> /dev/null
            command awk "$known" ~/.ssh/known_hosts 2> /dev/null
            command awk "$hosts" /etc/hosts 2> /dev/null
          } | command awk '!seen[$0]++'
        }

        # Each chosen line, quoted, followed by a space.
        __sel_quote_lines() {
          local item
          while IFS= read -r item; do print -rn -- "${(q)item} "; done
        }

        # `**<TAB>`: what the command takes, chosen with sel; else the usual completion. The candidates
        # for a command come from a function `_sel_complete_COMMAND` when there is one (one a line).
        sel-completion() {
          setopt localoptions pipefail no_aliases 2> /dev/null
          local trigger=${SEL_COMPLETION_TRIGGER-'**'}
          local -a words
          words=(${(z)LBUFFER})
          local cur=${words[-1]} cmd=${words[1]}
          if [[ -z $trigger || $LBUFFER != *"$trigger" || ${#words} -lt 2 && $LBUFFER != *[[:space:]]"$trigger" ]]; then
            zle ${__sel_default_completion:-expand-or-complete}
            return
          fi
          local prefix=${cur%"$trigger"} selected
          [[ $cur == "$trigger" ]] && prefix=""
          if (( $+functions[_sel_complete_$cmd] )); then
            selected=$("_sel_complete_$cmd" "$prefix" | __sel_run "--multi" "${SEL_COMPLETION_OPTS-}" --query "$prefix" | __sel_quote_lines)
          else
            case $cmd in
              kill)
                selected=$(command ps -eo user,pid,ppid,start,time,command 2> /dev/null |
                  __sel_run "--multi --header-lines 1 --accept-nth 2" "${SEL_COMPLETION_OPTS-}" --query "$prefix" | __sel_quote_lines) ;;
              ssh|scp|sftp|telnet)
                selected=$(__sel_hosts | __sel_run "" "${SEL_COMPLETION_OPTS-}" --query "$prefix" | __sel_quote_lines) ;;
              export|unset|printenv)
                selected=$(print -rl -- ${(k)parameters} | __sel_run "--multi" "${SEL_COMPLETION_OPTS-}" --query "$prefix" | __sel_quote_lines) ;;
              unalias)
                selected=$(print -rl -- ${(k)aliases} | __sel_run "--multi" "${SEL_COMPLETION_OPTS-}" --query "$prefix" | __sel_quote_lines) ;;
              *)
                local root=. query=$prefix
                local -a roots
                if [[ $prefix == */ && -d $prefix ]]; then
                  root=${prefix%/}; query=""
                elif [[ $prefix == */* && -d ${prefix%/*} ]]; then
                  root=${prefix%/*}; query=${prefix##*/}
                fi
                [[ -z $root ]] && root=/
                [[ $root != . ]] && roots=(--walker-root "$root")
                selected=$(__sel_run "--multi --print0 --walker file,dir,follow,hidden" "${SEL_COMPLETION_OPTS-}" \
                  $roots --query "$query" < /dev/tty |
                  __sel_quote_records) ;;
            esac
          fi
          if [[ -n $selected ]]; then
            LBUFFER="${LBUFFER%$cur}$selected"
          fi
          zle reset-prompt
        }

        if [[ ${SEL_COMPLETION_TRIGGER-x} != "" ]]; then
          # What TAB did before, for words without the trigger.
          __sel_default_completion=$(bindkey '^I')
          __sel_default_completion=${__sel_default_completion##*[[:space:]]}
          case $__sel_default_completion in
            sel-completion | undefined-key | "") __sel_default_completion=expand-or-complete ;;
          esac
          zle -N sel-completion
          bindkey '^I' sel-completion
        fi

        fi

        """##
}
