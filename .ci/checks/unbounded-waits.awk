# Prints every Swift Testing test that may wait without a time limit: in a file that awaits
# anything, each `@Test` must carry `.timeLimit(...)` itself or sit inside a type whose `@Suite`
# carries it. Also prints two waits that a time limit does not end:
# - a `while` loop that waits (its body awaits or is empty, or its condition loads an atomic
#   another thread stores) with no bound: nothing in its condition names a deadline, a clock,
#   cancellation or a numeric limit, and its body has no `break`, `return` or `throw`. A bounded
#   wait returns at once in a cancelled task, so a loop around one spins forever unless it stops.
# - an unstructured task awaited in place (`await Task { … }.value`, `Task.detached` too) whose
#   body awaits: cancelling the test does not cancel that task; await it through
#   `boundedValue(of:)` (Tests/TestSupport/BoundedWait.swift).
# Run by .ci/checks/tests over each test file, one file per awk run:
#   awk -f .ci/checks/unbounded-waits.awk FILE
# A time limit cancels the test's task: streams and bounded waits (Tests/TestSupport/BoundedWait.swift)
# end on cancellation, so the run goes on instead of hanging. Line-based on purpose (it reads the
# attributes as this codebase writes them): comments are dropped, braces counted, and an
# attribute is read up to the declaration it annotates.
function strip(line) {
  sub(/\/\/.*/, "", line)
  return line
}
# The text from line `from`, column `column` (the opening brace) to its closing brace, and the
# line of that brace in `closedAt`.
function block(from, column,    n, i, c, depth, body, line) {
  depth = 0
  body = ""
  for (n = from; n <= NR; n++) {
    line = (n == from) ? substr(text[n], column) : text[n]
    for (i = 1; i <= length(line); i++) {
      c = substr(line, i, 1)
      if (c == "{") depth++
      else if (c == "}" && --depth == 0) { closedAt = n; return body }
      else if (depth > 0) body = body c
    }
    body = body "\n"
  }
  closedAt = NR
  return body
}
function report(n, what) {
  printf "%s:%d: %s\n", FILENAME, n, what
  found = 1
}
function count(line, char,    n, i) {
  n = 0
  for (i = 1; i <= length(line); i++) if (substr(line, i, 1) == char) n++
  return n
}
{
  line = strip($0)
  text[NR] = line
  if (line ~ /(^|[^A-Za-z_])await([^A-Za-z_]|$)/) awaits = 1
}
END {
  depth = 0
  scopes = 0  # open @Suite(.timeLimit) types: the depth inside each
  for (n = 1; n <= NR; n++) {
    line = text[n]
    if (line ~ /@Suite/) { suite = 1; suiteLimited = 0 }
    if (suite && line ~ /\.timeLimit\(/) suiteLimited = 1
    if (line ~ /@Test/) { test = 1; testLimited = 0; testLine = n }
    if (test && line ~ /\.timeLimit\(/) testLimited = 1
    if (test && line ~ /(^|[^A-Za-z_])func[ \t]/) {
      if (awaits && !testLimited && scopes == 0) {
        printf "%s:%d: @Test without a time limit in a file that awaits\n", FILENAME, testLine
        found = 1
      }
      test = 0
    }
    opens = count(line, "{")
    closes = count(line, "}")
    if (suite && line ~ /(^|[^A-Za-z_])(struct|class|enum|actor|extension)[ \t]/ && opens > 0) {
      if (suiteLimited) scope[++scopes] = depth + 1
      suite = 0
    }
    depth += opens - closes
    while (scopes > 0 && depth < scope[scopes]) scopes--
  }
  for (n = 1; n <= NR; n++) {
    line = text[n]
    if (match(line, /(^|[^A-Za-z_.])while[ \t][^{]*\{/)) {
      condition = substr(line, RSTART, RLENGTH)
      body = block(n, RSTART + RLENGTH - 1)
      waits = body ~ /(^|[^A-Za-z_])await([^A-Za-z_]|$)/ || body ~ /^[ \t\n]*$/ ||
        condition ~ /\.load\(/
      # A count compared with a number bounds a loop over the test's own steps, not a wait
      # for another thread's atomic.
      bounded = condition ~ /deadline|[Cc]lock|isCancelled|limit/ ||
        (condition !~ /\.load\(/ && condition ~ /[<>]=? *[0-9]/) ||
        body ~ /(^|[^A-Za-z_])(break|return|throw)([^A-Za-z_]|$)/
      if (waits && !bounded)
        report(n, "a while loop that waits with no bound (a deadline, cancellation, a limit or a break)")
    }
    if (match(line, /await[ \t]+Task(\.detached)?[ \t]*(\([^)]*\))?[ \t]*\{/)) {
      body = block(n, RSTART + RLENGTH - 1)
      if (body ~ /(^|[^A-Za-z_])await([^A-Za-z_]|$)/)
        report(n, "an unstructured task awaited in place whose body awaits; use boundedValue(of:)")
    }
  }
  exit found
}
