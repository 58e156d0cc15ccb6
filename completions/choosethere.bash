# bash completion for choosethere.
# Install: source this file from ~/.bashrc, or copy it to
# /usr/share/bash-completion/completions/choosethere (or
# ~/.local/share/bash-completion/completions/choosethere).

_choosethere() {
    local cur prev
    cur="${COMP_WORDS[COMP_CWORD]}"
    prev=""
    [ "$COMP_CWORD" -gt 0 ] && prev="${COMP_WORDS[COMP_CWORD-1]}"
    local commands="spin again near find why rate history list show favorite add edit forget open save refetch tags location city cities settings log set cache import export source help explain quit"
    local flags="-c -f --script --seed --json --format --limit --stop-on-error --echo --color --ascii --offline -X --no-rc --version --help"

    case "$cur" in
        --color=*)
            COMPREPLY=( $(compgen -W "auto always never" -- "${cur#--color=}") )
            return 0 ;;
        --format=*)
            COMPREPLY=( $(compgen -W "text json csv tsv" -- "${cur#--format=}") )
            return 0 ;;
        --script=*)
            COMPREPLY=( $(compgen -f -- "${cur#--script=}") )
            return 0 ;;
    esac
    case "$prev" in
        -c)
            COMPREPLY=( $(compgen -W "$commands" -- "$cur") )
            return 0 ;;
        -f|--script)
            compopt -o filenames 2>/dev/null
            COMPREPLY=( $(compgen -f -- "$cur") )
            return 0 ;;
        --color)
            COMPREPLY=( $(compgen -W "auto always never" -- "$cur") )
            return 0 ;;
        --format)
            COMPREPLY=( $(compgen -W "text json csv tsv" -- "$cur") )
            return 0 ;;
        --seed|--limit)
            COMPREPLY=()
            return 0 ;;
    esac
    COMPREPLY=( $(compgen -W "$flags" -- "$cur") )
    return 0
}
complete -F _choosethere choosethere
