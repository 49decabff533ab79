#!/usr/bin/env bash
# links.sh - fails when a relative link or picture in README.md or docs/*.md leads to no file (or no heading), naming each.
# usage: tests/lint/links.sh [FILE.md ...]   (default: README.md docs/*.md)
# A link is [text](target) or ![alt](target) outside code, or a reference [name]: target. Links
# to the web (http, https, mailto) are not followed. A target's #anchor, when given, must be the
# GitHub name of a heading of the target (or of the same document): lower case, spaces made
# hyphens, punctuation dropped.
set -u
cd "$(dirname "$0")/../.." || exit 1

# targets FILE: each link target of FILE, one a line, code blocks and code spans left out.
targets() {
	sed -e '/^ *```/,/^ *```/d' -e '/^    /d' -e '/^\t/d' -e 's/`[^`]*`//g' "$1" |
		grep -o -e '\]([^)]*)' -e '^\[[^]]*\]: *[^ ]*' |
		sed -e 's/^\](//' -e 's/)$//' -e 's/^\[[^]]*\]: *//' -e 's/^<//' -e 's/>$//' -e 's/ .*//'
}

# anchors FILE: the GitHub anchor of each heading of FILE, one a line.
anchors() {
	sed -e '/^ *```/,/^ *```/d' "$1" | grep '^#\{1,6\} ' |
		sed -e 's/^#* *//' -e 's/ *$//' | tr 'A-Z' 'a-z' | sed -e 's/[^a-z0-9 _-]//g' -e 's/ /-/g'
}

broken=0
[ $# -gt 0 ] || set -- README.md docs/*.md
for doc in "$@"; do
	dir=$(dirname "$doc")
	while IFS= read -r target; do
		case $target in
		'' | http://* | https://* | mailto:*) continue ;;
		esac
		path=${target%%#*}
		anchor=
		[ "$path" = "$target" ] || anchor=${target#*#}
		file=$doc
		if [ -n "$path" ]; then
			file=$dir/$(printf '%s' "$path" | sed 's/%20/ /g')
			if [ ! -e "$file" ]; then
				echo "$doc: broken link: $target (no file $file)"
				broken=1
				continue
			fi
		fi
		if [ -n "$anchor" ] && [ "${file%.md}" != "$file" ] && ! anchors "$file" | grep -qx -- "$anchor"; then
			echo "$doc: broken link: $target (no heading #$anchor in $file)"
			broken=1
		fi
	done < <(targets "$doc")
done
exit $broken
