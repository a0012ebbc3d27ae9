# Shell helpers the Benchmarks scripts share; sourced (`source "$(dirname "$0")/common.sh"`),
# never run. Defines functions only; a script that needs tmux calls `private_tmux` once.

# private_tmux NAME: a tmux server of the script's own (socket NAME-PID, no config) reached
# through `tmuxc`, and a scratch directory `$work`; both go when the script exits.
private_tmux() {
  socket="$1-$$"
  work=$(mktemp -d)
  trap 'tmuxc kill-server 2>/dev/null || true; rm -f "/tmp/tmux-$(id -u)/$socket"; rm -rf "$work"' EXIT
}
tmuxc() { tmux -L "$socket" -f /dev/null "$@"; }

# verdict CONDITION: PASS when the awk CONDITION holds, else MISS.
verdict() { if awk "BEGIN { exit !($1) }"; then echo PASS; else echo MISS; fi; }
# median: the median of the numbers on stdin, one a line.
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# us NANOSECONDS: in microseconds, one decimal.
us() { awk -v n="$1" 'BEGIN { printf "%.1f", n / 1000 }'; }
# rss_kb PID: the process's resident set, in kB.
rss_kb() { awk '/^VmRSS:/ { print $2 }' "/proc/$1/status"; }
# cpu_model: the CPU's model name, for the line beside each table.
cpu_model() { awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo; }

# baseline_build ROOT REF: builds the dashboard at REF in ROOT/.build-baseline/src (a git
# worktree made on first use, its own .build) and the checkout's, both release; sets base_src.
baseline_build() {
  base_src=$1/.build-baseline/src
  if [[ ! -d $base_src ]]; then
    git -C "$1" worktree add --detach "$base_src" "$2" >&2
  fi
  git -C "$base_src" checkout --quiet --detach "$2"
  (cd "$base_src" && nice swift build -c release --product dashboard >&2)
  (cd "$1" && nice swift build -c release --product dashboard >&2)
}
