# bash completion for workday-ics: the tool itself says what may come next
# (workday-ics __complete WORD...), so options and values never drift.
_workday_ics() {
    local current=${COMP_WORDS[COMP_CWORD]}
    local answer
    answer=$("${COMP_WORDS[0]}" __complete "${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null) || return 0
    # After --option= (bash makes "=" a word of its own) the value is empty.
    [[ $current == "=" ]] && current=""
    if [[ $answer == "::files" ]]; then
        compopt -o filenames 2>/dev/null
        mapfile -t COMPREPLY < <(compgen -f -- "$current")
    elif [[ $answer == "::directories" ]]; then
        compopt -o filenames 2>/dev/null
        mapfile -t COMPREPLY < <(compgen -d -- "$current")
    else
        mapfile -t COMPREPLY <<<"$answer"
        [[ -z $answer ]] && COMPREPLY=()
        # A value with a space ('-1d 21:00') is one word: quoted as the
        # user began it, else escaped.
        local i quote=${current:0:1}
        for i in "${!COMPREPLY[@]}"; do
            if [[ $quote == "'" || $quote == '"' ]]; then
                COMPREPLY[i]=$quote${COMPREPLY[i]}$quote
            elif [[ ${COMPREPLY[i]} == *" "* ]]; then
                COMPREPLY[i]=$(printf '%q' "${COMPREPLY[i]}")
            fi
        done
    fi
    return 0
}
complete -F _workday_ics workday-ics
