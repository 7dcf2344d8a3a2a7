# fish completion for workday-ics: the tool itself says what may come next
# (workday-ics __complete WORD...), so options and values never drift.
function __workday_ics_complete
    set -l words (commandline -opc) (commandline -ct)
    set -l answer (command $words[1] __complete $words[2..-1] 2>/dev/null)
    if test "$answer[1]" = "::files"
        __fish_complete_path (commandline -ct)
    else if test "$answer[1]" = "::directories"
        __fish_complete_directories (commandline -ct)
    else
        printf '%s\n' $answer
    end
end
complete -c workday-ics -f -a '(__workday_ics_complete)'
