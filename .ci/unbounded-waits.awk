# Prints every Swift Testing test that may wait without a time limit: in a file that awaits
# anything, each `@Test` must carry `.timeLimit(...)` itself or sit inside a type whose `@Suite`
# carries it. Run by .ci/structure over each test file, one file per awk run:
#   awk -f .ci/unbounded-waits.awk FILE
# A time limit cancels the test's task: streams and bounded waits (Tests/TestSupport/BoundedWait.swift)
# end on cancellation, so the run goes on instead of hanging. Line-based on purpose (it reads the
# attributes as this codebase writes them): comments are dropped, braces counted, and an
# attribute is read up to the declaration it annotates.
function strip(line) {
  sub(/\/\/.*/, "", line)
  return line
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
  if (!awaits) exit 0
  depth = 0
  scopes = 0  # open @Suite(.timeLimit) types: the depth inside each
  for (n = 1; n <= NR; n++) {
    line = text[n]
    if (line ~ /@Suite/) { suite = 1; suiteLimited = 0 }
    if (suite && line ~ /\.timeLimit\(/) suiteLimited = 1
    if (line ~ /@Test/) { test = 1; testLimited = 0; testLine = n }
    if (test && line ~ /\.timeLimit\(/) testLimited = 1
    if (test && line ~ /(^|[^A-Za-z_])func[ \t]/) {
      if (!testLimited && scopes == 0) {
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
  exit found
}
