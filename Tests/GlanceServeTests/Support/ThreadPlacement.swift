import Foundation

/// The kernel's id of the calling thread (`/proc/thread-self`), which `taskset -p` and
/// `setpriority` take to act on one thread of the process.
func currentThreadID() throws -> Int32 {
  let link = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")
  guard let id = link.split(separator: "/").last.flatMap({ Int32($0) }) else {
    throw ShellError("no thread id in /proc/thread-self -> \(link)")
  }
  return id
}

/// The CPUs thread `id` may run on, as `taskset -c` lists them ("0-3,6").
func allowedCPUs(ofThread id: Int32) throws -> String {
  let printed = try shell("taskset -cp \(id)")
  guard let list = printed.split(separator: ":").last?.trimmingCharacters(in: .whitespaces),
    !list.isEmpty
  else { throw ShellError("no affinity list in: \(printed)") }
  return list
}

/// Lets thread `id` run on `cpus` alone (a `taskset -c` list).
func pinThread(_ id: Int32, to cpus: String) throws {
  _ = try shell("taskset -cp \(cpus) \(id)")
}

/// Gives the calling thread the lowest priority (nice 19): whatever else wants its CPU runs
/// first.
func lowerCurrentThreadPriority() throws {
  let id = try currentThreadID()
  guard setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(id), 19) == 0 else {
    throw ShellError("setpriority(\(id), 19) failed: errno \(errno)")
  }
}
