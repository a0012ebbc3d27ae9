# The stage timer `.ci/test` and `.ci/fuzz` share; sourced, never run.
stage_start=$SECONDS
stage_times=()
# The CPU seconds of the background stages that have ended (see stage_in_background).
background_cpu=0

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
# and the CPU time its processes used (on two cores, up to twice the wall time), and returns
# its status. The command runs where `set -e` does not reach (the left of `||`), so a function
# that must stop at its first failure exits or checks each step itself.
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

# stage_in_background NAME COMMAND...: starts COMMAND as the stage NAME beside the stages after
# it (one at a time), at the lowest priority, in a process group of its own that stops if this
# shell exits first (this sets the EXIT trap). It is no child of this shell, which would count
# its CPU time in whichever stage it reaped it: it times itself, and wait_for_background adds
# its row.
stage_in_background() {
  background_name=$1
  shift
  background_dir=$(mktemp -d)
  # The job and its children hold the lock their parent takes here until they all have ended.
  background_pid=$(
    exec 3>"$background_dir/lock"
    flock 3
    export -f read_children_cpu
    setsid nice -n 19 bash -c '
      start=$SECONDS status=0 stage_cpu_file=$1/cpu
      "${@:2}" || status=$?
      read_children_cpu
      echo "$((SECONDS - start)) $cpu_now $status" >"$1/result"' _ "$background_dir" "$@" \
      </dev/null >"$background_dir/log" 2>&1 &
    echo $!)
  trap 'kill -- -"$background_pid" 2>/dev/null || true; rm -rf "$background_dir"' EXIT
}

# wait_for_background: waits until the background stage has ended, prints its output, records
# its row (its own wall and CPU time) and returns its status.
wait_for_background() {
  local wall cpu status
  flock "$background_dir/lock" true
  cat "$background_dir/log"
  if ! read -r wall cpu status 2>/dev/null <"$background_dir/result"; then
    echo "error: the stage '$background_name' stopped before its end" >&2
    return 1
  fi
  stage_times+=("$(printf '%-50s %5d s %6d s' "$background_name" "$wall" "$cpu")")
  background_cpu=$((background_cpu + cpu))
  echo "== $background_name: ${wall} s, cpu ${cpu} s$( ((status == 0)) || echo ", failed ($status)")"
  return "$status"
}

# print_stage_times: every stage's time and CPU time so far, the total since this file was
# sourced (the background stages' CPU time too), and the machine's CPU model.
print_stage_times() {
  echo
  echo "== stage times ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores)"
  printf '%-50s %7s %8s\n' stage wall cpu
  printf '%s\n' "${stage_times[@]}"
  local cpu_now
  read_children_cpu
  echo "total: $((SECONDS - stage_start)) s, cpu $((cpu_now + background_cpu)) s"
}
