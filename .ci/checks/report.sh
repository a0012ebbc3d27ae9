# What the checks under .ci/checks share; sourced, never run. A check calls `report` for each
# rule and `finish` at its end.
status=0

# report FINDINGS MESSAGE: when FINDINGS is not empty, prints MESSAGE and FINDINGS as an error,
# and the check fails.
report() {
  local findings=$1 message=$2
  [[ -z $findings ]] && return 0
  echo "error: $message" >&2
  echo "$findings" >&2
  status=1
}

# finish: prints "NAME: ok" if nothing was reported, and exits with the check's status.
finish() {
  ((status == 0)) && echo "$(basename "$0"): ok"
  exit "$status"
}
