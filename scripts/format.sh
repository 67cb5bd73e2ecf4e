#!/usr/bin/env bash
# Formats the project's C++ sources with .clang-format (clang-format 14, Debian 12's).
#   scripts/format.sh            rewrites every tracked .h/.cpp in place
#   scripts/format.sh --check    changes nothing; lists the files that differ and fails if any do
#   scripts/format.sh FILE...    formats just those files
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
CLANG_FORMAT="${CLANG_FORMAT:-clang-format}"
if ! command -v "$CLANG_FORMAT" >/dev/null 2>&1; then
    echo "format.sh: $CLANG_FORMAT not found (apt-get install clang-format)" >&2
    exit 2
fi
check=0
if [ "${1:-}" = "--check" ]; then
    check=1
    shift
fi
if [ "$#" -gt 0 ]; then
    files=("$@")
else
    mapfile -t files < <(git ls-files -- '*.h' '*.cpp')
fi
if [ "$check" -eq 0 ]; then
    printf '%s\0' "${files[@]}" | xargs -0 -n 50 -P "$(nproc)" "$CLANG_FORMAT" -i --style=file
    exit 0
fi
differ=0
for f in "${files[@]}"; do
    if ! "$CLANG_FORMAT" --style=file --dry-run -Werror "$f" >/dev/null 2>&1; then
        echo "format.sh: $f is not formatted (scripts/format.sh $f)"
        differ=$((differ + 1))
    fi
done
if [ "$differ" -gt 0 ]; then
    echo "format.sh: $differ of ${#files[@]} files differ from .clang-format" >&2
    exit 1
fi
echo "format.sh: ${#files[@]} files follow .clang-format"
