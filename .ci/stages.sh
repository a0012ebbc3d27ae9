# The stage timer `.ci/test` and `.ci/fuzz` share; sourced, never run.
stage_start=$SECONDS
stage_times=()

stage_cpu_file=$(mktemp)
# read_children_cpu: sets cpu_now to the CPU seconds (user + system) of every child this shell
# has waited for. The `times` builtin runs in this shell, not in a command substitution's
# subshell, which has no children of its own.
read_children_cpu() {
  times >"$stage_cpu_file"
  cpu_now=$(awk 'NR == 2 {
    total = 0
    for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); total += t[1] * 60 + t[2] }
    printf "%d\n", total }' "$stage_cpu_file")
}

# stage NAME COMMAND...: runs COMMAND as the stage NAME, prints and records how long it took
# and the CPU time its processes used (on two cores, up to twice the wall time; a background
# job's CPU counts in the stage that waits for it), and returns its status. The command runs
# where `set -e` does not reach (the left of `||`), so a function that must stop at its first
# failure exits or checks each step itself.
stage() {
  local name=$1
  shift
  local start=$SECONDS cpu_start status=0 cpu_now
  read_children_cpu
  cpu_start=$cpu_now
  echo "== $name"
  "$@" || status=$?
  read_children_cpu
  local took=$((SECONDS - start)) cpu=$((cpu_now - cpu_start))
  stage_times+=("$(printf '%-50s %5d s %6d s' "$name" "$took" "$cpu")")
  echo "== $name: ${took} s, cpu ${cpu} s$( ((status == 0)) || echo ", failed ($status)")"
  return "$status"
}

# print_stage_times: every stage's time and CPU time so far, the total since this file was
# sourced, and the machine's CPU model.
print_stage_times() {
  echo
  echo "== stage times ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores)"
  printf '%-50s %7s %8s\n' stage wall cpu
  printf '%s\n' "${stage_times[@]}"
  local cpu_now
  read_children_cpu
  echo "total: $((SECONDS - stage_start)) s, cpu $cpu_now s"
}
