# The stage timer `.ci/test` and `.ci/fuzz` share; sourced, never run.
stage_start=$SECONDS
stage_times=()

# stage NAME COMMAND...: runs COMMAND as the stage NAME, prints and records how long it took,
# and returns its status. The command runs where `set -e` does not reach (the left of `||`), so
# a function that must stop at its first failure exits or checks each step itself.
stage() {
  local name=$1
  shift
  local start=$SECONDS status=0
  echo "== $name"
  "$@" || status=$?
  local took=$((SECONDS - start))
  stage_times+=("$(printf '%-50s %4d s' "$name" "$took")")
  echo "== $name: ${took} s$( ((status == 0)) || echo ", failed ($status)")"
  return "$status"
}

# print_stage_times: every stage's time so far, and the total since this file was sourced.
print_stage_times() {
  echo
  echo "== stage times"
  printf '%s\n' "${stage_times[@]}"
  echo "total: $((SECONDS - stage_start)) s"
}
