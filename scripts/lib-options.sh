# lib-options.sh - sourced by the benchmarks (window-bench.sh, web-bench.sh): their options read one way, a bad one refused with the usage.
#
# The script that sources it sets usage (its usage line, "usage: scripts/NAME [...]"), defines
# `option NAME VALUE` and calls options_read "$@". option takes the option NAME, VALUE the argument
# after it ("" when none): an option alone it simply takes; an option with a value it takes with
# takes or takes_folder (which check the value and say it was used); it returns 1 for a name it
# does not know.
# -h and --help print the usage and exit 0; a bad option exits 2 with a line and the usage on stderr.
# shellcheck shell=bash disable=SC2154 # usage is the sourcing script's

# The script's name in messages: window-bench.sh.
me=$(basename "$0")

# die MESSAGE [STATUS]: MESSAGE on stderr and the exit status STATUS, 2 by default (a bad option:
# the usage said too; 1 for a run that cannot go on).
die() {
	echo "$me: $1" >&2
	[ "${2:-2}" = 2 ] && echo "$usage" >&2
	exit "${2:-2}"
}

# takes OPTION VALUE WHAT PATTERN: VALUE, the argument after OPTION, is its value when it matches
# PATTERN (an extended regular expression); else the option is refused: "OPTION takes WHAT (got
# 'VALUE')". Called from option.
takes() {
	[[ $2 =~ $4 ]] || die "$1 takes $3 (got '$2')"
	took=2
}

# takes_folder OPTION VALUE WHAT: VALUE is OPTION's value when it is a folder; else the option is
# refused as takes refuses.
takes_folder() {
	[ -d "$2" ] || die "$1 takes $3 (got '$2')"
	took=2
}

# A count of 1..99 (rounds, seconds), for takes.
# shellcheck disable=SC2034 # the sourcing script's
COUNT='^[1-9][0-9]?$'

# options_read ARG...: each option of the command line to option, its value with it.
options_read() {
	while [ $# -gt 0 ]; do
		case $1 in
		-h | --help)
			echo "$usage"
			exit 0
			;;
		esac
		took=1
		option "$1" "${2-}" || die "unknown option '$1'"
		[ "$took" -le $# ] || took=$#
		shift "$took"
	done
}
