extension InitShell {
    /// The integration script for bash: written by `sel init bash`, loaded by the shell.
    static let bashScript = ##"""
        # sel's key bindings and completion for bash. Load it from ~/.bashrc with:
        #   eval "$(sel init bash)"
        # CTRL-T pastes paths, CTRL-R searches the history, ALT-C changes directory, and `**<TAB>`
        # completes paths, process ids (kill), hosts (ssh, scp) and variables (export, unset, unalias).
        # Set SEL_CTRL_T_COMMAND, SEL_CTRL_R_COMMAND or SEL_ALT_C_COMMAND to '' before loading to leave
        # that key alone, and SEL_COMPLETION_TRIGGER to '' for no completion.
        if [[ $- == *i* ]]; then

        # CTRL-R's options: sel reads the history as bash writes it (--shell-history, below); the
        # command printed ends in NUL (it may span lines); CTRL-/ shows it whole.
        __sel_history_options="--print0 --expect ctrl-x --bind ctrl-/:toggle-preview --remember ctrl-r"
        __sel_history_options+=" --preview-window down,30%,wrap,hidden"

        # Runs sel choose with the options every binding shares, then the binding's own ($1), then the
        # user's ($2), all read by sel itself as SEL_DEFAULT_OPTS are; the rest are arguments. Space
        # types a space, as in fzf (Tab checks an item of a multi-selection).
        __sel_run() {
          local own=$1 user=$2
          shift 2
          SEL_DEFAULT_OPTS="--height ${SEL_HEIGHT:-40%} --filter --bind 'space:put( )' ${SEL_DEFAULT_OPTS-} $own $user" \
            command sel choose "$@"
        }

        # The word before the cursor, when it names a path that exists or begins one.
        __sel_path_word() {
          local left=${READLINE_LINE:0:READLINE_POINT}
          local word=${left##*[[:space:]]}
          [[ -n $word ]] && compgen -f -- "$word" > /dev/null 2>&1 && printf '%s' "$word"
        }

        # CTRL-T: the chosen paths, quoted for bash, in place of the path word before the cursor (or at it).
        __sel_ctrl_t() {
          local word query=() selected="" item
          word=$(__sel_path_word)
          [[ -n $word ]] && query=(--query "$word")
          while IFS= read -r -d '' item; do
            selected+="$(printf '%q' "$item") "
          done < <(
            if [[ -n ${SEL_CTRL_T_COMMAND-} ]]; then
              eval "$SEL_CTRL_T_COMMAND" | __sel_run "--multi --print0" "${SEL_CTRL_T_OPTS-}" "${query[@]}"
            else
              __sel_run "--multi --print0 --walker file,dir,follow,hidden" "${SEL_CTRL_T_OPTS-}" "${query[@]}" < /dev/tty
            fi
          )
          [[ -n $selected ]] || return 0
          local start=$((READLINE_POINT - ${#word}))
          READLINE_LINE="${READLINE_LINE:0:start}$selected${READLINE_LINE:READLINE_POINT}"
          READLINE_POINT=$((start + ${#selected}))
        }

        # What the second step of CTRL-R and ALT-C does: run the line, or nothing.
        __sel_then() {
          if [[ $1 == run ]]; then
            bind '"\C-x\C-]b": accept-line'
          else
            bind '"\C-x\C-]b": redraw-current-line'
          fi
        }

        # The history for sel: with HISTTIMEFORMAT set, as bash writes its file (each command after
        # its time, `#SECONDS`, so sel shows how long ago); else as `fc -lnr` lists it, newest first.
        __sel_history_list() {
          if [[ -n ${HISTTIMEFORMAT+set} ]]; then
            builtin history -w /dev/stdout
          else
            builtin fc -lnr -2147483648
          fi 2> /dev/null
        }

        # CTRL-R: Enter puts the chosen command on the line; CTRL-X runs it. sel lists the history
        # newest first, each command once.
        __sel_ctrl_r() {
          __sel_then no
          local key="" command="" format=bash-fc
          [[ -n ${HISTTIMEFORMAT+set} ]] && format=bash
          {
            IFS= read -r -d '' key
            IFS= read -r -d '' command
          } < <(__sel_history_list |
            __sel_run "$__sel_history_options --shell-history $format" "${SEL_CTRL_R_OPTS-}" --query "$READLINE_LINE")
          [[ -n $command ]] || return 0
          READLINE_LINE=$command
          READLINE_POINT=${#command}
          [[ $key == ctrl-x ]] && __sel_then run
        }

        # ALT-C: the chosen directory becomes a `builtin cd` run as a command line (so the prompt is
        # drawn again for the new directory); the line being typed is set aside and comes back after.
        __sel_alt_c() {
          __sel_then no
          local dir
          dir=$(
            if [[ -n ${SEL_ALT_C_COMMAND-} ]]; then
              eval "$SEL_ALT_C_COMMAND" | __sel_run "--remember alt-c" "${SEL_ALT_C_OPTS-}"
            else
              __sel_run "--walker dir,follow,hidden --remember alt-c" "${SEL_ALT_C_OPTS-}" < /dev/tty
            fi
          ) || return 0
          [[ -n $dir ]] || return 0
          dir=$(builtin unset CDPATH && builtin cd -- "$dir" && builtin pwd) || return 0
          __sel_saved_line=$READLINE_LINE
          __sel_saved_point=$READLINE_POINT
          READLINE_LINE="builtin cd -- $(printf '%q' "$dir")"
          READLINE_POINT=${#READLINE_LINE}
          __sel_then run
        }

        # The third step of ALT-C: the line set aside comes back at the next prompt.
        __sel_restore() {
          [[ -n ${__sel_saved_point-} ]] || return 0
          READLINE_LINE=$__sel_saved_line
          READLINE_POINT=$__sel_saved_point
          unset __sel_saved_line __sel_saved_point
        }

        bind -x '"\C-x\C-]c": __sel_restore'
        __sel_then no
        for __sel_keymap in emacs vi-insert; do
          if [[ ${SEL_CTRL_T_COMMAND-x} != "" ]]; then
            bind -m $__sel_keymap -x '"\C-t": __sel_ctrl_t'
          fi
          if [[ ${SEL_CTRL_R_COMMAND-x} != "" ]]; then
            bind -m $__sel_keymap -x '"\C-x\C-]r": __sel_ctrl_r'
            bind -m $__sel_keymap '"\C-r": "\C-x\C-]r\C-x\C-]b"'
          fi
          if [[ ${SEL_ALT_C_COMMAND-x} != "" ]]; then
            bind -m $__sel_keymap -x '"\C-x\C-]a": __sel_alt_c'
            bind -m $__sel_keymap '"\ec": "\C-x\C-]a\C-x\C-]b\C-x\C-]c"'
          fi
          bind -m $__sel_keymap -x '"\C-x\C-]c": __sel_restore'
        done
        unset __sel_keymap

        # `**<TAB>`: what the command takes, chosen with sel. The candidates for a command come from a
        # function `_sel_complete_COMMAND` when there is one (it prints them, one a line).
        __sel_complete() {
          local trigger=${SEL_COMPLETION_TRIGGER-'**'}
          local cur=${COMP_WORDS[COMP_CWORD]} cmd=${COMP_WORDS[0]}
          if [[ -z $trigger || $cur != *"$trigger" ]]; then
            __sel_complete_fallback "$@"
            return
          fi
          local prefix=${cur%"$trigger"} selected="" item
          compopt +o default +o bashdefault +o filenames 2> /dev/null
          compopt -o nospace 2> /dev/null
          if declare -F "_sel_complete_$cmd" > /dev/null; then
            selected=$("_sel_complete_$cmd" "$prefix" | __sel_run "--multi" "${SEL_COMPLETION_OPTS-}" --query "$prefix" | __sel_join)
          else
            case $cmd in
              kill)
                selected=$(command ps -eo user,pid,ppid,start,time,command 2> /dev/null |
                  __sel_run "--multi --header-lines 1 --accept-nth 2" "${SEL_COMPLETION_OPTS-}" --query "$prefix" | __sel_join) ;;
              ssh | scp | sftp | telnet)
                selected=$(__sel_hosts | __sel_run "" "${SEL_COMPLETION_OPTS-}" --query "$prefix" | __sel_join) ;;
              export | unset | printenv)
                selected=$(compgen -v | __sel_run "--multi" "${SEL_COMPLETION_OPTS-}" --query "$prefix" | __sel_join) ;;
              unalias)
                selected=$(compgen -a | __sel_run "--multi" "${SEL_COMPLETION_OPTS-}" --query "$prefix" | __sel_join) ;;
              *)
                selected=$(__sel_complete_paths "$prefix") ;;
            esac
          fi
          # Ask the terminal for its status: its answer (CSI 0 n) is bound to redraw the line.
          printf '\e[5n' > /dev/tty
          if [[ -n $selected ]]; then
            COMPREPLY=("$selected")
          else
            COMPREPLY=("$cur")
          fi
        }

        # Each chosen line, quoted, followed by a space.
        __sel_join() {
          local item joined=""
          while IFS= read -r item; do joined+="$(printf '%q' "$item") "; done
          printf '%s' "$joined"
        }

        # Paths below the directory the prefix begins with (`src/ma**` walks src, looking for ma).
        __sel_complete_paths() {
          local prefix=$1 root=. query=$1 item joined=""
          if [[ $prefix == */ && -d $prefix ]]; then
            root=${prefix%/}
            [[ -z $root ]] && root=/
            query=""
          elif [[ $prefix == */* && -d ${prefix%/*} ]]; then
            root=${prefix%/*}
            [[ -z $root ]] && root=/
            query=${prefix##*/}
          fi
          local roots=(--walker-root "$root")
          [[ $root == . ]] && roots=()
          while IFS= read -r -d '' item; do joined+="$(printf '%q' "$item") "; done < <(
            __sel_run "--multi --print0 --walker file,dir,follow,hidden" "${SEL_COMPLETION_OPTS-}" "${roots[@]}" --query "$query" < /dev/tty)
          printf '%s' "$joined"
        }

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

        # Without the trigger: the command's own completion, or bash's.
        __sel_complete_fallback() {
          local cmd=${COMP_WORDS[0]} original
          original=${__sel_original_completions[$cmd]-}
          if [[ -n $original ]]; then
            "$original" "$@"
          else
            COMPREPLY=()
          fi
        }

        if [[ ${SEL_COMPLETION_TRIGGER-x} != "" ]]; then
          bind '"\e[0n": redraw-current-line' 2> /dev/null
          declare -gA __sel_original_completions=()
          for __sel_command in kill ssh scp sftp telnet export unset printenv unalias \
            cd ls cat less more vi vim nvim nano emacs code cp mv rm ln mkdir rmdir tail head grep diff file du open git source .; do
            __sel_spec=$(complete -p "$__sel_command" 2> /dev/null)
            if [[ $__sel_spec == *" -F "* ]]; then
              __sel_original=${__sel_spec##* -F }
              __sel_original_completions[$__sel_command]=${__sel_original%% *}
            fi
            complete -o default -o bashdefault -F __sel_complete "$__sel_command"
          done
          complete -D -o default -o bashdefault -F __sel_complete 2> /dev/null
          unset __sel_command __sel_spec __sel_original
        fi

        fi

        """##
}
