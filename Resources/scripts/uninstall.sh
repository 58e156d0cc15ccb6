#!/bin/sh
# Removes what install.sh put under PREFIX (default ~/.local): exactly the
# files listed in PREFIX/share/choosethere/install-manifest, then the folders
# install.sh created, when they are empty. Your own data (settings, the store,
# history, cache) is never touched; the end of the output says where it is.
set -eu

prefix=${PREFIX:-$HOME/.local}
manifest=$prefix/share/choosethere/install-manifest
fail() { printf 'uninstall: %s\n' "$*" >&2; exit 1; }

[ -f "$manifest" ] || fail "no choosethere installation under $prefix ($manifest is missing); set PREFIX to where it was installed"
# Read it whole first: it lists itself among the files.
entries=$(grep -v '^#' "$manifest" || true)

# Check every path before removing anything.
# Files lie under PREFIX; a folder may also be PREFIX itself or one above it
# (install.sh creates a missing PREFIX), and is only ever removed when empty.
printf '%s\n' "$entries" | while IFS= read -r line; do
    [ -n "$line" ] || continue
    path=${line#* }
    case $path in *..*|*//*) fail "the manifest names $path; nothing was removed" ;; esac
    case $line in
        "file "*) case $path in "$prefix"/*) ;; *) fail "the manifest names $path, outside $prefix; nothing was removed" ;; esac ;;
        "dir "*) case "$prefix/" in "$path"/*) ;; *) case $path in "$prefix"/*) ;; *) fail "the manifest names $path, outside $prefix; nothing was removed" ;; esac ;; esac ;;
        # A completion block in a shell's start-up file: only those install.sh writes.
        "block "*) case $path in */.bashrc|*/.zshrc|*/fish/conf.d/choosethere.fish) ;; *) fail "the manifest names $path as a start-up file; nothing was removed" ;; esac ;;
        *) fail "the manifest has a line it cannot read: $line; nothing was removed" ;;
    esac
done

printf '%s\n' "$entries" | sed -n 's/^file //p' | while IFS= read -r path; do
    if [ -e "$path" ] || [ -L "$path" ]; then
        rm -f "$path"
        printf 'removed %s\n' "$path"
    fi
done
# Deepest folders first; a folder that holds anything else (your store, other programs' files) stays.
printf '%s\n' "$entries" | sed -n 's/^dir //p' | sort -r | while IFS= read -r dir; do
    if [ -d "$dir" ] && rmdir "$dir" 2>/dev/null; then printf 'removed %s/\n' "$dir"; fi
done

# The completion lines install.sh --shell-setup added, between their markers; a file left empty goes too.
begin='# >>> choosethere completion >>>'
end='# <<< choosethere completion <<<'
printf '%s\n' "$entries" | sed -n 's/^block //p' | while IFS= read -r rc; do
    [ -f "$rc" ] && grep -qxF "$begin" "$rc" || continue
    tmp=$(mktemp)
    sed "/^$begin\$/,/^$end\$/d" "$rc" > "$tmp"
    cat "$tmp" > "$rc"
    rm -f "$tmp"
    printf 'removed the completion lines from %s\n' "$rc"
    [ -s "$rc" ] || { rm -f "$rc"; printf 'removed %s (it held nothing else)\n' "$rc"; }
done

config=${XDG_CONFIG_HOME:-$HOME/.config}/choosethere
data=${XDG_DATA_HOME:-$HOME/.local/share}/choosethere
state=${XDG_STATE_HOME:-$HOME/.local/state}/choosethere
cache=${XDG_CACHE_HOME:-$HOME/.cache}/choosethere
printf 'choosethere is uninstalled from %s.\n' "$prefix"
printf 'Your data is kept: settings and rc in %s, places and visits in %s, history in %s, cache in %s.\n' \
    "$config" "$data" "$state" "$cache"
printf 'To remove it too: rm -r "%s" "%s" "%s" "%s"\n' "$config" "$data" "$state" "$cache"
