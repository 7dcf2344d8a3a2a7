# bash completion for workday-ics: the tool itself says what may come next
# (workday-ics __complete WORD...), so options and values never drift.
_workday_ics() {
    local current=${COMP_WORDS[COMP_CWORD]}
    local answer
    answer=$("${COMP_WORDS[0]}" __complete "${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null) || return 0
    if [[ $answer == "::files" ]]; then
        compopt -o filenames 2>/dev/null
        mapfile -t COMPREPLY < <(compgen -f -- "$current")
    elif [[ $answer == "::directories" ]]; then
        compopt -o filenames 2>/dev/null
        mapfile -t COMPREPLY < <(compgen -d -- "$current")
    else
        mapfile -t COMPREPLY <<<"$answer"
        [[ -z $answer ]] && COMPREPLY=()
    fi
    return 0
}
complete -F _workday_ics workday-ics
